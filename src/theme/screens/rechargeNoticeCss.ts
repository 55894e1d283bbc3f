// The recharge return notice's style, on its root class .ecare-recharge-notice.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const rechargeNoticeCss: SystemStyleObject = {
  mt: "4",
  p: "4",
  borderWidth: "2px",
  borderColor: "accentText",
  borderRadius: "box",
  bg: "surface",
};
