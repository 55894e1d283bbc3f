// SPEC §2 full-screen loader: animated speech-mark logo centred on the surface colour;
// sizes 1 = 76, 2 = 148, 3 = 300 px. The animation stops under prefers-reduced-motion.
import React from "react";
import { Box } from "@chakra-ui/react/box";
import { VisuallyHidden } from "@chakra-ui/react/visually-hidden";
import { SpeechMarkLogo } from "./SpeechMarkLogo";
import { roA11y } from "../i18n/ro/common";

export const LOADER_SIZES = { 1: 76, 2: 148, 3: 300 } as const;
export type LoaderSize = keyof typeof LOADER_SIZES;

interface Props {
  size?: LoaderSize;
  /** What is loading, read by screen readers; defaults to "Se încarcă…". */
  label?: string;
}

export function FullScreenLoader({ size = 1, label = roA11y.loading }: Props): React.ReactElement {
  const px = LOADER_SIZES[size];
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      inset="0"
      zIndex="1500"
      bg="surface"
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-testid="full-screen-loader"
    >
      <Box
        width={`${px}px`}
        height={`${px}px`}
        animation="speechPulse 1.2s ease-in-out infinite"
        _motionReduce={{ animation: "none" }}
        data-loader-size={size}
      >
        <SpeechMarkLogo size={px} />
      </Box>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
