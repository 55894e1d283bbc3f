// Back from the provider's card page after a recharge (domain rechargeReturn.ts): what happened, once, at the top of
// the page the customer lands on. A success is a status; a refusal, a cancel or an unknown outcome is an alert.
import React from "react";
import { rechargeReturnOf } from "../../domain/billing/rechargeReturn";
import { roRechargeReturn } from "../../i18n/ro/rechargeReturn";

export function RechargeReturnNotice({ search }: { search: string }): React.ReactElement | null {
  const outcome = rechargeReturnOf(new URLSearchParams(search));
  if (outcome === null) return null;
  return (
    <p className="ecare-recharge-notice" role={outcome.kind === "recharged" ? "status" : "alert"} data-outcome={outcome.kind}>
      {roRechargeReturn[outcome.kind]}
    </p>
  );
}
