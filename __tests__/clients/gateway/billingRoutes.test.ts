// What the billing clients add to a request (src/clients/gateway/billing/routes.ts): the closed-account header only for
// a named BAN and the redirect field only when given; and the call helpers every gateway client uses
// (src/clients/gateway/guarded.ts): a response header read through axios's headers.get or by case-insensitive name, and
// a guarded call's failure as a GatewayError of the service.
import type { AxiosResponse } from "axios";
import { AxiosHeaders } from "axios";
import { CLOSED_ACCOUNT_HEADER, closedHeaders, withRedirect } from "../../../src/clients/gateway/billing/routes";
import { guarded, headerOf } from "../../../src/clients/gateway/guarded";
import { GatewayError } from "../../../src/clients/gateway/errors";

const response = (headers: unknown) => ({ data: null, status: 200, statusText: "OK", headers, config: {} }) as unknown as AxiosResponse;

describe("closedHeaders", () => {
  it("names the closed BAN, trimmed", () => {
    expect(closedHeaders({ closedBan: " 123456789 " })).toEqual({ [CLOSED_ACCOUNT_HEADER]: "123456789" });
  });

  it.each([undefined, {}, { closedBan: null }, { closedBan: "" }, { closedBan: "   " }])(
    "sends no header without a BAN (%p)",
    (options) => {
      expect(closedHeaders(options)).toEqual({});
    },
  );
});

describe("headerOf", () => {
  it("reads axios headers through get, whatever the case", () => {
    const headers = new AxiosHeaders({ "Content-Type": "application/pdf", "X-Total-Count": "42" });
    expect(headerOf(response(headers), "content-type")).toBe("application/pdf");
    expect(headerOf(response(headers), "x-total-count")).toBe("42");
  });

  it("falls back to the plain keys when get answers nothing", () => {
    const headers = { get: () => undefined, "X-Total-Count": "7" };
    expect(headerOf(response(headers), "x-total-count")).toBe("7");
  });

  it("reads a plain object by case-insensitive name", () => {
    expect(headerOf(response({ "Content-Disposition": 'attachment; filename="a.pdf"' }), "content-disposition")).toBe(
      'attachment; filename="a.pdf"',
    );
    expect(headerOf(response({ "x-total-count": 3 }), "X-Total-Count")).toBe(3);
  });

  it("is undefined when the header is absent or there are no headers", () => {
    expect(headerOf(response({ "content-type": "application/json" }), "x-total-count")).toBeUndefined();
    expect(headerOf(response(new AxiosHeaders()), "x-total-count")).toBeUndefined();
    expect(headerOf(response(undefined), "x-total-count")).toBeUndefined();
  });
});

describe("withRedirect", () => {
  it("adds redirectTo only when given", () => {
    expect(withRedirect("https://example.test/back")).toEqual({ redirectTo: "https://example.test/back" });
    expect(withRedirect(null)).toEqual({});
    expect(withRedirect(undefined)).toEqual({});
    expect(withRedirect("")).toEqual({});
  });
});

describe("guarded", () => {
  it("answers the call's value", async () => {
    await expect(guarded("ebill", async () => 5)).resolves.toBe(5);
  });

  it("rejects a failure as a GatewayError of the service", async () => {
    const error = await guarded("topUp", async () => {
      throw new Error("boom");
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: "network", service: "topUp", message: "boom" });
  });
});
