// POST /ebill/payment-link (a bill) and POST /ebill/recharge (a prepaid number, by card): each answers a pay link whose
// address opens the provider's full-page card form (payments/payPage.ts); payLinks.ts settles the money.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Caller } from "../../auth/guard";
import { parseBody } from "../../http/validation";
import type { SandboxContext } from "../module";
import { checkEmail, findBill } from "./access";
import type { CustomerBill } from "./bills";
import { billingErrors } from "./errors";
import { rechargeableNumber, rechargeAmount, toRon } from "./recharge";
import { findOpenBillLink, insertLink, type LinkBill, type PayLink } from "./store";

export const sandboxOrigin = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? "127.0.0.1"}`;

/** The redirect address must be on one of the site's origins (SANDBOX_SITE_ORIGINS). */
export function siteRedirect(ctx: SandboxContext, value: unknown, fallbackPath: string): string {
  if (value === undefined || value === null || value === "")
    return `${ctx.config.siteOrigins[0] ?? "http://127.0.0.1:9000"}${fallbackPath}`;
  try {
    const url = new URL(String(value));
    if ((url.protocol === "http:" || url.protocol === "https:") && ctx.config.siteOrigins.includes(url.origin)) return url.toString();
  } catch {
    /* refused below */
  }
  throw billingErrors.redirectNotAllowed();
}

export function linkView(request: FastifyRequest, link: PayLink) {
  return {
    id: link.id,
    paymentLink: `${sandboxOrigin(request)}/payments/pay/${link.id}`,
    status: link.status,
    kind: link.kind,
    amount: { unit: link.currency, value: link.amount },
    amountRon: { unit: "RON", value: link.amountRon },
    ...(link.rate !== null ? { rate: link.rate } : {}),
    ...(link.kind === "bill" ? { bills: link.bills, banId: link.ban } : { msisdn: link.msisdn }),
    redirectTo: link.redirectTo,
    expiresAt: new Date(link.expiresAt).toISOString(),
  };
}

/** A pay link for bills (one bill or a BAN's open bills): the same open link again, or a new one. */
export function billLink(ctx: SandboxContext, caller: Caller, ban: string, bills: CustomerBill[], reference: string, redirectTo: string) {
  const owner = caller.user?.id ?? caller.token.subject ?? "unknown";
  const linkBills: LinkBill[] = bills.map((b) => ({ id: b.id, billNo: b.billNo, amountRon: b.remainingAmount.value }));
  const amount = Math.round(linkBills.reduce((s, b) => s + b.amountRon, 0) * 100) / 100;
  return ctx.db.transaction(() => {
    const same = findOpenBillLink(ctx, owner, linkBills, redirectTo);
    if (same) return { link: same, created: false };
    const link = insertLink(ctx, {
      kind: "bill",
      owner,
      ban,
      bills: linkBills,
      reference,
      msisdn: null,
      email: null,
      amount,
      currency: "RON",
      amountRon: amount,
      rate: null,
      redirectTo,
    });
    return { link, created: true };
  })();
}

export function registerPayRoutes(app: FastifyInstance, ctx: SandboxContext, callerOf: (r: FastifyRequest) => Caller): void {
  const LinkBody = z.object({ billId: z.string().trim().min(1).max(40), redirectTo: z.string().max(2000).optional() });

  app.post("/payment-link", async (request, reply) => {
    const caller = callerOf(request);
    const body = parseBody(LinkBody, request.body);
    const { bill } = findBill(ctx, request, caller, body.billId);
    const redirectTo = siteRedirect(ctx, body.redirectTo, "/ecare/facturi-si-plati");
    if (bill.remainingAmount.value <= 0) throw billingErrors.billAlreadyPaid(bill.billNo);
    const { link, created } = billLink(ctx, caller, bill.billingAccount.id, [bill], bill.billNo, redirectTo);
    return reply.code(created ? 201 : 200).send(linkView(request, link));
  });

  const RechargeBody = z.object({
    amount: z.union([z.number(), z.string().max(20)]),
    email: z.string().max(200),
    phone: z.union([z.string().max(40), z.number()]),
    redirectTo: z.string().max(2000).optional(),
  });

  app.post("/recharge", async (request, reply) => {
    const caller = callerOf(request);
    const body = parseBody(RechargeBody, request.body);
    const amount = rechargeAmount(body.amount);
    const { msisdn } = rechargeableNumber(ctx, body.phone);
    const email = checkEmail(body.email);
    const redirectTo = siteRedirect(ctx, body.redirectTo, "/ecare/facturi-si-plati?rechargeSuccess=true");
    const link = ctx.db.transaction(() =>
      insertLink(ctx, {
        kind: "recharge",
        owner: caller.user?.id ?? caller.token.subject ?? "unknown",
        ban: null,
        bills: [],
        reference: msisdn,
        msisdn,
        email,
        amount,
        currency: "EUR",
        amountRon: toRon(ctx, amount),
        rate: ctx.config.eurRonRate,
        redirectTo,
      }),
    )();
    return reply.code(201).send(linkView(request, link));
  });
}
