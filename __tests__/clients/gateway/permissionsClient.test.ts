// The permissions client (src/clients/gateway/permissionsClient.ts; issue 27, SPEC §6 permisiuni; TMF672): the
// company's users, one user's permissions, and the chooser's grant (POST), change (PATCH) and revoke (DELETE), with the
// domain's bodies; a refusal keeps its code for the page.
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createPermissionsApi } from "../../../src/clients/gateway/permissionsClient";
import { emptyTokens, setBaseTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const PERMISSION = {
  id: "perm-0004",
  user: { id: "usr-012", name: "George Matei" },
  granter: { id: "usr-007", name: "Victor Georgescu" },
  validFor: { startDateTime: "2026-03-02T11:00:00+02:00", endDateTime: "2026-06-30T23:59:59+03:00" },
  privilege: [{ manageableAsset: { id: "0729100150", "@referredType": "MSISDN" }, action: "barUnbar", function: "simManagement" }],
};
const asset = { type: "msisdn" as const, id: "0729100150" };

function apis(handler: Handler) {
  const gw = fakeGateway(handler);
  return { gw, api: createPermissionsApi(memoryPort(setBaseTokens(emptyTokens(), pair("base")), "personal"), { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §6 permisiuni: the permissions client", () => {
  it("GET /user-permissions/users with the signed-in token, read by the domain", async () => {
    const { gw, api } = apis(() =>
      json({
        companyName: "Acme",
        editable: true,
        accounts: ["500000501"],
        user: [{ id: "usr-012", name: "George Matei", userRole: { id: "SubUser" }, permission: [PERMISSION] }],
      }),
    );
    const company = await api.company();
    expect(company.users[0]?.permissions[0]?.id).toBe("perm-0004");
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/user-permissions/users" });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it("GET /permission filtered by user.id; the caller's own without", async () => {
    const { gw, api } = apis(() => json([PERMISSION]));
    await expect(api.list("usr-012")).resolves.toHaveLength(1);
    await api.list();
    expect(gw.calls.map((c) => c.path)).toEqual(["/user-permissions/permission?user.id=usr-012", "/user-permissions/permission"]);
  });

  it("grant POSTs the TMF672 body, update PATCHes /permission/{id}, revoke DELETEs it", async () => {
    const { gw, api } = apis((req) => (req.method === "DELETE" ? { status: 204 } : json(PERMISSION, req.method === "POST" ? 201 : 200)));
    const endDateTime = "2026-06-30T23:59:59+03:00";
    await api.grant({ kind: "grant", userId: "usr-012", asset, actions: ["barUnbar"], endDateTime, endAt: Date.parse(endDateTime) });
    await api.update({
      kind: "update",
      id: "perm-0004",
      userId: "usr-012",
      asset,
      actions: ["order"],
      added: ["order"],
      removed: ["barUnbar"],
      endDateTime: null,
      endAt: Date.parse(endDateTime),
    });
    await api.revoke("perm-0004");
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /user-permissions/permission",
      "PATCH /user-permissions/permission/perm-0004",
      "DELETE /user-permissions/permission/perm-0004",
    ]);
    expect(gw.calls[0]!.body).toEqual({
      user: { id: "usr-012" },
      validFor: { endDateTime },
      privilege: [{ manageableAsset: { id: "0729100150", "@referredType": "MSISDN" }, action: "barUnbar", function: "simManagement" }],
    });
    expect(gw.calls[1]!.body).toEqual({
      privilege: [{ manageableAsset: { id: "0729100150", "@referredType": "MSISDN" }, action: "order", function: "ordering" }],
    });
  });

  it("a refusal keeps its code and status (409 last_administrator_right); a malformed answer is invalid_response", async () => {
    const { api } = apis(() => ({ status: 409, data: { code: "last_administrator_right", message: "x" } }));
    expect(await rejection(api.revoke("perm-0001"))).toMatchObject({
      kind: "http",
      status: 409,
      code: "last_administrator_right",
      service: "permissions",
    });
    const bad = apis(() => json({ nope: true }));
    expect(await rejection(bad.api.company())).toMatchObject({ kind: "invalid_response" });
    expect(await rejection(bad.api.list())).toMatchObject({ kind: "invalid_response" });
  });
});
