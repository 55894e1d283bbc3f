// The bill summary, bill details and closed-account pages' styles under the root class .ecare-summary, used with
// .ecare-dashboard and .ecare-bills (cards, facts, tables, actions): the pieces these pages add (links row, per-number
// tables, the preview frame, the account list).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const summaryCss: SystemStyleObject = {
  "& .summary-links": { display: "flex", flexWrap: "wrap", gap: "3", mt: "4", alignItems: "center" },
  "& .summary-line": { mt: "4" },
  "& .summary-line:first-of-type": { mt: "0" },
  "& .bills-table tfoot th, & .bills-table tfoot td": { fontWeight: "700", color: "text", borderBottomWidth: "0" },
  "& .summary-total": { display: "flex", justifyContent: "space-between", gap: "3", mt: "4", fontWeight: "700" },
  "& .summary-preview": { width: "100%", height: { base: "480px", md: "720px" }, mt: "3", borderWidth: "1px", borderColor: "border" },
  "& .summary-accounts": { listStyleType: "none", p: "0", m: "0", display: "grid", gap: "3" },
  "& .summary-accounts > li": {
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "space-between",
    alignItems: "center",
    gap: "3",
    borderBottomWidth: "1px",
    borderColor: "border",
    pb: "3",
  },
  "& .summary-bill": { borderBottomWidth: "1px", borderColor: "border", pb: "4", mt: "4" },
  "& .summary-bill:first-of-type": { mt: "0" },
};
