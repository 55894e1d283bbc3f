// The sign-in screens (password, one-time code, identity chooser) under the root class .signin-screen.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { fieldCss } from "../fieldCss";

const field: SystemStyleObject = { ...fieldCss, width: "100%" };

export const signInCss: SystemStyleObject = {
  py: { base: "6", md: "8" },
  "& h1": { fontSize: { base: "28px", md: "36px" }, lineHeight: "1.2", mb: "2" },
  "& .signin-lead": { color: "textMuted", maxWidth: "60ch", mb: "6" },
  "& .signin-panels": { display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", lg: "repeat(2, minmax(0, 1fr))" } },
  "& .signin-panel": { borderWidth: "1px", borderColor: "border", borderRadius: "box", p: { base: "4", md: "6" }, bg: "surface" },
  "& .signin-panel h2": { fontSize: "22px", mb: "3" },
  "& form": { display: "grid", gap: "4" },
  "& .signin-field": { display: "grid", gap: "1" },
  "& .signin-field label": { fontWeight: "700" },
  "& .signin-field input": field,
  "& .signin-field input[aria-invalid=true]": { borderColor: "accent", borderWidth: "2px" },
  "& .signin-hint": { color: "textMuted", fontSize: "14px" },
  "& .signin-field-error": { color: "accentText", fontSize: "15px", fontWeight: "700" },
  "& .signin-error": { borderWidth: "0 0 0 4px", borderColor: "accent", bg: "surfaceAlt", p: "3", borderRadius: "box" },
  "& .signin-status": { bg: "surfaceAlt", p: "3", borderRadius: "box" },
  "& .signin-actions": { display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" },
  "& button[disabled]": { opacity: 0.7, cursor: "progress" },
  "& .signin-link": {
    background: "none",
    borderWidth: "0",
    p: "0",
    minHeight: "44px",
    color: "accentText",
    textDecoration: "underline",
    cursor: "pointer",
  },
  "& fieldset": { borderWidth: "0", p: "0", m: "0", display: "grid", gap: "3" },
  "& legend": { fontWeight: "700", mb: "2" },
  "& .identity-option": {
    display: "flex",
    gap: "3",
    alignItems: "flex-start",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "box",
    p: "4",
    cursor: "pointer",
  },
  "& .identity-option:has(input:checked)": { borderColor: "accent", borderWidth: "2px" },
  "& .identity-option input": { width: "20px", height: "20px", mt: "1", flexShrink: 0 },
  "& .identity-option strong": { display: "block" },
  "& .identity-option span": { color: "textMuted", fontSize: "15px" },
};
