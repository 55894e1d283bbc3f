// A Gatsby Link with our look. Gatsby's Link prefetches the target page's data on hover/viewport.
import { Link } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";

export const NavLink = chakra(Link, {
  base: {
    color: "inherit",
    textDecoration: "none",
    display: "inline-flex",
    alignItems: "center",
    minH: "44px",
    px: "2",
    borderRadius: "box",
    _hover: { textDecoration: "underline" },
    "&[aria-current=page]": { fontWeight: "700", textDecoration: "underline", textUnderlineOffset: "6px" },
  },
});
