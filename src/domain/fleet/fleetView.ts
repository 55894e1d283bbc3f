// SPEC §6 roles on cartela-sim (issue 27): the company's administrators — Chooser, DelegatedChooser and AuthorizedPerson,
// who block and unblock SIMs for the contract holder (SPEC §7 "Bar/unbar"; domain/barUnbar BAR_UNBAR_ROLES) and
// administer whole accounts — see the fleet view, the lines of the accounts they reach with filters, pages and bulk
// actions. Everyone else (consumers, the company's users) keeps one card per SIM of their own inventory.
import type { Role } from "../enums";

export const FLEET_VIEW_ROLES: readonly Role[] = ["Chooser", "DelegatedChooser", "AuthorizedPerson"];

/** Whether cartela-sim shows the role the fleet view (else the per-SIM cards). */
export const seesFleetView = (role: Role | null): boolean => role !== null && FLEET_VIEW_ROLES.includes(role);
