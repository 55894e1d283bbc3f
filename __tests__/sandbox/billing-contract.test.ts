// Contract: the site's billing clients (src/clients/gateway/billing/, the very code the browser runs: axios, its
// headers, its readers; the e-mail codes through the one-time-code client, clients/gateway/otc.ts) and the domain's billing rules (billEmailPayload, validateRecharge, ebillSubscriptionBody,
// documentTypeFor) against the REAL sandbox (docs/billing-contract.md; SPEC §6/§7 "Bills and payments", "E-bill
// subscription and e-mail", §5/§9). The client's requests go out through axios' own Node adapter with the gateway
// address swapped for the test sandbox's; every answer is read by the client, so a drift between the site and the
// sandbox fails here first. The sandbox clock is 2026-03-02.
import axios, { type AxiosAdapter } from "axios";
import { createBillingCareApi, RateLookupNotAllowed, type BillingCareApi } from "../../src/clients/gateway/billing/billingCareClient";
import { createBillListApi, type BillListApi } from "../../src/clients/gateway/billing/billListClient";
import { createBillPagesApi, type BillPagesApi } from "../../src/clients/gateway/billing/billPagesClient";
import { createBillsApi, type BillsApi } from "../../src/clients/gateway/billing/billsClient";
import { createOtcApi, type OtcApi } from "../../src/clients/gateway/otc";
import type { GatewayError } from "../../src/clients/gateway/errors";
import { GATEWAY_URL } from "../../src/config/endpoints";
import { billEmailPayload } from "../../src/domain/billing/billEmailPayload";
import { documentTypeFor } from "../../src/domain/billing/documentType";
import { ebillSubscriptionBody } from "../../src/domain/billing/ebillAnswers";
import { validateRecharge } from "../../src/domain/billing/validateRecharge";
import { emptyTokens, setBaseTokens } from "../../src/domain/session/tokens";
import { memoryPort } from "../clients/gateway/fakeGateway";
import { payOnLink, readZip, SITE, tokenOf } from "./billing-helpers";
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const BILLS_PAGE = `${SITE}/ecare/facturi-si-plati`;

/**
 * axios' Node adapter, with the build's gateway address replaced by the test sandbox's. The sandbox stands in AT the
 * build's gateway address, so the addresses it answers on its own origin (pay links) are read there too, as the site
 * reads a real gateway's (issue 24: a pay link is followed only on the gateway's origin or an allowed https host).
 */
function toSandbox(t: TestSandbox): AxiosAdapter {
  const http = axios.getAdapter("http");
  return async (config) => {
    const res = await http({ ...config, baseURL: (config.baseURL ?? "").replace(GATEWAY_URL, t.url) });
    if (typeof res.data === "string") res.data = res.data.split(t.url).join(GATEWAY_URL);
    return res;
  };
}

