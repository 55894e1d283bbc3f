// The shared pieces of a dashboard card: the card itself (a labelled section, busy while loading), the skeleton,
// and the SPEC §8 "Default: 999999 generic ribbon" with a retry that reloads only that card.
import React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ro } from "../../i18n/ro";

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

export function ErrorRibbon({ message, onRetry }: { message: string; onRetry: () => void }): React.ReactElement {
  return (
    <div role="alert" className="dashboard-ribbon">
      <p>{message}</p>
      <button type="button" className="aria-button" data-variant="primary" onClick={onRetry}>
        {ro.dashboard.retry}
      </button>
    </div>
  );
}

interface QueryCardProps<T> {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  wide?: boolean;
  children: (data: T) => React.ReactNode;
}

/** A card fed by one query: skeleton while it loads, the ribbon when it failed, else the content. */
export function QueryCard<T>({ id, title, query, loading, error, wide, children }: QueryCardProps<T>): React.ReactElement {
  const busy = query.isPending;
  return (
    <DashboardCard id={id} title={title} busy={busy} wide={wide}>
      {query.isPending ? (
        <Skeleton label={loading} />
      ) : query.isError ? (
        <ErrorRibbon message={error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </DashboardCard>
  );
}
