// The 404 page (shop/NotFoundScreen) under its root class .not-found-page (../screenCss.ts).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const notFoundCss: SystemStyleObject = {
  py: "13",
  "& .code": { fontSize: "64px", fontWeight: "700", color: "accentText", lineHeight: "1" },
  "& h1": { fontSize: { base: "28px", md: "36px" }, fontWeight: "700", mt: "4" },
  "& .body": { mt: "3", color: "textMuted", maxWidth: "60ch" },
  "& .actions": { mt: "6", display: "flex", gap: "3", flexWrap: "wrap" },
};