/** A pay link as the site holds it (on the gateway's address), opened on the test sandbox. */
const onSandbox = (t: TestSandbox, link: string) => link.replace(GATEWAY_URL, t.url);

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("contract: the site's billing client against the sandbox", () => {
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
    t.clock.now = T0;
  });
  afterEach(() => t.close());

  /**
   * Every billing call, each from the client that owns it, as the browser builds them, signed in as `username`
   * (optionally acting on another BAN); `otc` is the one-time-code client that sends and checks e-mail codes.
   */
  async function clientOf(
    username: string,
    selectBan?: string,
  ): Promise<BillListApi & BillsApi & BillPagesApi & BillingCareApi & { otc: OtcApi }> {
    const accessToken = await tokenOf(t, username, selectBan);
    const port = memoryPort(setBaseTokens(emptyTokens(), { accessToken, refreshToken: "unused" }), "personal");
    const options = { adapter: toSandbox(t) };
    return {
      ...createBillListApi(port, options),
      ...createBillsApi(port, options),
      ...createBillPagesApi(port, options),
      ...createBillingCareApi(port, options),
      otc: createOtcApi(port, options),
    };
  }

  const outbox = async (to: string) => (await t.request("GET", `/sandbox/outbox?to=${encodeURIComponent(to)}`)).body.messages as any[];

  describe("bills, summary, documents (SPEC §7, §6 document type)", () => {
    it("postpaid.owner: the current bill and the history, read by the domain's mapping", async () => {
      const billing = await clientOf("postpaid.owner");
      const bills = await billing.customerBills("100000101");
      expect(bills.currentBill).toMatchObject({ billId: "1000001012602", billNumber: "FV202602-100000101", billStatus: "UNPAID" });
      expect(bills.currentBill!.leftToPayAmount).toBeGreaterThan(0);
      expect(bills.billHistory).toHaveLength(5);
      expect(bills.currentBill!.billDocument.map((d) => d.attachmentType)).toEqual(["PDF_1P", "PDF_2P"]);
    });

    it("the bill summary: services add up to their line, lines to the bill", async () => {
      const billing = await clientOf("postpaid.owner");
      const { bill, lines } = await billing.billSummary("1000001012602");
      expect(bill.billId).toBe("1000001012602");
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const sum = line.services.reduce((s, x) => s + x.amount, 0);
        expect(sum).toBeCloseTo(line.amount ?? NaN, 2);
      }
      expect(lines.reduce((s, l) => s + (l.amount ?? 0), 0)).toBeCloseTo(bill.taxExcludedAmount ?? NaN, 2);
    });

    it("downloads the document the domain picks as a real PDF named as the invoice (Content-Disposition, not the fallback)", async () => {
      const billing = await clientOf("postpaid.owner");
      const { currentBill } = await billing.customerBills("100000101");
      const type = documentTypeFor({
        accountType: "CBU",
        role: "ContractOwner",
        isHybrid: false,
        available: currentBill!.billDocument.map((d) => d.attachmentType),
      });
      expect(type).toBe("PDF_1P");
      const doc = await billing.downloadDocument(currentBill!.billId, type!, { fileName: "fallback.pdf" });
      expect(doc.fileName).toBe("FV202602-100000101_PDF_1P.pdf");
      expect(doc.mimeType).toBe("application/pdf");
      const bytes = Buffer.from(await doc.blob.arrayBuffer());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    });

    it("business.chooser: ZIP_CD, a real zip named as the invoice", async () => {
      const billing = await clientOf("business.chooser");
      const { currentBill } = await billing.customerBills("500000501");
      const type = documentTypeFor({
        accountType: "EBU",
        role: "Chooser",
        isHybrid: false,
        available: currentBill!.billDocument.map((d) => d.attachmentType),
      });
      expect(type).toBe("ZIP_CD");
      const doc = await billing.downloadDocument(currentBill!.billId, "ZIP_CD");
      expect(doc.fileName).toBe(currentBill!.billDocument.find((d) => d.attachmentType === "ZIP_CD")!.name);
      const files = readZip(Buffer.from(await doc.blob.arrayBuffer()));
      expect(files.map((f) => f.name)).toEqual([`${currentBill!.billNumber}_detalii_apeluri.csv`]);
    });

    it("a document the bill does not have: 404 document_not_available, read from the refused download's bytes", async () => {
      const billing = await clientOf("postpaid.owner");
      expect(await rejection(billing.downloadDocument("1000001012602", "PDF_2C"))).toMatchObject({
        kind: "http",
        status: 404,
        code: "document_not_available",
        service: "ebill",
      });
    });
  });

  describe("closed accounts and the closed-account header (SPEC §3, §6)", () => {
    it("postpaid.owner's closed account: listed; its bills only with the header naming it", async () => {
      const billing = await clientOf("postpaid.owner");
      expect(await billing.closedAccounts()).toContainEqual(expect.objectContaining({ ban: "100000199" }));
      expect(await rejection(billing.customerBills("100000199"))).toMatchObject({ status: 403, code: "closed_account_header_required" });
      const closed = await billing.customerBills("100000199", { closedBan: "100000199" });
      expect(closed.unifiedBillHistory).toHaveLength(3);
      expect(closed.unifiedBillHistory.every((b) => b.billStatus === "PAID")).toBe(true);
      const summary = await billing.billSummary(closed.currentBill!.billId, { closedBan: "100000199" });
      expect(summary.bill.billId).toBe(closed.currentBill!.billId);
      const doc = await billing.downloadDocument(closed.currentBill!.billId, "PDF_1P", { closedBan: "100000199" });
      expect(doc.fileName).toBe(closed.currentBill!.billDocument[0]!.name);
    });

    it("open BANs answer the same with or without the header", async () => {
      const billing = await clientOf("postpaid.owner");
      expect((await billing.customerBills("100000101", { closedBan: "100000199" })).unifiedBillHistory).toHaveLength(6);
    });
  });

  describe("bill e-mail (SPEC §6/§7: a security token per send)", () => {
    it("sends twice with the domain's payload, each with its own single-use token, into the outbox", async () => {
      const billing = await clientOf("postpaid.owner");
      const payload = billEmailPayload({ role: "ContractOwner", typedEmail: "Ana.Pop@Example.ro", otherEmails: "ignored@example.ro" });
      if (!payload.ok) throw new Error("payload refused");
      const first = await billing.sendBillEmail("1000001012602", "PDF_1P", payload.value);
      const second = await billing.sendBillEmail("1000001012602", "PDF_1P", payload.value);
      expect(first).toEqual({ recipients: ["ana.pop@example.ro"], documentName: "FV202602-100000101_PDF_1P.pdf" });
      expect(second.recipients).toEqual(["ana.pop@example.ro"]);
      const messages = await outbox("ana.pop@example.ro");
      expect(messages).toHaveLength(2);
      expect(messages[0].attachments).toEqual([expect.objectContaining({ name: "FV202602-100000101_PDF_1P.pdf" })]);
    });

    it("the Chooser's payload reaches the other addresses too", async () => {
      const billing = await clientOf("business.chooser");
      const payload = billEmailPayload({ role: "Chooser", typedEmail: "admin@acme.ro", otherEmails: "contabil@acme.ro; audit@acme.ro" });
      if (!payload.ok) throw new Error("payload refused");
      const { currentBill } = await billing.customerBills("500000501");
      const sent = await billing.sendBillEmail(currentBill!.billId, "ZIP_CD", payload.value);
      expect([...sent.recipients].sort()).toEqual(["admin@acme.ro", "audit@acme.ro", "contabil@acme.ro"]);
    });
  });

  describe("pay links (SPEC §7 payment-link)", () => {
    it("pays postpaid.owner's current bill on the provider's page; the bill is paid and a new link is refused", async () => {
      const billing = await clientOf("postpaid.owner");
      const before = await billing.customerBills("100000101");
      const link = await billing.createPayLink(before.currentBill!.billId, BILLS_PAGE);
      expect(link).toMatchObject({
        kind: "bill",
        status: "open",
        banId: "100000101",
        amount: { unit: "RON", value: before.currentBill!.leftToPayAmount },
      });
      expect(link.paymentLink.startsWith(`${GATEWAY_URL}/payments/pay/`)).toBe(true);
      expect((await billing.createPayLink(before.currentBill!.billId, BILLS_PAGE)).id).toBe(link.id);
      const paid = await payOnLink(onSandbox(t, link.paymentLink), { number: "4111 1111 1111 1111" });
      expect(paid.status).toBe(303);
      const back = new URL(paid.location!);
      expect(`${back.origin}${back.pathname}`).toBe(BILLS_PAGE);
      expect(back.searchParams.get("billPaid")).toBe("true");
      const after = await billing.customerBills("100000101");
      expect(after.currentBill).toMatchObject({ billStatus: "PAID", leftToPayAmount: 0 });
      expect(await rejection(billing.createPayLink(before.currentBill!.billId, BILLS_PAGE))).toMatchObject({
        status: 409,
        code: "bill_already_paid",
      });
    });

    it("a return address off the site is refused (400 redirect_not_allowed)", async () => {
      const billing = await clientOf("postpaid.owner");
      expect(await rejection(billing.createPayLink("1000001012602", "https://evil.example/x"))).toMatchObject({
        status: 400,
        code: "redirect_not_allowed",
      });
    });
  });

  describe("recharge (SPEC §5 validation, §7 recharge, voucher, convert-eur-ron, top-up history)", () => {
    it("the rate of the amount the domain accepts is what the card recharge charges in lei", async () => {
      const billing = await clientOf("prepaid.owner");
      const card = validateRecharge({ method: "card", phone: "0733 000 201", email: "ana@example.ro", amount: "10,00" });
      if (!card.ok || card.value.method !== "card") throw new Error(`refused: ${JSON.stringify(card)}`);
      const rate = await billing.convertEurRon(card.value.amount);
      expect(rate.eur).toBe(10);
      const link = await billing.recharge({ ...card.value, redirectTo: `${BILLS_PAGE}?rechargeSuccess=true` });
      expect(link).toMatchObject({
        kind: "recharge",
        amount: { unit: "EUR", value: 10 },
        amountRon: { unit: "RON", value: rate.ron },
        rate: rate.rate,
        msisdn: "0733000201",
      });
    });

    it("3 and 100 are looked up; 2.99, 100.01 and abc are refused by the client before any request", async () => {
      const billing = await clientOf("prepaid.owner");
      expect((await billing.convertEurRon(3)).eur).toBe(3);
      expect((await billing.convertEurRon(100)).eur).toBe(100);
      for (const amount of [2.99, 100.01, "abc"]) await expect(billing.convertEurRon(amount)).rejects.toBeInstanceOf(RateLookupNotAllowed);
    });

    it("a card recharge paid on the provider's page raises the top-up history", async () => {
      const billing = await clientOf("prepaid.owner");
      const before = await billing.topUpHistory({ relatedPartyId: "0733000201", limit: 2 });
      expect(before.items).toHaveLength(2);
      expect(before.total).toBeGreaterThanOrEqual(6);
      const link = await billing.recharge({
        amount: 12.5,
        email: "ana@example.ro",
        phone: "0733000201",
        redirectTo: `${BILLS_PAGE}?rechargeSuccess=true`,
      });
      const paid = await payOnLink(onSandbox(t, link.paymentLink), { number: "4111 1111 1111 1111" });
      expect(new URL(paid.location!).searchParams.get("rechargeSuccess")).toBe("true");
      const after = await billing.topUpHistory({ relatedPartyId: "0733000201", limit: 2 });
      expect(after.total).toBe(before.total + 1);
      expect(after.items[0]).toMatchObject({ channel: "card", amount: { value: 12.5, unit: "EUR" }, msisdn: "0733000201" });
    });

    it("a seeded voucher through the domain's validation: credited once, in the history; used again → 409", async () => {
      const billing = await clientOf("prepaid.owner");
      const voucher = validateRecharge({ method: "voucher", phone: "0733000201", email: "ana@example.ro", voucher: "2222 3333 4444 5555" });
      if (!voucher.ok || voucher.value.method !== "voucher") throw new Error(`refused: ${JSON.stringify(voucher)}`);
      const { method: _method, ...request } = voucher.value;
      const before = await billing.topUpHistory({ relatedPartyId: "0733000201" });
      expect(await billing.rechargeVoucher(request)).toMatchObject({
        status: "success",
        msisdn: "0733000201",
        amount: { unit: "EUR", value: 10 },
      });
      const after = await billing.topUpHistory({ relatedPartyId: "0733000201", limit: 1 });
      expect(after.total).toBe(before.total + 1);
      expect(after.items[0]).toMatchObject({ channel: "voucher", amount: { value: 10 } });
      expect(await rejection(billing.rechargeVoucher(request))).toMatchObject({
        status: 409,
        code: "voucher_already_used",
        service: "dxlEbill",
      });
    });

    it("another caller's number: 403 msisdn_not_allowed", async () => {
      const billing = await clientOf("postpaid.owner");
      expect(await rejection(billing.topUpHistory({ relatedPartyId: "0733000201" }))).toMatchObject({
        status: 403,
        code: "msisdn_not_allowed",
        service: "topUp",
      });
    });
  });

  describe("e-bill subscription, document format, e-mail verification (SPEC §5, §7)", () => {
    it("subscribing needs the address verified by a code: wrong code false, right code true ('no_error'), then stored", async () => {
      const billing = await clientOf("postpaid.owner");
      expect(await billing.ebillSubscription("100000101")).toEqual({ ebillEmail: "", isEbillSubscribed: false, isEmailVerified: false });
      const body = ebillSubscriptionBody(" Ana@Example.ro ");
      if (!body.ok) throw new Error("refused");
      expect(await rejection(billing.setEbillSubscription(body.value, "100000101"))).toMatchObject({
        status: 409,
        code: "email_not_verified",
      });
      await billing.otc.sendValidationEmail(body.value.ebillEmail);
      const code = (await outbox(body.value.ebillEmail))[0].code as string;
      expect(await billing.otc.validateEmail(body.value.ebillEmail, code === "000000" ? "111111" : "000000", "postpaid.owner")).toBe(false);
      expect(await billing.otc.validateEmail(body.value.ebillEmail, code, "postpaid.owner")).toBe(true);
      expect(await billing.setEbillSubscription(body.value, "100000101")).toEqual({
        ebillEmail: "ana@example.ro",
        isEbillSubscribed: true,
        isEmailVerified: true,
      });
      // A new session (a reload) reads it back.
      const again = await clientOf("postpaid.owner");
      expect(await again.ebillSubscription("100000101")).toMatchObject({ ebillEmail: "ana@example.ro", isEbillSubscribed: true });
    });

    it("document format: read, changed, read back", async () => {
      const billing = await clientOf("postpaid.owner");
      expect(await billing.documentFormat("100000101")).toEqual({
        billDocumentFormat: "PAPER",
        isEbillAlertAllowed: false,
        isEbillFormatAllowed: true,
      });
      expect(await billing.setDocumentFormat({ billDocumentFormat: "EBILL", isEbillAlertAllowed: true }, "100000101")).toMatchObject({
        billDocumentFormat: "EBILL",
        isEbillAlertAllowed: true,
      });
      expect((await billing.documentFormat()).billDocumentFormat).toBe("EBILL");
    });
  });

  describe("payment confirmation and agreement (SPEC §7: source ecare, agreementDate header)", () => {
    it("confirmation: eligible, registered once (then the same one), then not eligible with the reason", async () => {
      const billing = await clientOf("postpaid.owner");
      expect(await billing.paymentConfirmationEligibility("100000101")).toMatchObject({
        eligible: true,
        reason: null,
        billId: "1000001012602",
      });
      const first = await billing.confirmPayment("100000101");
      expect(first).toMatchObject({ type: "PaymentConfirmation", status: "registered", billId: "1000001012602", repeated: false });
      expect(await billing.confirmPayment("100000101")).toMatchObject({ id: first.id, repeated: true });
      expect(await billing.paymentConfirmationEligibility("100000101")).toMatchObject({
        eligible: false,
        reason: "Ai confirmat deja plata facturii curente.",
      });
    });

    it("agreement: the latest day offered is accepted; today is refused", async () => {
      const billing = await clientOf("postpaid.owner");
      const eligibility = await billing.paymentAgreementEligibility("100000101");
      expect(eligibility).toMatchObject({ eligible: true, minAgreementDate: "2026-03-03", maxAgreementDate: "2026-04-01" });
      expect(await rejection(billing.agreePayment("100000101", "2026-03-02"))).toMatchObject({
        status: 400,
        code: "agreement_date_out_of_range",
      });
      expect(await billing.agreePayment("100000101", eligibility.maxAgreementDate!)).toMatchObject({
        type: "PaymentAgreement",
        agreementDate: "2026-04-01",
        repeated: false,
      });
    });

    it("a prepaid account has no bill to confirm (eligible false; the POST is 409 not_eligible)", async () => {
      const billing = await clientOf("prepaid.owner");
      expect(await billing.paymentConfirmationEligibility("200000201")).toMatchObject({
        eligible: false,
        reason: "Contul nu are facturi.",
      });
      expect(await rejection(billing.confirmPayment("200000201"))).toMatchObject({ status: 409, code: "not_eligible" });
    });
  });
});
