// The bill list's client (src/clients/gateway/billing/billListClient.ts): THE GET ebill /customerBill, which the
// dashboard and the bill pages both ask through. Its answer is read by the domain's mapBills (SPEC §3 bills).
import { GatewayError } from "../../../src/clients/gateway/errors";
import { createBillListApi } from "../../../src/clients/gateway/billing/billListClient";
import { mapBills } from "../../../src/domain/billing/bills";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const sso = () => setBaseTokens(emptyTokens(), pair("base"));

function apis(handler: Handler, state: AuthTokens = sso()) {
  const gw = fakeGateway(handler);
  const port = memoryPort(state, "personal");
  port.segment = "RESIDENTIAL";
  return { gw, port, billing: createBillListApi(port, { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 Bills and payments: GET ebill /customerBill?banId={ban}", () => {
  it("asks for the BAN's bills with the signed-in token and the ebill headers; the list comes back mapped by mapBills", async () => {
    const bills = [{ id: "1000001012605" }, { id: "1000001012604" }];
    const { gw, billing } = apis(() => json(bills));
    await expect(billing.customerBills("100000101")).resolves.toEqual(mapBills(bills));
    const call = gw.calls[0]!;
    expect(call).toMatchObject({ method: "GET", path: "/ebill/customerBill?banId=100000101" });
    expect(call.headers.authorization).toBe("Bearer base-access");
    // SPEC §7 "Cart and ebill requests also carry transaction id, customer segment, project and source headers."
    expect(call.headers["x-transaction-id"]).toBeTruthy();
    expect(call.headers["x-customer-segment"]).toBe("RESIDENTIAL");
  });

  it("encodes the BAN as a query value", async () => {
    const { gw, billing } = apis(() => json([]));
    await billing.customerBills("12 34&x=1");
    expect(gw.calls[0]!.path).toBe("/ebill/customerBill?banId=12+34%26x%3D1");
  });

  it("an empty list (prepaid BAN) is a valid answer", async () => {
    const { billing } = apis(() => json([]));
    await expect(billing.customerBills("200000201")).resolves.toEqual(mapBills([]));
  });

  it.each([{ bills: [] }, "<html>", null])("an answer that is not a JSON array (%j) → invalid_response", async (body) => {
    const { billing } = apis(() => json(body));
    const error = await rejection(billing.customerBills("100000101"));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: "invalid_response", status: 200, service: "ebill" });
  });

  it("a refusal keeps its status and code (e.g. a BAN of another identity)", async () => {
    const { billing } = apis(() => ({
      status: 403,
      data: { code: "ban_not_allowed", message: "BAN 1 is not an account of the selected identity." },
    }));
    expect(await rejection(billing.customerBills("1"))).toMatchObject({
      kind: "http",
      status: 403,
      code: "ban_not_allowed",
      service: "ebill",
    });
  });

  it("is never sent with an anonymous token", async () => {
    const { gw, billing } = apis(() => json([]), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(billing.customerBills("100000101"))).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});
