// The services pages' styles (offers, roaming, plan, cost control) under the root class .ecare-services, used with
// .ecare-dashboard (cards and ribbons).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const servicesCss: SystemStyleObject = {
  "& .services-line": { mt: "4", maxWidth: "20rem" },
  "& .services-list": { listStyle: "none", p: "0", m: "0", display: "grid", gap: "3" },
  "& .services-offer": {
    display: "flex",
    flexWrap: "wrap",
    gap: "3",
    alignItems: "center",
    justifyContent: "space-between",
    py: "3",
    borderBottomWidth: "1px",
    borderColor: "border",
  },
  "& .services-offer h3, & .services-offer h4": { fontSize: "17px", fontWeight: "700", m: "0" },
  "& .services-offer p": { m: "0", color: "textMuted" },
  "& .services-price": { fontWeight: "700", whiteSpace: "nowrap" },
  "& .services-state": { fontWeight: "700" },
  "& .services-notice": { mt: "4", p: "3", borderRadius: "box", bg: "surfaceAlt" },
  "& .services-switch": { display: "flex", alignItems: "center", gap: "3", mt: "3" },
  "& .services-switch button[role=switch]": {
    width: "52px",
    height: "30px",
    borderRadius: "full",
    borderWidth: "2px",
    borderColor: "text",
    bg: "surface",
    position: "relative",
  },
  "& .services-switch button[role=switch][aria-checked=true]": { bg: "accent", borderColor: "accent" },
  "& .services-switch button[role=switch]::after": {
    content: '""',
    position: "absolute",
    top: "3px",
    left: "3px",
    width: "20px",
    height: "20px",
    borderRadius: "full",
    bg: "text",
  },
  "& .services-switch button[role=switch][aria-checked=true]::after": { left: "25px", bg: "surface" },
  "& .services-switch button[role=switch]:disabled": { opacity: 0.5, cursor: "not-allowed" },
  "& .services-countries": { listStyle: "none", p: "0", mt: "2", display: "flex", flexWrap: "wrap", gap: "2" },
  "& .services-flag": { fontSize: "22px", mr: "2" },
};
