// Styles of the cart pages (shop/cart/) and the add-to-cart error host as class rules in the global stylesheet, like
// errorCss (shopCss spreads these in): the cart screens are plain elements, so they cost no runtime style work.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { fieldCss } from "./fieldCss";

const card: SystemStyleObject = { bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "box", p: "4" };

export const cartCss: Record<string, SystemStyleObject> = {
  ".cart-page": { display: "grid", gap: "4", alignContent: "start" },
  ".cart-page h2": { mt: "0", mb: "3", fontSize: "22px" },
  ".cart-page input": { ...fieldCss, width: "100%" },
  ".cart-loading, .cart-count, .cart-hint, .cart-note": { color: "textMuted" },
  ".cart-hint, .cart-note": { fontSize: "14px" },
  ".cart-empty": { display: "grid", gap: "4", justifyItems: "start" },
  ".cart-layout": {
    display: "grid",
    gap: "6",
    gridTemplateColumns: { base: "1fr", lg: "minmax(0, 2fr) minmax(280px, 1fr)" },
    alignItems: "start",
  },
  ".cart-layout > aside": { display: "grid", gap: "4", position: { lg: "sticky" }, top: { lg: "4" } },
  ".cart-items": { listStyleType: "none", p: "0", m: "0", mt: "3", display: "grid", gap: "3" },
  ".cart-item": { ...card, display: "grid", gap: "3" },
  ".cart-item[aria-busy=true]": { opacity: "0.7" },
  ".cart-item h3": { fontSize: "20px", fontWeight: "700", lineHeight: "1.25" },
  ".cart-item-kind": { fontSize: "14px", color: "textMuted", textTransform: "uppercase", letterSpacing: "0.04em" },
  ".cart-item-prices": { display: "grid", gap: "1" },
  ".cart-item-prices > div": { display: "flex", justifyContent: "space-between", gap: "3", flexWrap: "wrap" },
  ".cart-item-prices dt": { color: "textMuted" },
  ".cart-item-discount dd": { color: "accentText", fontWeight: "700" },
  ".cart-item-children": { bg: "surfaceAlt", borderRadius: "box", p: "3" },
  ".cart-item-children ul": { listStyleType: "none", p: "0", m: "0", mt: "1", display: "grid", gap: "1" },
  ".cart-item-controls": { display: "flex", flexWrap: "wrap", gap: "3", alignItems: "flex-end", justifyContent: "space-between" },
  ".cart-qty": { display: "grid", gridTemplateColumns: "96px auto", gap: "2", alignItems: "end" },
  ".cart-qty label, .cart-qty .cart-hint, .cart-qty .field-error": { gridColumn: "1 / -1" },
  ".cart-qty label, .cart-voucher label": { fontWeight: "700" },
  ".cart-item-total": { fontWeight: "700", textAlign: "right" },
  ".field-error": { color: "accentText", fontWeight: "700", fontSize: "15px" },
  ".cart-voucher": { ...card, mt: "4", display: "grid", gap: "2" },
  ".cart-voucher form": { display: "grid", gap: "2" },
  ".cart-voucher-row": { display: "flex", gap: "2" },
  ".cart-voucher-row input": { flex: "1", minWidth: "0" },
  ".cart-voucher-list": { listStyleType: "none", p: "0", m: "0", display: "grid", gap: "2" },
  ".cart-voucher-list li": { display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3", flexWrap: "wrap" },
  ".cart-totals": { ...card, display: "grid", gap: "3" },
  ".cart-totals dl": { display: "grid", gap: "3" },
  ".cart-totals dt": { color: "textMuted" },
  ".cart-totals dd": { display: "grid", gap: "1" },
  ".cart-totals strong": { fontSize: "24px" },
  ".cart-totals small": { color: "textMuted", fontSize: "14px" },
  ".cart-continue": { width: "100%", justifyContent: "center" },
  // An add that failed on a shop page (shop/cart/addFromPage/addFromPage): the ribbon sits at the foot of the screen, above the page.
  ".cart-error-host": { position: "fixed", left: "0", right: "0", bottom: "0", zIndex: "1400", p: "3", pointerEvents: "none" },
  ".cart-error-host > *": { pointerEvents: "auto" },
  ".cart-error-host > .error-ribbon": { maxWidth: "720px", mx: "auto", boxShadow: "0 4px 24px rgba(0, 0, 0, 0.25)" },
};
