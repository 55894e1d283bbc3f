// Renewal ("Reînnoiește", flow RET) and a new line on the same account ("Adaugă o linie", flow MFP) on a plan, for a
// signed-in customer whose eligible flows include them (src/domain/shop/offerFlow.ts; SPEC §4/§7 eligible flows, ACQ
// last). Its own small chunk, loaded by useOfferFlowIsland for signed-in visitors only: the flows are the ones stored at
// sign-in, read synchronously (no call, no react-query). The add goes through the shop's one add-to-cart path
// (shop/cart/addFromPage, its chunk fetched only on a press, by the loader "Adaugă în coș" uses), with the flow and, for a
// renewal, the line it renews; a refusal shows there as the catalogued SPEC §8 error (400300 eligibility).
import React, { useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { areaFromPath } from "../../domain/area";
import type { CartOffer, Segment } from "../../domain/shop/model";
import { flowNeedsSubscriber, offerFlowsFor, type ExistingCustomerFlow } from "../../domain/shop/offerFlow";
import { useCustomerFlows } from "../../hooks/shop/useCustomerFlows";
import { roOfferFlows } from "../../i18n/ro/offerFlows";
import { loadAddFromPage } from "../cart/addFromPage/loadAdd";

export interface OfferFlowActionsProps {
  product: { id: string; title: string; segment: Segment; cartOffer: CartOffer | null };
  /** Id of the element naming the product (a card's heading): the buttons' description. */
  describedBy?: string;
}

export function OfferFlowActions({ product, describedBy }: OfferFlowActionsProps): React.ReactElement | null {
  const { customerType, flows, subscriberId } = useCustomerFlows();
  const [busy, setBusy] = useState<ExistingCustomerFlow | null>(null);
  const [status, setStatus] = useState("");
  const offer = product.cartOffer;
  const actions = offer ? offerFlowsFor(flows, { offerType: offer.offerType, segment: product.segment }, customerType) : [];
  if (!offer || actions.length === 0) return null;

  const start = (flow: ExistingCustomerFlow) => {
    setBusy(flow);
    setStatus(roOfferFlows.adding);
    const fields = { productId: product.id, name: product.title, offerType: offer.offerType, serviceType: offer.serviceType, flow };
    loadAddFromPage()
      .then((m) =>
        m.addFromPage({
          fields,
          area: areaFromPath(window.location.pathname),
          selectedSubscriberId: flowNeedsSubscriber(flow) ? subscriberId : undefined,
        }),
      )
      .then(
        (count) => {
          if (count === null) return setStatus("");
          setStatus(flow === "RET" ? roOfferFlows.added.RET(product.title, roOfferFlows.yourLine) : roOfferFlows.added.MFP(product.title));
        },
        () => setStatus(roOfferFlows.notAdded),
      )
      .finally(() => setBusy(null));
  };

  return (
    <div className="add-to-cart" role="group" aria-label={roOfferFlows.group}>
      {actions.map((flow) => (
        <BusyButton
          key={flow}
          busy={busy === flow}
          disabled={busy !== null}
          variant={flow === "RET" ? "primary" : "outline"}
          aria-describedby={describedBy}
          onClick={() => start(flow)}
        >
          {roOfferFlows.action[flow]}
        </BusyButton>
      ))}
      <p className="add-to-cart-status" role="status">
        {status}
      </p>
    </div>
  );
}
