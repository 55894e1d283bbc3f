import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { GatewayError, isGatewayError, toGatewayError, transactionIdOf } from "../../../src/clients/gateway/errors";

function axiosError(status: number | null, data?: unknown, headers: Record<string, string> = {}, statusText = "", code?: string) {
  const config = { headers: new AxiosHeaders(headers) } as InternalAxiosRequestConfig;
  const response = status === null ? undefined : ({ status, statusText, data, headers: {}, config } as AxiosResponse);
  return new AxiosError(
    status === null
      ? code === "ECONNABORTED"
        ? "timeout of 20000ms exceeded"
        : "Network Error"
      : `Request failed with status code ${status}`,
    code,
    config,
    {},
    response,
  );
}

describe("SPEC §3 error object and SPEC §8 mapping: toGatewayError", () => {
  it("JSON body: code from code, message from errMsg, payload and status kept", () => {
    const body = { code: 400110, message: "Sandbox fault 400110", errMsg: "Comanda există deja" };
    const e = toGatewayError(axiosError(400, body), "cart");
    expect(e).toBeInstanceOf(GatewayError);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ kind: "http", status: 400, code: 400110, message: "Comanda există deja", payload: body, service: "cart" });
  });
  it("errorCode when there is no code; message when there is no errMsg", () => {
    expect(toGatewayError(axiosError(500, { errorCode: "GenericError", message: "boom" }))).toMatchObject({
      code: "GenericError",
      message: "boom",
    });
  });
  it("a non-JSON failure gives kind http with the status text", () => {
    const e = toGatewayError(axiosError(502, "<html>Bad gateway</html>", {}, "Bad Gateway"));
    expect(e).toMatchObject({ kind: "http", status: 502, message: "Bad Gateway", code: null, payload: "<html>Bad gateway</html>" });
  });
  it("401 → kind unauthorized", () => {
    expect(toGatewayError(axiosError(401, { code: "token_expired" }))).toMatchObject({ kind: "unauthorized", code: "token_expired" });
  });
  it("no answer → network (status 0); a timeout → timeout", () => {
    expect(toGatewayError(axiosError(null, undefined, {}, "", "ERR_NETWORK"))).toMatchObject({ kind: "network", status: 0 });
    expect(toGatewayError(axiosError(null, undefined, {}, "", "ECONNABORTED"))).toMatchObject({ kind: "timeout", status: 0 });
    expect(toGatewayError(axiosError(null, undefined, {}, "", "ETIMEDOUT"))).toMatchObject({ kind: "timeout" });
  });
  it("transactionId from the request's trace-transaction-id header (else the X-Transaction-Id)", () => {
    expect(toGatewayError(axiosError(500, {}, { "trace-transaction-id": "tr-1", "X-Transaction-Id": "tx-1" })).transactionId).toBe("tr-1");
    expect(toGatewayError(axiosError(500, {}, { "X-Transaction-Id": "tx-1" })).transactionId).toBe("tx-1");
    expect(toGatewayError(axiosError(500, {})).transactionId).toBeNull();
    expect(transactionIdOf({ "Trace-Transaction-Id": "plain" })).toBe("plain");
  });
  it("a GatewayError passes through; anything else becomes a network error", () => {
    const g = new GatewayError({ kind: "rejected", message: "x", code: "sms_blocked" });
    expect(toGatewayError(g)).toBe(g);
    expect(isGatewayError(g)).toBe(true);
    expect(toGatewayError(new TypeError("oops"))).toMatchObject({ kind: "network", message: "oops" });
    expect(toGatewayError("weird")).toMatchObject({ kind: "network", message: "weird" });
  });
  it("defaults: status 0, nulls", () => {
    expect(new GatewayError({ kind: "network", message: "m" })).toMatchObject({
      status: 0,
      payload: null,
      transactionId: null,
      code: null,
      service: null,
      name: "GatewayError",
    });
  });
});
