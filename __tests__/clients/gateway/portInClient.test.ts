// The port-in client (src/clients/gateway/portInClient.ts) against a fake gateway: docs/portin-address-contract.md
// paths under /dxl-port-in, the visitor's token sent, the send-SMS bot-check fields (SPEC §7), 200 + errorCode as a
// rejected GatewayError with that code (SPEC §8), failure statuses with the TMF body's code, answers read by the domain.
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createPortInApi } from "../../../src/clients/gateway/portInClient";
import { emptyTokens, setBaseTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Reply, type Seen } from "./fakeGateway";

function api(handler: (req: Seen) => Reply) {
  const gw = fakeGateway(handler);
  const port = memoryPort(setBaseTokens(emptyTokens(), pair("base")), "personal");
  return { gw, portIn: createPortInApi(port, { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

const ORDER = {
  id: "PI-7001",
  state: "acknowledged",
  portIn: { msisdn: "0745100001", portingDate: "2026-03-05", asap: true, portingWindow: null },
  rejectionReason: null,
};

describe("SPEC §7 port-in client", () => {
  it("operators, portability and the order under /dxl-port-in with the caller's token", async () => {
    const { gw, portIn } = api((req) => {
      if (req.path.startsWith("/dxl-port-in/operators"))
        return json({
          operators: [{ id: "ORANGE", name: "Orange România" }],
          portingWindow: { requestDay: "2026-03-02", earliest: "2026-03-05", latest: "2026-04-06" },
        });
      if (req.path.startsWith("/dxl-port-in/portability"))
        return json({ msisdn: "0745100001", portable: true, donorOperator: { id: "ORANGE" } });
      return json(ORDER, req.method === "POST" ? 201 : 200);
    });
    expect((await portIn.operators()).window).toEqual({ earliest: "2026-03-05", latest: "2026-04-06" });
    expect(await portIn.portability("0745100001")).toEqual({ donorOperator: "ORANGE" });
    expect((await portIn.createOrder({ productOrderItem: [] })).id).toBe("PI-7001");
    expect((await portIn.order("PI-7001")).state).toBe("acknowledged");
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /dxl-port-in/operators",
      "GET /dxl-port-in/portability?msisdn=0745100001",
      "POST /dxl-port-in/productOrder",
      "GET /dxl-port-in/productOrder/PI-7001",
    ]);
    expect(gw.calls[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it("SPEC §7 send-SMS: payload msisdn with g-recaptcha-response and action otcSendValidationSms; resendTimestamp read", async () => {
    const { gw, portIn } = api(() =>
      json({ errorCode: "no_error", payload: { msisdn: "0745100001", resendTimestamp: "2026-03-02T09:01:00.000Z" } }),
    );
    expect(await portIn.sendValidationSms("0745100001", { token: "bot", action: "otcSendValidationSms" })).toEqual({
      resendTimestamp: "2026-03-02T09:01:00.000Z",
    });
    expect(gw.calls[0]?.body).toEqual({
      payload: { msisdn: "0745100001" },
      "g-recaptcha-response": "bot",
      "g-recaptcha-action": "otcSendValidationSms",
    });
  });

  it("SPEC §8 codes: 200 with errorCode rejects with that code; a 409 carries the TMF body's code", async () => {
    const sms = api(() => json({ errorCode: "sms_blocked", payload: null }));
    const blocked = await rejection(sms.portIn.sendValidationSms("0745100001", null));
    expect([blocked.kind, blocked.code]).toEqual(["rejected", "sms_blocked"]);
    const code = api(() => json({ errorCode: "code_expired", payload: null }));
    expect((await rejection(code.portIn.validateSms("0745100001", "123456"))).code).toBe("code_expired");
    const ours = api(() =>
      json({ "@type": "Error", code: "number_already_ours", reason: "alreadyOurNumber", message: "…", status: "409" }, 409),
    );
    const e = await rejection(ours.portIn.portability("0722000101"));
    expect([e.kind, e.status, e.code, e.service]).toEqual(["http", 409, "number_already_ours", "portIn"]);
  });

  it("the caller's port-in orders (self-care): GET /dxl-port-in/productOrder, each read by the domain; not a list is malformed", async () => {
    const rejected = { ...ORDER, id: "PI-7002", state: "rejected", rejectionReason: { code: "identityMismatch" } };
    const { gw, portIn } = api(() => json([rejected, ORDER]));
    const orders = await portIn.orders();
    expect(gw.calls.map((c) => c.path)).toEqual(["/dxl-port-in/productOrder"]);
    expect(orders.map((o) => [o.id, o.state, o.refusal?.code ?? null])).toEqual([
      ["PI-7002", "rejected", "identityMismatch"],
      ["PI-7001", "acknowledged", null],
    ]);
    const odd = api(() => json({ orders: [] }));
    expect((await rejection(odd.portIn.orders())).kind).toBe("invalid_response");
  });

  it("a validation without a token or an order without a state is a malformed answer", async () => {
    const v = api(() => json({ errorCode: "no_error", payload: {} }));
    expect((await rejection(v.portIn.validateSms("0745100001", "123456"))).kind).toBe("invalid_response");
    const o = api(() => json({ id: "PI-1" }));
    expect((await rejection(o.portIn.order("PI-1"))).kind).toBe("invalid_response");
  });
});

describe("ANCOM a7 port-in cancellation (TMF622 cancelProductOrder)", () => {
  it("POST /dxl-port-in/cancelProductOrder {productOrder:{id}} with the caller's token; 201 done gives the cancellation id", async () => {
    const { gw, portIn } = api(() =>
      json({ id: "CPO-8001", state: "done", productOrder: { id: "PI-7001" }, effectiveCancellationDate: "2026-03-02T11:00:00+02:00" }, 201),
    );
    expect(await portIn.cancel("PI-7001")).toEqual({ cancellationId: "CPO-8001" });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /dxl-port-in/cancelProductOrder"]);
    expect(gw.calls[0]?.body).toEqual({ productOrder: { id: "PI-7001" } });
    expect(gw.calls[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it("409 port_in_not_cancellable carries the TMF body's code; an answer that is not a done cancellation is malformed", async () => {
    const late = api(() =>
      json({ "@type": "Error", code: "port_in_not_cancellable", reason: "tooLate", message: "…", status: "409" }, 409),
    );
    const e = await rejection(late.portIn.cancel("PI-7001"));
    expect([e.kind, e.status, e.code]).toEqual(["http", 409, "port_in_not_cancellable"]);
    const odd = api(() => json({ id: "CPO-1", state: "assessingCancellation" }, 201));
    expect((await rejection(odd.portIn.cancel("PI-7001"))).kind).toBe("invalid_response");
  });
});
