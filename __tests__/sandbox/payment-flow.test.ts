// Card payment of a product order (docs/checkout-contract.md "Payment", "3-D Secure challenge"; SPEC §7 POST payment,
// §8 PAYMENT): outcomes per test card, idempotency per order, the challenge page and the return address.
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";
import { anonymous, expectCartError, getCart, type Session } from "./cart-helpers";
import { charOfPayment, checkout, pay, paymentBody, RETURN_URL, SITE, tokenize } from "./order-helpers";

describe("payments: POST payment and 3-D Secure", () => {
  let t: TestSandbox;
  let s: Session;
  let orderId: string;
  let amount: number;
  beforeAll(async () => {
    // Tokens outlive the 15-minute card-token and challenge limits the tests step over.
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
  });
  beforeEach(async () => {
    t.clock.now = T0;
    s = await anonymous(t);
    const r = await checkout(t, s);
    orderId = r.body.summary.orderData.orderId;
    amount = r.body.summary.orderData.orderAmount.value;
  });
  afterAll(() => t.close());

  const card = async (number: string) => (await tokenize(t, number)).body;
  const order = () => t.request("GET", `/product-ordering/productOrder/${orderId}`, { token: s.token, provider: s.provider });

  /** Follows the challenge: GET the page, POST the chosen button with its nonce; answers the 303. */
  async function decide(url: string, decision: "approve" | "reject") {
    const page = await fetch(url);
    const html = await page.text();
    const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";
    return fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ nonce, decision }).toString(),
    });
  }

  it("approved card (no challenge): captured at once, order acknowledged, cart emptied, redirect = the return address", async () => {
    const r = await pay(t, s, paymentBody(orderId, amount, await card("4111111111111111")));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      "@type": "Payment",
      status: "captured",
      totalAmount: { unit: "RON", value: amount },
      paymentMethod: { "@type": "TokenizedCard", brand: "VISA", lastFourDigits: "1111" },
      paymentItem: [{ item: { id: orderId, "@referredType": "ProductOrder" } }],
    });
    const redirect = new URL(charOfPayment(r.body, "3ds_redirection_url") as string);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(RETURN_URL);
    expect(redirect.searchParams.get("paymentId")).toBe(r.body.id);
    expect(charOfPayment(r.body, "order_number")).toMatch(/^CMD-/);
    expect(JSON.stringify(r.body)).not.toContain("4111111111111111");
    expect((await order()).body).toMatchObject({ state: "acknowledged", payment: [{ id: r.body.id, status: "captured" }] });
    expect((await getCart(t, s)).body).toMatchObject({ id: null, cartItem: [] });
  });

  it("challenge card: pending with the sandbox's challenge page; Aprobă captures and returns with the payment id", async () => {
    const r = await pay(t, s, paymentBody(orderId, amount, await card("4000000000003220")));
    expect(r.status).toBe(201);
    expect(r.body.status).toBe("pendingAuthorization");
    const url = charOfPayment(r.body, "3ds_redirection_url") as string;
    expect(url).toBe(`${t.url}/payments/3ds/${r.body.id}`);

    const page = await fetch(url);
    const html = await page.text();
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    // The buttons' 303 leads to the site: Chromium checks form-action on the redirect too.
    expect(page.headers.get("content-security-policy")).toContain(`form-action 'self' ${SITE};`);
    expect(html).toContain('<html lang="ro">');
    expect(html).toMatch(/<button type="submit" name="decision" value="approve"[^>]*>Aprobă<\/button>/);
    expect(html).toMatch(/>Respinge<\/button>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);

    const back = await decide(url, "approve");
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location") as string);
    expect(location.origin).toBe(SITE);
    expect(location.searchParams.get("paymentId")).toBe(r.body.id);

    const read = await t.request("GET", `/payments/payment/${r.body.id}`, { token: s.token, provider: s.provider });
    expect(read.body.status).toBe("captured");
    expect((await getCart(t, s)).body.cartItem).toEqual([]);
    // A reload of the challenge page sends the customer back with the same result; nothing is decided twice.
    const reload = await fetch(url, { redirect: "manual" });
    expect(reload.status).toBe(303);
  });

  it("Respinge: denied 4007, the order stays pending and the cart intact; another card may pay after", async () => {
    const r = await pay(t, s, paymentBody(orderId, amount, await card("5555555555554444")));
    await decide(charOfPayment(r.body, "3ds_redirection_url") as string, "reject");
    const read = await t.request("GET", `/payments/payment/${r.body.id}`, { token: s.token, provider: s.provider });
    expect(read.body).toMatchObject({ status: "denied", error: { code: "4007", status: "400" } });
    expect((await order()).body.state).toBe("pending");
    expect((await getCart(t, s)).body.cartItem).toHaveLength(1);

    const retry = await pay(t, s, paymentBody(orderId, amount, await card("4111111111111111")));
    expect(retry.body.status).toBe("captured");
  });

  it("never a second charge: the same card again answers the same payment; a paid order answers 409 400110", async () => {
    const c = await card("4000000000003220");
    const first = await pay(t, s, paymentBody(orderId, amount, c));
    const [a, b] = await Promise.all([pay(t, s, paymentBody(orderId, amount, c)), pay(t, s, paymentBody(orderId, amount, c))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(first.body.id);
    expect(b.body.id).toBe(first.body.id);

    await decide(charOfPayment(first.body, "3ds_redirection_url") as string, "approve");
    const again = await pay(t, s, paymentBody(orderId, amount, await card("4111111111111111")));
    expectCartError({ ...again, body: { ...again.body, referenceError: undefined } } as any, 409, "400110");
    expect(again.body.referenceError).toBe(`/payments/payment/${first.body.id}`);
    expect((await order()).body.payment).toEqual([expect.objectContaining({ id: first.body.id, status: "captured" })]);
  });

  it("a different card while a challenge is open cancels that attempt (no charge) and starts a new one", async () => {
    const first = await pay(t, s, paymentBody(orderId, amount, await card("4000000000003220")));
    const second = await pay(t, s, paymentBody(orderId, amount, await card("4000000000003220")));
    expect(second.body.id).not.toBe(first.body.id);
    expect((await order()).body.payment.map((p: any) => p.status)).toEqual(["canceled", "pendingAuthorization"]);
    const stale = await fetch(charOfPayment(first.body, "3ds_redirection_url") as string, { redirect: "manual" });
    expect(stale.status).toBe(303);
  });

  it.each([
    ["4000000000000002", "4005", "denied"],
    ["4000000000009995", "4006", "denied"],
    ["4100000000000019", "FRAUD_AND_PREVENTEL", "denied"],
    ["4000000000000069", "4009", "denied"],
  ])("card %s is refused with %s; the attempt is recorded, the cart kept", async (number, code, status) => {
    const r = await pay(t, s, paymentBody(orderId, amount, await card(number)));
    expectCartError({ ...r, body: { ...r.body, referenceError: undefined } } as any, 400, code);
    const id = (r.body.referenceError as string).split("/").pop();
    const read = await t.request("GET", `/payments/payment/${id}`, { token: s.token, provider: s.provider });
    expect(read.body).toMatchObject({ status, error: { code } });
    expect((await getCart(t, s)).body.cartItem).toHaveLength(1);
  });

  it("40010: a challenge left open over 15 minutes has failed", async () => {
    const r = await pay(t, s, paymentBody(orderId, amount, await card("4000000000003220")));
    t.clock.advance(16 * 60 * 1000);
    const read = await t.request("GET", `/payments/payment/${r.body.id}`, { token: s.token, provider: s.provider });
    expect(read.body).toMatchObject({ status: "failed", error: { code: "40010" } });
  });

  it("4000 / 4001 / 4003 / 4004 / 4008: order, browser data, amount, token and installments are checked", async () => {
    const c = await card("4111111111111111");
    expectCartError(await pay(t, s, paymentBody("po-nope", amount, c)), 400, "4000");
    const other = await anonymous(t);
    expectCartError(await pay(t, other, paymentBody(orderId, amount, c)), 400, "4000");
    const noLang = paymentBody(orderId, amount, c);
    noLang.paymentCharacteristic = noLang.paymentCharacteristic.filter((x) => x.name !== "language");
    const r4001 = await pay(t, s, noLang);
    expectCartError(r4001, 400, "4001");
    expect(r4001.body.message).toContain("language");
    expectCartError(await pay(t, s, paymentBody(orderId, amount, c, { return_url: "https://evil.example/x" })), 400, "4001");
    expectCartError(await pay(t, s, paymentBody(orderId, amount, c, { encrypted_cvv: "123" })), 400, "4001");
    expectCartError(await pay(t, s, paymentBody(orderId, amount + 1, c)), 400, "4003");
    expectCartError(await pay(t, s, { ...paymentBody(orderId, amount, c), type: "Refund" }), 400, "4003");
    expectCartError(await pay(t, s, paymentBody(orderId, amount, { token: "sbx_card_nope", encryptedCvv: "x" })), 400, "4004");
    expectCartError(await pay(t, s, paymentBody(orderId, amount, c, { number_of_installments: "6" })), 400, "4008");
    t.clock.advance(16 * 60 * 1000);
    expectCartError(await pay(t, s, paymentBody(orderId, amount, c)), 400, "4004");
  });

  it("installments: 1/3/6/12 for the partner ranges only; card info answers the offer", async () => {
    const plain = await card("4111111111111111");
    const partner = await card("4242424242424242");
    expect(plain.installments).toEqual([1]);
    expect(partner.installments).toEqual([1, 3, 6, 12]);
    const info = await t.request("GET", `/payments/cardInfo?token=${partner.token}`, { token: s.token, provider: s.provider });
    expect(info.body).toMatchObject({ brand: "VISA", lastFourDigits: "4242", installments: [1, 3, 6, 12], installmentsAvailable: true });
    const r = await pay(t, s, paymentBody(orderId, amount, partner, { number_of_installments: "6" }));
    expect(r.status).toBe(201);
    expect(charOfPayment(r.body, "number_of_installments")).toBe("6");
  });

  it("the signed return address lets a customer who signed in again read the result; without it, 404", async () => {
    const r = await pay(t, s, paymentBody(orderId, amount, await card("4111111111111111")));
    const sig = new URL(charOfPayment(r.body, "3ds_redirection_url") as string).searchParams.get("sig");
    const later = await anonymous(t);
    expect((await t.request("GET", `/payments/payment/${r.body.id}`, { token: later.token, provider: later.provider })).status).toBe(404);
    const ok = await t.request("GET", `/payments/payment/${r.body.id}?sig=${sig}`, { token: later.token, provider: later.provider });
    expect(ok.body.status).toBe("captured");
  });

  it("COD orders take no card payment (4003)", async () => {
    const cod = await anonymous(t);
    const r = await checkout(t, cod, { card: false });
    const c = await card("4111111111111111");
    expectCartError(await pay(t, cod, paymentBody(r.body.summary.orderData.orderId, amount, c)), 400, "4003");
  });

  it.each(["4002", "40011", "5000", "5001", "999999"])("code %s comes from fault injection", async (code) => {
    const r = await pay(t, s, paymentBody(orderId, amount, await card("4111111111111111")), {
      "x-sandbox-fault": `status=400;code=${code}`,
    });
    expect(r.status).toBe(400);
    expect(String(r.body.code)).toBe(code);
    expect((await order()).body.payment).toEqual([]);
  });
});
