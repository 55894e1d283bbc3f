// The port-in confirmation (`?pas=confirmare`, after the shared checkout's payment was approved): the shop order's
// number (the checkout's receipt), then the port-in order filed ONCE for it (idempotent: the stored id is read back
// instead), its porting date, its state in Romanian with "Actualizează starea", and for a refused port the donor's
// reason, what it means and how to fix it (domain/portIn/donorRefusals.ts); "Anulează portarea" while ANCOM a7 allows.
import React, { useEffect, useRef, useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { NavLink } from "../../components/layout/NavLink";
import { CancelPortInOnDemand } from "../../components/portIn/CancelPortInOnDemand";
import { portInProblemOf, type PortInOrderView } from "../../domain/portIn/answers";
import { useFilePortIn, usePortInOrder } from "../../hooks/portIn/usePortIn";
import { roPortIn } from "../../i18n/ro/portIn";
import { ProblemAlert } from "./ProblemAlert";

const t = roPortIn.confirmation;

export function PortInConfirmation({
  orderNumber,
  filedId,
  onNewCode,
}: {
  /** The paid shop order (the checkout's receipt, else the one stored with the journey). */
  orderNumber: string | null;
  filedId: string | null;
  onNewCode: () => void;
}): React.ReactElement {
  const file = useFilePortIn();
  const order = usePortInOrder(filedId);
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = useRef(false);
  const [refreshed, setRefreshed] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (orderNumber === null || asked.current) return;
    asked.current = true;
    file.mutate(orderNumber);
  }, [orderNumber, file]);

  if (orderNumber === null) {
    return (
      <section className="portin-step" aria-labelledby="portin-confirmation">
        <h1 id="portin-confirmation" ref={heading} tabIndex={-1}>
          {roPortIn.title}
        </h1>
        <p>{t.none}</p>
        <NavLink to="/abonamente/portare-cu-portare" variant="primary">
          {roPortIn.toListing}
        </NavLink>
      </section>
    );
  }

  const view: PortInOrderView | undefined = order.data ?? file.data;
  const tokenProblem = portInProblemOf(file.error) === "port_in_token_invalid";
  return (
    <section className="portin-step" aria-labelledby="portin-confirmation">
      <h1 id="portin-confirmation" ref={heading} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="checkout-order-number">{t.orderNumber(orderNumber)}</p>
      {file.isPending ? <p role="status">{t.filing}</p> : null}
      {file.isError ? (
        <>
          <ProblemAlert what={t.fileFailed} error={file.error} />
          <div className="portin-actions">
            {tokenProblem ? (
              <button type="button" className="aria-button" data-variant="primary" onClick={onNewCode}>
                {t.newCode}
              </button>
            ) : (
              <button type="button" className="aria-button" data-variant="primary" onClick={() => file.mutate(orderNumber)}>
                {t.retry}
              </button>
            )}
          </div>
        </>
      ) : null}
      {view ? (
        <>
          <p className="portin-status">{t.portingDate(view.portingDate)}</p>
          {view.window ? <p>{t.window(view.window.start, view.window.end)}</p> : null}
          <p>
            {t.state}: <strong data-state={view.state}>{t.states[view.state]}</strong>
          </p>
          {view.refusal ? (
            <div className="portin-refusal">
              <h2>{view.refusal.title}</h2>
              <p>{view.refusal.message}</p>
              <p>
                <strong>{t.howToFix}:</strong> {view.refusal.howToFix}
              </p>
            </div>
          ) : null}
          <CancelPortInOnDemand order={view} />
          <div className="portin-actions">
            <BusyButton
              variant="outline"
              busy={order.isFetching}
              onClick={() => {
                setRefreshed(false);
                void order.refetch().then((r) => setRefreshed(!r.isError));
              }}
            >
              {t.refresh}
            </BusyButton>
          </div>
          <p role="status" className="portin-status">
            {refreshed && !order.isFetching ? t.refreshed : ""}
          </p>
          {order.isError && !order.isFetching ? <ProblemAlert what={t.refreshFailed} error={order.error} /> : null}
        </>
      ) : null}
      <NavLink to="/" variant="outline">
        {t.backToShop}
      </NavLink>
    </section>
  );
}
