// The payment provider's hosted card form (docs/checkout-contract.md "Hosted card form"): its address and the
// messages it posts to the page. The page embeds it in an iframe and hears back a token; the card number and the
// CVV stay inside the provider's frame. This module owns the form's path and the message shapes, as the rest of
// the folder owns the payment service's.
import { backendUrl } from "../../../config/endpoints";
import { z } from "../../../domain/zod";

const FORM_PATH = "hosted-form";

/** The form for a page on `siteOrigin` (the provider answers its messages to that origin only). */
export function hostedFormUrl(siteOrigin: string): string {
  return `${backendUrl("payments")}/${FORM_PATH}?origin=${encodeURIComponent(siteOrigin)}`;
}

/** The origin the form's messages come from and the page's "submit" goes to. */
export function hostedFormOrigin(): string {
  return new URL(backendUrl("payments")).origin;
}

/**
 * What the page may ask the form: submit the card, with the bot-check token the tokenisation needs (issue 24;
 * CARD_TOKEN_BOTCHECK_ACTION). Whichever "Plătește" was pressed, the page sends this: the form's own asks for it first.
 */
export function submitMessage(botcheck: { token: string; action: string } | null) {
  return { type: "sandbox-card:submit", botcheck } as const;
}

/** The card as the provider hands it over: a token and an opaque CVV reference, never the number or the CVV. */
export interface CardToken {
  token: string;
  encryptedCvv: string;
  brand: string | null;
  last4: string;
  /** The installment counts the card offers (card info). */
  installments: number[];
}

export type CardFormMessage =
  | { kind: "ready" }
  /** The form's own "Plătește": it waits for submitMessage with a bot-check token. */
  | { kind: "submitRequest" }
  | { kind: "token"; card: CardToken }
  | { kind: "error"; fields: string[] };

const text = z.string().min(1).max(200);
const Message = z.discriminatedUnion("type", [
  z.object({ type: z.literal("sandbox-card:ready") }),
  z.object({ type: z.literal("sandbox-card:submit-request") }),
  z.object({
    type: z.literal("sandbox-card:token"),
    token: text,
    encryptedCvv: text,
    brand: z.string().max(40).nullish(),
    last4: z.string().regex(/^\d{4}$/),
    installments: z.array(z.number().int().min(1).max(60)).max(24).nullish(),
  }),
  z.object({ type: z.literal("sandbox-card:error"), fields: z.array(z.string().max(40)).max(10).nullish() }),
]);

/** A message event read at the boundary: only from the provider's origin and of a known shape; else null. */
export function readCardFormMessage(origin: string, data: unknown): CardFormMessage | null {
  if (origin !== hostedFormOrigin()) return null;
  const parsed = Message.safeParse(data);
  if (!parsed.success) return null;
  const m = parsed.data;
  switch (m.type) {
    case "sandbox-card:ready":
      return { kind: "ready" };
    case "sandbox-card:submit-request":
      return { kind: "submitRequest" };
    case "sandbox-card:token":
      return {
        kind: "token",
        card: { token: m.token, encryptedCvv: m.encryptedCvv, brand: m.brand ?? null, last4: m.last4, installments: m.installments ?? [1] },
      };
    case "sandbox-card:error":
      return { kind: "error", fields: m.fields ?? [] };
  }
}
