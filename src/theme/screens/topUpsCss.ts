// The top-up history's styles under the root class .ecare-topups, used with .ecare-dashboard (cards, skeletons, ribbons
// are the same pieces).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const topUpsCss: SystemStyleObject = {
  "& .topups-filter": { display: "flex", flexWrap: "wrap", gap: "4", alignItems: "flex-end", mt: "4" },
  "& .topups-filter fieldset": { borderWidth: "0", p: "0", m: "0", display: "flex", flexWrap: "wrap", gap: "4" },
  "& .topups-filter legend": { fontWeight: "700", mb: "2", width: "100%" },
  "& .topups-table": { width: "100%", borderCollapse: "collapse", mt: "2" },
  "& .topups-table caption": { textAlign: "left", color: "textMuted", fontSize: "15px", mb: "2" },
  "& .topups-table th, & .topups-table td": { textAlign: "left", py: "2", px: "2", borderBottomWidth: "1px", borderColor: "border" },
  "& .topups-table thead th": { color: "textMuted", fontWeight: "400", fontSize: "15px" },
  "& .topups-table td:nth-of-type(1)": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
};
