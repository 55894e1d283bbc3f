// The checkout/payments/orders/documents client (src/clients/gateway/checkout): paths and headers, answers reshaped at
// the boundary, malformed answers as their own failure, failures read by SPEC §8's service rows. No network: the
// fake adapter of fakeGateway.ts answers.
import { createCheckoutApi, UPLOAD_TIMEOUT_MS } from "../../../src/clients/gateway/checkout";
import {
  alreadyPaidPaymentId,
  checkoutCallPath,
  checkoutFailure,
  readCardInfo,
  readOrder,
  readPayment,
  refusedPaymentId,
  returnAnswerOf,
} from "../../../src/clients/gateway/checkout/answers";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { GATEWAY_TIMEOUT_MS } from "../../../src/clients/gateway/http";
import { decideReturn, startAttempt } from "../../../src/domain/checkout/returnOutcome";
import { fromGatewayError } from "../../../src/domain/errors/shopError";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import type { PaymentRequest } from "../../../src/domain/checkout/paymentRequest";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const anonymous = () => setAnonymousTokens(emptyTokens(), "anonymous", pair("anon"));
const sso = () => setBaseTokens(emptyTokens(), pair("base"));

function api(handler: Handler, tokens: AuthTokens = anonymous(), area: "personal" | "business" = "personal") {
  const gw = fakeGateway(handler);
  const port = memoryPort(tokens, area);
  return { gw, port, checkout: createCheckoutApi(port, { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

const ORDER_ID = "po-1";
const paymentBody: PaymentRequest = {
  type: "Payment",
  "@type": "Payment",
  correlatorId: ORDER_ID,
  paymentItem: [{ item: { id: ORDER_ID, "@referredType": "ProductOrder" } }],
  paymentMethod: { "@type": "TokenizedCard", token: "sbx_card_1" },
  paymentCharacteristic: [{ name: "encrypted_cvv", value: "sbx_ecvv_1" }],
  totalAmount: { unit: "RON", value: 1736.28 },
};

const paymentAnswer = (over: Record<string, unknown> = {}) => ({
  "@type": "Payment",
  id: "pay-1",
  href: "/payments/payment/pay-1",
  status: "pendingAuthorization",
  authorizationCode: null,
  totalAmount: { unit: "RON", value: 1736.28 },
  paymentMethod: { "@type": "TokenizedCard", brand: "VISA", lastFourDigits: "3220" },
  paymentItem: [{ id: "1", item: { id: ORDER_ID, href: "/product-ordering/productOrder/po-1", "@referredType": "ProductOrder" } }],
  paymentCharacteristic: [
    { name: "3ds_redirection_url", value: "http://127.0.0.1:8787/payments/3ds/pay-1" },
    { name: "order_number", value: "CMD-2026-000001" },
    { name: "number_of_installments", value: "1" },
  ],
  somethingNew: { ignored: true },
  ...over,
});

const price = (name: "upfront" | "monthly", unit: string, value: number) => ({
  name,
  priceType: name === "upfront" ? "oneTime" : "recurring",
  price: { taxIncludedAmount: { unit, value } },
});

const orderAnswer = {
  "@type": "ProductOrder",
  id: ORDER_ID,
  externalId: "CMD-2026-000001",
  orderNumber: "CMD-2026-000001",
  state: "pending",
  orderDate: "2026-03-02T09:00:00.000Z",
  paymentMethod: "CARD",
  productOrderItem: [
    {
      id: "1",
      quantity: 1,
      productOffering: { id: "DEV-NORDIA-X5-ALBASTRU", name: "Nordia X5" },
      itemTotalPrice: [price("upfront", "EUR", 349), price("upfront", "RON", 1736.28)],
      productOrderItemRelationship: [],
    },
    {
      id: "2",
      quantity: "2",
      productOffering: { id: "ADDON-X" },
      product: { name: "Opțiune" },
      itemTotalPrice: [price("monthly", "RON", 10)],
      productOrderItemRelationship: [{ id: "1", relationshipType: "bundled" }],
    },
  ],
  orderTotalPrice: [price("upfront", "EUR", 349), price("upfront", "RON", 1736.28), price("monthly", "RON", 10)],
  extra: "ignored",
};

describe("checkout: the cart's PATCH with the SPEC §7 checkout list", () => {
  const ops = [{ op: "replace" as const, path: "/status", value: "SUBMITTED" }];
  const summary = {
    orderData: {
      orderId: ORDER_ID,
      orderNumber: "CMD-2026-000001",
      state: "pending",
      paymentMethod: "CARD",
      orderAmount: { unit: "RON", value: 1736.28 },
    },
    totalData: {},
  };

  it("goes to the area's cart route with the cart's headers; answers the cart and the order it made", async () => {
    const cart = { id: "c-1", status: "SUBMITTED", cartItem: [], summary };
    const { gw, checkout } = api(() => json(cart));
    await expect(checkout.submitCheckout("personal", ops)).resolves.toEqual({
      cart,
      order: { id: ORDER_ID, number: "CMD-2026-000001", state: "pending", paymentMethod: "CARD", amountRon: 1736.28 },
    });
    const call = gw.calls[0]!;
    expect(call).toMatchObject({ method: "PATCH", path: "/cart/shoppingCart", body: ops });
    expect(call.headers.authorization).toBe("Bearer anon-access");
    expect(call.headers["x-auth-provider"]).toBe("anonymous");
    expect(call.headers["x-transaction-id"]).toBeTruthy();
  });

  it("a business checkout goes to the v5 route", async () => {
    const { gw, checkout } = api(() => json({ summary }), setAnonymousTokens(emptyTokens(), "ebuAnonymous", pair("ebu")), "business");
    await checkout.submitCheckout("business", ops);
    expect(gw.calls[0]!.path).toBe("/cart/shoppingCart/v5");
  });

  it("an answer without an order (no summary) is invalid_response, read as a technical failure", async () => {
    const { checkout } = api(() => json({ id: "c-1", cartItem: [], summary: null }));
    const error = await rejection(checkout.submitCheckout("personal", ops));
    expect(error).toMatchObject({ kind: "invalid_response", status: 200, service: "cart", payload: null });
    const shop = fromGatewayError(error, checkoutCallPath("checkout"));
    expect(shop).toMatchObject({ service: "CART", code: "999999", dictionaryKey: "technical" });
  });

  it("a refusal is read by the CART rows (400113 unknown checkout exception, 400114 photo ID)", async () => {
    const { checkout } = api(() => ({ status: 400, data: { "@type": "Error", code: "400114", message: "Lipsesc documentele" } }));
    const failure = checkoutFailure(await rejection(checkout.submitCheckout("business", ops)), "checkout", "business");
    expect(failure).toMatchObject({ url: "/shoppingCart/v5", status: 400, isJson: true });
    expect(fromGatewayError(failure.error, failure.url)).toMatchObject({
      service: "CART",
      code: "400114",
      dictionaryKey: "photoIdNotFound",
    });
  });
});

describe("SPEC §7 POST payment (TMF676)", () => {
  it("posts the body as built to /payments/payment and reshapes the answer (extra fields ignored)", async () => {
    const { gw, checkout } = api(() => json(paymentAnswer(), 201));
    const payment = await checkout.createPayment(paymentBody, null);
    expect(payment).toEqual({
      id: "pay-1",
      status: "pendingAuthorization",
      orderId: ORDER_ID,
      orderNumber: "CMD-2026-000001",
      redirectUrl: "http://127.0.0.1:8787/payments/3ds/pay-1",
      installments: 1,
      amountRon: 1736.28,
      errorCode: null,
      errorMessage: null,
      repeated: false,
    });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/payments/payment", body: paymentBody });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer anon-access");
  });

  it("issue 24: the bot-check token for the payment action travels in the body as SPEC §7 names it; none without a token", async () => {
    const { gw, checkout } = api(() => json(paymentAnswer(), 201));
    await checkout.createPayment(paymentBody, { token: "bot-1", action: "checkoutPayment" });
    expect(gw.calls[0]!.body).toEqual({ ...paymentBody, "g-recaptcha-response": "bot-1", "g-recaptcha-action": "checkoutPayment" });
    await checkout.createPayment(paymentBody, null);
    expect(gw.calls[1]!.body).toEqual(paymentBody);
  });

  it("the same open payment answered again (double click, reload) is marked repeated", async () => {
    const { checkout } = api(() => json(paymentAnswer(), 200));
    await expect(checkout.createPayment(paymentBody, null)).resolves.toMatchObject({ id: "pay-1", repeated: true });
  });

  it("a redirection that is not a web address is no redirection", () => {
    const p = readPayment(paymentAnswer({ paymentCharacteristic: [{ name: "3ds_redirection_url", value: "javascript:alert(1)" }] }));
    expect(p.redirectUrl).toBeNull();
  });

  it.each([
    ["null", null],
    ["HTML", "<html>"],
    ["a list", []],
    ["no status", { id: "pay-1" }],
    ["no id", { status: "captured" }],
    ["characteristics not a list", paymentAnswer({ paymentCharacteristic: "x" })],
  ])("a malformed answer (%s) is invalid_response, not a crash", async (_label, body) => {
    const { checkout } = api(() => json(body, 201));
    expect(await rejection(checkout.createPayment(paymentBody, null))).toMatchObject({ kind: "invalid_response", service: "payments" });
  });

  it.each([
    ["4005", "paymentNotRegistered"],
    ["4001", "invalidUserInfo"],
    ["FRAUD_AND_PREVENTEL", "paymentFraud"],
    ["40011", "paymentNotRegistered"],
  ])("a refusal %s is read by the PAYMENT row %s; the recorded attempt is named", async (code, key) => {
    const { checkout } = api(() => ({
      status: 400,
      data: {
        "@type": "Error",
        code,
        reason: "x",
        message: "Plata a fost refuzată",
        status: "400",
        referenceError: "/payments/payment/pay-9",
      },
    }));
    const error = await rejection(checkout.createPayment(paymentBody, null));
    const failure = checkoutFailure(error, "payment");
    expect(failure).toMatchObject({ url: "/payments/payment", status: 400, isJson: true });
    expect(fromGatewayError(failure.error, failure.url)).toMatchObject({ service: "PAYMENT", code, dictionaryKey: key });
    expect(refusedPaymentId(error)).toBe("pay-9");
    expect(alreadyPaidPaymentId(error)).toBeNull();
  });

  it("a paid order (409 400110) names the captured payment: read it, never pay again", async () => {
    const { checkout } = api(() => ({
      status: 409,
      data: { "@type": "Error", code: "400110", message: "Comanda există deja", status: "409", referenceError: "/payments/payment/pay-1" },
    }));
    const error = await rejection(checkout.createPayment(paymentBody, null));
    expect(alreadyPaidPaymentId(error)).toBe("pay-1");
  });

  it("no answer is the network row; the payment is not retried", async () => {
    const { gw, checkout } = api(() => ({ network: true }));
    const error = await rejection(checkout.createPayment(paymentBody, null));
    expect(gw.calls).toHaveLength(1);
    expect(fromGatewayError(error, checkoutCallPath("payment"))).toMatchObject({ status: 0, dictionaryKey: "network" });
  });
});

describe("GET payment for the 3-D Secure return page", () => {
  it("reads the payment with the return address's signature, id encoded", async () => {
    const { gw, checkout } = api(() => json(paymentAnswer({ status: "captured" })));
    await expect(checkout.getPayment("pay/1", "s+g")).resolves.toMatchObject({ status: "captured", orderNumber: "CMD-2026-000001" });
    expect(gw.calls[0]!.path).toBe("/payments/payment/pay%2F1?sig=s%2Bg");
  });

  it("a denied payment carries its catalogue code", () => {
    const p = readPayment(
      paymentAnswer({ status: "denied", error: { "@type": "Error", code: "4007", message: "Respinsă", status: "400" } }),
    );
    expect(p).toMatchObject({ status: "denied", errorCode: "4007", errorMessage: "Respinsă" });
  });

  it.each([
    [
      "captured",
      { status: 200, data: paymentAnswer({ status: "captured" }) },
      { kind: "status", status: "captured", orderNumber: "CMD-2026-000001" },
    ],
    ["404", { status: 404, data: { code: "Not found", message: "x" } }, { kind: "notFound" }],
    ["403", { status: 403, data: { code: "x" } }, { kind: "notFound" }],
    ["500", { status: 500, data: { code: "5000" } }, { kind: "unreachable" }],
    ["no answer", { network: true as const }, { kind: "unreachable" }],
    ["malformed", { status: 200, data: { nothing: 1 } }, { kind: "unreachable" }],
  ])("paymentForReturn: %s → %j (never rejects)", async (_label, reply, answer) => {
    const { checkout } = api(() => reply);
    await expect(checkout.paymentForReturn("pay-1", null)).resolves.toMatchObject(answer);
  });

  it("a session that ended during the challenge (401, refresh fails) → sign in and come back", async () => {
    const { checkout } = api(() => ({ status: 401, data: { code: "invalid_token" } }), sso());
    const answer = await checkout.paymentForReturn("pay-1", "sig");
    expect(answer).toEqual({ kind: "sessionLost" });
    const query = new URLSearchParams("retur3ds=1&paymentId=pay-1&sig=sig");
    // This tab's attempt: the session lost during the challenge sends to sign-in and back (issue 24: only its own).
    const stored = { orderId: ORDER_ID, paymentId: "pay-1", orderNumber: null, inFlight: true, settled: null };
    expect(decideReturn({ query, stored, gateway: answer, currentPath: "/checkout?retur3ds=1" })).toEqual({
      kind: "signIn",
      returnTo: "/checkout?retur3ds=1",
    });
  });

  it("an approved payment read on return → approved with its order number", () => {
    const gateway = returnAnswerOf({ payment: readPayment(paymentAnswer({ status: "captured" })) });
    const query = new URLSearchParams("retur3ds=1&paymentId=pay-1");
    expect(decideReturn({ query, stored: startAttempt(ORDER_ID, "pay-1", null), gateway, currentPath: "/checkout" })).toMatchObject({
      kind: "approved",
      orderNumber: "CMD-2026-000001",
    });
  });
});

describe("card info (installments)", () => {
  it("asks by the hosted form's token and keeps the offer sorted with 1 always in", async () => {
    const { gw, checkout } = api(() =>
      json({
        brand: "VISA",
        lastFourDigits: "4242",
        expirationDate: "12/2029",
        installments: [12, 3, 6],
        installmentsAvailable: true,
        used: false,
      }),
    );
    await expect(checkout.cardInfo("sbx_card_1")).resolves.toEqual({
      brand: "VISA",
      lastFour: "4242",
      expiry: "12/2029",
      installments: [1, 3, 6, 12],
      used: false,
    });
    expect(gw.calls[0]!.path).toBe("/payments/cardInfo?token=sbx_card_1");
  });

  it("an unknown token (404 4004) is a PAYMENT row; a malformed offer is invalid_response", async () => {
    const { checkout } = api(() => ({ status: 404, data: { code: "4004", message: "Card necunoscut" } }));
    const failure = checkoutFailure(await rejection(checkout.cardInfo("x")), "cardInfo");
    expect(failure.url).toBe("/payments/cardInfo");
    expect(fromGatewayError(failure.error, failure.url)).toMatchObject({ service: "PAYMENT", code: "4004" });
    expect(() => readCardInfo({ installments: ["a"] })).toThrow(GatewayError);
  });
});

describe("document upload (CI, RegistrationCertificate)", () => {
  const docAnswer = {
    "@type": "Document",
    id: "doc-1",
    documentType: "CI",
    attachment: { name: "ci.jpg", mimeType: "image/jpeg", size: { amount: 3, units: "bytes" } },
    sha256: "abc",
    creationDate: "2026-03-02T09:00:00.000Z",
  };

  it("sends the file as the body with its own type, the document type and name in the query, a longer timeout", async () => {
    const { gw, checkout } = api(() => json(docAnswer, 201));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "ci.jpg", { type: "image/jpeg" });
    await expect(checkout.uploadDocument("CI", file)).resolves.toEqual({
      id: "doc-1",
      documentType: "CI",
      name: "ci.jpg",
      mimeType: "image/jpeg",
      sizeBytes: 3,
      createdAt: "2026-03-02T09:00:00.000Z",
    });
    const call = gw.calls[0]!;
    expect(call).toMatchObject({ method: "POST", path: "/document-upload/document?documentType=CI&fileName=ci.jpg" });
    expect(call.headers["content-type"]).toBe("image/jpeg");
    expect(call.body).toBe(file);
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(GATEWAY_TIMEOUT_MS);
  });

  it("a Blob without a type or name goes as octet-stream named after its type", async () => {
    const { gw, checkout } = api(() => json({ ...docAnswer, documentType: "RegistrationCertificate" }, 201));
    await checkout.uploadDocument("RegistrationCertificate", new Blob([new Uint8Array([1])]));
    expect(gw.calls[0]!.path).toBe("/document-upload/document?documentType=RegistrationCertificate&fileName=RegistrationCertificate");
    expect(gw.calls[0]!.headers["content-type"]).toBe("application/octet-stream");
  });

  it.each([
    [400, "400108", "wrongDocumentFormat"],
    [400, "400109", "uploadRetryFile"],
    [400, "400104", "documentUploadFailed"],
    [413, "413001", "documentNotAccepted"],
  ])("%i %s is read by the DOCUMENT UPLOAD row %s", async (status, code, key) => {
    const { checkout } = api(() => ({ status, data: { "@type": "Error", code, message: "x", status: String(status) } }));
    const failure = checkoutFailure(await rejection(checkout.uploadDocument("CI", new Blob(["x"], { type: "text/plain" }))), "document");
    expect(failure.url).toBe("/document-upload/document");
    expect(fromGatewayError(failure.error, failure.url)).toMatchObject({ service: "DOCUMENT_UPLOAD", code, dictionaryKey: key });
  });

  it("lists the caller's documents", async () => {
    const { gw, checkout } = api(() => json([docAnswer]));
    await expect(checkout.listDocuments()).resolves.toEqual([expect.objectContaining({ id: "doc-1", documentType: "CI" })]);
    expect(gw.calls[0]!.path).toBe("/document-upload/document");
  });
});

describe("product orders (TMF622)", () => {
  it("reads one order: number, state, items with prices, totals; unknown fields ignored", async () => {
    const { gw, checkout } = api(() => json(orderAnswer));
    await expect(checkout.getOrder(ORDER_ID)).resolves.toEqual({
      id: ORDER_ID,
      number: "CMD-2026-000001",
      state: "pending",
      date: "2026-03-02T09:00:00.000Z",
      paymentMethod: "CARD",
      items: [
        {
          id: "1",
          offeringId: "DEV-NORDIA-X5-ALBASTRU",
          name: "Nordia X5",
          quantity: 1,
          parentId: null,
          upfrontRon: 1736.28,
          monthlyRon: null,
        },
        { id: "2", offeringId: "ADDON-X", name: "Opțiune", quantity: 2, parentId: "1", upfrontRon: null, monthlyRon: 10 },
      ],
      totals: { upfrontRon: 1736.28, monthlyRon: 10 },
    });
    expect(gw.calls[0]!.path).toBe("/product-ordering/productOrder/po-1");
  });

  it("lists with the SPEC §7 filters", async () => {
    const { gw, checkout } = api(() => json([orderAnswer]), sso());
    const list = await checkout.listOrders({ states: ["inProgress", "acknowledged", "pending"], channel: "Online", subscriberId: "S1" });
    expect(list.map((o) => o.number)).toEqual(["CMD-2026-000001"]);
    expect(gw.calls[0]!.path).toBe(
      "/product-ordering/productOrder?state=inProgress,acknowledged,pending&channel.id=Online&relatedParty.id=S1",
    );
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it("an order without a number falls back to its external id, then its id", () => {
    expect(readOrder({ ...orderAnswer, orderNumber: null }).number).toBe("CMD-2026-000001");
    expect(readOrder({ id: "po-2", state: "pending" })).toMatchObject({ number: "po-2", items: [], totals: { upfrontRon: null } });
  });

  it.each([{ orders: [] }, [{ id: "po-1" }], "<html>"])("a malformed list (%j) is invalid_response", async (body) => {
    const { checkout } = api(() => json(body));
    expect(await rejection(checkout.listOrders())).toMatchObject({ kind: "invalid_response", service: "productOrdering" });
  });

  it("someone else's or an unknown order (404 404000) is the ORDER HISTORY ribbon with the server's text", async () => {
    const { checkout } = api(() => ({ status: 404, data: { code: "404000", message: "Comanda po-x nu există" } }));
    const failure = checkoutFailure(await rejection(checkout.getOrder("po-x")), "productOrder");
    expect(failure.url).toBe("/product-ordering/productOrder");
    expect(fromGatewayError(failure.error, failure.url)).toMatchObject({
      service: "ORDER_HISTORY",
      code: "404000",
      showServerText: true,
      message: "Comanda po-x nu există",
    });
  });
});
