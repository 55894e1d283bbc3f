// Styles of the checkout (shop/checkout/) as class rules in the global stylesheet, like cartCss (shopCss spreads
// these in). Before hydration the built page holds the contract and payment forms; the inline script of the checkout
// pages (app/checkoutStepScript.ts) marks <html data-pas> with the address's step and these rules show that form only.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { fieldCss } from "./fieldCss";

const card: SystemStyleObject = { bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "box", p: "4" };
const early = ".checkout-page[data-early] .checkout-step";
const shownEarly = [
  `html:not([data-pas]) ${early}[data-step=date-contract]`,
  ...["date-contract", "plata"].map((slug) => `html[data-pas="${slug}"] ${early}[data-step=${slug}]`),
].join(", ");

export const checkoutCss: Record<string, SystemStyleObject> = {
  ".checkout-page": { display: "grid", gap: "4", alignContent: "start", maxWidth: "760px" },
  ".checkout-page [hidden]": { display: "none !important" },
  [early]: { display: "none" },
  [shownEarly]: { display: "grid" },
  // Another step named by the address (shipping, review…): its form comes with React; until then, "Se încarcă…".
  ".checkout-early-loading": { display: "none", color: "textMuted" },
  'html[data-pas]:not([data-pas="date-contract"]):not([data-pas="plata"]) .checkout-early-loading': { display: "block" },
  ".checkout-step": { ...card, display: "grid", gap: "4" },
  ".checkout-step h2": { mt: "0", fontSize: "22px" },
  ".checkout-step form": { display: "grid", gap: "4" },
  ".checkout-fieldset": { borderWidth: "0", p: "0", m: "0", display: "grid", gap: "3", minWidth: "0" },
  ".checkout-fieldset legend": { fontWeight: "700", fontSize: "18px", mb: "2", p: "0" },
  ".checkout-row": { display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } },
  ".checkout-field": { display: "grid", gap: "1" },
  ".checkout-field label": { fontWeight: "700" },
  ".checkout-field input, .checkout-field select": { ...fieldCss, width: "100%" },
  ".checkout-field input[aria-invalid=true], .checkout-field select[aria-invalid=true]": { borderColor: "accentText", borderWidth: "2px" },
  ".checkout-field input[type=file]": { py: "2", minHeight: "auto" },
  ".checkout-check": { display: "flex", alignItems: "center", gap: "3", minHeight: "44px" },
  ".checkout-check input": { width: "22px", height: "22px", flexShrink: "0" },
  ".checkout-check label": { fontWeight: "700" },
  ".checkout-actions": { display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" },
  ".checkout-progress p": { color: "textMuted", fontSize: "14px", m: "0" },
  ".checkout-progress ol": { listStyleType: "none", p: "0", m: "0", mt: "1", display: "flex", flexWrap: "wrap", gap: "2" },
  ".checkout-progress li": { px: "3", py: "1", borderRadius: "box", bg: "surfaceAlt", fontSize: "15px" },
  ".checkout-progress li[aria-current=step]": { bg: "accent", color: "onAccent", fontWeight: "700" },
  ".checkout-progress-link": {
    bg: "transparent",
    borderWidth: "0",
    p: "0",
    color: "text",
    textDecoration: "underline",
    cursor: "pointer",
    font: "inherit",
    minHeight: "32px",
  },
  ".checkout-notice": { ...card, borderColor: "accentText", borderWidth: "2px", display: "grid", gap: "2", justifyItems: "start" },
  ".checkout-review": { display: "grid", gap: "4" },
  ".checkout-review h3, .checkout-card h3": { fontSize: "18px", fontWeight: "700", mt: "0" },
  ".checkout-items": { listStyleType: "none", p: "0", m: "0", mt: "2", display: "grid", gap: "2" },
  ".checkout-items ul": { listStyleType: "none", pl: "4", mt: "1", color: "textMuted" },
  ".checkout-items li[data-child]": { pl: "4", color: "textMuted" },
  ".checkout-summary": { display: "grid", gap: "2", justifyItems: "start" },
  ".checkout-summary p": { m: "0" },
  ".checkout-card": { display: "grid", gap: "3" },
  ".checkout-card-frame": {
    width: "100%",
    minHeight: "470px",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "box",
  },
  ".checkout-pay": { width: { base: "100%", md: "auto" }, justifyContent: "center" },
  ".checkout-thanks": { display: "grid", gap: "4", justifyItems: "start" },
  ".checkout-order-number": { fontSize: "20px", fontWeight: "700" },
  ".checkout-thanks-totals": { display: "grid", gap: "2" },
  ".checkout-thanks-totals > div": { display: "flex", gap: "3", justifyContent: "space-between", minWidth: "260px" },
  ".checkout-thanks-totals dt": { color: "textMuted" },
};
