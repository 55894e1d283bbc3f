// Back from the provider's pay page: what happened to the payment, once, at the top of the bills page (SPEC §8
// catalogue texts are the checkout's; here the outcome of a bill payment in plain words).
import React from "react";
import { payReturnOf } from "../../domain/billing/payReturn";
import { roBills } from "../../i18n/ro/bills";

export function PayReturnNotice({ search }: { search: string }): React.ReactElement | null {
  const outcome = payReturnOf(new URLSearchParams(search));
  if (outcome === null) return null;
  const t = roBills.payReturn;
  const text =
    outcome.kind === "paid" ? t.paid : outcome.kind === "declined" ? t.declined : outcome.kind === "canceled" ? t.canceled : t.unknown;
  return (
    <p className="bills-notice" role={outcome.kind === "paid" ? "status" : "alert"} data-outcome={outcome.kind}>
      {text}
    </p>
  );
}
