// The e-bill panel's small shared pieces: a part with its heading, a status line, a failure's code.
import React from "react";
import { roEbill } from "../../i18n/ro/ebill";

export const t = roEbill;

/** The code that came back with a gateway error (GatewayError.code), if any. */
export const codeOf = (error: unknown): unknown =>
  error !== null && typeof error === "object" ? (error as { code?: unknown }).code : null;

export function Part({ id, title, busy, children }: { id: string; title: string; busy: boolean; children: React.ReactNode }) {
  return (
    <section className="ebill-part" aria-labelledby={id} aria-busy={busy}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

export function Status({ text }: { text: string }): React.ReactElement {
  return (
    <p role="status" className="ebill-status">
      {text}
    </p>
  );
}

export type Pending = { kind: "activate"; email: string } | { kind: "deactivate"; email: string } | null;
