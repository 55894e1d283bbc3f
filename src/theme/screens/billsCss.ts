// The bill screens' styles under the root class .ecare-bills, used with .ecare-dashboard (the cards, facts and skeletons
// are the same pieces).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const billsCss: SystemStyleObject = {
  "& .bills-actions": { display: "flex", flexWrap: "wrap", gap: "3", mt: "4", alignItems: "center" },
  "& .bills-note": { color: "textMuted", fontSize: "15px", mt: "3" },
  "& .bills-notice": {
    mt: "4",
    p: "4",
    borderWidth: "2px",
    borderColor: "accentText",
    borderRadius: "box",
    bg: "surface",
  },
  "& .bills-settings": { display: "grid", gap: "4" },
  "& .bills-ondemand > button": { width: "100%", justifyContent: "space-between", textAlign: "left" },
  "& .bills-ondemand > div": { mt: "4" },
  "& .bills-table": { width: "100%", borderCollapse: "collapse", mt: "2" },
  "& .bills-table th, & .bills-table td": { textAlign: "left", py: "2", px: "2", borderBottomWidth: "1px", borderColor: "border" },
  "& .bills-table th": { color: "textMuted", fontWeight: "400", fontSize: "15px" },
  "& .bills-table td:last-of-type, & .bills-table th:last-of-type": { textAlign: "right" },
  "& .bills-year": { fontSize: "18px", fontWeight: "700", mt: "4", mb: "1" },
  "& .bills-chart svg": { width: "100%", height: "auto", display: "block" },
  "& .bills-chart rect[data-empty]": { fill: "var(--aria-colors-border)" },
  "& .bills-chart rect": { fill: "var(--aria-colors-accent)" },
  "& .bills-chart text": { fill: "var(--aria-colors-text-muted)", fontSize: "11px" },
};
