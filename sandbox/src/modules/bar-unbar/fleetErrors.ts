// The business bar/unbar routes' own refusals (issue 27; SPEC §7 "Bar/unbar" GET /list, GET /count, POST
// /list/{id}/{action}), beside the bar/unbar back end's (errors.ts, whose 404 'Not found', 403/409 DXL-BAR-UNBAR_006
// and invalid_body these routes reuse as they are). A consumer has no fleet (403 not_business); a non-operator user is
// refused like on the single-SIM routes (403 insufficient_role); a bad query or path is 400 invalid_query /
// invalid_params naming what is wrong, in Romanian.
import { CartError } from "../cart/errors";
import { barUnbarErrors } from "./errors";

const e = (status: number, code: string, reason: string, message: string) => new CartError(status, code, reason, message);

export const fleetErrors = {
  ...barUnbarErrors,
  notBusiness: () => e(403, "not_business", "not_business", "Liniile companiei se pot vedea doar dintr-un cont business."),
  invalidQuery: (detail: string) => e(400, "invalid_query", "invalid_query", `Filtrele listei nu sunt valide: ${detail}.`),
  invalidParams: (detail: string) => e(400, "invalid_params", "invalid_params", `Cererea nu este validă: ${detail}.`),
};
