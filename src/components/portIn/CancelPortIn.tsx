// "Anulează portarea" on a port-in order (ANCOM a7), on the port-in confirmation and on self-care's orders page: shown
// only while the domain rule allows it (src/domain/portIn/cancellation.ts: acknowledged or inProgress and at least 24 h
// before the porting moment), confirmed in a dialog naming the number (a cancelled port cannot be resumed, only filed
// again), busy while sent, a polite status on success, the catalogued ribbon next to it on failure. When the limit has
// passed, a line says why. After a cancellation the order reads "Anulată la cererea ta" (the query is refetched).
import React, { useState } from "react";
import { BusyButton } from "../BusyButton";
import { ConfirmDialog } from "../ConfirmDialog";
import { ErrorRibbon } from "../errors/ErrorRibbon";
import type { PortInOrderView } from "../../domain/portIn/answers";
import { portInCancellation } from "../../domain/portIn/cancellation";
import { useCancelPortIn } from "../../hooks/portIn/useCancelPortIn";
import { roPortInCancel as t } from "../../i18n/ro/portInStates";

export function CancelPortIn({ order }: { order: PortInOrderView }): React.ReactElement | null {
  const cancel = useCancelPortIn(order.id);
  const [asking, setAsking] = useState(false);
  const verdict = portInCancellation(
    { state: order.state, portingDate: order.portingDate, windowStart: order.window?.start ?? null },
    Date.now(),
  );
  // A completed or refused port (or one cancelled elsewhere) has nothing to offer or say here.
  if (!verdict.ok && verdict.reason !== "tooLate" && cancel.isIdle) return null;
  const failed = cancel.isError ? <ErrorRibbon what={t.failed} error={cancel.error} /> : null;
  return (
    <div className="portin-actions">
      {verdict.ok ? (
        <BusyButton variant="outline" busy={cancel.isPending} onClick={() => setAsking(true)}>
          {cancel.isPending ? t.busy : t.action}
        </BusyButton>
      ) : verdict.reason === "tooLate" ? (
        <p>{t.tooLate}</p>
      ) : null}
      {failed}
      <p role="status">{cancel.isSuccess ? t.done : ""}</p>
      {asking ? (
        <ConfirmDialog
          title={t.title}
          text={t.text(order.msisdn)}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => {
            setAsking(false);
            cancel.mutate();
          }}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
