// The self-care shell (ecare/layout/EcareLayout) under its root class .ecare-frame (../screenCss.ts): the account
// bar, the menu and the page area.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { fieldCss } from "../fieldCss";

export const ecareFrameCss: SystemStyleObject = {
  py: { base: "4", md: "6" },

  // The shell (src/ecare/shell/): grey bars where the account bar's lines and a card's heading will be, each the height
  // of the text it stands for (a no-break space in the same font), so the real text takes exactly its room.
  "& .shell-line": { display: "inline-block", maxWidth: "100%", borderRadius: "box", bg: "surfaceAlt" },
  "& .shell-line-name": { width: "12em" },
  "& .shell-line-meta": { width: "8em" },
  "& .shell-title": { display: "block", width: "50%", fontSize: "22px", lineHeight: "1.3", mb: "3" },

  "& .ecare-bar": {
    display: "flex",
    flexWrap: "wrap",
    gap: "3",
    alignItems: "flex-end",
    justifyContent: "space-between",
    borderBottomWidth: "1px",
    borderColor: "border",
    pb: "4",
    mb: "4",
  },
  "& .ecare-bar-name": { fontWeight: "700", fontSize: "18px" },
  // kit/ListPager: the pager under every self-care list.
  "& .ecare-pager": { display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", justifyContent: "space-between", mt: "4" },
  "& .ecare-pager p": { m: "0" },
  "& .ecare-bar-meta": { color: "textMuted", fontSize: "15px" },
  "& .ecare-switcher": { display: "flex", flexWrap: "wrap", gap: "2", alignItems: "flex-end" },
  "& .ecare-switcher label": { display: "grid", gap: "1", fontWeight: "700", fontSize: "15px" },
  "& .ecare-switcher select": { ...fieldCss, maxWidth: "100%" },
  "& .ecare-grid": { display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", lg: "260px minmax(0, 1fr)" } },
  "& .ecare-menu summary": {
    display: { base: "flex", lg: "none" },
    minHeight: "44px",
    alignItems: "center",
    fontWeight: "700",
    cursor: "pointer",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "box",
    px: "3",
  },
  "& .ecare-menu h2": { fontSize: "14px", textTransform: "uppercase", letterSpacing: "0.04em", color: "textMuted", mt: "4", mb: "1" },
  "& .ecare-menu ul": { listStyle: "none", p: "0", m: "0" },
  "& .ecare-menu a": {
    display: "flex",
    alignItems: "center",
    minHeight: "44px",
    px: "3",
    borderRadius: "box",
    color: "text",
    textDecoration: "none",
  },
  "& .ecare-menu a:hover": { bg: "surfaceAlt" },
  "& .ecare-menu a[aria-current=page]": { bg: "surfaceAlt", fontWeight: "700", borderWidth: "0 0 0 4px", borderColor: "accent" },
  "& .ecare-page h1": { fontSize: { base: "26px", md: "32px" }, lineHeight: "1.2", mb: "3" },
  "& .ecare-page > * + *": { mt: "4" },
  // Defaults for plain page content; :where() keeps them below any screen's own styles.
  "& .ecare-page :where(h2)": { fontSize: "22px", fontWeight: "700", lineHeight: "1.3", mt: "6", mb: "2" },
  "& .ecare-page :where(p + p)": { mt: "3" },
  "& .ecare-page :where(ol)": { listStyleType: "decimal", pl: "6", display: "grid", gap: "2", my: "3" },
  "& .ecare-notice": { borderWidth: "0 0 0 4px", borderColor: "accent", bg: "surfaceAlt", p: "3", borderRadius: "box", mb: "4" },
  "& .ecare-notice a": { color: "accentText", textDecoration: "underline", fontWeight: "700" },
  "& .ecare-error": { color: "accentText", fontWeight: "700" },
  "& .ecare-list": { display: "grid", gap: "2", gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" } },
  "& .ecare-facts": { display: "grid", gap: "3" },
  "& .ecare-facts dt": { color: "textMuted", fontSize: "15px" },
  "& .ecare-facts dd": { fontWeight: "700", m: "0" },
};
