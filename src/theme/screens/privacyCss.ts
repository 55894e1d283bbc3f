// The privacy consents page's styles (issue 26) under the root class .ecare-privacy, used with .ecare-dashboard (card,
// caption, ribbons): a group per fieldset, each purpose's switch with its sentence under it, switches at least 24 px
// (WCAG 2.2 target size).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const privacyCss: SystemStyleObject = {
  "& .privacy-group": { borderWidth: "0", p: "0", m: "0", mb: "4", display: "grid", gap: "3" },
  "& .privacy-group legend": { fontSize: "17px", fontWeight: "700", p: "0", mb: "2" },
  "& .privacy-purpose": { display: "grid", gap: "1" },
  "& .privacy-purpose .checkout-check": { fontWeight: "700" },
  "& .privacy-purpose input[role=switch]": { width: "24px", height: "24px", cursor: "pointer" },
  "& .privacy-text": { m: "0", color: "textMuted", pl: "36px" },
  "& .privacy-notice": { mt: "4", p: "3", borderRadius: "box", bg: "surfaceAlt" },
};
