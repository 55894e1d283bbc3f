// The business list's answers (src/domain/fleet/fleetLines.ts): SPEC §7 "Bar/unbar" GET /list, GET /count and POST
// /list/{id}/{action} as cartela-sim's business view reads them (issue 27).
import { fleetActionPath, mapFleetCount, mapFleetPage, mapFleetSim } from "../../../src/domain/fleet/fleetLines";

const raw = {
  "@type": "FleetSimStatus",
  id: "0729100230",
  msisdn: "0729100230",
  ban: "500000503",
  userName: "Laura Lazăr",
  plan: { id: "PO-EBU-BUSINESS-10", name: "Business 10" },
  status: "suspended",
  statusDate: "2026-03-02T11:00:00+02:00",
  availableAction: "unbar",
};

describe("SPEC §7 Bar/unbar: the company's lines as the back end answers them", () => {
  it("SPEC §7 Bar/unbar: a line: number, account, employee, plan, state in the single SIM's words, its action", () => {
    expect(mapFleetSim(raw)).toEqual({
      msisdn: "0729100230",
      ban: "500000503",
      userName: "Laura Lazăr",
      planName: "Business 10",
      state: "blocked",
      rawStatus: "suspended",
      statusDate: "2026-03-02T11:00:00+02:00",
      action: "unbar",
    });
    expect(mapFleetSim({ ...raw, status: "active", statusDate: null })).toMatchObject({ state: "active", action: "bar", statusDate: "" });
  });

  it("SPEC §7 Bar/unbar: an unknown status (TMF's 'aborted ' too) offers no action; a line without a number is dropped", () => {
    expect(mapFleetSim({ ...raw, status: "aborted " })).toMatchObject({ state: "unknown", rawStatus: "aborted", action: null });
    expect(mapFleetSim({ ...raw, msisdn: "", id: "", publicIdentifier: "" })).toBeNull();
    expect(mapFleetSim("x")).toBeNull();
    expect(mapFleetSim({ publicIdentifier: "0729100231" })).toMatchObject({ msisdn: "0729100231", planName: "", userName: "" });
  });

  it("SPEC §7 Bar/unbar: a page keeps its lines and the total header (never under what is shown)", () => {
    expect(mapFleetPage([raw, { nothing: true }], "297")).toMatchObject({ total: 297, items: [{ msisdn: "0729100230" }] });
    expect(mapFleetPage([raw], undefined)?.total).toBe(1);
    expect(mapFleetPage([raw], "0")?.total).toBe(1);
    expect(mapFleetPage({ items: [] }, "1")).toBeNull();
  });

  it("SPEC §7 Bar/unbar: the count has total, active and barred, or it is not a count", () => {
    expect(mapFleetCount({ total: 297, active: 295, barred: 2 })).toEqual({ total: 297, active: 295, barred: 2 });
    expect(mapFleetCount({ total: "3", active: "3", barred: "0" })).toEqual({ total: 3, active: 3, barred: 0 });
    expect(mapFleetCount({ total: 3, active: 3 })).toBeNull();
    expect(mapFleetCount({ total: -1, active: 0, barred: 0 })).toBeNull();
    expect(mapFleetCount([])).toBeNull();
  });

  it("SPEC §7 Bar/unbar: POST /list/{id}/{action}", () => {
    expect(fleetActionPath("0729100230", "bar")).toBe("list/0729100230/bar");
    expect(fleetActionPath("0729100230", "unbar")).toBe("list/0729100230/unbar");
  });
});
