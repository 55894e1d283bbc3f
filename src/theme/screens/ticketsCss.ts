// "Cererile mele"'s styles under the root class .ecare-requests, used with .ecare-dashboard (cards, facts, skeletons,
// ribbons): the filter row, the list rows with their state, the timeline and the new-ticket form's text area. The state
// is written as text; an unknown one is set in italics.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const ticketsCss: SystemStyleObject = {
  "& .tickets-filter": { display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "repeat(4, minmax(0, 1fr))" }, mb: "4" },
  "& .tickets-filter-actions": { display: "flex", flexWrap: "wrap", gap: "3", alignItems: "flex-end", gridColumn: "1 / -1" },
  "& .tickets-list": { listStyle: "none", p: "0", m: "0", display: "grid", gap: "4" },
  "& .tickets-item": { py: "3", borderColor: "border", borderBottomWidth: "1px" },
  "& .tickets-item h3": { fontSize: "17px", fontWeight: "700", m: "0" },
  "& .tickets-state": { mt: "1", mb: "2" },
  "& .tickets-state[data-tone=unknown] strong": { fontStyle: "italic" },
  "& .tickets-history summary": { cursor: "pointer", fontWeight: "700", mt: "2", textDecoration: "underline" },
  "& .tickets-timeline": { listStyle: "decimal", pl: "6", m: "0", mt: "2", display: "grid", gap: "2" },
  "& .tickets-timeline li[aria-current=step]": { fontWeight: "700" },
  "& .tickets-timeline p": { m: "0", color: "textMuted" },
  "& .tickets-form": { display: "grid", gap: "4", maxWidth: "40rem" },
  "& .tickets-form textarea": {
    width: "100%",
    minHeight: "120px",
    p: "2",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "box",
    bg: "surface",
    color: "text",
    font: "inherit",
  },
  "& .tickets-form textarea[aria-invalid=true]": { borderColor: "accentText", borderWidth: "2px" },
};
