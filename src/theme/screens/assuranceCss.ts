// Issue 27's company pages, used with .ecare-dashboard and .ecare-requests (cards, facts, the tickets' filters, list and
// timeline): the users' requests table (.ecare-users-requests) and the assurance page's impacted-service cards and
// notes (.ecare-assurance). A state is written as text; its tone only colours a frame (never the only cue).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const usersRequestsCss: SystemStyleObject = {
  "& .users-requests-scroll": { overflowX: "auto" },
  "& .users-requests-table": { width: "100%", borderCollapse: "collapse", mt: "2" },
  "& .users-requests-table caption": { textAlign: "left", color: "textMuted", fontSize: "15px", mb: "2" },
  "& .users-requests-table th, & .users-requests-table td": {
    textAlign: "left",
    verticalAlign: "top",
    py: "2",
    px: "2",
    borderBottomWidth: "1px",
    borderColor: "border",
  },
  "& .users-requests-table thead th": { color: "textMuted", fontWeight: "400", fontSize: "15px" },
  "& .users-requests-table tbody th": { fontWeight: "700", whiteSpace: "nowrap" },
  "& .users-requests-channel, & .users-requests-description": { display: "block", color: "textMuted", fontSize: "15px" },
  "& .users-requests-state": { fontWeight: "700", whiteSpace: "nowrap" },
  "& .users-requests-state[data-tone=unknown]": { fontStyle: "italic" },
};

export const assuranceCss: SystemStyleObject = {
  "& .assurance-services": { listStyle: "none", p: "0", m: "0", display: "grid", gap: "4" },
  "& .assurance-service": { p: "4", borderWidth: "2px", borderColor: "border", borderRadius: "box" },
  "& .assurance-service[data-tone=active]": { borderColor: "accentText" },
  "& .assurance-service[data-tone=planned]": { borderColor: "focusRing" },
  "& .assurance-service h3": { fontSize: "17px", fontWeight: "700", m: "0" },
  "& .assurance-note em": { fontStyle: "normal", fontWeight: "700" },
};
