// One change of a services page from the ask to the answer: asked (the confirmation is open), confirmed (sent with one
// idempotency key, so a double click or a resend is one order), and its outcome — sent (pending, shown in the pending
// orders), refused (a known refusal, orderRefusals.ts) or failed (the general error classes). The change asked stays
// known after a failure, so the user can confirm it again without choosing it anew.
import { useCallback, useRef, useState } from "react";
import type { OrderChannel } from "../../domain/offers/orderChannels";
import type { OptionOrderBody, RoamingOrderBody } from "../../domain/offers/orderRequests";
import { orderRefusalOf, type OrderRefusal } from "../../domain/offers/orderRefusals";
import { newOrderKey, usePlaceOrder } from "./useOrders";

export interface AskedChange {
  /** What the confirmation and the outcome name (the offer's name). */
  name: string;
  channel: OrderChannel;
  body: OptionOrderBody | RoamingOrderBody;
  /** Identifies the change on the page (offer or product id), to mark it busy. */
  target: string;
}

export type OrderOutcome =
  | { kind: "none" }
  | { kind: "sent"; name: string; orderId: string }
  | { kind: "refused"; refusal: OrderRefusal; target: string }
  | { kind: "failed"; error: unknown; target: string };

export function useOrderFlow(party: string) {
  const place = usePlaceOrder(party);
  const [asked, setAsked] = useState<AskedChange | null>(null);
  const [outcome, setOutcome] = useState<OrderOutcome>({ kind: "none" });
  const key = useRef<{ target: string; key: string } | null>(null);
  const last = useRef<AskedChange | null>(null);

  const ask = useCallback((change: AskedChange) => {
    setAsked(change);
    setOutcome({ kind: "none" });
  }, []);
  const cancel = useCallback(() => setAsked(null), []);
  const confirm = useCallback(() => {
    if (!asked || place.isPending) return;
    // The same change confirmed again (after a failure) keeps its key: the back end answers the first order if it had it.
    if (key.current?.target !== asked.target) key.current = { target: asked.target, key: newOrderKey() };
    const change = asked;
    last.current = change;
    setAsked(null);
    place.mutate(
      { channel: change.channel, body: change.body, idempotencyKey: key.current.key },
      {
        onSuccess: (order) => {
          key.current = null;
          setOutcome({ kind: "sent", name: change.name, orderId: order.id });
        },
        onError: (error) => {
          const refusal = orderRefusalOf(error);
          if (refusal) key.current = null;
          setOutcome(refusal ? { kind: "refused", refusal, target: change.target } : { kind: "failed", error, target: change.target });
        },
      },
    );
  }, [asked, place]);

  /** Asks for the last change again (after a failure: the same confirmation, the same key). */
  const retry = useCallback(() => {
    if (last.current) ask(last.current);
  }, [ask]);

  return {
    asked,
    ask,
    cancel,
    confirm,
    retry,
    outcome,
    /** The target being sent, "" when nothing is. */
    sending: place.isPending ? (place.variables ? targetOf(place.variables.body) : "") : "",
  };
}

function targetOf(body: OptionOrderBody | RoamingOrderBody): string {
  if ("productOrderItem" in body) {
    const item = body.productOrderItem[0];
    return item.action === "add" ? item.productOffering.id : item.product.id;
  }
  return body.product.id;
}
