// SPEC §2 full-screen loader: animated speech-mark logo centred on the surface colour;
// sizes 1 = 76, 2 = 148, 3 = 300 px. The animation stops under prefers-reduced-motion (theme/components/loaderCss.ts:
// the .aria-loader classes, sized by data-loader-size).
import React from "react";
import { SpeechMarkLogo } from "./SpeechMarkLogo";
import { roA11y } from "../i18n/ro/common";
import { LOADER_SIZES, type LoaderSize } from "../theme/components/variants";

export { LOADER_SIZES, type LoaderSize } from "../theme/components/variants";

interface Props {
  size?: LoaderSize;
  /** What is loading, read by screen readers; defaults to "Se încarcă…". */
  label?: string;
}

export function FullScreenLoader({ size = 1, label = roA11y.loading }: Props): React.ReactElement {
  const px = LOADER_SIZES[size];
  return (
    <div className="aria-loader" role="status" aria-live="polite" data-testid="full-screen-loader">
      <div className="aria-loader__logo" data-loader-size={size}>
        <SpeechMarkLogo size={px} />
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
