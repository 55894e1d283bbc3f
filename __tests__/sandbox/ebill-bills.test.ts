// ebill: GET /ebill/customerBill?banId={ban} (SPEC §7 bill list, TMF678 CustomerBill) for the seeded personas,
// derived from the BAN, the identity's billing cycle and the sandbox clock (pinned at T0 = 2026-03-02 09:00 UTC).
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const DAY = 24 * 60 * 60 * 1000;
const BILLS = "/ebill/customerBill";

describe("ebill: customer bills", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.clock.now = T0;
  });

  async function tokenOf(username: string, selectBan?: string): Promise<string> {
    const { accessToken } = await t.login(username);
    if (!selectBan) return accessToken;
    const r = await t.request("POST", "/identity/selectedidentity/ecare", { token: accessToken, body: { changedBanId: selectBan } });
    expect(r.status).toBe(200);
    return r.body.accessToken;
  }

  async function billsOf(username: string, ban: string, selectBan?: string) {
    // A closed BAN's bills need the closed-account header (SPEC §6; docs/billing-contract.md).
    const closed = ["100000199", "500000599"].includes(ban) ? { "x-closed-account-ban": ban } : undefined;
    const r = await t.request("GET", `${BILLS}?banId=${ban}`, { token: await tokenOf(username, selectBan), headers: closed });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    return r.body as any[];
  }

  it("answers TMF678 CustomerBill items for postpaid.owner, the current one first and open (SPEC §3 Bill: the first bill is the current bill)", async () => {
    const bills = await billsOf("postpaid.owner", "100000101");
    expect(bills).toHaveLength(6);
    const money = (value: number) => ({ unit: "RON", value });
    const current = bills[0];
    expect(current).toEqual({
      id: "1000001012602",
      href: "/ebill/customerBill/1000001012602",
      billNo: "FV202602-100000101",
      billDate: "2026-02-05T00:00:00.000Z",
      paymentDueDate: "2026-02-25T00:00:00.000Z",
      billingPeriod: { startDateTime: "2026-01-05T00:00:00.000Z", endDateTime: "2026-02-04T23:59:59.999Z" },
      amountDue: money(current.amountDue.value),
      remainingAmount: money(current.amountDue.value),
      taxExcludedAmount: money(current.taxExcludedAmount.value),
      taxIncludedAmount: money(current.amountDue.value),
      taxItem: [{ taxCategory: "VAT", taxRate: 0.19, taxAmount: money(current.taxItem[0].taxAmount.value) }],
      state: "sent",
      paymentStatus: "UNPAID",
      financialAccount: { id: "FA-100000101", accountBalance: [{ balanceType: "leftToPay", amount: money(current.amountDue.value) }] },
      billDocument: [
        { id: "1000001012602-PDF_1P", attachmentType: "PDF_1P", name: "FV202602-100000101_PDF_1P.pdf", mimeType: "application/pdf" },
        { id: "1000001012602-PDF_2P", attachmentType: "PDF_2P", name: "FV202602-100000101_PDF_2P.pdf", mimeType: "application/pdf" },
      ],
      billingAccount: { id: "100000101" },
    });
    expect(current.amountDue.value).toBeGreaterThan(0);
  });

  it("lists monthly bills newest first on the billing-cycle day, due 20 days later, each covering the month before", async () => {
    const bills = await billsOf("postpaid.owner", "100000101");
    expect(bills.map((b) => b.billDate.slice(0, 10))).toEqual([
      "2026-02-05",
      "2026-01-05",
      "2025-12-05",
      "2025-11-05",
      "2025-10-05",
      "2025-09-05",
    ]);
    for (const [k, b] of bills.entries()) {
      expect(b.id).toMatch(/^\d+$/);
      expect(Date.parse(b.paymentDueDate) - Date.parse(b.billDate)).toBe(20 * DAY);
      expect(Date.parse(b.billingPeriod.endDateTime)).toBe(Date.parse(b.billDate) - 1);
      if (k + 1 < bills.length) expect(b.billingPeriod.startDateTime).toBe(bills[k + 1].billDate);
      // Amounts add up: net + VAT = gross = amount due.
      expect(b.taxIncludedAmount.value).toBe(b.amountDue.value);
      expect(b.taxExcludedAmount.value + b.taxItem[0].taxAmount.value).toBeCloseTo(b.amountDue.value, 2);
    }
    expect(new Set(bills.map((b) => b.id)).size).toBe(6);
  });

  it("marks older bills paid, with exactly one PAID_IN_ADVANCE (postpaid.owner's third newest)", async () => {
    const bills = await billsOf("postpaid.owner", "100000101");
    expect(bills.map((b) => b.paymentStatus)).toEqual(["UNPAID", "PAID", "PAID_IN_ADVANCE", "PAID", "PAID", "PAID"]);
    for (const b of bills.slice(1)) {
      expect(b.state).toBe("settled");
      expect(b.remainingAmount.value).toBe(0);
      expect(b.financialAccount.accountBalance[0]).toEqual({ balanceType: "leftToPay", amount: { unit: "RON", value: 0 } });
    }
  });

  // [username, banId, bills, current bill status, current bill date, BAN to select first]
  it.each([
    ["postpaid.owner", "100000101", 6, "UNPAID", "2026-02-05", null],
    ["business.authorized", "500000501", 6, "UNPAID", "2026-03-01", null],
    ["hybrid.owner", "300000301", 6, "PAID", "2026-03-01", null],
    ["fixed.owner", "400000401", 6, "UNPAID", "2026-03-01", null],
    ["business.chooser", "500000501", 6, "UNPAID", "2026-03-01", null],
    ["business.chooser", "500000503", 6, "UNPAID", "2026-03-01", null],
    ["business.delegated", "500000502", 6, "UNPAID", "2026-03-01", null],
    ["multi.identity", "600000901", 6, "PAID", "2026-03-01", "600000901"],
    ["multi.identity", "610000902", 6, "PAID", "2026-03-01", "610000902"],
    ["prepaid.owner", "200000201", 0, null, null, null],
    ["prepaid.special", "200000202", 0, null, null, null],
  ] as const)("%s, BAN %s: %i bills, current %s", async (username, ban, count, status, date, selectBan) => {
    const bills = await billsOf(username, ban, selectBan ?? undefined);
    expect(bills).toHaveLength(count);
    if (count === 0) return;
    expect(bills[0]).toMatchObject({ paymentStatus: status, billingAccount: { id: ban } });
    expect(bills[0].billDate.slice(0, 10)).toBe(date);
    const open = status === "UNPAID";
    expect(bills[0].state).toBe(open ? "sent" : "settled");
    expect(bills[0].remainingAmount.value).toBe(open ? bills[0].amountDue.value : 0);
  });

  it("is deterministic: the same bills twice, and the same BAN gives the same bills to everyone who sees it", async () => {
    const a = await billsOf("postpaid.owner", "100000101");
    const b = await billsOf("postpaid.owner", "100000101");
    expect(b).toEqual(a);
    expect(await billsOf("business.authorized", "500000501")).toEqual(await billsOf("business.chooser", "500000501"));
    expect(await billsOf("business.chooser", "500000502")).not.toEqual(await billsOf("business.chooser", "500000503"));
  });

  it("moves the current bill with the sandbox clock: after the next bill date the old current bill is paid history", async () => {
    const before = await billsOf("postpaid.owner", "100000101");
    t.clock.now = Date.parse("2026-03-05T00:00:00.000Z");
    const after = await billsOf("postpaid.owner", "100000101");
    expect(after[0]).toMatchObject({ id: "1000001012603", billDate: "2026-03-05T00:00:00.000Z", paymentStatus: "UNPAID" });
    expect(after[1]).toMatchObject({ id: before[0].id, amountDue: before[0].amountDue, paymentStatus: "PAID", state: "settled" });
  });

  it("answers three frozen, paid bills for a closed BAN (with the closed-account header)", async () => {
    const bills = await billsOf("postpaid.owner", "100000199");
    expect(bills.map((b) => b.billDate.slice(0, 10))).toEqual(["2025-06-05", "2025-05-05", "2025-04-05"]);
    for (const b of bills)
      expect(b).toMatchObject({
        paymentStatus: "PAID",
        state: "settled",
        remainingAmount: { value: 0 },
        billingAccount: { id: "100000199" },
      });
    const business = await billsOf("business.chooser", "500000599");
    expect(business.map((b) => b.billDate.slice(0, 10))).toEqual(["2025-06-01", "2025-05-01", "2025-04-01"]);
    t.clock.now = T0 + 400 * DAY;
    expect(await billsOf("postpaid.owner", "100000199")).toEqual(bills);
  });

  it("lists the documents by account: convergent PDF for fixed lines, a call-detail archive for business", async () => {
    const types = (bills: any[]) => bills[0].billDocument.map((d: any) => d.attachmentType);
    expect(types(await billsOf("fixed.owner", "400000401"))).toEqual(["PDF_1P", "PDF_2C"]);
    const business = await billsOf("business.chooser", "500000501");
    expect(types(business)).toEqual(["PDF_1P", "PDF_2P", "ZIP_CD"]);
    expect(business[0].billDocument[2]).toMatchObject({ mimeType: "application/zip", name: expect.stringMatching(/\.zip$/) });
  });

  describe("refusals", () => {
    it("answers 400 invalid_query without banId", async () => {
      const token = await tokenOf("postpaid.owner");
      for (const path of [BILLS, `${BILLS}?banId=`]) {
        const r = await t.request("GET", path, { token });
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ "@type": "Error", code: "invalid_query", status: "400" });
        expect(r.body.message).toContain("banId");
      }
    });

    // Roles kept out of billing (403 insufficient_role) are in billing-access.test.ts.
    it("answers 403 ban_not_allowed for a BAN outside the selected identity", async () => {
      const cases: [string, string][] = [
        ["postpaid.owner", "500000501"],
        ["business.delegated", "500000501"],
        ["business.delegated", "500000599"],
        ["business.authorized", "500000502"],
      ];
      for (const [username, ban] of cases) {
        const r = await t.request("GET", `${BILLS}?banId=${ban}`, { token: await tokenOf(username) });
        expect([username, r.status, r.body.code]).toEqual([username, 403, "ban_not_allowed"]);
      }
    });

    it("answers 403 identity_not_selected to multi.identity before an identity is picked", async () => {
      const r = await t.request("GET", `${BILLS}?banId=600000901`, { token: await tokenOf("multi.identity") });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe("identity_not_selected");
    });

    it("answers 401 without a token or with an anonymous one, before looking at the query", async () => {
      const none = await t.request("GET", BILLS);
      expect(none.status).toBe(401);
      expect(none.body.code).toBe("missing_token");
      const anon = await t.request("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
      const r = await t.request("GET", `${BILLS}?banId=100000101`, { token: anon.body.accessToken, provider: "anonymous" });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("authentication_required");
    });

    it("answers 403 provider_not_allowed to a one-time-code session", async () => {
      await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
        body: {
          payload: { msisdn: "0722000101" },
          "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
          "g-recaptcha-action": "otcSendValidationSms",
        },
      });
      const code = (await t.request("GET", "/sandbox/outbox?to=0722000101")).body.messages[0].code;
      const otc = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn: "0722000101", code } } });
      expect(otc.body.errorCode).toBe("no_error");
      const r = await t.request("GET", `${BILLS}?banId=100000101`, { token: otc.body.accessToken, provider: "otc" });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe("provider_not_allowed");
    });
  });
});
