// SPEC §7 "impacted service" (issue 27): the incidents and planned works affecting the company's lines, a Romanian label
// key for every state, read tolerantly and ordered for the page (under way first).
import {
  IMPACTED_STATUSES,
  impactedStatusLabel,
  mapImpactedService,
  mapImpactedServices,
} from "../../../src/domain/assurance/impactedService";

const RAW = {
  id: "IS-000001",
  name: "București – Pipera",
  description: "Stație de bază defectă.",
  category: "networkIncident",
  affectedService: ["voice", "data", "fax"],
  area: "București, Pipera (Voluntari)",
  status: "inProgress",
  startDate: "2026-03-02T09:00:00+02:00",
  expectedResolutionDate: "2026-03-02T15:00:00+02:00",
  affectedNumberOfLines: 19,
  relatedTicket: [{ id: "BT-000001", status: "inProgress" }, { status: "x" }],
};

describe("SPEC §7 impacted service", () => {
  it("SPEC §7 impacted service: name, area, what is hit, how many lines, since and until when, its tickets", () => {
    expect(mapImpactedService(RAW)).toEqual({
      id: "IS-000001",
      name: "București – Pipera",
      description: "Stație de bază defectă.",
      category: "networkIncident",
      services: ["voice", "data"],
      area: "București, Pipera (Voluntari)",
      status: { key: "inRemediere", tone: "active", raw: "inProgress" },
      startAt: "2026-03-02T09:00:00+02:00",
      expectedAt: "2026-03-02T15:00:00+02:00",
      resolvedAt: "",
      affectedLines: 19,
      ticketIds: ["BT-000001"],
    });
  });

  it("SPEC §7 impacted service: every state has its label key and tone; an unknown one is shown as such", () => {
    expect(IMPACTED_STATUSES.map((s) => [s, impactedStatusLabel(s).key, impactedStatusLabel(s).tone])).toEqual([
      ["scheduled", "programata", "planned"],
      ["investigating", "inInvestigare", "active"],
      ["inProgress", "inRemediere", "active"],
      ["resolved", "restabilit", "done"],
    ]);
    expect(impactedStatusLabel(" RESOLVED ")).toEqual({ key: "restabilit", tone: "done", raw: "resolved" });
    expect(impactedStatusLabel("degraded")).toEqual({ key: "necunoscuta", tone: "unknown", raw: "degraded" });
    expect(impactedStatusLabel(undefined)).toEqual({ key: "necunoscuta", tone: "unknown", raw: "" });
  });

  it("SPEC §7 impacted service: tolerant — no id is nothing, missing fields are empty, a count is never negative", () => {
    expect(mapImpactedService({ name: "x" })).toBeNull();
    expect(mapImpactedService({ id: "IS-9", affectedNumberOfLines: -3, category: "storm" })).toMatchObject({
      name: "IS-9",
      category: null,
      services: [],
      affectedLines: 0,
      ticketIds: [],
      status: { key: "necunoscuta" },
    });
  });

  it("SPEC §7 impacted service: the page's order — under way first, then planned, restored, unknown; each by its start", () => {
    const at = (id: string, status: string, startDate: string) => ({ id, status, startDate });
    const list = mapImpactedServices([
      at("restored", "resolved", "2026-03-01T10:00:00Z"),
      at("planned", "scheduled", "2026-03-04T10:00:00Z"),
      at("odd", "degraded", "2026-03-01T10:00:00Z"),
      at("late", "inProgress", "2026-03-02T10:00:00Z"),
      at("early", "investigating", "2026-03-02T08:00:00Z"),
    ]);
    expect(list?.map((s) => s.id)).toEqual(["early", "late", "planned", "restored", "odd"]);
    expect(mapImpactedServices({ services: [] })).toBeNull();
  });
});
