// The recharge return notice's style (apart from the form's, so the pages it shows on do not load those).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const rechargeNoticeCss: SystemStyleObject = {
  mt: "4",
  p: "4",
  borderWidth: "2px",
  borderColor: "accentText",
  borderRadius: "box",
  bg: "surface",
};
