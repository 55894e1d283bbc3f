// Recharge by card and by voucher, the EUR→RON rate, the top-up history (docs/billing-contract.md "Recharge",
// "Vouchers", "Exchange rate", "Top-up history"; SPEC §5 recharge rules, §7 POST ebill /recharge, POST
// /dxl-ebill/api/recharge/voucher, GET convert-eur-ron, GET top-up history; §9 rate lookup 3..100). Money arrives:
// the prepaid credit of usage-consumption rises and the history gets a line.
import { decide, payOnLink, SITE, tokenOf } from "./billing-helpers";
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const SUCCESS = `${SITE}/ecare/facturi-si-plati?rechargeSuccess=true`;
const PREPAID = "0733000201";

describe("recharge, vouchers, exchange rate, top-up history", () => {
  let t: TestSandbox;
  let prepaid: string;
  beforeEach(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
    t.clock.now = T0;
    prepaid = await tokenOf(t, "prepaid.owner");
  });
  afterEach(() => t.close());

  const credit = async (token: string) => {
    const r = await t.request("GET", "/dxl-nb-usage-consumption/queryUsageConsumption/summary", { token });
    return r.body.usageConsumption[0].bucketRefOrValue[0];
  };
  const history = async (token: string, query: string) => t.request("GET", `/prepay-balance/topupBalance?${query}`, { token });
  const recharge = (token: string, body: Record<string, unknown>) =>
    t.request("POST", "/ebill/recharge", {
      token,
      body: { amount: 10, email: "mihai@example.ro", phone: PREPAID, redirectTo: SUCCESS, ...body },
    });
  const voucher = (token: string, code: string, phone = PREPAID) =>
    t.request("POST", "/dxl-ebill/api/recharge/voucher", { token, body: { voucher: code, email: "mihai@example.ro", phone } });

  describe("convert-eur-ron", () => {
    const convert = (token: string, amount: string, flow = "recharge") =>
      t.request("GET", `/dxl-mva-payment/api/v1/convert-eur-ron/${amount}?payment_flow_type=${flow}`, { token });

    it("answers the day's fixed rate for 3..100 euro", async () => {
      for (const [eur, ron] of [
        ["3", 14.93],
        ["10", 49.75],
        ["12.5", 62.19],
        ["100", 497.5],
      ] as const) {
        const r = await convert(prepaid, eur);
        expect(r.status).toBe(200);
        expect(r.body).toEqual({ eur: Number(eur), ron, rate: 4.975, date: "2026-03-02", paymentFlowType: "recharge", min: 3, max: 100 });
      }
      t.clock.advance(3 * 24 * 3600 * 1000);
      expect((await convert(await tokenOf(t, "prepaid.owner"), "10")).body).toMatchObject({ rate: 4.975, date: "2026-03-05" });
    });

    it("refuses 2.99, 100.01, 0, letters and three decimals (400 amount_out_of_range), another flow (400)", async () => {
      for (const amount of ["2.99", "100.01", "0", "abc", "5.001", "-5", "1e2"]) {
        const r = await convert(prepaid, amount);
        expect([amount, r.status, r.body.code]).toEqual([amount, 400, "amount_out_of_range"]);
      }
      const flow = await convert(prepaid, "10", "bill");
      expect([flow.status, flow.body.code]).toEqual([400, "invalid_payment_flow_type"]);
    });
  });

  describe("by card", () => {
    it("a link in euro with the lei amount; approval raises the credit, writes the history, e-mails a receipt, back with rechargeSuccess=true", async () => {
      const before = await credit(prepaid);
      const r = await recharge(prepaid, { amount: "12.50" });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        kind: "recharge",
        msisdn: PREPAID,
        amount: { unit: "EUR", value: 12.5 },
        amountRon: { unit: "RON", value: 62.19 },
        rate: 4.975,
        redirectTo: SUCCESS,
      });
      const page = await (await fetch(r.body.paymentLink)).text();
      expect(page).toContain(PREPAID);
      expect(page).toContain("12,50 € (62,19 lei)");
      const paid = await payOnLink(r.body.paymentLink, { number: "4111111111111111" });
      const back = new URL(paid.location as string);
      expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/ecare/facturi-si-plati`);
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ rechargeSuccess: "true", paymentStatus: "captured" });
      const after = await credit(prepaid);
      expect(after.remainingValue.amount).toBeCloseTo(before.remainingValue.amount + 12.5, 2);
      expect(after.initialValue.amount).toBeCloseTo(before.initialValue.amount + 12.5, 2);
      expect(after.validFor.startDateTime).toBe(new Date(T0).toISOString());
      const h = await history(prepaid, `relatedPartyId=${PREPAID}&limit=1`);
      expect(h.body[0]).toMatchObject({
        status: "confirmed",
        amount: { amount: 12.5, units: "EUR" },
        amountRon: { amount: 62.19, units: "RON" },
        channel: { id: "card" },
        requestedDate: new Date(T0).toISOString(),
        logicalResource: [{ id: PREPAID }],
      });
      const box = await t.request("GET", "/sandbox/outbox?to=mihai@example.ro");
      expect(box.body.messages[0].subject).toBe(`Reîncărcare ${PREPAID}: 12,50 €`);
      // The link's page again (reload) pays nothing more.
      const reload = await fetch(r.body.paymentLink, { redirect: "manual" });
      expect(reload.status).toBe(303);
      expect((await credit(prepaid)).remainingValue.amount).toBeCloseTo(after.remainingValue.amount, 2);
    });

    it("3-D Secure refused: back with rechargeSuccess=false, credit unchanged; a hybrid line's extra credit rises", async () => {
      const before = await credit(prepaid);
      const r = await recharge(prepaid, {});
      const challenge = await payOnLink(r.body.paymentLink, { number: "4000000000003220" });
      const back = new URL(await decide(t.url, challenge.location as string, "reject"));
      expect(back.searchParams.get("rechargeSuccess")).toBe("false");
      expect((await credit(prepaid)).remainingValue.amount).toBe(before.remainingValue.amount);
      const hybrid = await tokenOf(t, "hybrid.owner");
      const hb = await credit(hybrid);
      expect(hb.name).toBe("Credit extra");
      const hr = await recharge(hybrid, { phone: "0722000301", amount: 5 });
      const approved = await payOnLink(hr.body.paymentLink, { number: "4000000000003220" });
      expect(new URL(await decide(t.url, approved.location as string, "approve")).searchParams.get("rechargeSuccess")).toBe("true");
      expect((await credit(hybrid)).remainingValue.amount).toBeCloseTo(hb.remainingValue.amount + 5, 2);
    });

    it("another person's prepaid number may be recharged (a top-up); their credit rises, not the payer's", async () => {
      const owner = await tokenOf(t, "postpaid.owner");
      const before = await credit(prepaid);
      const r = await recharge(owner, { phone: "+40 733 000 201", amount: 20, email: "andrei@example.ro" });
      expect([r.status, r.body.msisdn]).toEqual([201, PREPAID]);
      await payOnLink(r.body.paymentLink, { number: "4111111111111111" });
      expect((await credit(prepaid)).remainingValue.amount).toBeCloseTo(before.remainingValue.amount + 20, 2);
    });

    it("refuses amounts outside 3..100, a non-Romanian or unknown number, a bad e-mail, a foreign redirect address", async () => {
      for (const amount of [0, 2.99, 100.01, "abc", 10.005]) {
        const r = await recharge(prepaid, { amount });
        expect([String(amount), r.status, r.body.code]).toEqual([String(amount), 400, "amount_out_of_range"]);
      }
      for (const phone of ["+44 7700 900123", "021 123 4567", "07331", ""]) {
        const r = await recharge(prepaid, { phone });
        expect([phone, r.status, r.body.code]).toEqual([phone, 400, "invalid_phone"]);
      }
      for (const phone of ["0722000101", "0799123456"]) {
        const r = await recharge(prepaid, { phone });
        expect([phone, r.status, r.body.code]).toEqual([phone, 404, "recharge_number_unknown"]);
      }
      const mail = await recharge(prepaid, { email: "nu-e-email" });
      expect([mail.status, mail.body.code]).toEqual([400, "invalid_email"]);
      const evil = await recharge(prepaid, { redirectTo: "https://evil.example/?rechargeSuccess=true" });
      expect([evil.status, evil.body.code]).toEqual([400, "redirect_not_allowed"]);
    });
  });

  describe("by voucher", () => {
    it("a seeded code recharges once: credit and history change; the same code again → 409 voucher_already_used", async () => {
      const before = await credit(prepaid);
      const r = await voucher(prepaid, "2222 3333 4444 5555");
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: "success", msisdn: PREPAID, amount: { unit: "EUR", value: 10 }, voucher: "••••5555" });
      expect((await credit(prepaid)).remainingValue.amount).toBeCloseTo(before.remainingValue.amount + 10, 2);
      const h = await history(prepaid, `relatedPartyId=${PREPAID}&limit=1`);
      expect(h.body[0]).toMatchObject({ amount: { amount: 10, units: "EUR" }, channel: { id: "voucher" } });
      const again = await voucher(prepaid, "2222333344445555");
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ "@type": "Error", code: "voucher_already_used", status: "409" });
      const other = await voucher(await tokenOf(t, "hybrid.owner"), "2222333344445555", "0722000301");
      expect(other.body.code).toBe("voucher_already_used");
      expect((await credit(prepaid)).remainingValue.amount).toBeCloseTo(before.remainingValue.amount + 10, 2);
    });

    it("unknown → 404 voucher_not_found, malformed → 400 voucher_invalid, expired → 400 voucher_expired; 5 wrong codes lock for 15 minutes", async () => {
      expect((await voucher(prepaid, "9999000011112222")).body.code).toBe("voucher_expired");
      const unknown = await voucher(prepaid, "1234123412341234");
      expect([unknown.status, unknown.body.code]).toEqual([404, "voucher_not_found"]);
      const malformed = await voucher(prepaid, "12ab");
      expect([malformed.status, malformed.body.code]).toEqual([400, "voucher_invalid"]);
      const empty = await voucher(prepaid, "");
      expect(empty.body.code).toBe("voucher_invalid");
      await voucher(prepaid, "1234123412341235");
      await voucher(prepaid, "1234123412341236");
      const locked = await voucher(prepaid, "1111222233334444");
      expect([locked.status, locked.body.code]).toEqual([429, "voucher_attempts_exceeded"]);
      t.clock.advance(15 * 60 * 1000 + 1);
      const fresh = await tokenOf(t, "prepaid.owner");
      expect((await voucher(fresh, "1111222233334444")).status).toBe(200);
    });

    it("refuses a number that is not a prepaid/hybrid line of the sandbox and a bad e-mail", async () => {
      expect((await voucher(prepaid, "3333444455556666", "0722000101")).body.code).toBe("recharge_number_unknown");
      const mail = await t.request("POST", "/dxl-ebill/api/recharge/voucher", {
        token: prepaid,
        body: { voucher: "3333444455556666", email: "x", phone: PREPAID },
      });
      expect(mail.body.code).toBe("invalid_email");
      expect((await voucher(prepaid, "3333444455556666")).status).toBe(200);
    });
  });

  describe("top-up history", () => {
    it("pages newest first with X-Total-Count, filters by date range (Romanian days, inclusive)", async () => {
      const all = await history(prepaid, `relatedPartyId=${PREPAID}&limit=100`);
      expect(all.status).toBe(200);
      expect(all.headers.get("x-total-count")).toBe("6");
      const dates = all.body.map((e: any) => e.requestedDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const page = await history(prepaid, `relatedPartyId=${PREPAID}&limit=2&offset=2`);
      expect(page.body.map((e: any) => e.id)).toEqual(all.body.slice(2, 4).map((e: any) => e.id));
      expect(page.headers.get("x-total-count")).toBe("6");
      expect(page.headers.get("x-result-count")).toBe("2");
      const day = all.body[1].requestedDate.slice(0, 10);
      const one = await history(prepaid, `relatedPartyId=${PREPAID}&startDate=${day}&endDate=${day}`);
      expect(one.body.map((e: any) => e.id)).toEqual([all.body[1].id]);
      // The newest entry is the credit's last top-up.
      expect(all.body[0].amount.amount).toBe((await credit(prepaid)).initialValue.amount);
    });

    it("only the caller's own numbers (403 msisdn_not_allowed); a postpaid line has none; bad query → 400", async () => {
      const other = await history(prepaid, "relatedPartyId=0722000301");
      expect([other.status, other.body.code]).toEqual([403, "msisdn_not_allowed"]);
      const owner = await tokenOf(t, "postpaid.owner");
      const none = await history(owner, "relatedPartyId=0722000101");
      expect([none.status, none.body, none.headers.get("x-total-count")]).toEqual([200, [], "0"]);
      for (const q of [
        "",
        `relatedPartyId=${PREPAID}&limit=0`,
        `relatedPartyId=${PREPAID}&startDate=ieri`,
        `relatedPartyId=${PREPAID}&startDate=2026-03-02&endDate=2026-02-01`,
      ]) {
        const r = await history(prepaid, q);
        expect([q, r.status, r.body.code]).toEqual([q, 400, "invalid_query"]);
      }
    });
  });

  it("billing access and fault injection apply to every recharge route", async () => {
    const user = await tokenOf(t, "postpaid.user");
    expect((await t.request("GET", "/dxl-mva-payment/api/v1/convert-eur-ron/10?payment_flow_type=recharge", { token: user })).status).toBe(
      403,
    );
    expect((await t.request("GET", "/dxl-mva-payment/api/v1/convert-eur-ron/10?payment_flow_type=recharge")).status).toBe(401);
    const fault = await t.request("POST", "/dxl-ebill/api/recharge/voucher", {
      token: prepaid,
      body: {},
      headers: { "x-sandbox-fault": "status=503;code=999999" },
    });
    expect([fault.status, fault.body.code]).toEqual([503, 999999]);
  });
});
