// Renewal ("Reînnoiește", flow RET) and a new line on the same account ("Adaugă o linie", flow MFP) on a plan, for a
// signed-in customer whose eligible flows include them (src/domain/shop/offerFlow.ts; SPEC §4/§7 eligible flows, ACQ
// last). Its own small chunk, loaded by useOfferFlowIsland for signed-in visitors only: the flows are the ones stored at
// sign-in, read synchronously (no call, no react-query). The add goes through the shop's one add-to-cart path
// (shop/cart/addFromPage, its chunk fetched only on a press, by the loader "Adaugă în coș" uses), with the flow and, for a
// renewal, the line it renews; a refusal shows there as the catalogued SPEC §8 error (400300 eligibility). A business
// customer's "Reînnoiește" first loads the line picker's chunk (fleetLine/, never in this chunk's first load): when the
// company's directory lists more than one line in reach, the panel "Alege linia de reînnoit" asks which one.
import React, { useEffect, useRef, useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { areaFromPath } from "../../domain/area";
import type { CartOffer, Segment } from "../../domain/shop/model";
import { flowNeedsSubscriber, offerFlowsFor, type ExistingCustomerFlow } from "../../domain/shop/offerFlow";
import { mayRenewOtherLines } from "../../domain/shop/renewalLine";
import { useCustomerFlows } from "../../hooks/shop/useCustomerFlows";
import { roOfferFlows } from "../../i18n/ro/offerFlows";
import { loadAddFromPage } from "../cart/addFromPage/loadAdd";
import { loadFleetLinePicker } from "./fleetLine/loadFleetLine";

type PickerModule = Awaited<ReturnType<typeof loadFleetLinePicker>>;
/** The open line picker of a business renewal (its chunk loaded on the press), with a failed directory read if any. */
type OpenPicker = { Picker: PickerModule["FleetLinePicker"]; countError: unknown };

export interface OfferFlowActionsProps {
  product: { id: string; title: string; segment: Segment; cartOffer: CartOffer | null };
  /** Id of the element naming the product (a card's heading): the buttons' description. */
  describedBy?: string;
}

export function OfferFlowActions({ product, describedBy }: OfferFlowActionsProps): React.ReactElement | null {
  const { customerType, flows, subscriberId } = useCustomerFlows();
  const [busy, setBusy] = useState<ExistingCustomerFlow | null>(null);
  const [status, setStatus] = useState("");
  const [picker, setPicker] = useState<OpenPicker | null>(null);
  const group = useRef<HTMLDivElement>(null);
  // Set when the line picker closes: the focus goes back to "Reînnoiește" once it can take it (not while the add runs).
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || picker || busy) return;
    refocus.current = false;
    group.current?.querySelector<HTMLButtonElement>('button[data-flow="RET"]')?.focus();
  }, [picker, busy]);
  const offer = product.cartOffer;
  const actions = offer ? offerFlowsFor(flows, { offerType: offer.offerType, segment: product.segment }, customerType) : [];
  if (!offer || actions.length === 0) return null;

  /** The add; a renewal is of the chosen line (a business customer's picker) or else of the signed-in line. */
  const start = (flow: ExistingCustomerFlow, line?: { subscriberId: string; label: string }) => {
    setBusy(flow);
    setStatus(roOfferFlows.adding);
    const fields = { productId: product.id, name: product.title, offerType: offer.offerType, serviceType: offer.serviceType, flow };
    loadAddFromPage()
      .then((m) =>
        m.addFromPage({
          fields,
          area: areaFromPath(window.location.pathname),
          selectedSubscriberId: flowNeedsSubscriber(flow) ? (line?.subscriberId ?? subscriberId) : undefined,
        }),
      )
      .then(
        (count) => {
          if (count === null) return setStatus("");
          setStatus(
            flow === "RET"
              ? roOfferFlows.added.RET(product.title, line?.label ?? roOfferFlows.yourLine)
              : roOfferFlows.added.MFP(product.title),
          );
        },
        () => setStatus(roOfferFlows.notAdded),
      )
      .finally(() => setBusy(null));
  };

  /** "Reînnoiește" of a business customer: the picker's chunk, then the panel when the directory lists several lines. */
  const press = (flow: ExistingCustomerFlow) => {
    if (flow !== "RET" || !mayRenewOtherLines(customerType)) return start(flow);
    if (picker) return closePicker();
    setBusy(flow);
    setStatus("");
    loadFleetLinePicker().then(
      (m) =>
        m.asksForLine().then(
          (asks) => {
            setBusy(null);
            if (asks) setPicker({ Picker: m.FleetLinePicker, countError: null });
            else start("RET");
          },
          (error: unknown) => {
            setBusy(null);
            setPicker({ Picker: m.FleetLinePicker, countError: error });
          },
        ),
      () => {
        setBusy(null);
        setStatus(roOfferFlows.notAdded);
      },
    );
  };

  const closePicker = (line?: { subscriberId: string; label: string }) => {
    refocus.current = true;
    setPicker(null);
    if (line) start("RET", line);
  };

  return (
    <>
      <div className="add-to-cart" role="group" aria-label={roOfferFlows.group} ref={group}>
        {actions.map((flow) => (
          <BusyButton
            key={flow}
            busy={busy === flow}
            disabled={busy !== null}
            variant={flow === "RET" ? "primary" : "outline"}
            aria-describedby={describedBy}
            aria-expanded={flow === "RET" && mayRenewOtherLines(customerType) ? picker !== null : undefined}
            data-flow={flow}
            data-cta={flow === "RET" ? "renew" : "add_line"}
            onClick={() => press(flow)}
          >
            {roOfferFlows.action[flow]}
          </BusyButton>
        ))}
        <p className="add-to-cart-status" role="status">
          {status}
        </p>
      </div>
      {picker ? (
        <picker.Picker countError={picker.countError} onChoose={(line) => closePicker(line)} onClose={() => closePicker()} />
      ) : null}
    </>
  );
}
