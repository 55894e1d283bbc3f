// Usage management's TMF errors (docs/services-contract.md "Usage management", "Errors"): {"@type":"Error", code,
// reason (= code), message (Romanian, may be shown as is), status}; the generic coded error of the gateway modules.
import { CartError } from "../cart/errors";

const e = (status: number, code: string, message: string) => new CartError(status, code, code, message);

export const usageErrors = {
  roleNotAllowed: (role: string) => e(403, "insufficient_role", `Rolul ${role} nu are acces la detaliile de consum.`),
  nonOperator: () => e(403, "insufficient_role", "Detaliile de consum sunt doar pentru numerele din rețeaua noastră."),
  customerNotAllowed: (id: string) => e(403, "customer_not_allowed", `Clientul ${id} nu este contul tău.`),
  productNotAllowed: (id: string) => e(403, "product_not_allowed", `Abonamentul sau numărul ${id} nu este unul dintre ale tale.`),
  usageNotFound: (id: string) => e(404, "usage_not_found", `Înregistrarea de consum ${id} nu a fost găsită.`),
  missing: (name: string) => e(400, "missing_parameter", `Lipsește parametrul ${name}.`),
  repeated: (name: string) => e(400, "repeated_parameter", `Parametrul ${name} apare de mai multe ori.`),
  invalidLimit: (max: number) => e(400, "invalid_limit", `limit trebuie să fie un număr întreg între 1 și ${max}.`),
  invalidOffset: () => e(400, "invalid_offset", "offset trebuie să fie un număr întreg mai mare sau egal cu 0."),
  invalidTotal: () => e(400, "invalid_total", "total trebuie să fie true sau false."),
  invalidBillEventType: (value: string) =>
    e(400, "invalid_bill_event_type", `nbVdfBillEventType „${value}” nu este recunoscut (billed sau unbilled).`),
  invalidCategory: (value: string, allowed: readonly string[]) =>
    e(400, "invalid_category", `nVdfCategory „${value}” nu este recunoscută (${allowed.join(", ")}).`),
  invalidAccessType: (value: string, allowed: readonly string[]) =>
    e(400, "invalid_access_type", `nVdfAccessType „${value}” nu este recunoscut (${allowed.join(", ")}).`),
  invalidSort: (value: string, allowed: readonly string[]) =>
    e(400, "invalid_sort", `sort „${value}” nu este recunoscut (${allowed.join(", ")}).`),
  invalidBillingCycle: (detail: string) => e(400, "invalid_billing_cycle", `Ciclul de facturare nu este valid: ${detail}.`),
  invalidDateTime: (name: string, value: string) =>
    e(
      400,
      "invalid_date_time",
      `${name} „${value}” nu este o dată ISO 8601 cu fus orar (de exemplu 2026-03-29T00:00:00+02:00; „+” se trimite ca %2B).`,
    ),
  incompleteDateRange: () => e(400, "incomplete_date_range", "startDateTime și endDateTime se trimit împreună."),
  invalidDateRange: () => e(400, "invalid_date_range", "endDateTime nu poate fi înainte de startDateTime."),
  conflictingSelection: () =>
    e(
      400,
      "conflicting_selection",
      "Alege fie ciclul de facturare (billingCycle.*), fie intervalul (startDateTime, endDateTime), nu amândouă.",
    ),
};
