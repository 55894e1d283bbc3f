// SPEC §7 "Bar/unbar" and SPEC §8 DXL-BAR-UNBAR_006: the SIMs of the inventory, the calls for a line, the state of the
// answer (never a crash), the action that follows from it, who may act (SPEC §6) and what a refusal means.
import {
  BAR_UNBAR_ROLES,
  barUnbarPermission,
  barUnbarQuery,
  barUnbarRefusalOf,
  barUnbarRequest,
  mapSimStatus,
  simActionFor,
  simLinesOf,
  simStateOf,
} from "../../../src/domain/barUnbar/barUnbar";
import { ROLES } from "../../../src/domain/enums";
import { mapInventory } from "../../../src/domain/inventory/inventory";

const product = (id: string, msisdn: string, category: string, targetSystem: string, name = id, status = "active") => ({
  id,
  name,
  status,
  ...(msisdn ? { publicIdentifier: msisdn } : {}),
  productCharacteristic: [
    { name: "TARGET_SYSTEM", value: targetSystem },
    { name: "category", value: category },
  ],
});

describe("SPEC §7 Bar/unbar: the customer's SIMs", () => {
  it("SPEC §7 Bar/unbar: one SIM per mobile line, in inventory order, with its plan's targetSystem and name", () => {
    const products = mapInventory([
      product("p1", "0722000101", "Plan", "BSCS", "RED 12"),
      product("p2", "0722000101", "Roaming", "BSCS", "Roaming 5 GB"),
      product("p3", "0733000201", "Plan", "PPS", "Cartela Nelimitat"),
      product("f1", "", "Plan", "UPC", "Internet Fibră"),
    ]);
    expect(simLinesOf(products)).toEqual([
      { msisdn: "0722000101", targetSystem: "BSCS", planName: "RED 12" },
      { msisdn: "0733000201", targetSystem: "PPS", planName: "Cartela Nelimitat" },
    ]);
  });

  it("SPEC §7 Bar/unbar: a fixed customer has no SIM; a line without an active plan keeps its products' system", () => {
    expect(simLinesOf(mapInventory([product("f1", "", "Plan", "UPC")]))).toEqual([]);
    expect(simLinesOf(mapInventory([product("o1", "0728000511", "Bonus", "BSCS")]))).toEqual([
      { msisdn: "0728000511", targetSystem: "BSCS", planName: "" },
    ]);
    expect(simLinesOf([])).toEqual([]);
  });
});

describe("SPEC §7 Bar/unbar: the calls", () => {
  const line = { msisdn: "0722000101", targetSystem: "BSCS", planName: "RED 12" };

  it("SPEC §7 Bar/unbar: GET /{resource}?targetSystem names the line's number and its system", () => {
    expect(barUnbarQuery(line)).toEqual({ resource: "0722000101", params: { targetSystem: "BSCS" } });
  });

  it("SPEC §7 Bar/unbar: POST /{action}?targetSystem — bar for an active SIM, unbar for a blocked one, the line as resource", () => {
    expect(barUnbarRequest(line, simActionFor("active") as "bar")).toEqual({
      action: "bar",
      params: { targetSystem: "BSCS", resource: "0722000101" },
    });
    expect(barUnbarRequest({ ...line, targetSystem: "PPS" }, simActionFor("blocked") as "unbar")).toEqual({
      action: "unbar",
      params: { targetSystem: "PPS", resource: "0722000101" },
    });
  });

  it("SPEC §7 Bar/unbar: a SIM whose state is unknown offers no action", () => {
    expect(simActionFor("unknown")).toBeNull();
  });
});

describe("SPEC §7 Bar/unbar: the state of the answer", () => {
  it.each([
    ["active", "active"],
    ["ACTIVE", "active"],
    ["suspended", "blocked"],
    ["barred", "blocked"],
    ["blocked", "blocked"],
    ["aborted ", "unknown"],
    ["terminated", "unknown"],
    ["pendingActive", "unknown"],
    ["", "unknown"],
  ])("SPEC §7 Bar/unbar: status %j is %s", (status, state) => {
    expect(simStateOf(status)).toBe(state);
  });

  it("SPEC §7 Bar/unbar: the answer's line, state, status as sent and date", () => {
    expect(
      mapSimStatus({ id: "0722000101", publicIdentifier: "0722000101", status: "suspended", statusDate: "2026-03-02T11:00:00+02:00" }),
    ).toEqual({ msisdn: "0722000101", state: "blocked", rawStatus: "suspended", statusDate: "2026-03-02T11:00:00+02:00" });
    expect(mapSimStatus({ id: "0722000101", status: "aborted ", statusDate: null })).toEqual({
      msisdn: "0722000101",
      state: "unknown",
      rawStatus: "aborted",
      statusDate: "",
    });
    expect(mapSimStatus({ publicIdentifier: "0722000101", status: 7 })?.state).toBe("unknown");
  });

  it.each([[null], [[]], ["active"], [{ status: "active" }]])("SPEC §7 Bar/unbar: %j is not an answer (null, never a throw)", (raw) => {
    expect(mapSimStatus(raw)).toBeNull();
  });
});

describe("SPEC §6 roles: who may block or unblock (SPEC §7 Bar/unbar)", () => {
  it("SPEC §7 Bar/unbar: the contract holder's roles may act", () => {
    for (const role of ["ContractOwner", "Chooser", "DelegatedChooser", "AuthorizedPerson"] as const) {
      expect(barUnbarPermission(role)).toEqual({ allowed: true });
    }
  });

  it("SPEC §7 Bar/unbar: a plain user asks the contract holder; a company's users ask its administrator; no role may not act", () => {
    expect(barUnbarPermission("User")).toEqual({ allowed: false, ask: "contractHolder" });
    expect(barUnbarPermission("PowerUser")).toEqual({ allowed: false, ask: "companyAdmin" });
    expect(barUnbarPermission("SubUser")).toEqual({ allowed: false, ask: "companyAdmin" });
    expect(barUnbarPermission(null)).toEqual({ allowed: false, ask: "contractHolder" });
    const others = ROLES.filter((r) => !BAR_UNBAR_ROLES.includes(r));
    expect(others).toEqual(expect.arrayContaining(["User", "FixedContractOwner", "TechnicalChooser", "nonVFUser"]));
    for (const role of others) expect(barUnbarPermission(role).allowed).toBe(false);
  });
});

describe("SPEC §8 DXL-BAR-UNBAR_006: what a refusal means (SPEC §7 Bar/unbar)", () => {
  const err = (code: unknown, status: number) => ({ kind: "http", code, status });
  it.each([
    [err("DXL-BAR-UNBAR_006", 409), "alreadyInState"],
    [err("DXL-BAR-UNBAR_006", 403), "notHolder"],
    [err("DXL-BAR-UNBAR_006", 400), "wrongSystem"],
    [err("DXL-BAR-UNBAR_006", 422), "refused"],
    [err("no_sim", 404), "noSim"],
    [err("Not found", 404), null],
    [err("internal_error", 500), null],
    [null, null],
    ["DXL-BAR-UNBAR_006", null],
  ])("SPEC §8 DXL-BAR-UNBAR_006: %j → %s", (error, refusal) => {
    expect(barUnbarRefusalOf(error)).toBe(refusal);
  });
});
