// The pieces of a self-care card (the dashboard's card style, on every self-care page): the card itself (a labelled
// section, busy while loading), the skeleton, and the SPEC §8 ribbon (components/errors) with a retry that reloads only
// that card. Each card also has its own error boundary: a card that fails to render shows a ribbon, and the rest of the
// page stays.
import React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { SectionBoundary } from "../../components/errors/SectionBoundary";

interface CardProps {
  id: string;
  title: string;
  busy?: boolean;
  wide?: boolean;
  children: React.ReactNode;
}

export function DashboardCard({ id, title, busy = false, wide = false, children }: CardProps): React.ReactElement {
  return (
    <section className={wide ? "dashboard-card dashboard-wide" : "dashboard-card"} aria-labelledby={id} aria-busy={busy}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Grey lines where the content will be; screen readers hear the label instead. */
export function Skeleton({ label, lines = 4 }: { label: string; lines?: number }): React.ReactElement {
  return (
    <>
      <div className="dashboard-skeleton" aria-hidden="true" data-testid="dashboard-skeleton">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} />
        ))}
      </div>
      <p className="sr-only" role="status">
        {label}
      </p>
    </>
  );
}

interface QueryCardProps<T> {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  loading: string;
  /** What could not be loaded ("Nu am putut încărca factura."); the ribbon adds what the failure means. */
  error: string;
  wide?: boolean;
  /** The skeleton's lines while loading (as many as the content will have). */
  lines?: number;
  children: (data: T) => React.ReactNode;
}

/** A card fed by one query: skeleton while it loads, the ribbon when it failed, else the content. */
export function QueryCard<T>({ id, title, query, loading, error, wide, lines, children }: QueryCardProps<T>): React.ReactElement {
  const busy = query.isPending;
  return (
    <DashboardCard id={id} title={title} busy={busy} wide={wide}>
      {query.isPending ? (
        <Skeleton label={loading} lines={lines} />
      ) : query.isError ? (
        <ErrorRibbon what={error} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SectionBoundary what={error} onReset={() => void query.refetch()}>
          {children(query.data)}
        </SectionBoundary>
      )}
    </DashboardCard>
  );
}

/** A list page past its last page (an old address, or records that went away): says so and offers the first page. */
export function BeyondLastPage({ text, first, onFirst }: { text: string; first: string; onFirst: () => void }): React.ReactElement {
  return (
    <p className="dashboard-empty">
      {text}{" "}
      <button type="button" className="aria-button" data-variant="outline" onClick={onFirst}>
        {first}
      </button>
    </p>
  );
}
