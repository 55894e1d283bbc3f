// raport-sumar-flota's styles (issue 27) under the root class .ecare-fleet-report, used with .ecare-dashboard (cards,
// facts, ribbons): the form's groups (accounts, period, format), the accounts' rows with their line counts, the two
// month fields side by side, and the generation's status and download under the button.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const fleetReportCss: SystemStyleObject = {
  "& .fleet-report-form": { display: "grid", gap: "5", maxWidth: "40rem" },
  "& .fleet-report-form fieldset": { borderWidth: "0", p: "0", m: "0", minWidth: "0", display: "grid", gap: "2" },
  "& .fleet-report-form legend": { fontWeight: "700", fontSize: "18px", p: "0", mb: "1" },
  "& .fleet-report-accounts": { listStyleType: "none", p: "0", m: "0", display: "grid", gap: "1" },
  "& .fleet-report-accounts li": { display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3" },
  "& .fleet-report-months": { display: "flex", flexWrap: "wrap", gap: "4" },
  "& .fleet-report-months .checkout-field": { flex: "1 1 12rem" },
  "& .fleet-report-result": { display: "grid", gap: "3", mt: "4", justifyItems: "start" },
  "& .fleet-report-result:empty": { display: "none" },
  "& .fleet-report-status p": { m: "0", fontWeight: "700" },
};
