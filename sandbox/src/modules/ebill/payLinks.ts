// What a pay link's money does (docs/billing-contract.md "Pay links"): the payments module calls in here when a card
// payment whose "order" is a pay link (id PL-…) is captured, and for the link's return address and description.
// A bill link marks its bills paid; a recharge link writes a top-up (the prepaid credit rises). Idempotent: a link
// pays once; a link whose bill was paid meanwhile (another link, another tab) cancels its payment — no charge.
import { randomBytes } from "node:crypto";
import type { SandboxContext } from "../module";
import { sendEmail } from "../otc/outbox";
import { setPaymentStatus, type PaymentRecord } from "../payments/store";
import { getLink, insertTopUp, isBillPaid, LINK_PREFIX, markBillPaid, setLinkStatus, type PayLink } from "./store";

export const isLinkPayment = (p: Pick<PaymentRecord, "orderId">): boolean => p.orderId.startsWith(LINK_PREFIX);

/** A bill link can take money while none of its bills is paid; a recharge link always can. */
export function linkPayable(ctx: SandboxContext, link: PayLink): boolean {
  if (link.status !== "open") return false;
  return link.kind === "recharge" || link.bills.every((b) => !isBillPaid(ctx, b.id));
}

const eur = (n: number) => `${n.toFixed(2).replace(".", ",")} €`;
const lei = (n: number) => `${n.toFixed(2).replace(".", ",")} lei`;

/** Captures a link payment (inside the caller's transaction), or cancels it when the link can no longer be paid. */
export function captureLinkPayment(ctx: SandboxContext, payment: PaymentRecord): boolean {
  const link = getLink(ctx, payment.orderId);
  if (!link || !linkPayable(ctx, link)) {
    setPaymentStatus(ctx, payment.id, "canceled");
    if (link?.status === "open") setLinkStatus(ctx, link.id, "canceled", payment.id);
    return false;
  }
  setPaymentStatus(ctx, payment.id, "captured", null, `SBX${randomBytes(3).toString("hex").toUpperCase()}`);
  setLinkStatus(ctx, link.id, "paid", payment.id);
  if (link.kind === "bill" && link.ban) {
    for (const b of link.bills)
      markBillPaid(ctx, { billId: b.id, ban: link.ban, amountRon: b.amountRon, linkId: link.id, paymentId: payment.id });
  }
  if (link.kind === "recharge" && link.msisdn) {
    insertTopUp(ctx, {
      msisdn: link.msisdn,
      amountEur: link.amount,
      amountRon: link.amountRon,
      channel: "card",
      reference: payment.id,
      email: link.email,
      byUser: link.owner,
    });
    if (link.email) {
      sendEmail(ctx.db, ctx.now(), {
        to: link.email,
        subject: `Reîncărcare ${link.msisdn}: ${eur(link.amount)}`,
        text: `Numărul ${link.msisdn} a fost reîncărcat cu ${eur(link.amount)} (${lei(link.amountRon)} plătiți cu cardul). Referință: ${payment.id}.`,
      });
    }
  }
  return true;
}

/** Where the customer goes back to: the link's redirect address with the outcome in the query. */
export function linkReturnAddress(ctx: SandboxContext, payment: PaymentRecord, sig: string): string {
  const link = getLink(ctx, payment.orderId);
  const url = new URL(link?.redirectTo ?? payment.returnUrl);
  url.hash = "";
  url.searchParams.set("paymentId", payment.id);
  url.searchParams.set("paymentStatus", payment.status);
  if (payment.errorCode) url.searchParams.set("errorCode", payment.errorCode);
  else url.searchParams.delete("errorCode");
  const ok = payment.status === "captured";
  if (link?.kind === "recharge") url.searchParams.set("rechargeSuccess", String(ok));
  if (link?.kind === "bill") {
    if (link.bills.length === 1) url.searchParams.set("billId", link.bills[0].id);
    url.searchParams.set("billPaid", String(ok));
  }
  url.searchParams.set("sig", sig);
  return url.toString();
}

/** The 3-D Secure page's line about what is paid. */
export function describeLinkPayment(ctx: SandboxContext, payment: PaymentRecord): { label: string; reference: string } {
  const link = getLink(ctx, payment.orderId);
  if (!link) return { label: "Plata", reference: payment.orderId };
  if (link.kind === "recharge") return { label: "Reîncărcare", reference: `${link.msisdn ?? ""} (${eur(link.amount)})` };
  return { label: link.bills.length === 1 ? "Factura" : "Cod client", reference: link.reference };
}
