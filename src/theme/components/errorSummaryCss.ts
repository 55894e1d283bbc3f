// The forms' error summary (components/forms/ErrorSummary.tsx): a bordered box at the top of the form, its links in
// the error colour; an outline whenever it has focus (it is focused by script on a failed submit, after a click too).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const errorSummaryCss: Record<string, SystemStyleObject> = {
  ".error-summary": {
    borderWidth: "3px",
    borderColor: "accentText",
    borderRadius: "box",
    p: "4",
    display: "grid",
    gap: "2",
    _focus: { outlineWidth: "3px", outlineStyle: "solid", outlineColor: "focusRing", outlineOffset: "2px" },
  },
  ".error-summary[hidden]": { display: "none" },
  ".error-summary h2": { fontSize: "20px", fontWeight: "700", m: "0" },
  ".error-summary p": { m: "0" },
  ".error-summary ul": { m: "0", pl: "6", display: "grid", gap: "1" },
  ".error-summary a": { color: "accentText", fontWeight: "700", textDecoration: "underline" },
};
