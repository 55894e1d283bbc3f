// The dashboard's pieces (cards, facts, lists, skeletons) under the root class .ecare-dashboard (../screenCss.ts), which
// every self-care screen built from them carries next to its own (.ecare-bills, .ecare-services…). Cards keep a minimum
// height so the skeleton, the error ribbon and the loaded content take the same room: nothing below them jumps.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

const card: SystemStyleObject = {
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "box",
  bg: "surface",
  p: { base: "4", md: "6" },
  minHeight: "220px",
};

export const dashboardCss: SystemStyleObject = {
  "& .dashboard-lead": { mt: "2", color: "textMuted", maxWidth: "65ch" },
  "& .dashboard-grid": {
    display: "grid",
    gap: "4",
    mt: "6",
    gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
  },
  "& .dashboard-card": card,
  "& .dashboard-card h2": { fontSize: "22px", mt: "0", mb: "3" },
  "& .dashboard-quick h2": { fontSize: "22px", mt: "6", mb: "3" },
  "& .dashboard-card h3": { fontSize: "18px", fontWeight: "700", mt: "4", mb: "2" },
  "& .dashboard-wide": { gridColumn: { md: "1 / -1" }, minHeight: "0" },
  "& .dashboard-caption": { color: "textMuted", mb: "2" },
  "& .dashboard-facts": { display: "grid", gap: "0", m: "0" },
  "& .dashboard-facts > div": {
    display: "flex",
    justifyContent: "space-between",
    gap: "3",
    flexWrap: "wrap",
    py: "2",
    borderBottomWidth: "1px",
    borderColor: "border",
  },
  "& .dashboard-facts dt": { color: "textMuted" },
  "& .dashboard-facts dd": { m: "0", fontWeight: "700", textAlign: "right" },
  "& .dashboard-amount": { fontSize: "22px" },
  "& .dashboard-list": { listStyleType: "none", p: "0", m: "0", display: "grid", gap: "3" },
  "& .dashboard-list > li": { borderBottomWidth: "1px", borderColor: "border", pb: "3" },
  "& .dashboard-list strong": { display: "block" },
  "& .dashboard-list meter": { display: "block", width: "100%", height: "8px", mt: "1" },
  "& .dashboard-muted": { color: "textMuted", fontSize: "15px" },
  "& .dashboard-empty": { color: "textMuted" },
  "& .dashboard-skeleton": { display: "grid", gap: "3" },
  "& .dashboard-skeleton span": { display: "block", height: "20px", borderRadius: "box", bg: "surfaceAlt" },
  "& .dashboard-skeleton span:nth-of-type(odd)": { width: "70%" },
  "& .dashboard-actions": { listStyleType: "none", p: "0", m: "0", display: "flex", flexWrap: "wrap", gap: "3" },
};
