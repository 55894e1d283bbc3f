// "Adaugă în coș" for one offer that can be had at the checked address (issue 28): its accessible name is "Adaugă în
// coș: <offer>" (several on the page; DESIGN.md's "Adaugă în coș" first, the visible text). The press reads the
// address, builds the add (hooks/address/useFixedOrder) and adds through the shop's one add path, whose chunk is
// fetched only now (shop/cart/addFromPage/loadAdd); then the cart opens. Reading the address may fail: a ribbon beside
// the button, with a retry; a refused add shows the catalogued SPEC §8 error of the add path.
import React from "react";
import { BusyButton } from "../../../components/BusyButton";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import type { FixedOfferRef } from "../../../domain/address/eligibility";
import type { FixedOrderState } from "../../../hooks/address/useFixedOrder";
import { roFixedOrder } from "../../../i18n/ro/fixedOrder";

export function FixedOfferOrder({
  offer,
  title,
  state,
}: {
  offer: FixedOfferRef;
  title: string;
  state: FixedOrderState;
}): React.ReactElement {
  const t = roFixedOrder;
  const busy = state.pendingOffer === offer.id;
  const failed = state.failed?.offer === offer.id ? state.failed : null;
  const status = busy ? t.adding(title) : state.addedOffer === offer.id ? t.added(title) : "";
  return (
    <div className="address-check-order">
      <BusyButton busy={busy} disabled={state.pendingOffer !== null} aria-label={t.add(title)} onClick={() => state.order(offer)}>
        {t.addVisible}
      </BusyButton>
      <span className="add-to-cart-status" role="status">
        {status}
      </span>
      {failed ? <ErrorRibbon what={t.addressError} error={failed.error} onRetry={() => state.order(offer)} /> : null}
    </div>
  );
}
