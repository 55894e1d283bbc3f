// "Anulează portarea" where a port-in order is shown (the confirmation, self-care's orders page): its code (the rule with
// Romania's time, the dialog, the mutation) is a chunk of its own, fetched only for an order that can have it, so the
// pages that show orders carry none of it until then (docs/decisions.md "Port-in: cancelling").
import React, { Suspense, lazy } from "react";
import { mayShowCancellation, type PortInOrderView } from "../../domain/portIn/answers";

const CancelPortIn = lazy(() =>
  import(/* webpackChunkName: "portin-cancel" */ "./CancelPortIn").then((m) => ({ default: m.CancelPortIn })),
);

export function CancelPortInOnDemand({ order }: { order: PortInOrderView }): React.ReactElement | null {
  if (!mayShowCancellation(order.state)) return null;
  return (
    <Suspense fallback={null}>
      <CancelPortIn order={order} />
    </Suspense>
  );
}
