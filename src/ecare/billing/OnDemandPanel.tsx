// A part of a page whose code loads only when the customer opens it (a disclosure button, aria-expanded): the bills
// page's first-load JS stays within the client-only budget (bench/budgets.json) while its settings wait for a click.
import React, { Suspense, useId, useState } from "react";
import { Skeleton } from "../kit/SectionStates";

interface Props {
  /** The button's name, also the panel's label. */
  label: string;
  /** What screen readers hear while the code loads. */
  loading: string;
  /** The panel (a React.lazy component bound to its props by the caller). */
  children: React.ReactNode;
}

export function OnDemandPanel({ label, loading, children }: Props): React.ReactElement {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted when closed: what was typed in it is kept.
  const [loaded, setLoaded] = useState(false);
  const id = useId();
  const toggle = () => {
    setLoaded(true);
    setOpen((o) => !o);
  };
  return (
    <div className="bills-ondemand">
      <button type="button" className="aria-button" aria-expanded={open} aria-controls={id} onClick={toggle}>
        {label}
      </button>
      <div id={id} hidden={!open}>
        {loaded ? <Suspense fallback={<Skeleton label={loading} lines={3} />}>{children}</Suspense> : null}
      </div>
    </div>
  );
}
