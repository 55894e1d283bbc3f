// Requests created by the customer's own actions (SIM block/unblock, e-mail or name change, consent change) are kept
// in the trouble-ticket store beside the tickets they open themselves, so "Cererile mele" lists both (SPEC §7 trouble
// tickets). Other modules call recordCustomerRequest inside their own handler; such a request is "acknowledged" at once
// and "completed" a minute later (advanceTickets).
import type { SandboxContext } from "../module";
import { insertTicket, type RequestKind } from "./store";

export type { RequestKind } from "./store";

export interface CustomerRequestInput {
  /** The signed-in user's id (caller.user.id). */
  userId: string;
  kind: RequestKind;
  /** The line the action was about, when there is one (shown as the request's related number). */
  msisdn?: string;
  /** A short Romanian sentence naming what was asked, e.g. "Blocare SIM pentru 0722000101". */
  description: string;
}

/** Records a customer request in the store and answers its id (TT-000123). */
export function recordCustomerRequest(ctx: SandboxContext, input: CustomerRequestInput): { id: string } {
  const id = insertTicket(ctx.db, {
    userId: input.userId,
    class: "request",
    kind: input.kind,
    description: input.description.slice(0, 500),
    severity: null,
    related: input.msisdn ? { role: "number", id: input.msisdn, "@referredType": "Subscription" } : null,
    attachment: null,
    createdAt: ctx.now(),
  });
  return { id };
}
