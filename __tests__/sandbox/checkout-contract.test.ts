// Contract: the site's checkout builders (src/domain/checkout/checkoutPatch.ts, paymentRequest.ts), its answer
// readers (src/clients/gateway/checkout/answers.ts) and its return decision (returnOutcome.ts) against the REAL
// sandbox (docs/checkout-contract.md; SPEC §7 checkout PATCH and POST payment, §8 PAYMENT). The calls go out with
// fetch (the sandbox test harness); every body is built and every answer read by the site's own code.
import {
  alreadyPaidPaymentId,
  checkoutCallPath,
  readCardInfo,
  readCheckoutOrder,
  readOrder,
  readOrders,
  readDocument,
  readPayment,
  refusedPaymentId,
  returnAnswerOf,
  type CheckoutOrder,
  type Payment,
} from "../../src/clients/gateway/checkout/answers";
import { CARD_TOKEN_BOTCHECK_ACTION, PAYMENT_BOTCHECK_ACTION, withPaymentBotcheck } from "../../src/clients/gateway/checkout/botcheck";
import { GatewayError } from "../../src/clients/gateway/errors";
import { checkoutPatch } from "../../src/domain/checkout/checkoutPatch";
import { paymentRequest, type BrowserFacts } from "../../src/domain/checkout/paymentRequest";
import { decideReturn, startAttempt, type PaymentAttempt } from "../../src/domain/checkout/returnOutcome";
import { threeDSReturnUrl } from "../../src/domain/checkout/steps";
import { validateContract, validateOrganisation, type ContractData } from "../../src/domain/checkout/validators";
import { shopErrorFor, toShopError } from "../../src/domain/errors/shopError";
import type { PaymentMethod } from "../../src/domain/enums";
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";
import { add, anonymous, EBU_CART, getCart, otcSession, patchCart, type Session } from "./cart-helpers";
import { CARD_TOKEN_ACTION, PAYMENT_ACTION, SITE, tokenize } from "./order-helpers";

const BROWSER: BrowserFacts = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  javaEnabled: false,
  language: "ro-RO",
  colorDepth: 24,
  screenHeight: 900,
  screenWidth: 1440,
  timeZoneOffset: -120,
};

/** What the customer types in the contract step, through the site's own validator. */
function contractData(): ContractData {
  const v = validateContract({
    firstName: "Ana",
    lastName: "Pop",
    county: "Cluj",
    city: "Cluj-Napoca",
    address: "Str. Memorandumului 1",
    phone: "0722 000 111",
    cnp: "1800101221144",
    email: "ana.pop@example.ro",
  });
  if (!v.ok) throw new Error(`contract data refused: ${JSON.stringify(v.errors)}`);
  return v.value;
}

const RETURN_URL = threeDSReturnUrl(SITE, "/checkout");

/** A refusal as the client's transport would raise it (toGatewayError of an answer with a JSON body). */
const asGatewayError = (r: Reply) =>
  new GatewayError({ kind: "http", message: r.body?.message ?? "", status: r.status, payload: r.body, code: r.body?.code ?? null });

