// Paying a bill through a pay link (docs/billing-contract.md "Pay links"; SPEC §7 POST ebill /payment-link, POST
// /dxl-ebill/api/paymentLinkClientCode): the provider's full-page card form, the same test cards and 3-D Secure page as
// checkout, the customer back on the site with the outcome, the bill PAID on the next GET, never charged twice.
import { decide, payOnLink, SITE, tokenOf } from "./billing-helpers";
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const REDIRECT = `${SITE}/ecare/facturi-si-plati`;

describe("ebill: pay a bill through a pay link", () => {
  let t: TestSandbox;
  beforeEach(async () => {
    // A fresh database per test: paying changes the seeded bills.
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
    t.clock.now = T0;
  });
  afterEach(() => t.close());

  const bills = async (token: string, ban: string) => (await t.request("GET", `/ebill/customerBill?banId=${ban}`, { token })).body as any[];
  const link = (token: string, billId: string, redirectTo: string | undefined = REDIRECT) =>
    t.request("POST", "/ebill/payment-link", { token, body: { billId, redirectTo } });
  const captured = (location: string) => new URL(location).searchParams.get("paymentStatus");

  it("answers a link for what is left to pay whose page is the provider's full-page card form", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const [current] = await bills(owner, "100000101");
    const r = await link(owner, `VDF${current.id}`);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      id: expect.stringMatching(/^PL-/),
      status: "open",
      kind: "bill",
      amount: { unit: "RON", value: current.remainingAmount.value },
      bills: [{ id: current.id, billNo: current.billNo, amountRon: current.remainingAmount.value }],
      banId: "100000101",
      redirectTo: REDIRECT,
    });
    expect(r.body.paymentLink).toBe(`${t.url}/payments/pay/${r.body.id}`);
    const page = await fetch(r.body.paymentLink);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("content-security-policy")).toContain(`form-action 'self' ${SITE}`);
    for (const label of [
      '<label for="card-number">Număr card</label>',
      '<label for="card-expiry">Data expirării</label>',
      '<label for="card-cvv">CVV</label>',
      ">Plătește</button>",
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain(current.billNo);
    expect(html).toContain(`${current.remainingAmount.value.toFixed(2).replace(".", ",")} lei`);
    expect(html).not.toContain("<script");
    // Asking again gives the same open link.
    const again = await link(owner, current.id);
    expect([again.status, again.body.id]).toEqual([200, r.body.id]);
  });

  it("approved card: back on the site with the outcome; the bill is PAID with nothing left to pay", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const [current] = await bills(owner, "100000101");
    const { body } = await link(owner, current.id, `${REDIRECT}?tab=plati`);
    const paid = await payOnLink(body.paymentLink, { number: "4111 1111 1111 1111" });
    expect(paid.status).toBe(303);
    const back = new URL(paid.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      tab: "plati",
      paymentStatus: "captured",
      billId: current.id,
      billPaid: "true",
      paymentId: expect.stringMatching(/^pay-/),
      sig: expect.any(String),
    });
    const [after] = await bills(owner, "100000101");
    expect(after).toMatchObject({
      id: current.id,
      paymentStatus: "PAID",
      state: "settled",
      remainingAmount: { value: 0 },
      financialAccount: { accountBalance: [{ balanceType: "leftToPay", amount: { value: 0 } }] },
      amountDue: current.amountDue,
    });
    // Everyone who sees the BAN sees it paid; it survives a restart of the sandbox.
    const summary = await t.request("GET", `/ebill/billSummary/VDF${current.id}`, { token: owner });
    expect(summary.body).toMatchObject({ paymentStatus: "PAID", remainingAmount: { value: 0 } });
    const dbFile = t.dbFile;
    await t.close();
    t = await startTestSandbox({ dbFile, accessTokenTtlSeconds: 3600 });
    expect((await bills(await tokenOf(t, "postpaid.owner"), "100000101"))[0].paymentStatus).toBe("PAID");
  });

  it("a paid bill is never charged again: no new link (409), the old link's page goes back without paying", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const [current] = await bills(owner, "100000101");
    const first = (await link(owner, current.id)).body;
    const second = (await link(owner, current.id, `${REDIRECT}?alt=1`)).body; // another tab, another link
    expect(second.id).not.toBe(first.id);
    const paid = await payOnLink(first.paymentLink, { number: "4111111111111111" });
    expect(captured(paid.location as string)).toBe("captured");
    const refused = await link(owner, current.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ "@type": "Error", code: "bill_already_paid", status: "409" });
    // The first link again (reload): back with the same payment, nothing new.
    const reload = await fetch(first.paymentLink, { redirect: "manual" });
    expect(reload.status).toBe(303);
    expect(new URL(reload.headers.get("location") as string).searchParams.get("paymentId")).toBe(
      new URL(paid.location as string).searchParams.get("paymentId"),
    );
    // The second link: no form, no charge.
    const other = await fetch(second.paymentLink);
    expect(other.status).toBe(409);
    expect(await other.text()).toContain("Factura este deja plătită");
    const post = await fetch(second.paymentLink, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "number=4111111111111111&expiry=12%2F30&cvv=123",
    });
    expect(post.status).toBe(409);
  });

  it("3-D Secure: Aprobă pays; two challenges open on two links for one bill — the second approval is canceled, not charged", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const [current] = await bills(owner, "100000101");
    const a = (await link(owner, current.id)).body;
    const b = (await link(owner, current.id, `${REDIRECT}?b=1`)).body;
    const ca = await payOnLink(a.paymentLink, { number: "4000000000003220" });
    const cb = await payOnLink(b.paymentLink, { number: "4000000000003220" });
    expect(ca.location).toMatch(/^\/payments\/3ds\/pay-/);
    const page = await (await fetch(new URL(ca.location as string, t.url))).text();
    expect(page).toContain("Factura");
    expect(page).toContain(current.billNo);
    expect(page).toContain(">Aprobă</button>");
    const backA = await decide(t.url, ca.location as string, "approve");
    expect(Object.fromEntries(new URL(backA).searchParams)).toMatchObject({ paymentStatus: "captured", billPaid: "true" });
    const backB = await decide(t.url, cb.location as string, "approve");
    expect(Object.fromEntries(new URL(backB).searchParams)).toMatchObject({ paymentStatus: "canceled", billPaid: "false", b: "1" });
    const pb = await t.request(
      "GET",
      `/payments/payment/${new URL(backB).searchParams.get("paymentId")}?sig=${new URL(backB).searchParams.get("sig")}`,
      {
        token: owner,
      },
    );
    expect(pb.body).toMatchObject({ status: "canceled", paymentItem: [{ item: { id: b.id, "@referredType": "PaymentLink" } }] });
    expect((await bills(owner, "100000101"))[0].paymentStatus).toBe("PAID");
  });

  it("Respinge and declined cards: back with the error, the bill still open, the same link takes another card", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const [current] = await bills(owner, "100000101");
    const { body } = await link(owner, current.id);
    const challenge = await payOnLink(body.paymentLink, { number: "4000000000003220" });
    const rejected = new URL(await decide(t.url, challenge.location as string, "reject"));
    expect(Object.fromEntries(rejected.searchParams)).toMatchObject({ paymentStatus: "denied", errorCode: "4007", billPaid: "false" });
    const declined = await payOnLink(body.paymentLink, { number: "4000000000000002" });
    expect(Object.fromEntries(new URL(declined.location as string).searchParams)).toMatchObject({
      paymentStatus: "denied",
      errorCode: "4005",
    });
    expect((await bills(owner, "100000101"))[0].paymentStatus).toBe("UNPAID");
    const ok = await payOnLink(body.paymentLink, { number: "4111111111111111" });
    expect(captured(ok.location as string)).toBe("captured");
    expect((await bills(owner, "100000101"))[0].paymentStatus).toBe("PAID");
  });

  it("a wrong card shows the form again with the field errors (400), nothing charged", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const [current] = await bills(owner, "100000101");
    const { body } = await link(owner, current.id);
    const bad = await payOnLink(body.paymentLink, { number: "4111111111111112", expiry: "01/20", cvv: "1" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Numărul cardului nu este valid.");
    expect(bad.html).toContain("Cardul este expirat.");
    expect(bad.html).toContain('aria-invalid="true"');
    expect((await bills(owner, "100000101"))[0].paymentStatus).toBe("UNPAID");
  });

  it("expired link (30 minutes) → 410 page; unknown link → 404 page", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const [current] = await bills(owner, "100000101");
    const { body } = await link(owner, current.id);
    t.clock.advance(30 * 60 * 1000 + 1);
    expect((await fetch(body.paymentLink)).status).toBe(410);
    expect((await fetch(`${t.url}/payments/pay/PL-nothing`)).status).toBe(404);
  });

  it("refuses a paid bill, someone else's bill, a foreign redirect address", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const list = await bills(owner, "100000101");
    const paid = await link(owner, list[1].id);
    expect([paid.status, paid.body.code]).toEqual([409, "bill_already_paid"]);
    const other = await link(owner, "5000005012603");
    expect([other.status, other.body.code]).toEqual([403, "ban_not_allowed"]);
    const evil = await link(owner, list[0].id, "https://evil.example/ecare");
    expect([evil.status, evil.body.code]).toEqual([400, "redirect_not_allowed"]);
    const user = await tokenOf(t, "postpaid.user");
    expect((await link(user, list[0].id)).status).toBe(403);
  });

  it("paymentLinkClientCode pays everything open on a BAN (the client code) and marks it paid", async () => {
    const chooser = await tokenOf(t, "business.chooser");
    const r = await t.request("POST", "/dxl-ebill/api/paymentLinkClientCode", {
      token: chooser,
      body: { clientCode: "500000503", redirectTo: REDIRECT },
    });
    expect(r.status).toBe(201);
    const [current] = await bills(chooser, "500000503");
    expect(r.body).toMatchObject({ kind: "bill", amount: { unit: "RON", value: current.remainingAmount.value }, banId: "500000503" });
    const page = await (await fetch(r.body.paymentLink)).text();
    expect(page).toContain("Cod client 500000503");
    const paid = await payOnLink(r.body.paymentLink, { number: "4111111111111111" });
    expect(captured(paid.location as string)).toBe("captured");
    expect((await bills(chooser, "500000503"))[0].paymentStatus).toBe("PAID");
    const again = await t.request("POST", "/dxl-ebill/api/paymentLinkClientCode", { token: chooser, body: { clientCode: "500000503" } });
    expect([again.status, again.body.code]).toEqual([409, "nothing_to_pay"]);
    const foreign = await t.request("POST", "/dxl-ebill/api/paymentLinkClientCode", { token: chooser, body: { clientCode: "100000101" } });
    expect([foreign.status, foreign.body.code]).toEqual([403, "ban_not_allowed"]);
  });
});
