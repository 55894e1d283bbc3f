// The permissions back end's TMF errors ({"@type":"Error", code, reason, message (Romanian, may be shown as is),
// status}). A user, asset or permission outside the caller's company is 404 like an unknown one, so nothing leaks.
import type { TmfError } from "../../http/errors";
import type { ValidityProblem } from "../../../../src/domain/permissions/validity";
import { CartError } from "../cart/errors";

/** An error whose body carries one more field (the problem of a validity, the permission that already exists). */
class PermissionError extends CartError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(status, code, code, message);
  }
  override body(): TmfError & Record<string, string> {
    return { ...super.body(), ...this.extra };
  }
}

const VALIDITY: Record<ValidityProblem, string> = {
  startInPast: "validFor.startDateTime nu poate fi înainte de ziua de azi.",
  endBeforeStart: "validFor.endDateTime trebuie să fie după validFor.startDateTime.",
  endInPast: "validFor.endDateTime nu poate fi în trecut.",
  endTooFar: "validFor.endDateTime poate fi cel mult peste 2 ani.",
};

export const permissionsErrors = {
  notBusiness: () => new PermissionError(403, "not_business", "Permisiunile sunt doar pentru conturile de companie."),
  nonOperator: () => new PermissionError(403, "insufficient_role", "Permisiunile sunt doar pentru clienții rețelei noastre."),
  notAdministrator: (role: string) =>
    new PermissionError(
      403,
      "not_administrator",
      `Doar administratorul companiei poate acorda, schimba sau revoca permisiuni; rolul ${role} le poate doar citi.`,
    ),
  notOwn: () => new PermissionError(403, "not_own_permissions", "Poți vedea doar permisiunile tale."),
  userNotFound: (id: string) => new PermissionError(404, "user_not_found", `Utilizatorul ${id} nu este un utilizator al companiei tale.`),
  assetNotFound: (id: string) =>
    new PermissionError(404, "asset_not_found", `Numărul sau contul ${id} nu este al companiei tale.`, { asset: id }),
  permissionNotFound: (id: string) => new PermissionError(404, "permission_not_found", `Permisiunea ${id} nu există.`),
  invalidPrivilege: (detail: string) => new PermissionError(400, "invalid_privilege", `Privilegiul nu este valid: ${detail}`),
  invalidValidity: (problem: ValidityProblem) => new PermissionError(400, "invalid_validity", VALIDITY[problem], { problem }),
  permissionExists: (id: string) =>
    new PermissionError(
      409,
      "permission_exists",
      `Utilizatorul are deja permisiunea ${id} pe aceleași numere și conturi: schimb-o pe aceea (PATCH) în loc să acorzi alta.`,
      { existingId: id },
    ),
  lastAdministratorRight: () =>
    new PermissionError(
      409,
      "last_administrator_right",
      "Nu îți poți retrage ultimul drept de administrator: fără el nu ai mai putea administra conturile companiei.",
    ),
};
