// The usage screens' styles under the root classes .ecare-usage-overview and .ecare-usage-lists, each used with
// .ecare-dashboard (cards, skeletons, ribbons, fact lists are the same pieces).
// Bars and charts are SVG drawn with the theme's colours; what they show is also written as text, so nothing is told
// by colour alone.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const usageOverviewCss: SystemStyleObject = {
  "& .usage-gauge svg": { display: "block", width: "100%", height: "10px", mt: "1" },
  "& .usage-gauge .usage-track": { fill: "var(--aria-colors-surface-alt)", stroke: "var(--aria-colors-border)", strokeWidth: "0.5" },
  "& .usage-gauge .usage-fill": { fill: "var(--aria-colors-accent)" },
  "& .usage-gauge p": { m: "0" },
  "& .usage-daily-charts": { display: "grid", gap: "4", mt: "3", gridTemplateColumns: { base: "1fr", lg: "repeat(3, minmax(0, 1fr))" } },
  "& .usage-daily-charts figure": { m: "0" },
  "& .usage-daily-charts figcaption": { fontWeight: "700", mb: "1" },
  "& .usage-daily-charts svg": { width: "100%", height: "auto", display: "block" },
  "& .usage-daily-charts rect": { fill: "var(--aria-colors-accent)" },
  "& .usage-daily-charts rect[data-empty]": { fill: "var(--aria-colors-border)" },
  "& .usage-daily-charts rect[data-today]": { stroke: "var(--aria-colors-text)", strokeWidth: "1.5" },
  "& .usage-daily-charts text": { fill: "var(--aria-colors-text-muted)", fontSize: "10px" },
  "& .usage-daily-charts line": { stroke: "var(--aria-colors-border)" },
};

export const usageListsCss: SystemStyleObject = {
  "& .usage-filter": { display: "grid", gap: "4", mt: "4" },
  "& .usage-filter fieldset": { borderWidth: "0", p: "0", m: "0", display: "flex", flexWrap: "wrap", gap: "4", alignItems: "flex-end" },
  "& .usage-filter legend": { fontWeight: "700", mb: "2", width: "100%" },
  "& .usage-filter .usage-radio": { display: "inline-flex", gap: "2", alignItems: "center", mr: "4" },
  "& .usage-filter .usage-actions": { display: "flex", gap: "3" },
  "& .usage-table": { width: "100%", borderCollapse: "collapse", mt: "2" },
  "& .usage-table caption": { textAlign: "left", color: "textMuted", fontSize: "15px", mb: "2" },
  "& .usage-table th, & .usage-table td": { textAlign: "left", py: "2", px: "2", borderBottomWidth: "1px", borderColor: "border" },
  "& .usage-table thead th": { color: "textMuted", fontWeight: "400", fontSize: "15px" },
  "& .usage-table td.usage-num": { textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  "& .usage-totals": { display: "flex", flexWrap: "wrap", gap: "4", mt: "4", fontWeight: "700" },
  "& .usage-totals p": { m: "0" },
  "& .usage-links": { mt: "6" },
};
