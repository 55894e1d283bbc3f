// The recharge panel's styles under the root class .ecare-recharge (a card like the dashboard's, wherever a screen
// places it); fields and buttons use the site's shared classes (checkout-field, cart-hint, field-error, aria-button).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const rechargeCss: SystemStyleObject = {
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "box",
  bg: "surface",
  p: { base: "4", md: "6" },
  mt: "6",
  "& h2": { fontSize: "22px", mt: "0", mb: "2" },
  "& .recharge-lead": { color: "textMuted", fontSize: "15px" },
  "& .recharge-form": { display: "grid", gap: "4", mt: "4", maxWidth: "32rem" },
  "& .recharge-methods": { borderWidth: "0", p: "0", m: "0", display: "flex", flexWrap: "wrap", gap: "4", minWidth: "0" },
  "& .recharge-methods legend": { fontWeight: "700", mb: "2", p: "0", width: "100%" },
  "& .recharge-methods label": { display: "inline-flex", alignItems: "center", gap: "2", cursor: "pointer", minHeight: "44px" },
  "& .recharge-rate": { color: "textMuted", fontSize: "15px", minHeight: "1.5em" },
  "& .recharge-status": { fontWeight: "700", minHeight: "1.5em" },
};
