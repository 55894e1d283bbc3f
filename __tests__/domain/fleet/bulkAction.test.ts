// The bulk block/unblock of cartela-sim's business view (src/domain/fleet/bulkAction.ts): SPEC §7 "Bar/unbar" POST
// /list/{id}/{action}, once per selected line (issue 27: "a bulk action with one confirmation listing the numbers").
import type { SimAction } from "../../../src/domain/barUnbar/barUnbar";
import { BULK_MAX, bulkPlan, bulkSummary, canSelectMore, refreshSelected, toggleSelected } from "../../../src/domain/fleet/bulkAction";
import type { FleetSim } from "../../../src/domain/fleet/fleetLines";

const line = (msisdn: string, state: FleetSim["state"] = "active"): FleetSim => ({
  msisdn,
  ban: "500000503",
  userName: "Ana Popa",
  planName: "Business 10",
  state,
  rawStatus: state === "blocked" ? "suspended" : state === "active" ? "active" : "pending",
  statusDate: "",
  action: ({ active: "bar", blocked: "unbar", unknown: null } as Record<FleetSim["state"], SimAction | null>)[state],
});
const numbers = (lines: readonly FleetSim[]) => lines.map((l) => l.msisdn);

describe("SPEC §7 Bar/unbar: the bulk action", () => {
  it("SPEC §7 Bar/unbar: selecting adds by number, unselecting removes; at most 50 lines", () => {
    let selected = toggleSelected([], line("0729100232"), true);
    selected = toggleSelected(selected, line("0729100230"), true);
    selected = toggleSelected(selected, line("0729100230"), true);
    expect(numbers(selected)).toEqual(["0729100230", "0729100232"]);
    expect(numbers(toggleSelected(selected, line("0729100232"), false))).toEqual(["0729100230"]);

    const full = Array.from({ length: BULK_MAX }, (_, i) => line(`07291001${String(i).padStart(2, "0")}`));
    expect(BULK_MAX).toBe(50);
    expect(canSelectMore(full)).toBe(false);
    expect(canSelectMore(full.slice(1))).toBe(true);
    expect(toggleSelected(full, line("0729100299"), true)).toHaveLength(50);
    expect(toggleSelected(full, full[3]!, false)).toHaveLength(49);
  });

  it("SPEC §7 Bar/unbar: blocking applies to the active lines of the selection, unblocking to the blocked ones", () => {
    const selected = [line("0729100233", "blocked"), line("0729100231"), line("0729100230"), line("0729100234", "unknown")];
    const bar = bulkPlan(selected, "bar");
    expect(bar && numbers(bar.targets)).toEqual(["0729100230", "0729100231"]);
    expect(bar && numbers(bar.skipped)).toEqual(["0729100233", "0729100234"]);
    const unbar = bulkPlan(selected, "unbar");
    expect(unbar && numbers(unbar.targets)).toEqual(["0729100233"]);
    expect(unbar?.action).toBe("unbar");
  });

  it("SPEC §7 Bar/unbar: an action that applies to no selected line is no plan (its button is not offered)", () => {
    expect(bulkPlan([], "bar")).toBeNull();
    expect(bulkPlan([line("0729100233", "blocked")], "bar")).toBeNull();
    expect(bulkPlan([line("0729100230")], "unbar")).toBeNull();
  });

  it("SPEC §7 Bar/unbar: a selection takes the fresh state of the lines the page shows", () => {
    const selected = [line("0729100230"), line("0729100231")];
    const fresh = refreshSelected(selected, [line("0729100231", "blocked"), line("0729100299")]);
    expect(fresh.map((l) => [l.msisdn, l.state])).toEqual([
      ["0729100230", "active"],
      ["0729100231", "blocked"],
    ]);
  });

  it("SPEC §7 Bar/unbar: the result says how many were done and which failed, by number", () => {
    expect(bulkSummary({ action: "bar", done: ["0729100230", "0729100231"], failed: [] })).toEqual({
      kind: "allDone",
      action: "bar",
      done: 2,
    });
    const error = new Error("x");
    expect(
      bulkSummary({
        action: "unbar",
        done: ["0729100230"],
        failed: [
          { msisdn: "0729100232", error },
          { msisdn: "0729100231", error },
        ],
      }),
    ).toEqual({ kind: "someFailed", action: "unbar", done: 1, failed: ["0729100231", "0729100232"] });
    expect(bulkSummary({ action: "bar", done: [], failed: [{ msisdn: "0729100230", error }] })).toMatchObject({
      kind: "allFailed",
      failed: ["0729100230"],
    });
  });
});
