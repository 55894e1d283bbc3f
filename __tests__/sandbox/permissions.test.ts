// The permissions back end (issue 27, SPEC §2/§6 permisiuni; TMF672 Permission): the chooser grants, changes and
// revokes a web user's privileges on the company's lines and accounts with validity dates; every business user reads
// their own; consumers and non-operator users are refused; the chooser keeps their last administrator right; grants
// are what activeGrants answers to the other business routes.
import { activeGrants } from "../../sandbox/src/modules/permissions/grants";
import { endOfDayRo, latestValidityDay, validUntilDateTime } from "../../src/domain/permissions/validity";
import { startTestSandbox, T0, type Reply, type TestSandbox } from "./support/sandbox";

const P = "/user-permissions";
const DAY = 24 * 3600 * 1000;
const SUB = "usr-012";
const CHOOSER = "usr-007";
/** A generated line on account 500000502 (Acme). */
const LINE = "0729100150";

const grant = (userId: string, asset: { id: string; type: "MSISDN" | "BillingAccount" }, actions: string[], until: string) => ({
  user: { id: userId },
  validFor: { endDateTime: validUntilDateTime(until) },
  privilege: actions.map((action) => ({ manageableAsset: { id: asset.id, "@referredType": asset.type }, action })),
});

describe("permissions (TMF672)", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  });
  afterAll(() => t.close());

  async function call<T = any>(method: string, path: string, username: string | null, body?: unknown): Promise<Reply<T>> {
    if (username && !tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<T>(method, P + path, { token: username ? tokens.get(username) : undefined, body });
  }
  const code = (r: Reply) => [r.status, (r.body as { code?: string }).code];

  it("GET /users: the chooser sees every web user of Acme with role and permissions, the administrator's rights seeded", async () => {
    const r = await call("GET", "/users", "business.chooser");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ companyName: "Acme Logistic SRL", editable: true, accounts: ["500000501", "500000502", "500000503"] });
    const users = r.body.user as any[];
    expect(users.map((u) => u.userRole.id)).toEqual([
      "Chooser",
      "DelegatedChooser",
      "AuthorizedPerson",
      "TechnicalChooser",
      "PowerUser",
      "SubUser",
    ]);
    expect(users[0]).toMatchObject({ id: CHOOSER, name: "Victor Georgescu", isAdministrator: true, msisdn: "0728000501" });
    const admin = users[0].permission[0];
    expect(admin.validFor.endDateTime).toBeUndefined();
    expect(admin.privilege).toEqual(
      ["500000501", "500000502", "500000503"].map((id) => ({
        manageableAsset: { id, "@referredType": "BillingAccount" },
        action: "administer",
        function: "accountAdministration",
      })),
    );
    const power = users.find((u) => u.userRole.id === "PowerUser");
    expect(power.permission[0].privilege.map((p: any) => [p.manageableAsset.id, p.action])).toEqual([
      ["0729100007", "order"],
      ["0729100007", "barUnbar"],
    ]);
  });

  it("a business user who is not the chooser reads only their own permissions and changes none", async () => {
    const users = await call("GET", "/users", "business.sub");
    expect(users.body).toMatchObject({ editable: false, accounts: [] });
    expect(users.body.user.map((u: any) => u.id)).toEqual([SUB]);
    const own = await call("GET", "/permission", "business.authorized");
    expect(own.status).toBe(200);
    expect(own.body.map((p: any) => p.user.id)).toEqual(["usr-009"]);
    expect(own.headers.get("x-total-count")).toBe("1");
    expect(code(await call("GET", `/permission?user.id=${CHOOSER}`, "business.sub"))).toEqual([403, "not_own_permissions"]);
    expect(code(await call("GET", "/permission/perm-0001", "business.sub"))).toEqual([404, "permission_not_found"]);
    expect(
      code(await call("POST", "/permission", "business.delegated", grant(SUB, { id: LINE, type: "MSISDN" }, ["order"], "2026-06-30"))),
    ).toEqual([403, "not_administrator"]);
    expect(code(await call("DELETE", "/permission/perm-0003", "business.delegated"))).toEqual([403, "not_administrator"]);
  });

  it("consumers and non-operator users are refused; no token is 401", async () => {
    expect(code(await call("GET", "/users", "postpaid.owner"))).toEqual([403, "not_business"]);
    expect(code(await call("GET", "/permission", "nonvf.user"))).toEqual([403, "insufficient_role"]);
    expect((await call("GET", "/permission", null)).status).toBe(401);
  });

  it("POST grants business.sub barUnbar on one number until a day (end of that day, Romania); activeGrants follows it", async () => {
    const body = grant(SUB, { id: LINE, type: "MSISDN" }, ["barUnbar"], "2026-06-30");
    const r = await call("POST", "/permission", "business.chooser", body);
    expect(r.status).toBe(201);
    expect(r.headers.get("location")).toBe(`${P}/permission/${r.body.id}`);
    expect(r.body).toMatchObject({
      "@type": "Permission",
      href: `${P}/permission/${r.body.id}`,
      granter: { id: CHOOSER, name: "Victor Georgescu" },
      user: { id: SUB, name: "George Matei" },
      validFor: { startDateTime: "2026-03-02T11:00:00+02:00", endDateTime: "2026-06-30T23:59:59+03:00" },
      privilege: [{ manageableAsset: { id: LINE, "@referredType": "MSISDN" }, action: "barUnbar", function: "simManagement" }],
    });
    const listed = await call("GET", `/permission?user.id=${SUB}`, "business.chooser");
    expect(listed.body.map((p: any) => p.id)).toEqual([r.body.id]);
    expect((await call("GET", "/permission", "business.sub")).body[0].id).toBe(r.body.id);

    const db = t.sb.db;
    expect(activeGrants(db, SUB, "barUnbar", t.clock.now)).toEqual([{ type: "msisdn", id: LINE }]);
    expect(activeGrants(db, SUB, "pay", t.clock.now)).toEqual([]);
    expect(activeGrants(db, SUB, "barUnbar", endOfDayRo("2026-06-30"))).toHaveLength(1);
    expect(activeGrants(db, SUB, "barUnbar", endOfDayRo("2026-06-30") + 1000)).toEqual([]);
    expect(activeGrants(db, SUB, "barUnbar", T0 - DAY)).toEqual([]);
    // The administrator right includes the others on the account.
    expect(activeGrants(db, CHOOSER, "viewBills", t.clock.now).map((a) => a.id)).toEqual(["500000501", "500000502", "500000503"]);

    // The same grant again is the same permission (idempotent); another one on the same asset is a conflict.
    const again = await call("POST", "/permission", "business.chooser", body);
    expect([again.status, again.body.id]).toEqual([200, r.body.id]);
    const other = await call("POST", "/permission", "business.chooser", grant(SUB, { id: LINE, type: "MSISDN" }, ["order"], "2026-06-30"));
    expect(code(other)).toEqual([409, "permission_exists"]);
    expect(other.body.existingId).toBe(r.body.id);
  });

  it.each([
    ["a line of another customer", grant(SUB, { id: "0722000101", type: "MSISDN" }, ["order"], "2026-06-30"), 404, "asset_not_found"],
    [
      "an account of another customer",
      grant(SUB, { id: "100000101", type: "BillingAccount" }, ["pay"], "2026-06-30"),
      404,
      "asset_not_found",
    ],
    ["a user of another customer", grant("usr-001", { id: LINE, type: "MSISDN" }, ["order"], "2026-06-30"), 404, "user_not_found"],
    ["administer on a number", grant(SUB, { id: LINE, type: "MSISDN" }, ["administer"], "2026-06-30"), 400, "invalid_privilege"],
    ["an unknown action", grant(SUB, { id: LINE, type: "MSISDN" }, ["delete"], "2026-06-30"), 400, "invalid_body"],
    ["an end in the past", grant(SUB, { id: LINE, type: "MSISDN" }, ["order"], "2026-03-01"), 400, "invalid_validity"],
    ["an end more than 2 years ahead", grant(SUB, { id: LINE, type: "MSISDN" }, ["order"], "2028-03-03"), 400, "invalid_validity"],
    ["no privilege", { ...grant(SUB, { id: LINE, type: "MSISDN" }, [], "2026-06-30") }, 400, "invalid_body"],
    [
      "an end without offset",
      { ...grant(SUB, { id: LINE, type: "MSISDN" }, ["order"], "2026-06-30"), validFor: { endDateTime: "2026-06-30" } },
      400,
      "invalid_body",
    ],
  ])("POST refuses %s and stores nothing", async (_what, body, status, errorCode) => {
    const before = (await call("GET", "/permission", "business.chooser")).body.length;
    expect(code(await call("POST", "/permission", "business.chooser", body))).toEqual([status, errorCode]);
    expect((await call("GET", "/permission", "business.chooser")).body).toHaveLength(before);
  });

  it("validity: the end must follow the start, the start not lie before today; the last day two years on is allowed", async () => {
    const line = { id: "0729100151", type: "MSISDN" as const };
    const backwards = {
      ...grant(SUB, line, ["order"], "2026-04-30"),
      validFor: { startDateTime: "2026-05-01T00:00:00+03:00", endDateTime: validUntilDateTime("2026-04-30") },
    };
    const r1 = await call("POST", "/permission", "business.chooser", backwards);
    expect([...code(r1), r1.body.problem]).toEqual([400, "invalid_validity", "endBeforeStart"]);
    const backdated = {
      ...grant(SUB, line, ["order"], "2026-04-30"),
      validFor: { startDateTime: "2026-03-01T09:00:00+02:00", endDateTime: validUntilDateTime("2026-04-30") },
    };
    expect((await call("POST", "/permission", "business.chooser", backdated)).body.problem).toBe("startInPast");
    expect(latestValidityDay(t.clock.now)).toBe("2028-03-02");
    const longest = await call("POST", "/permission", "business.chooser", grant(SUB, line, ["order"], "2028-03-02"));
    expect(longest.status).toBe(201);
    expect(longest.body.validFor.endDateTime).toBe("2028-03-02T23:59:59+02:00");
  });

  it("PATCH changes privileges and validity; an unchanged PATCH changes nothing; an unknown id is 404", async () => {
    const created = await call(
      "POST",
      "/permission",
      "business.chooser",
      grant("usr-009", { id: "500000502", type: "BillingAccount" }, ["viewBills"], "2026-05-31"),
    );
    const id = created.body.id as string;
    t.clock.advance(60_000);
    const patch = {
      privilege: [
        { manageableAsset: { id: "500000502", "@referredType": "BillingAccount" }, action: "pay" },
        { manageableAsset: { id: "500000502", "@referredType": "BillingAccount" }, action: "viewBills" },
      ],
      validFor: { endDateTime: validUntilDateTime("2026-09-30") },
    };
    const r = await call("PATCH", `/permission/${id}`, "business.chooser", patch);
    expect(r.status).toBe(200);
    expect(r.body.privilege.map((p: any) => p.action)).toEqual(["viewBills", "pay"]);
    expect(r.body.validFor.endDateTime).toBe("2026-09-30T23:59:59+03:00");
    expect(r.body.lastUpdate).not.toBe(created.body.lastUpdate);
    t.clock.advance(60_000);
    const same = await call("PATCH", `/permission/${id}`, "business.chooser", patch);
    expect(same.body).toEqual(r.body);
    expect(
      code(await call("PATCH", `/permission/${id}`, "business.chooser", { validFor: { endDateTime: validUntilDateTime("2026-03-01") } })),
    ).toEqual([400, "invalid_validity"]);
    expect(code(await call("PATCH", `/permission/${id}`, "business.chooser", {}))).toEqual([400, "invalid_body"]);
    expect(code(await call("PATCH", "/permission/perm-9999", "business.chooser", patch))).toEqual([404, "permission_not_found"]);
    expect((await call("GET", `/permission/${id}`, "business.chooser")).body).toEqual(r.body);
  });

  it("DELETE revokes (again: still 204); the revoked permission is gone from lists and from activeGrants", async () => {
    const created = await call(
      "POST",
      "/permission",
      "business.chooser",
      grant("usr-010", { id: "0729100152", type: "MSISDN" }, ["barUnbar"], "2026-05-31"),
    );
    expect(activeGrants(t.sb.db, "usr-010", "barUnbar", t.clock.now)).toEqual([{ type: "msisdn", id: "0729100152" }]);
    expect((await call("DELETE", `/permission/${created.body.id}`, "business.chooser")).status).toBe(204);
    expect((await call("DELETE", `/permission/${created.body.id}`, "business.chooser")).status).toBe(204);
    expect(code(await call("GET", `/permission/${created.body.id}`, "business.chooser"))).toEqual([404, "permission_not_found"]);
    expect((await call("GET", "/permission?user.id=usr-010", "business.chooser")).body).toEqual([]);
    expect(activeGrants(t.sb.db, "usr-010", "barUnbar", t.clock.now)).toEqual([]);
    expect(code(await call("DELETE", "/permission/perm-9999", "business.chooser"))).toEqual([404, "permission_not_found"]);
  });

  it("the chooser cannot remove their own last administrator right (409), but may remove one of several or another's", async () => {
    const noAdmin = { privilege: [{ manageableAsset: { id: "500000501", "@referredType": "BillingAccount" }, action: "viewBills" }] };
    expect(code(await call("DELETE", "/permission/perm-0001", "business.chooser"))).toEqual([409, "last_administrator_right"]);
    expect(code(await call("PATCH", "/permission/perm-0001", "business.chooser", noAdmin))).toEqual([409, "last_administrator_right"]);
    const future = { validFor: { startDateTime: "2026-04-01T00:00:00+03:00", endDateTime: validUntilDateTime("2026-06-30") } };
    expect(code(await call("PATCH", "/permission/perm-0001", "business.chooser", future))).toEqual([409, "last_administrator_right"]);
    expect((await call("GET", "/permission/perm-0001", "business.chooser")).body.privilege).toHaveLength(3);

    // A second right of the chooser's own: then the first may go, and the second becomes the last.
    const second = await call(
      "POST",
      "/permission",
      "business.chooser",
      grant(CHOOSER, { id: "500000502", type: "BillingAccount" }, ["administer"], "2026-12-31"),
    );
    expect(second.status).toBe(201);
    expect((await call("DELETE", "/permission/perm-0001", "business.chooser")).status).toBe(204);
    expect(code(await call("DELETE", `/permission/${second.body.id}`, "business.chooser"))).toEqual([409, "last_administrator_right"]);

    // Someone else's administrator right is the chooser's to take back.
    const delegated = await call(
      "POST",
      "/permission",
      "business.chooser",
      grant("usr-008", { id: "500000502", type: "BillingAccount" }, ["administer"], "2026-12-31"),
    );
    expect((await call("DELETE", `/permission/${delegated.body.id}`, "business.chooser")).status).toBe(204);
  });
});
