// WCAG 2.2 SC 2.5.8 Target Size (Minimum), axe rule target-size (issue 29): every checkbox and radio is at least
// 24×24 CSS px wherever it sits (the screens size most to 20–22 px, some not at all: 13 px by default); a global rule
// of globalStylesheet.tsx (element selectors, not a root class). Icon-only buttons already are (the notice's close
// 44 px, .aria-button 44 px high, the switch 52×30, combobox options 44 px).
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const targetSizeCss: Record<string, SystemStyleObject> = {
  "input[type=checkbox], input[type=radio]": { minWidth: "24px", minHeight: "24px", flexShrink: "0" },
};
