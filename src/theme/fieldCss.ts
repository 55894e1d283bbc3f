// The look of a form field (input, select) in the client-rendered screens: 44 px touch target, 16 px text so phones
// do not zoom in, the theme's border and surface.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const fieldCss: SystemStyleObject = {
  minHeight: "44px",
  px: "3",
  borderWidth: "1px",
  borderColor: "textMuted",
  borderRadius: "box",
  bg: "surface",
  color: "text",
  fontSize: "16px",
};
