// Styles of the layout chrome (frame, header, footer, container, links, buttons) as one global
// stylesheet built from our tokens once per page load. Layout elements are then plain HTML with
// class names: no per-element style computation while a page hydrates, which is where a
// static page spends most of its main-thread time (docs/decisions.md, "Layout styles").
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

const link: SystemStyleObject = {
  color: "inherit",
  textDecoration: "none",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  borderRadius: "box",
  _hover: { textDecoration: "underline" },
};

export const layoutCss: Record<string, SystemStyleObject> = {
  ".aria-frame": { bg: "surface", color: "text", minHeight: "100vh", display: "flex", flexDirection: "column" },
  ".aria-main": { flex: "1", _focus: { outline: "none" } },
  ".aria-container": { maxWidth: "container", mx: "auto", px: { base: "4", md: "6" } },
  ".aria-link": link,
  ".aria-link[aria-current=page]": { fontWeight: "700", textDecoration: "underline", textUnderlineOffset: "6px" },
  ".aria-button": {
    ...link,
    px: "4",
    fontWeight: "700",
    justifyContent: "center",
    _hover: { textDecoration: "none", opacity: 0.9 },
  },
  ".aria-button[data-variant=primary]": { bg: "accent", color: "onAccent" },
  ".aria-button[data-variant=inverse]": { bg: "surface", color: "text" },
  ".aria-button[data-variant=outline]": { borderWidth: "2px", borderColor: "currentColor" },

  // Price display (components/Price.tsx); sizes sm/md/lg = 20/32/44 px, small parts at 45 %.
  ".aria-price": { color: "text", "--price-size": "32px" },
  ".aria-price[data-size=sm]": { "--price-size": "20px" },
  ".aria-price[data-size=lg]": { "--price-size": "44px" },
  ".aria-price__title": { fontSize: "14px", color: "textMuted", mb: "1" },
  ".aria-price__row": { display: "flex", alignItems: "flex-start", gap: "2", flexWrap: "wrap" },
  ".aria-price__amount": { display: "flex", alignItems: "flex-start", fontWeight: "700", lineHeight: "1" },
  ".aria-price [data-part=integer]": { fontSize: "var(--price-size)" },
  ".aria-price [data-part=decimal]": { fontSize: "calc(var(--price-size) * 0.45)", mt: "0.15em", ms: "0.05em" },
  ".aria-price [data-part=currency]": { ms: "1", alignSelf: "flex-end", fontSize: "calc(var(--price-size) * 0.45)" },
  ".aria-price [data-part=text-price]": { alignSelf: "flex-end", fontWeight: "400" },
  ".aria-price [data-part=text-price][data-strong=true]": { fontWeight: "700" },
  ".aria-price [data-part=full-price]": { position: "relative", alignSelf: "flex-end", color: "textMuted" },
  ".aria-price__bar": {
    position: "absolute",
    left: "-2px",
    right: "-2px",
    top: "50%",
    height: "2px",
    bg: "strike",
    transform: "rotate(-8deg)",
  },
  ".sr-only": {
    position: "absolute",
    width: "1px",
    height: "1px",
    p: "0",
    m: "-1px",
    overflow: "hidden",
    clip: "rect(0, 0, 0, 0)",
    whiteSpace: "nowrap",
    borderWidth: "0",
  },

  ".aria-skip": {
    position: "absolute",
    left: "-9999px",
    top: "2",
    zIndex: "2100",
    bg: "surface",
    color: "text",
    p: "3",
    borderRadius: "box",
    _focus: { left: "2" },
  },
  ".aria-header": { bg: "surface", borderBottomWidth: "1px", borderColor: "border" },
  ".aria-header__areas": { bg: "surfaceAlt", fontSize: "14px" },
  ".aria-header__areas nav": { display: "flex", gap: "2" },
  ".aria-header__areas .aria-link": { px: "2" },
  ".aria-header__bar": {
    display: "flex",
    alignItems: "center",
    gap: { base: "3", md: "6" },
    flexWrap: { base: "wrap", md: "nowrap" },
    py: "2",
  },
  ".aria-header__logo": { ...link, _hover: {} },
  ".aria-header__logo span": { ms: "2", fontSize: "22px", fontWeight: "700", color: "text" },
  ".aria-header__nav": { order: { base: 3, md: 0 }, flexBasis: { base: "100%", md: "auto" }, flex: { md: "1" }, overflowX: "auto" },
  ".aria-header__nav ul": { display: "flex", gap: { base: "1", md: "3" }, listStyleType: "none", m: "0", p: "0", whiteSpace: "nowrap" },
  ".aria-header__nav .aria-link": { px: "2" },
  ".aria-header__account": { ms: "auto", display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" },

  ".aria-footer": { bg: "surfaceAlt", color: "text", mt: "13", py: "8", borderTopWidth: "1px", borderColor: "border" },
  ".aria-footer__groups": { display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)" }, gap: "6" },
  ".aria-footer h2": { fontSize: "16px", fontWeight: "700", mb: "2" },
  ".aria-footer ul": { listStyleType: "none", m: "0", p: "0" },
  ".aria-footer__legal": { mt: "6", fontSize: "14px", color: "textMuted" },
};
