// permisiuni's styles under the root class .ecare-permissions, used with .ecare-dashboard (cards, facts, actions,
// ribbons): the chooser's form, the numbers found under the number field, and each user's list of permissions with
// its validity state written as text (an expired one muted).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const permissionsCss: SystemStyleObject = {
  "& .permissions-form": { display: "grid", gap: "4", maxWidth: "40rem" },
  "& .permissions-found": { listStyle: "none", p: "0", m: "0", mt: "2", display: "grid", gap: "2" },
  "& .permissions-list": { listStyle: "none", p: "0", m: "0", display: "grid", gap: "4" },
  "& .permissions-grant": { py: "3", borderColor: "border", borderBottomWidth: "1px", display: "grid", gap: "2" },
  "& .permissions-state": { fontWeight: "400" },
  "& .permissions-state[data-state=expired]": { color: "textMuted", fontStyle: "italic" },
};
