// SPEC §8 ORDER HISTORY on the orders page: "404000 ribbon with server text. Default: 999999 generic ribbon"; and
// PAYMENT "5000 order history internal error" for an order-history call answering 5000.
import { orderHistoryError } from "../../../src/domain/orders/orderErrors";

const gatewayError = (status: number, payload: unknown, kind = "http") => ({
  kind,
  status,
  payload,
  message: `status ${status}`,
  transactionId: "tx-1",
});

describe("SPEC §8 ORDER HISTORY", () => {
  it("404000: the ribbon with the server's text", () => {
    const e = orderHistoryError(gatewayError(404, { code: "404000", message: "Comanda po-x nu a fost găsită.", status: "404" }));
    expect(e).toMatchObject({
      service: "ORDER_HISTORY",
      code: "404000",
      variant: "RIBBON",
      dictionaryKey: "orderNotFound",
      showServerText: true,
      message: "Comanda po-x nu a fost găsită.",
      transactionId: "tx-1",
    });
  });

  it("Default: 999999 generic ribbon for any other code, a 500 without a code, or no answer", () => {
    for (const e of [
      gatewayError(500, { code: "internal_error", message: "boom" }),
      gatewayError(500, { message: "boom" }),
      gatewayError(503, "<html>Bad gateway</html>"),
      gatewayError(0, null, "network"),
    ]) {
      expect(orderHistoryError(e)).toMatchObject({ service: "ORDER_HISTORY", code: "999999", variant: "RIBBON", showServerText: false });
    }
    expect(orderHistoryError(gatewayError(500, { code: "internal_error" })).dictionaryKey).toBe("generic");
  });

  it("PAYMENT 5000 order history internal error: a 5000 from the order history is that ribbon, not the generic one", () => {
    for (const code of ["5000", 5000]) {
      expect(orderHistoryError(gatewayError(500, { code, message: "history down" }))).toMatchObject({
        code: "5000",
        variant: "RIBBON",
        dictionaryKey: "orderHistoryInternal",
        message: "history down",
        transactionId: "tx-1",
      });
    }
  });

  it("something that is not a gateway error is the generic ribbon, never a raw error", () => {
    for (const e of [new Error("render failed"), "oops", null, undefined, { status: "500" }]) {
      expect(orderHistoryError(e)).toMatchObject({ code: "999999", variant: "RIBBON", dictionaryKey: "generic" });
    }
  });
});
