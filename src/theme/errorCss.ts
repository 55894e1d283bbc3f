// Styles of the SPEC §8 error catalogue's views (components/errors/catalogue/) as class rules in the global stylesheet,
// like shopCss (which spreads these in): the views are plain elements, shown on static product pages as well as on the
// client-only cart and checkout. The ribbon reuses .error-ribbon (shopCss).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const errorCss: Record<string, SystemStyleObject> = {
  // Above the page notice (1400), below the full-screen loader (1500): a loader may still cover a failing step.
  ".shop-error-backdrop": {
    position: "fixed",
    inset: "0",
    zIndex: "1450",
    bg: "rgba(0, 0, 0, 0.55)",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    p: "4",
  },
  ".shop-error-dialog": {
    bg: "surface",
    color: "text",
    borderRadius: "box",
    boxShadow: "0 8px 32px rgba(0, 0, 0, 0.35)",
    p: { base: "4", md: "6" },
    width: "100%",
    maxWidth: "520px",
    maxHeight: "calc(100vh - 32px)",
    overflowY: "auto",
    display: "grid",
    gap: "3",
  },
  ".shop-error-dialog h2, .shop-error-view h2": { fontSize: "22px", fontWeight: "700", lineHeight: "1.25" },
  ".shop-error-actions": { display: "flex", flexWrap: "wrap", gap: "3", mt: "2" },
  ".shop-error-server": { borderWidth: "0 0 0 3px", borderColor: "border", pl: "3", color: "textMuted" },
  ".shop-error-support": { color: "textMuted", fontSize: "14px" },
  ".shop-error-view": {
    bg: "surfaceAlt",
    borderRadius: "box",
    p: { base: "4", md: "6" },
    display: "grid",
    gap: "3",
    justifyItems: "start",
  },
};
