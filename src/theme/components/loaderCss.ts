// SPEC §2 full-screen loader (components/FullScreenLoader): the animated speech-mark logo centred on the surface colour;
// sizes 1 = 76, 2 = 148, 3 = 300 px (the logo's data-loader-size). The animation stops under prefers-reduced-motion.
// Its label is read by screen readers only (.sr-only, layoutCss).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { LOADER_SIZES } from "./variants";

export const loaderCss: Record<string, SystemStyleObject> = {
  ".aria-loader": {
    position: "fixed",
    inset: "0",
    zIndex: "1500",
    bg: "surface",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
  },
  ".aria-loader__logo": { animation: "speechPulse 1.2s ease-in-out infinite", _motionReduce: { animation: "none" } },
  ...Object.fromEntries(
    Object.entries(LOADER_SIZES).map(([size, px]) => [
      `.aria-loader__logo[data-loader-size="${size}"]`,
      { width: `${px}px`, height: `${px}px` },
    ]),
  ),
};
