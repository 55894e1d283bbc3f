// Texts of the site's combobox (components/forms/Combobox.tsx): what its live region says, in Romanian (Chakra/Zag's
// own announcement is English and Apple-only, ../shared/reference/porting-address-consent-a11y.md (b)).
import { countOf } from "../plural";

const RESULT = { one: "rezultat", many: "rezultate" };

export const roCombobox = {
  /** "1 rezultat", "3 rezultate", "20 de rezultate". */
  results: (n: number) => countOf(n, RESULT),
  none: "Niciun rezultat",
  searching: "Se caută…",
  /** How to use it, read with the field (GOV.UK accessible-autocomplete criteria). */
  usage: "Scrie câteva litere, apoi alege din listă cu săgețile sus și jos și apasă Enter.",
} as const;
