// The pager under every self-care list (usage records, top-ups, orders, requests): previous / "Pagina n din m" / next.
// The page lives in the address, so the caller says where a page goes; from past the last page, "previous" goes to the
// last one.
import React from "react";

export interface PagerTexts {
  /** The navigation's accessible name, e.g. "Paginile comenzilor". */
  label: string;
  previous: string;
  next: string;
  of: (page: number, pages: number) => string;
}

interface ListPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: PagerTexts;
}

export function ListPager({ page, pages, onPage, texts }: ListPagerProps): React.ReactElement | null {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="ecare-pager" aria-label={texts.label}>
      <button
        type="button"
        className="aria-button"
        data-variant="outline"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {texts.previous}
      </button>
      <p>{texts.of(page, pages)}</p>
      <button type="button" className="aria-button" data-variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}
