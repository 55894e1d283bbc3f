// date-personale's styles (issue 26) under the root class .ecare-personal, used with .ecare-dashboard (cards, facts,
// ribbons): the forms' column, the actions row, the status notes, the associated accounts' rows and the HBO Max banner.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const personalDataCss: SystemStyleObject = {
  "& .personal-form": { display: "grid", gap: "3", mt: "3", maxWidth: "28rem" },
  "& .personal-actions": { display: "flex", flexWrap: "wrap", gap: "3", mt: "2" },
  "& .personal-gap": { mt: "3" },
  "& .personal-status:empty": { display: "none" },
  "& .personal-notice": { mt: "3", p: "3", borderRadius: "box", bg: "surfaceAlt" },
  "& .personal-tier": { fontSize: "22px" },
  "& .personal-accounts": { listStyleType: "none", p: "0", m: "0", display: "grid", gap: "3" },
  "& .personal-accounts > li": {
    display: "flex",
    flexWrap: "wrap",
    gap: "3",
    alignItems: "center",
    justifyContent: "space-between",
    pb: "3",
    borderBottomWidth: "1px",
    borderColor: "border",
  },
  "& .personal-banner": { display: "grid", gap: "3", justifyItems: "start" },
  "& .personal-banner p": { m: "0" },
  "& .personal-banner-title": { fontSize: "18px", fontWeight: "700" },
};
