// The e-bill panel's styles under the root class .ecare-ebill, used with .ecare-dashboard and .ecare-bills (cards,
// notes, actions are the same pieces).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const ebillCss: SystemStyleObject = {
  "& .ebill-part": { mt: "4", pt: "4", borderTopWidth: "1px", borderColor: "border" },
  "& .ebill-part:first-of-type": { borderTopWidth: "0", pt: "0" },
  "& .ebill-form": { display: "grid", gap: "3", mt: "3", maxWidth: "480px" },
  "& .ebill-radio": { display: "flex", gap: "2", alignItems: "center", minHeight: "44px" },
  "& .ebill-badge": { display: "inline-block", fontSize: "15px", fontWeight: "700", color: "textMuted", mt: "1" },
  "& .ebill-badge[data-verified='true']": { color: "accentText" },
  "& .ebill-status": { mt: "3", fontWeight: "700" },
};