describe("contract: the site's checkout and payment builders against the sandbox", () => {
  let t: TestSandbox;
  let s: Session;
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
  });
  beforeEach(async () => {
    s = await anonymous(t);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, body?: unknown) => t.request(method, path, { token: s.token, provider: s.provider, body });

  /** An anonymous consumer cart holding a device, checked out with the site's PATCH; answers the order read back. */
  async function checkout(paymentMethod: PaymentMethod = "CARD"): Promise<{ order: CheckoutOrder; reply: Reply }> {
    expect((await patchCart(t, s, [add("DEV-NORDIA-X5-ALBASTRU")])).status).toBe(200);
    const ops = checkoutPatch({
      customerType: "CBU",
      provider: "anonymous",
      contract: contractData(),
      shipping: { useContractAddress: true },
      paymentMethod,
    });
    const reply = await patchCart(t, s, ops);
    expect(reply.status).toBe(200);
    return { order: readCheckoutOrder(reply.body), reply };
  }

  /** The hosted form's token (what its script gets from POST /payments/card-token), then the site's POST payment. */
  async function pay(order: CheckoutOrder, number: string, installments: number | null = null) {
    const card = await tokenize(t, number);
    expect(card.status).toBe(201);
    const body = paymentRequest({
      orderId: order.id,
      card: { token: card.body.token, encryptedCvv: card.body.encryptedCvv, cardType: card.body.brand },
      browser: BROWSER,
      totalRon: order.amountRon ?? 0,
      installments: {
        chosen: installments,
        offered: readCardInfo((await call("GET", `/payments/cardInfo?token=${card.body.token}`)).body).installments,
      },
      returnUrl: RETURN_URL,
    });
    // Issue 24: what the client's createPayment sends, with a token minted for the site's payment action.
    const sent = withPaymentBotcheck(body, { token: await t.botToken(PAYMENT_BOTCHECK_ACTION), action: PAYMENT_BOTCHECK_ACTION });
    return { body: sent, reply: await call("POST", "/payments/payment", sent) };
  }

  /** The bank's page: GET it, press the button with its nonce; answers the 303's address. */
  async function challenge(url: string, decision: "approve" | "reject"): Promise<URL> {
    const html = await (await fetch(url)).text();
    const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const res = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ nonce, decision }).toString(),
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get("location") as string);
  }

  /** The return page: GET payment with the address's signature, then the site's decision. */
  async function returnPage(address: URL, stored: PaymentAttempt | null, session: Session = s) {
    const read = await t.request(
      "GET",
      `/payments/payment/${address.searchParams.get("paymentId")}?sig=${address.searchParams.get("sig")}`,
      {
        token: session.token,
        provider: session.provider,
      },
    );
    const gateway =
      read.status === 200 ? returnAnswerOf({ payment: readPayment(read.body) }) : returnAnswerOf({ error: asGatewayError(read) });
    return decideReturn({ query: address.searchParams, stored, gateway, currentPath: `${address.pathname}${address.search}` });
  }

  it("checkout PATCH: the sandbox takes the site's list, makes an order with a number, keeps the cart for the card", async () => {
    const { order, reply } = await checkout();
    expect(order).toEqual({
      id: expect.stringMatching(/^po-/),
      number: expect.stringMatching(/^CMD-\d{4}-\d{6}$/),
      state: "pending",
      paymentMethod: "CARD",
      amountRon: expect.any(Number),
    });
    expect(order.amountRon).toBeGreaterThan(0);
    expect(reply.body.status).toBe("SUBMITTED");
    expect((await getCart(t, s)).body.cartItem).toHaveLength(1);

    const read = readOrder((await call("GET", `/product-ordering/productOrder/${order.id}`)).body);
    expect(read).toMatchObject({
      id: order.id,
      number: order.number,
      state: "pending",
      paymentMethod: "CARD",
      totals: { upfrontRon: order.amountRon },
    });
    expect(read.items).toEqual([expect.objectContaining({ offeringId: "DEV-NORDIA-X5-ALBASTRU", quantity: 1 })]);
    // What the site sent is what the order keeps: both media, the customer with the CNP, the notes.
    const raw = (await call("GET", `/product-ordering/productOrder/${order.id}`)).body;
    expect(raw.contactMedium.map((m: any) => m.characteristic.contactType)).toEqual(["shipping", "billing"]);
    expect(raw.contactMedium[1].characteristic).toMatchObject({
      stateOrProvince: "Cluj",
      phoneNumber: "0722000111",
      emailAddress: "ana.pop@example.ro",
    });
    expect(raw.relatedParty[0]).toMatchObject({ role: "customer", givenName: "Ana", familyName: "Pop" });
    // SPEC §7 "a note with cardPayment and paidSource": the one note the site sends, as it was sent.
    expect(raw.note).toEqual([{ id: "payment", text: "cardPayment=true&paidSource=CARD" }]);
    expect(readOrders((await call("GET", "/product-ordering/productOrder")).body).map((o) => o.number)).toEqual([order.number]);

    // Submitting the same cart again answers the same order (no second order).
    const again = await patchCart(
      t,
      s,
      checkoutPatch({
        customerType: "CBU",
        provider: "anonymous",
        contract: contractData(),
        shipping: { useContractAddress: true },
        paymentMethod: "CARD",
      }),
    );
    expect(readCheckoutOrder(again.body).id).toBe(order.id);
  });

  it("issue 24: the site's bot-check action names are the ones the sandbox checks", () => {
    expect([CARD_TOKEN_BOTCHECK_ACTION, PAYMENT_BOTCHECK_ACTION]).toEqual([CARD_TOKEN_ACTION, PAYMENT_ACTION]);
  });

  it("issue 24: a payment the site sends without a bot-check token (none could be had) is refused 40014, catalogued, nothing charged", async () => {
    const { order } = await checkout();
    const card = await tokenize(t, "4111111111111111");
    const body = paymentRequest({
      orderId: order.id,
      card: { token: card.body.token, encryptedCvv: card.body.encryptedCvv },
      browser: BROWSER,
      totalRon: order.amountRon ?? 0,
      returnUrl: RETURN_URL,
    });
    const reply = await call("POST", "/payments/payment", withPaymentBotcheck(body, null));
    expect(reply.status).toBe(400);
    expect(
      toShopError({ url: checkoutCallPath("payment"), status: 400, statusText: "", body: reply.body, isJson: true, transactionId: null }),
    ).toMatchObject({
      service: "PAYMENT",
      code: "40014",
      dictionaryKey: "paymentBotcheck",
    });
    expect(readOrder((await call("GET", `/product-ordering/productOrder/${order.id}`)).body).state).toBe("pending");
  });

  it("cash on delivery: the order is acknowledged at once and the cart emptied", async () => {
    const { order } = await checkout("COD");
    expect(order).toMatchObject({ state: "acknowledged", paymentMethod: "COD" });
    expect((await getCart(t, s)).body.cartItem).toEqual([]);
  });

  it("(a) approved card: the site's body is accepted, captured at once; the return decision says approved", async () => {
    const { order } = await checkout();
    const { body, reply } = await pay(order, "4111111111111111");
    expect(body.paymentCharacteristic.map((c) => c.name)).not.toContain("number_of_installments");
    expect(reply.status).toBe(201);
    const payment: Payment = readPayment(reply.body);
    expect(payment).toMatchObject({
      status: "captured",
      orderId: order.id,
      orderNumber: order.number,
      amountRon: order.amountRon,
      installments: 1,
    });
    const back = new URL(payment.redirectUrl as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/checkout`);
    expect(back.searchParams.get("paymentId")).toBe(payment.id);
    expect(await returnPage(back, startAttempt(order.id, payment.id, payment.orderNumber))).toMatchObject({
      kind: "approved",
      orderNumber: order.number,
      resetCart: true,
    });
    expect(readOrder((await call("GET", `/product-ordering/productOrder/${order.id}`)).body).state).toBe("acknowledged");
    expect((await getCart(t, s)).body.cartItem).toEqual([]);
  });

  it("installments: a card with 1/3/6/12 and 6 chosen sends number_of_installments and the card type; the sandbox takes them", async () => {
    const { order } = await checkout();
    const { body, reply } = await pay(order, "4242424242424242", 6);
    expect(body.paymentMethod.cardType).toBe("VISA");
    expect(body.paymentCharacteristic).toContainEqual({ name: "number_of_installments", value: "6" });
    expect(readPayment(reply.body)).toMatchObject({ status: "captured", installments: 6 });
  });

  it("(b) 3-D Secure card: redirection to the challenge; Aprobă → GET payment approved → decideReturn approved", async () => {
    const { order } = await checkout();
    const { body, reply } = await pay(order, "4000000000003220");
    expect(reply.status).toBe(201);
    const payment = readPayment(reply.body);
    expect(payment).toMatchObject({
      status: "pendingAuthorization",
      orderNumber: order.number,
      redirectUrl: `${t.url}/payments/3ds/${payment.id}`,
    });
    const stored = startAttempt(order.id, payment.id, payment.orderNumber);

    // A double click sends the same body again: the same payment, no second one.
    const double = await call("POST", "/payments/payment", body);
    expect(double.status).toBe(200);
    expect(readPayment(double.body).id).toBe(payment.id);

    const back = await challenge(payment.redirectUrl as string, "approve");
    expect(back.searchParams.get("retur3ds")).toBe("1");
    expect(await returnPage(back, stored)).toMatchObject({ kind: "approved", orderNumber: order.number, replay: false });
    // A session lost during the challenge: another session in the same tab reads the result with the address's signature.
    expect(await returnPage(back, stored, await anonymous(t))).toMatchObject({ kind: "approved", orderNumber: order.number });
    // Issue 24: the same link opened in a tab that did not make this attempt (someone else's) decides nothing.
    expect(await returnPage(back, null, await anonymous(t))).toEqual({ kind: "notThisTab", noticeKey: "paymentUnknown" });
    const mine = startAttempt("po-mine", "pay-mine", "CMD-2026-999999");
    expect(await returnPage(back, mine, await anonymous(t))).toEqual({ kind: "notThisTab", noticeKey: "paymentUnknown" });
    expect((await getCart(t, s)).body.cartItem).toEqual([]);
  });

  it("3-D Secure Respinge: denied 4007, read by the PAYMENT table; the cart is kept", async () => {
    const { order } = await checkout();
    const payment = readPayment((await pay(order, "5555555555554444")).reply.body);
    const back = await challenge(payment.redirectUrl as string, "reject");
    const outcome = await returnPage(back, startAttempt(order.id, payment.id, payment.orderNumber));
    expect(outcome).toMatchObject({ kind: "declined", errorCode: "4007", resetCart: false });
    expect(shopErrorFor("PAYMENT", "4007")).toMatchObject({ code: "4007", dictionaryKey: "paymentNotRegistered" });
    expect((await getCart(t, s)).body.cartItem).toHaveLength(1);
  });

  it.each([
    ["4000000000000002", "4005", "paymentNotRegistered"],
    ["4000000000009995", "4006", "paymentNotRegistered"],
    ["4100000000000019", "FRAUD_AND_PREVENTEL", "paymentFraud"],
    ["4000000000000069", "4009", "paymentNotRegistered"],
  ])("(c) refused card %s → %s, a catalogued PAYMENT row (%s), not 999999", async (number, code, key) => {
    const { order } = await checkout();
    const { reply } = await pay(order, number);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
    expect(shopErrorFor("PAYMENT", reply.body.code)).toMatchObject({ code, dictionaryKey: key });
    // The same answer through the site's mapping by path (SPEC §8 "path contains the service's path").
    const shop = toShopError({
      url: checkoutCallPath("payment"),
      status: reply.status,
      statusText: "",
      body: reply.body,
      isJson: true,
      transactionId: null,
    });
    expect(shop).toMatchObject({ service: "PAYMENT", code, dictionaryKey: key });
    const attempt = refusedPaymentId(asGatewayError(reply));
    expect(readPayment((await call("GET", `/payments/payment/${attempt}`)).body)).toMatchObject({ status: "denied", errorCode: code });
    expect((await getCart(t, s)).body.cartItem).toHaveLength(1);
  });

  it("(d) a second payment of the paid order: 409 400110 naming the captured payment, no second charge", async () => {
    const { order } = await checkout();
    const first = readPayment((await pay(order, "4111111111111111")).reply.body);
    expect(first.status).toBe("captured");
    const { reply } = await pay(order, "4242424242424242");
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("400110");
    expect(alreadyPaidPaymentId(asGatewayError(reply))).toBe(first.id);
    const payments = (await call("GET", `/product-ordering/productOrder/${order.id}`)).body.payment;
    expect(payments).toEqual([expect.objectContaining({ id: first.id, status: "captured" })]);
  });

  it("business one-time-code customer: documents uploaded the client's way, organisation party with documentsUploaded", async () => {
    const otc = await otcSession(t, "0744000303", "shopebuweb");
    /** What uploadDocument sends: the file as the body with its own type, type and name in the query. */
    const upload = (documentType: string, bytes: Buffer, type: string, name: string) =>
      fetch(`${t.url}${checkoutCallPath("document")}?documentType=${documentType}&fileName=${encodeURIComponent(name)}`, {
        method: "POST",
        headers: { authorization: `Bearer ${otc.token}`, "x-auth-provider": otc.provider ?? "", "content-type": type },
        body: new Uint8Array(bytes),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

    const wrong = await upload("CI", Buffer.from("not an image"), "image/jpeg", "ci.jpg");
    expect(wrong.status).toBe(400);
    const shop = toShopError({
      url: checkoutCallPath("document"),
      status: 400,
      statusText: "",
      body: wrong.body,
      isJson: true,
      transactionId: null,
    });
    expect(shop).toMatchObject({ service: "DOCUMENT_UPLOAD", code: "400108", dictionaryKey: "wrongDocumentFormat" });

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
    const ci = await upload("CI", jpeg, "image/jpeg", "ci.jpg");
    const rc = await upload("RegistrationCertificate", pdf, "application/pdf", "certificat.pdf");
    expect([ci.status, rc.status]).toEqual([201, 201]);
    expect(readDocument(ci.body)).toMatchObject({ documentType: "CI", name: "ci.jpg", mimeType: "image/jpeg", sizeBytes: jpeg.length });
    expect(readDocument(rc.body)).toMatchObject({ documentType: "RegistrationCertificate", mimeType: "application/pdf" });

    const offers = await t.request("GET", "/products/productOffering?marketSegment.id=EBU&offerType=Device&limit=1");
    await patchCart(t, otc, [add(offers.body[0].id)], EBU_CART);
    const organisation = validateOrganisation({ companyName: "Firma SRL", cui: "8971726", role: "Administrator" });
    if (!organisation.ok) throw new Error(JSON.stringify(organisation.errors));
    const ops = checkoutPatch({
      customerType: "EBU",
      provider: "otc",
      contract: contractData(),
      shipping: { useContractAddress: true },
      organisation: organisation.value,
      uploadedDocuments: ["CI", "RegistrationCertificate"],
      paymentMethod: "CARD",
    });
    const reply = await patchCart(t, otc, ops, EBU_CART);
    expect(reply.status).toBe(200);
    const order = readCheckoutOrder(reply.body);
    const raw = (await t.request("GET", `/product-ordering/productOrder/${order.id}`, { token: otc.token, provider: otc.provider })).body;
    expect(raw.category).toBe("EBU");
    expect(raw.relatedParty).toContainEqual(
      expect.objectContaining({ "@referredType": "Organization", vfCRMRole: "CHOOSER", documentsUploaded: true }),
    );
    expect(raw.document.map((d: any) => d.documentType).sort()).toEqual(["CI", "RegistrationCertificate"]);
  });
});
