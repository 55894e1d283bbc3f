// The provider's card form in the review step (docs/checkout-contract.md "Hosted card form"): the iframe's address,
// its state for the screen, and the token it hands over, whichever "Plătește" was pressed (the form's own or the
// page's, which asks the form to submit). The page never sees the card number or the CVV: only the token message.
// Issue 24: the tokenisation needs a bot-check token, which only the page can get (its own reCAPTCHA): every submit
// goes through the page, which sends the form the token with the request to submit.
import { useCallback, useEffect, useRef, useState } from "react";
import { getBotcheckToken } from "../../clients/botcheck/recaptcha";
import { CARD_TOKEN_BOTCHECK_ACTION } from "../../clients/gateway/checkout/botcheck";
import { hostedFormOrigin, hostedFormUrl, readCardFormMessage, submitMessage } from "../../clients/gateway/checkout/hostedForm";
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
  // One submit at a time: a second click while the bot-check token is on its way sends nothing more.
  const asking = useRef(false);

  const submit = useCallback(() => {
    if (!frameRef.current?.contentWindow || asking.current) return;
    asking.current = true;
    setStatus("checking");
    void getBotcheckToken(CARD_TOKEN_BOTCHECK_ACTION)
      .then((botcheck) => {
        // Without a token the provider refuses the card and the form says so (sandbox-card:error follows).
        frameRef.current?.contentWindow?.postMessage(submitMessage(botcheck), hostedFormOrigin());
      })
      .finally(() => {
        asking.current = false;
      });
  }, []);

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
        case "submitRequest":
          submit();
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
  }, [submit]);

  return { frameRef, src: typeof window === "undefined" ? "" : hostedFormUrl(window.location.origin), status, submit };
}
