// Payment confirmation and payment agreement with their eligibility checks (docs/billing-contract.md "Payment
// confirmation and agreement"; SPEC §7 POST paymentConfirmation[/checkEligibility], paymentAgreement[/checkEligibility]
// with the agreementDate header, all with the source header 'ecare'; §8 "Payment eligibility calls throw the error
// payload"). Eligible: a BAN of the identity whose current bill is unpaid. The sandbox clock is 2026-03-02.
import { payOnLink, tokenOf } from "./billing-helpers";
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const ECARE = { "x-source": "ecare" };

describe("payment confirmation and payment agreement", () => {
  let t: TestSandbox;
  let owner: string;
  beforeEach(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
    t.clock.now = T0;
    owner = await tokenOf(t, "postpaid.owner");
  });
  afterEach(() => t.close());

  const post = (path: string, token: string, banId: string, headers: Record<string, string> = ECARE) =>
    t.request("POST", `/ebill/${path}`, { token, body: { banId }, headers });

  it("needs the source header 'ecare' on all four routes (missing or other → 400 source_not_allowed)", async () => {
    for (const path of [
      "paymentConfirmation/checkEligibility",
      "paymentConfirmation",
      "paymentAgreement/checkEligibility",
      "paymentAgreement",
    ]) {
      for (const headers of [{}, { "x-source": "web" }] as Record<string, string>[]) {
        const r = await post(path, owner, "100000101", { ...headers, agreementDate: "2026-03-10" });
        expect([path, r.status, r.body.code]).toEqual([path, 400, "source_not_allowed"]);
      }
    }
  });

  it("confirmation: eligible for an unpaid current bill; registered once (201, then the same 200); then not eligible", async () => {
    const check = await post("paymentConfirmation/checkEligibility", owner, "100000101");
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ eligible: true, banId: "100000101", billId: "1000001012602", billNo: "FV202602-100000101" });
    expect(check.body.amountDue.value).toBeGreaterThan(0);
    const r = await post("paymentConfirmation", owner, "100000101");
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      id: expect.stringMatching(/^PC-/),
      type: "PaymentConfirmation",
      banId: "100000101",
      billId: "1000001012602",
      status: "registered",
    });
    const again = await post("paymentConfirmation", owner, "100000101");
    expect([again.status, again.body.id]).toEqual([200, r.body.id]);
    const after = await post("paymentConfirmation/checkEligibility", owner, "100000101");
    expect(after.body).toMatchObject({ eligible: false, reason: "Ai confirmat deja plata facturii curente." });
  });

  it("not eligible: a paid current bill (hybrid.owner, or paid through a pay link), a prepaid account → 409 not_eligible on POST", async () => {
    const hybrid = await tokenOf(t, "hybrid.owner");
    expect((await post("paymentConfirmation/checkEligibility", hybrid, "300000301")).body).toMatchObject({
      eligible: false,
      reason: "Factura curentă este plătită.",
    });
    const refused = await post("paymentConfirmation", hybrid, "300000301");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ "@type": "Error", code: "not_eligible", message: "Factura curentă este plătită.", status: "409" });
    const prepaid = await tokenOf(t, "prepaid.owner");
    expect((await post("paymentAgreement/checkEligibility", prepaid, "200000201")).body).toMatchObject({
      eligible: false,
      reason: "Contul nu are facturi.",
      billId: null,
    });
    const link = await t.request("POST", "/ebill/payment-link", { token: owner, body: { billId: "1000001012602" } });
    await payOnLink(link.body.paymentLink, { number: "4111111111111111" });
    expect((await post("paymentAgreement/checkEligibility", owner, "100000101")).body.eligible).toBe(false);
  });

  it("agreement: the agreementDate header, tomorrow to 30 days ahead (Romanian dates)", async () => {
    const check = await post("paymentAgreement/checkEligibility", owner, "100000101");
    expect(check.body).toMatchObject({ eligible: true, minAgreementDate: "2026-03-03", maxAgreementDate: "2026-04-01" });
    const missing = await post("paymentAgreement", owner, "100000101");
    expect([missing.status, missing.body.code]).toEqual([400, "agreement_date_missing"]);
    for (const date of ["2026-03-02", "2026-04-02", "2026-02-30", "mâine", "2025-12-31"]) {
      const r = await post("paymentAgreement", owner, "100000101", { ...ECARE, agreementDate: date });
      expect([date, r.status, r.body.code]).toEqual([date, 400, "agreement_date_out_of_range"]);
    }
    const r = await post("paymentAgreement", owner, "100000101", { ...ECARE, agreementDate: "2026-04-01" });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      id: expect.stringMatching(/^PA-/),
      type: "PaymentAgreement",
      agreementDate: "2026-04-01",
      billId: "1000001012602",
    });
    const again = await post("paymentAgreement", owner, "100000101", { ...ECARE, agreementDate: "2026-03-20" });
    expect([again.status, again.body.id, again.body.agreementDate]).toEqual([200, r.body.id, "2026-04-01"]);
    expect((await post("paymentAgreement/checkEligibility", owner, "100000101")).body.eligible).toBe(false);
    // A confirmation is a separate request.
    expect((await post("paymentConfirmation/checkEligibility", owner, "100000101")).body.eligible).toBe(true);
  });

  it("someone else's BAN → 403 ban_not_allowed; kept-out roles → 403; no banId → 400; faults injectable", async () => {
    const r = await post("paymentConfirmation/checkEligibility", owner, "500000501");
    expect([r.status, r.body.code]).toEqual([403, "ban_not_allowed"]);
    const user = await tokenOf(t, "postpaid.user");
    expect((await post("paymentConfirmation/checkEligibility", user, "100000101")).body.code).toBe("insufficient_role");
    const none = await t.request("POST", "/ebill/paymentConfirmation/checkEligibility", { token: owner, body: {}, headers: ECARE });
    expect([none.status, none.body.code]).toEqual([400, "invalid_body"]);
    const fault = await post("paymentAgreement", owner, "100000101", { ...ECARE, "x-sandbox-fault": "status=500;code=999999" });
    expect(fault.status).toBe(500);
  });
});
