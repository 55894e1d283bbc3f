// SPEC §2 page notice (tooltip): relative, or fixed at a corner. On small screens a fixed notice
// spans the full width minus margins; from md up it is anchored to its corner.
import React from "react";
import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { roA11y } from "../i18n/ro/common";

export const NOTICE_POSITIONS = ["relative", "top-left", "top-right", "bottom-left", "bottom-right"] as const;
export type NoticePosition = (typeof NOTICE_POSITIONS)[number];

export interface PageNoticeProps {
  position?: NoticePosition;
  title: string;
  description?: React.ReactNode;
  label?: { text: string; icon?: React.ReactNode };
  image?: { src: string; alt: string; width: number; height: number };
  actions?: React.ReactNode;
  /** Shows the close button when given. */
  onClose?: () => void;
  /** Landmark name; defaults to the title. */
  ariaLabel?: string;
}

const MARGIN = "16px";

/** Placement styles: full width minus margins below md, anchored to the corner from md up. */
export function noticePlacement(position: NoticePosition): Record<string, unknown> {
  if (position === "relative") return { position: "relative" };
  const [vertical, horizontal] = position.split("-") as ["top" | "bottom", "left" | "right"];
  return {
    position: "fixed",
    zIndex: "1400",
    [vertical]: MARGIN,
    left: { base: MARGIN, md: horizontal === "left" ? MARGIN : "auto" },
    right: { base: MARGIN, md: horizontal === "right" ? MARGIN : "auto" },
    width: { base: "auto", md: "400px" },
  };
}

export function PageNotice({
  position = "relative",
  title,
  description,
  label,
  image,
  actions,
  onClose,
  ariaLabel,
}: PageNoticeProps): React.ReactElement {
  const titleId = React.useId();
  return (
    <Box
      as="section"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : titleId}
      data-position={position}
      data-testid="page-notice"
      bg="surface"
      color="text"
      borderWidth="1px"
      borderColor="border"
      borderRadius="box"
      boxShadow="0 4px 16px rgba(0,0,0,0.12)"
      p="4"
      display="flex"
      gap="4"
      {...noticePlacement(position)}
    >
      {image ? (
        <chakra.img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          flexShrink={0}
          maxW="96px"
          h="auto"
          borderRadius="box"
        />
      ) : null}
      <Box flex="1" minW="0">
        {label ? (
          <chakra.span
            display="inline-flex"
            alignItems="center"
            gap="1"
            px="2"
            py="1"
            mb="2"
            fontSize="12px"
            fontWeight="700"
            borderRadius="full"
            bg="accent"
            color="onAccent"
          >
            {label.icon ? <chakra.span aria-hidden="true">{label.icon}</chakra.span> : null}
            {label.text}
          </chakra.span>
        ) : null}
        <chakra.h2 id={titleId} fontSize="18px" fontWeight="700" lineHeight="1.3" pe={onClose ? "8" : "0"}>
          {title}
        </chakra.h2>
        {description ? (
          <Box mt="2" color="textMuted" fontSize="14px">
            {description}
          </Box>
        ) : null}
        {actions ? (
          <Box mt="3" display="flex" gap="2" flexWrap="wrap">
            {actions}
          </Box>
        ) : null}
      </Box>
      {onClose ? (
        <chakra.button
          type="button"
          onClick={onClose}
          aria-label={roA11y.close}
          position="absolute"
          top="2"
          right="2"
          w="44px"
          h="44px"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          borderRadius="full"
          bg="transparent"
          color="text"
          cursor="pointer"
          _hover={{ bg: "surfaceAlt" }}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </chakra.button>
      ) : null}
    </Box>
  );
}
