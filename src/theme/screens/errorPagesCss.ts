// Issue 29's pages, each under its root class (../screenCss.ts): the general error page (components/errors/PageError,
// laid out as the 404 page), self-care's "page not found" (ecare/EcareNotFound) and the accessibility statement
// (shop/accessibility).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { notFoundCss } from "./notFoundCss";

export const errorPagesCss: Record<string, SystemStyleObject> = {
  ".error-page": notFoundCss,
  ".ecare-not-found": {
    "& p": { mt: "2", maxWidth: "60ch" },
    "& .actions": { mt: "4", display: "flex", gap: "3", flexWrap: "wrap" },
  },
  ".a11y-statement": {
    py: { base: "6", md: "8" },
    maxWidth: "80ch",
    "& h1": { fontSize: { base: "28px", md: "36px" }, fontWeight: "700", lineHeight: "1.2" },
    "& .lead": { fontSize: "18px", mt: "3" },
    "& h2": { fontSize: "22px", fontWeight: "700", mt: "8" },
    "& h3": { fontSize: "18px", fontWeight: "700", mt: "5" },
    "& p": { mt: "2" },
    "& ul": { pl: "6", mt: "2", listStyleType: "disc" },
    "& li": { mt: "1" },
  },
};
