// Texts of the forms' error summary (components/forms/ErrorSummary.tsx), GOV.UK style
// (../shared/reference/porting-address-consent-a11y.md (e) "Forms").
import { countOf } from "../plural";

export const roForms = {
  /** "Formularul are 1 eroare", "… 3 erori", "… 20 de erori". */
  summaryTitle: (n: number) => `Formularul are ${countOf(n, { one: "eroare", many: "erori" })}`,
  summaryLead: "Verifică datele introduse:",
} as const;
