// The port-in journey (shop/portIn/): the page column like the checkout's, each step a card, radios and the
// disclosures list; the fields use the checkout's shared classes (checkout-field, checkout-check, checkout-fieldset).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const portInCss: SystemStyleObject = {
  display: "grid",
  gap: "4",
  alignContent: "start",
  maxWidth: "760px",
  "& [hidden]": { display: "none !important" },
  "& .portin-step": { bg: "surface", borderWidth: "1px", borderColor: "border", borderRadius: "box", p: "4", display: "grid", gap: "4" },
  "& .portin-step h2": { mt: "0", fontSize: "22px" },
  "& .portin-step form": { display: "grid", gap: "4" },
  "& .portin-progress": { color: "textMuted", fontSize: "14px", m: "0" },
  "& .portin-lead": { m: "0", maxWidth: "65ch" },
  "& .portin-radio": { display: "flex", alignItems: "center", gap: "3", minHeight: "44px" },
  "& .portin-radio input": { width: "22px", height: "22px", flexShrink: "0" },
  "& .portin-disclosures": { pl: "5", m: "0", display: "grid", gap: "2", maxWidth: "65ch" },
  "& .portin-status": { fontWeight: "700", m: "0" },
  "& .portin-refusal": { borderWidth: "0 0 0 4px", borderColor: "accentText", pl: "4", display: "grid", gap: "2" },
  "& .portin-refusal h2": { m: "0", fontSize: "18px" },
  "& .portin-actions": { display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" },
};
