// The site's combobox (components/forms/Combobox.tsx): the field is a .checkout-field; the listbox hangs under it,
// scrolls past ten options, and the highlighted option (aria-selected) is marked by colour and an outline, the chosen
// one by weight. The match count under the field is muted text.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const comboboxCss: Record<string, SystemStyleObject> = {
  ".combobox-box": { position: "relative" },
  ".combobox-list": {
    position: "absolute",
    zIndex: "20",
    top: "100%",
    left: "0",
    right: "0",
    mt: "1",
    maxHeight: "22rem",
    overflowY: "auto",
    listStyleType: "none",
    p: "1",
    m: "0",
    bg: "surface",
    color: "text",
    borderWidth: "1px",
    borderColor: "textMuted",
    borderRadius: "box",
    boxShadow: "0 4px 16px rgba(0,0,0,0.12)",
  },
  ".combobox-list[hidden]": { display: "none" },
  ".combobox-option": { display: "flex", alignItems: "center", minHeight: "44px", px: "3", borderRadius: "box", cursor: "pointer" },
  ".combobox-option:hover": { bg: "surfaceAlt" },
  ".combobox-option[aria-selected=true]": { bg: "surfaceAlt", outline: "2px solid", outlineColor: "focusRing", outlineOffset: "-2px" },
  ".combobox-option[data-chosen]": { fontWeight: "700" },
  ".combobox-status": { fontSize: "14px", color: "textMuted", minHeight: "1.2em", m: "0" },
  ".combobox input:disabled": { opacity: "0.6", cursor: "not-allowed" },
};
