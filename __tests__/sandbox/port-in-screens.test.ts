// Issue 28 step 3 additions to the port-in back end (/tmp/issue28/contract-portin-screens.md): a cart add with flow MNP
// needs the caller's validated, unexpired port-in token (cart/portInFlow.ts, SPEC §8 400300); a port-in order may name
// the paid shop order it belongs to (relatedOrderNumber: the caller's and paid, else 404/409); the sandbox's
// fast-forward lever moves an order acknowledged → inProgress → completed (or rejected) at once.
import { add, anonymous, CBU_CART, expectCartError, itemOf, charOf, patchCart, type Session } from "./cart-helpers";
import { checkoutOps } from "./order-helpers";
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const P = "/dxl-port-in";
const PLAN = "PLAN-CBU-SMART-15";
const mnp = () => add(PLAN, { offerType: "MobileService", chars: { flow: "MNP" } });

describe("port-in for the shop's screens (issue 28 step 3)", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  });
  afterAll(() => t.close());

  const call = <T = any>(who: Session, method: string, path: string, body?: unknown): Promise<Reply<T>> =>
    t.request<T>(method, P + path, { token: who.token, provider: who.provider, body });

  async function portInToken(who: Session, msisdn: string): Promise<string> {
    const sent = await call(who, "POST", "/portIn/sendValidationSms", {
      payload: { msisdn },
      "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
      "g-recaptcha-action": "otcSendValidationSms",
    });
    expect(sent.body.errorCode).toBe("no_error");
    const code = (await t.request("GET", `/sandbox/outbox?to=${msisdn}`)).body.messages[0].code;
    const v = await call(who, "POST", "/portIn/validateSms", { payload: { msisdn, code } });
    expect(v.body.errorCode).toBe("no_error");
    return v.body.payload.portInToken;
  }

  const portIn = (who: Session, msisdn: string, iccid: string, token: string, extra: Record<string, unknown> = {}) =>
    call(who, "POST", "/productOrder", {
      productOrderItem: [
        {
          action: "add",
          productOffering: { id: PLAN },
          product: {
            productCharacteristic: Object.entries({
              msisdnToPort: msisdn,
              donorOperator: msisdn.startsWith("077") ? "DIGI" : "ORANGE",
              donorSubscriptionType: "prepaid",
              iccid,
              requestedPortingDate: "asap",
              acceptProvisionalNumber: false,
              portInToken: token,
              ...extra,
            }).map(([name, value]) => ({ name, value })),
          },
        },
      ],
    });

  /** A cart with the plan (flow MNP), checked out cash on delivery (acknowledged at once) or by card (pending). */
  async function shopOrder(who: Session, card: boolean): Promise<string> {
    expect((await patchCart(t, who, [mnp()])).status).toBe(200);
    const r = await patchCart(t, who, checkoutOps({ card }));
    expect(r.status).toBe(200);
    return r.body.summary.orderData.orderNumber;
  }

  it("SPEC §8 400300: the cart refuses a plan with flow MNP until the caller validated a number by SMS; then it keeps flow MNP", async () => {
    const visitor = await anonymous(t);
    expectCartError(await patchCart(t, visitor, [mnp()]), 400, "400300");
    expect((await patchCart(t, visitor, [mnp()])).body.reason).toBe("port_in_not_validated");
    // Someone else's token is not the caller's.
    const other = await anonymous(t);
    await portInToken(other, "0766200001");
    expectCartError(await patchCart(t, visitor, [mnp()]), 400, "400300");

    await portInToken(visitor, "0766200002");
    const ok = await patchCart(t, visitor, [mnp()]);
    expect(ok.status).toBe(200);
    expect(charOf(itemOf(ok.body, PLAN), "flow")).toBe("MNP");
    // An ordinary add (flow ACQ) is not checked.
    expect((await patchCart(t, await anonymous(t), [add(PLAN, { offerType: "MobileService" })])).status).toBe(200);
  });

  it("SPEC §8 400300: an expired port-in token (30 minutes) no longer allows the MNP add", async () => {
    const visitor = await anonymous(t);
    await portInToken(visitor, "0751400001");
    t.clock.advance(31 * 60 * 1000);
    expectCartError(await patchCart(t, visitor, [mnp()], CBU_CART), 400, "400300");
  });

  it("relatedOrderNumber: unknown or someone else's order 404, an unpaid (card, pending) one 409; a paid one is kept on the port", async () => {
    const visitor = await anonymous(t);
    const token = await portInToken(visitor, "0745100001");
    const other = await anonymous(t);
    await portInToken(other, "0770300001");
    const othersOrder = await shopOrder(other, false);
    const unpaid = await shopOrder(visitor, true);

    const status = (r: Reply) => [r.status, r.body.code];
    expect(status(await portIn(visitor, "0745100001", "8940100000000000016", token, { relatedOrderNumber: "CMD-2026-999999" }))).toEqual([
      404,
      "related_order_not_found",
    ]);
    expect(status(await portIn(visitor, "0745100001", "8940100000000000016", token, { relatedOrderNumber: othersOrder }))).toEqual([
      404,
      "related_order_not_found",
    ]);
    expect(status(await portIn(visitor, "0745100001", "8940100000000000016", token, { relatedOrderNumber: unpaid }))).toEqual([
      409,
      "related_order_not_paid",
    ]);

    // The refusals did not spend the token: the same token files the port for a paid (cash on delivery) order.
    const buyer = await anonymous(t);
    const buyerToken = await portInToken(buyer, "0770300093");
    const paid = await shopOrder(buyer, false);
    const r = await portIn(buyer, "0770300093", "8940300000000000931", buyerToken, { relatedOrderNumber: paid });
    expect(r.status).toBe(201);
    expect(r.body.productOrderItem[0].product.productCharacteristic).toContainEqual({
      name: "relatedOrderNumber",
      valueType: "string",
      value: paid,
    });
    // The refusals spent nothing: the caller's token still files a port (without a related order).
    expect((await portIn(visitor, "0745100001", "8940100000000000016", token)).status).toBe(201);
  });

  it("POST /sandbox/port-in/{id}/fast-forward: acknowledged → inProgress → completed now; a donor refusal → rejected with its reason", async () => {
    const visitor = await anonymous(t);
    const ok = await portIn(visitor, "0766200001", "89403000000000000109", await portInToken(visitor, "0766200001"), {
      donorOperator: "TELEKOM",
    });
    expect(ok.status).toBe(201);
    const ff = (id: string) => t.request("POST", `/sandbox/port-in/${id}/fast-forward`);
    expect((await ff(ok.body.id)).body.state).toBe("inProgress");
    const done = await ff(ok.body.id);
    expect(done.body.state).toBe("completed");
    expect((await call(visitor, "GET", `/productOrder/${ok.body.id}`)).body.stateChange.map((s: { state: string }) => s.state)).toEqual([
      "acknowledged",
      "inProgress",
      "completed",
    ]);
    expect((await ff(ok.body.id)).body.state).toBe("completed");

    const refusedBy = await anonymous(t);
    const r = await portIn(refusedBy, "0766200092", "8940100000000000925", await portInToken(refusedBy, "0766200092"), {
      donorOperator: "TELEKOM",
    });
    expect(r.status).toBe(201);
    const rejected = await ff(r.body.id);
    expect(rejected.body).toMatchObject({ state: "rejected", rejectionReason: { code: "identityMismatch" }, expectedCompletionDate: null });
    expect((await ff(r.body.id)).body.state).toBe("rejected");
    expect((await t.request("POST", "/sandbox/port-in/PI-0/fast-forward")).status).toBe(404);
  });
});
