// The provider's card form in the review step (docs/checkout-contract.md "Hosted card form"): the iframe's address,
// its state for the screen, and the token it hands over, whichever "Plătește" was pressed (the form's own or the
// page's, which asks the form to submit). The page never sees the card number or the CVV: only the token message.
import { useCallback, useEffect, useRef, useState } from "react";
import { hostedFormOrigin, hostedFormUrl, readCardFormMessage, SUBMIT_MESSAGE } from "../../clients/gateway/checkout/hostedForm";
import type { HostedCard } from "./checkoutCommands";

export type HostedCardStatus = "loading" | "ready" | "checking" | "refused";

export interface UseHostedCard {
  frameRef: React.RefObject<HTMLIFrameElement>;
  src: string;
  status: HostedCardStatus;
  /** The page's "Plătește": asks the form to check the card (the answer arrives through onCard). */
  submit: () => void;
}

export function useHostedCard(onCard: (card: HostedCard) => void): UseHostedCard {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<HostedCardStatus>("loading");
  const latest = useRef(onCard);
  latest.current = onCard;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // Only the frame this screen embeds, from the provider's origin, in a known shape.
      if (event.source !== frameRef.current?.contentWindow) return;
      const message = readCardFormMessage(event.origin, event.data);
      if (message === null) return;
      switch (message.kind) {
        case "ready":
          setStatus("ready");
          return;
        case "error":
          setStatus("refused");
          return;
        case "token":
          setStatus("ready");
          latest.current({
            token: message.card.token,
            cvvRef: message.card.encryptedCvv,
            brand: message.card.brand,
            last4: message.card.last4,
            installmentsOffered: message.card.installments,
          });
          return;
      }
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, []);

  const submit = useCallback(() => {
    const target = frameRef.current?.contentWindow;
    if (!target) return;
    setStatus("checking");
    target.postMessage(SUBMIT_MESSAGE, hostedFormOrigin());
  }, []);

  return { frameRef, src: typeof window === "undefined" ? "" : hostedFormUrl(window.location.origin), status, submit };
}
