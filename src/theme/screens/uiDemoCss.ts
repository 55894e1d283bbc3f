// The developer page /dev/ui (dev/UiDemoScreen, `gatsby develop` only) under its root class .ui-demo: compiled into the
// stylesheet of `gatsby develop` only (../screenCss.ts devScreenCss), so built pages do not carry it.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";

export const uiDemoCss: SystemStyleObject = {
  py: "8",
  "& h1": { fontSize: "32px", fontWeight: "700" },
  "& .ui-demo-lead": { color: "textMuted" },
  "& .ui-demo-section": { mt: "8" },
  "& .ui-demo-section > h2": { fontSize: "24px", fontWeight: "700", mb: "4" },
  "& .ui-demo-button": {
    minH: "44px",
    px: "4",
    borderRadius: "box",
    borderWidth: "1px",
    borderColor: "text",
    bg: "surface",
    color: "text",
    cursor: "pointer",
  },
  "& .ui-demo-grid": { display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "6" },
  "& .ui-demo-row": { display: "flex", gap: "2", flexWrap: "wrap" },
  "& .ui-demo-row[data-space=above]": { mt: "4" },
  "& .ui-demo-row[data-space=below]": { mb: "3" },
  "& .ui-demo-state": { bg: "surfaceAlt", p: "4", borderRadius: "box", overflowX: "auto", fontSize: "14px" },
  // Tall spacer: the e2e scroll-restoration check needs a page longer than the viewport.
  "& .ui-demo-spacer": { h: "1200px" },
};
