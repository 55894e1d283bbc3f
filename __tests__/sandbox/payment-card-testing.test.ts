// Issue 24 card-testing caps and bot-check (sandbox/src/modules/payments/attempts.ts, botcheck.ts;
// docs/checkout-contract.md "Card-testing caps", "Bot-check"; SPEC §8 PAYMENT with the 40012–40014 extension): an
// order takes no 4th attempt after 3 declines; a session (owner) or a client address takes no 11th after 10 declines in
// an hour. A refused attempt is not processed: no payment, the card token unused, nothing charged, the cart kept.
import http from "node:http";
import { T0, startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";
import { payOnLink, SITE, tokenOf } from "./billing-helpers";
import { anonymous, expectCartError, getCart, type Session } from "./cart-helpers";
import { checkout, PAYMENT_ACTION, pay, paymentBody, tokenize } from "./order-helpers";

const HOUR = 60 * 60 * 1000;
const DECLINED = "4000000000000002";
const APPROVED = "4111111111111111";
/** Offerings added one by one: each addition changes the cart, so the next checkout makes a new order. */
const OFFERINGS = ["DEV-NORDIA-X5-ALBASTRU", "DEV-HELIX-H12-NEGRU", "PLAN-CBU-START-7", "PLAN-CBU-SMART-10"];

describe("issue 24: card-testing caps on POST /payments/payment", () => {
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 6 * 3600 });
    t.clock.now = T0;
  });
  afterEach(() => t.close());

  /** A new order for the session's cart (one more offering in it). */
  async function newOrder(s: Session, step: number): Promise<{ id: string; amount: number }> {
    const r = await checkout(t, s, { offering: OFFERINGS[step] });
    expect(r.status).toBe(200);
    return { id: r.body.summary.orderData.orderId, amount: r.body.summary.orderData.orderAmount.value };
  }

  const card = async (number: string) => (await tokenize(t, number)).body as { token: string; encryptedCvv: string };
  const payments = (s: Session, orderId: string) =>
    t.request("GET", `/product-ordering/productOrder/${orderId}`, { token: s.token, provider: s.provider }).then((r) => r.body.payment);

  /** POST payment from a chosen loopback address (the sandbox reads the socket's address, never a header). */
  async function payFrom(localAddress: string, s: Session, body: object): Promise<Reply> {
    const payload = JSON.stringify({
      ...body,
      "g-recaptcha-response": await t.botToken(PAYMENT_ACTION),
      "g-recaptcha-action": PAYMENT_ACTION,
    });
    const url = new URL(`${t.url}/payments/payment`);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          localAddress,
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${s.token}`,
            ...(s.provider ? { "x-auth-provider": s.provider } : {}),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (c) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), text, headers: new Headers() }));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  async function decline(s: Session, order: { id: string; amount: number }, from?: string): Promise<void> {
    const body = paymentBody(order.id, order.amount, await card(DECLINED));
    const r = from ? await payFrom(from, s, body) : await pay(t, s, body);
    expect({ status: r.status, code: r.body.code }).toEqual({ status: 400, code: "4005" });
  }

  it("SPEC §8 PAYMENT 40012: the fourth attempt after 3 declines on one order is refused, not processed and not charged", async () => {
    const s = await anonymous(t);
    const order = await newOrder(s, 0);
    for (let i = 0; i < 3; i++) await decline(s, order);
    expect(await payments(s, order.id)).toHaveLength(3);

    // A good card now: refused before the bank, so no payment, no charge, the token still unused.
    const good = await card(APPROVED);
    const fourth = await pay(t, s, paymentBody(order.id, order.amount, good));
    expectCartError(fourth, 403, "40012");
    expect(fourth.body.message).toContain("Nu s-a făcut nicio plată");
    expect(fourth.body.referenceError).toBeUndefined();
    expect(await payments(s, order.id)).toEqual([
      expect.objectContaining({ status: "denied" }),
      expect.objectContaining({ status: "denied" }),
      expect.objectContaining({ status: "denied" }),
    ]);
    const info = await t.request("GET", `/payments/cardInfo?token=${good.token}`, { token: s.token, provider: s.provider });
    expect(info.body.used).toBe(false);
    const read = await t.request("GET", `/product-ordering/productOrder/${order.id}`, { token: s.token, provider: s.provider });
    expect(read.body.state).toBe("pending");
    expect((await getCart(t, s)).body.cartItem).toHaveLength(1);

    // Not lifted by time: the order cannot be paid by card any more (cash on delivery still can).
    t.clock.advance(2 * HOUR);
    expectCartError(await pay(t, s, paymentBody(order.id, order.amount, await card(APPROVED))), 403, "40012");
  });

  it("two declines leave the third attempt free, and a 3-D Secure Respinge counts as a decline", async () => {
    const s = await anonymous(t);
    const order = await newOrder(s, 0);
    await decline(s, order);
    await decline(s, order);
    const challenge = await pay(t, s, paymentBody(order.id, order.amount, await card("4000000000003220")));
    expect(challenge.status).toBe(201);
    const url = challenge.body.paymentCharacteristic.find((c: { name: string }) => c.name === "3ds_redirection_url").value;
    const html = await (await fetch(url)).text();
    const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";
    await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ nonce, decision: "reject" }).toString(),
    });
    expectCartError(await pay(t, s, paymentBody(order.id, order.amount, await card(APPROVED))), 403, "40012");
  });

  it("SPEC §8 PAYMENT 40013: more than ten declines per session within an hour — the 11th attempt is refused, whatever the address", async () => {
    const s = await anonymous(t);
    let declines = 0;
    for (let step = 0; declines < 10; step++) {
      const order = await newOrder(s, step);
      for (let i = 0; i < 3 && declines < 10; i++, declines++) await decline(s, order, `127.0.0.${2 + declines}`);
    }
    const order = await newOrder(s, 3);
    const before = await payments(s, order.id);
    const good = await card(APPROVED);
    const refused = await payFrom("127.0.0.20", s, paymentBody(order.id, order.amount, good));
    expectCartError(refused, 429, "40013");
    expect(await payments(s, order.id)).toEqual(before);
    expect((await t.request("GET", `/payments/cardInfo?token=${good.token}`, { token: s.token, provider: s.provider })).body.used).toBe(
      false,
    );

    // Another session on another address is not affected.
    const other = await anonymous(t);
    const theirs = await newOrder(other, 0);
    expect((await payFrom("127.0.0.30", other, paymentBody(theirs.id, theirs.amount, await card(APPROVED)))).status).toBe(201);

    // The hour slides: once the first decline is an hour old, one more attempt is allowed.
    t.clock.advance(HOUR);
    expect((await payFrom("127.0.0.20", s, paymentBody(order.id, order.amount, await card(APPROVED)))).status).toBe(201);
  });

  it("SPEC §8 PAYMENT 40013: more than ten declines per client address within an hour — a fresh session from it is refused too", async () => {
    let declines = 0;
    while (declines < 10) {
      const s = await anonymous(t);
      const order = await newOrder(s, 0);
      for (let i = 0; i < 3 && declines < 10; i++, declines++) await decline(s, order);
      t.clock.advance(60 * 1000);
    }
    const fresh = await anonymous(t);
    const order = await newOrder(fresh, 0);
    const refused = await pay(t, fresh, paymentBody(order.id, order.amount, await card(APPROVED)));
    expectCartError(refused, 429, "40013");
    // Retry-After: until the oldest counted decline leaves the hour (10 minutes of declines ago).
    expect(Number(refused.headers.get("retry-after"))).toBe(HOUR / 1000 - 4 * 60);
    expect(await payments(fresh, order.id)).toEqual([]);
    // The same session from another address is not refused by the address cap.
    expect((await payFrom("127.0.0.9", fresh, paymentBody(order.id, order.amount, await card(APPROVED)))).status).toBe(201);
  });

  it("refused attempts are not counted: they do not extend the lock", async () => {
    const s = await anonymous(t);
    const order = await newOrder(s, 0);
    for (let i = 0; i < 3; i++) await decline(s, order);
    for (let i = 0; i < 5; i++) expectCartError(await pay(t, s, paymentBody(order.id, order.amount, await card(DECLINED))), 403, "40012");
    expect(await payments(s, order.id)).toHaveLength(3);
  });
});

describe("issue 24: the same caps on a pay link's card page", () => {
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
    t.clock.now = T0;
  });
  afterEach(() => t.close());

  it("a pay link takes no 4th card after 3 declines: a page saying so, no payment, the bill still to pay", async () => {
    const owner = await tokenOf(t, "postpaid.owner");
    const [current] = (await t.request("GET", "/ebill/customerBill?banId=100000101", { token: owner })).body as any[];
    const link = await t.request("POST", "/ebill/payment-link", {
      token: owner,
      body: { billId: current.id, redirectTo: `${SITE}/ecare` },
    });
    for (let i = 0; i < 3; i++) expect((await payOnLink(link.body.paymentLink, { number: DECLINED })).status).toBe(303);
    const fourth = await payOnLink(link.body.paymentLink, { number: APPROVED });
    expect(fourth.status).toBe(403);
    expect(fourth.html).toContain("Nu s-a făcut nicio plată");
    const after = (await t.request("GET", "/ebill/customerBill?banId=100000101", { token: owner })).body as any[];
    expect(after[0].remainingAmount.value).toBe(current.remainingAmount.value);
  });
});

describe("issue 24: the bot-check on card tokenisation and on payment", () => {
  let t: TestSandbox;
  let s: Session;
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
  });
  beforeEach(async () => {
    t.clock.now = T0;
    s = await anonymous(t);
  });
  afterAll(() => t.close());

  it("card tokenisation without a token, with a sign-in token or a forged one: refused, no card token", async () => {
    for (const botcheck of [null, await t.botToken("login"), "sbx1.e30.forged"]) {
      const r = await tokenize(t, APPROVED, { botcheck });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: "recaptcha_failed", fields: [] });
      expect(r.body.token).toBeUndefined();
    }
    expect((await tokenize(t, APPROVED)).status).toBe(201);
  });

  it("a token minted for the card form does not pay, nor does an expired or a missing one: 40014, nothing charged", async () => {
    const r = await checkout(t, s);
    const orderId = r.body.summary.orderData.orderId;
    const amount = r.body.summary.orderData.orderAmount.value;
    const c = (await tokenize(t, APPROVED)).body;
    const body = paymentBody(orderId, amount, c);
    expectCartError(await pay(t, s, { ...body, "g-recaptcha-response": "" }), 400, "40014");
    const wrong = await t.botToken("checkoutCardToken");
    expectCartError(await pay(t, s, { ...body, "g-recaptcha-response": wrong, "g-recaptcha-action": PAYMENT_ACTION }), 400, "40014");
    expectCartError(await pay(t, s, { ...body, "g-recaptcha-response": wrong, "g-recaptcha-action": "checkoutCardToken" }), 400, "40014");
    const old = await t.botToken(PAYMENT_ACTION);
    t.clock.advance(121 * 1000);
    expectCartError(await pay(t, s, { ...body, "g-recaptcha-response": old, "g-recaptcha-action": PAYMENT_ACTION }), 400, "40014");
    expect(
      (await t.request("GET", `/product-ordering/productOrder/${orderId}`, { token: s.token, provider: s.provider })).body.payment,
    ).toEqual([]);
    // With a fresh token for the payment action, the same card pays.
    expect((await pay(t, s, body)).status).toBe(201);
  });

  it("the hosted form's script asks the page for the submit and sends the page's bot-check token with the card", async () => {
    const script = await t.request("GET", "/payments/hosted-form.js");
    expect(script.text).toContain('post({ type: "sandbox-card:submit-request" })');
    expect(script.text).toContain('data["g-recaptcha-response"] = botcheck.token');
  });
});
