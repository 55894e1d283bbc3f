// SPEC §2 page notice (tooltip): relative, or fixed at a corner. On small screens a fixed notice
// spans the full width minus margins; from md up it is anchored to its corner (theme/components/noticeCss.ts: the
// .aria-notice classes, placed by data-position).
import React from "react";
import { roA11y } from "../i18n/ro/common";
import type { NoticePosition } from "../theme/components/variants";

export { NOTICE_POSITIONS, type NoticePosition } from "../theme/components/variants";

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
    <section
      className="aria-notice"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : titleId}
      data-position={position}
      data-testid="page-notice"
    >
      {image ? <img className="aria-notice__image" src={image.src} alt={image.alt} width={image.width} height={image.height} /> : null}
      <div className="aria-notice__body">
        {label ? (
          <span className="aria-notice__label">
            {label.icon ? <span aria-hidden="true">{label.icon}</span> : null}
            {label.text}
          </span>
        ) : null}
        <h2 id={titleId} className="aria-notice__title" data-closable={onClose ? "true" : undefined}>
          {title}
        </h2>
        {description ? <div className="aria-notice__description">{description}</div> : null}
        {actions ? <div className="aria-notice__actions">{actions}</div> : null}
      </div>
      {onClose ? (
        <button type="button" className="aria-notice__close" onClick={onClose} aria-label={roA11y.close}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </section>
  );
}
