// SPEC §2 page notice (components/PageNotice): relative, or fixed at a corner (the notice's data-position). On small
// screens a fixed notice spans the full width minus margins; from md up it is anchored to its corner.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { NOTICE_POSITIONS, type NoticePosition } from "./variants";

const MARGIN = "16px";

/** Placement styles: full width minus margins below md, anchored to the corner from md up. */
export function noticePlacement(position: NoticePosition): SystemStyleObject {
  if (position === "relative") return { position: "relative" };
  const [vertical, horizontal] = position.split("-") as ["top" | "bottom", "left" | "right"];
  return {
    position: "fixed",
    zIndex: "1400",
    ...(vertical === "top" ? { top: MARGIN } : { bottom: MARGIN }),
    left: { base: MARGIN, md: horizontal === "left" ? MARGIN : "auto" },
    right: { base: MARGIN, md: horizontal === "right" ? MARGIN : "auto" },
    width: { base: "auto", md: "400px" },
  };
}

export const noticeCss: Record<string, SystemStyleObject> = {
  ".aria-notice": {
    bg: "surface",
    color: "text",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "box",
    boxShadow: "0 4px 16px rgba(0,0,0,0.12)",
    p: "4",
    display: "flex",
    gap: "4",
  },
  ...Object.fromEntries(NOTICE_POSITIONS.map((position) => [`.aria-notice[data-position=${position}]`, noticePlacement(position)])),
  ".aria-notice__image": { flexShrink: 0, maxW: "96px", h: "auto", borderRadius: "box" },
  ".aria-notice__body": { flex: "1", minW: "0" },
  ".aria-notice__label": {
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    px: "2",
    py: "1",
    mb: "2",
    fontSize: "12px",
    fontWeight: "700",
    borderRadius: "full",
    bg: "accent",
    color: "onAccent",
  },
  ".aria-notice__title": { fontSize: "18px", fontWeight: "700", lineHeight: "1.3", pe: "0" },
  // Room for the close button.
  ".aria-notice__title[data-closable=true]": { pe: "8" },
  ".aria-notice__description": { mt: "2", color: "textMuted", fontSize: "14px" },
  ".aria-notice__actions": { mt: "3", display: "flex", gap: "2", flexWrap: "wrap" },
  ".aria-notice__close": {
    position: "absolute",
    top: "2",
    right: "2",
    w: "44px",
    h: "44px",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    borderRadius: "full",
    bg: "transparent",
    color: "text",
    cursor: "pointer",
    _hover: { bg: "surfaceAlt" },
  },
};
