// Who sees cartela-sim's fleet view (src/domain/fleet/fleetView.ts; SPEC §6 roles, SPEC §7 "Bar/unbar"; issue 27).
import { ROLES, type Role } from "../../../src/domain/enums";
import { FLEET_VIEW_ROLES, seesFleetView } from "../../../src/domain/fleet/fleetView";

describe("SPEC §6 roles: the fleet view of cartela-sim", () => {
  it("SPEC §6: the chooser, the delegated chooser and the authorized person see the company's lines", () => {
    expect(FLEET_VIEW_ROLES).toEqual(["Chooser", "DelegatedChooser", "AuthorizedPerson"]);
    for (const role of FLEET_VIEW_ROLES) expect(seesFleetView(role)).toBe(true);
  });

  it("SPEC §6: every other role (and no role) keeps the cards of its own SIMs", () => {
    const others = (ROLES as readonly Role[]).filter((r) => !FLEET_VIEW_ROLES.includes(r));
    expect(others).toEqual(expect.arrayContaining(["ContractOwner", "User", "PowerUser", "SubUser", "TechnicalChooser", "nonVFUser"]));
    for (const role of others) expect(seesFleetView(role)).toBe(false);
    expect(seesFleetView(null)).toBe(false);
  });
});
