// Issue 24: card-testing caps (docs/checkout-contract.md "Card-testing caps"). Someone holding a list of stolen card
// numbers tries them one after the other to learn which work; each decline tells them something. So, before a
// payment reaches the bank:
//   - an order with 3 declined attempts takes no 4th (40012, 403): it cannot be paid by card any more (cash on
//     delivery, or a changed cart — a new order — still can);
//   - an owner (the anonymous session, the one-time-code number or the signed-in user) or a client address with 10
//     declined attempts in the last hour takes no 11th until the oldest leaves the hour (40013, 429, Retry-After).
// A refused attempt is not processed: no payment row, the card token unused, nothing charged, and it is not counted.
// "Declined" is what the bank or the cardholder refused (status denied: 4005, 4006, 4007, 4009, FRAUD_AND_PREVENTEL);
// a challenge left to time out (failed, 40010) or replaced by another card (canceled) is not.
// The client address is the socket's (request.ip without trustProxy): a forwarded header is the client's to write.
import { stmt } from "../../db";
import type { CartError } from "../cart/errors";
import type { SandboxContext } from "../module";
import { paymentErrors } from "./errors";

export const ORDER_MAX_DECLINES = 3;
export const RECENT_MAX_DECLINES = 10;
export const RECENT_WINDOW_MS = 60 * 60 * 1000;

export interface AttemptSource {
  /** The order (or pay link) paid. */
  orderId: string;
  /** requestOwner(request).key, or the pay link's owner. */
  owner: string;
  clientAddress: string;
}

export type CapRefusal = { error: CartError; retryAfterSeconds: number | null };

/** Seconds until the oldest of the last `max` declines leaves the window, when `max` or more are inside it. */
function recentRefusal(ctx: SandboxContext, column: "owner" | "client_address", value: string): number | null {
  const since = ctx.now() - RECENT_WINDOW_MS;
  const times = stmt(
    ctx.db,
    `SELECT updated_at FROM payments_payments WHERE ${column} = ? AND status = 'denied' AND updated_at > ? ORDER BY updated_at DESC LIMIT ?`,
  )
    .pluck()
    .all(value, since, RECENT_MAX_DECLINES) as number[];
  if (times.length < RECENT_MAX_DECLINES) return null;
  const freeing = times[RECENT_MAX_DECLINES - 1] as number;
  return Math.max(1, Math.ceil((freeing + RECENT_WINDOW_MS - ctx.now()) / 1000));
}

/** Why this attempt must not reach the bank, or null when it may. */
export function cardTestingRefusal(ctx: SandboxContext, source: AttemptSource): CapRefusal | null {
  const onOrder = stmt(ctx.db, "SELECT COUNT(*) FROM payments_payments WHERE order_id = ? AND status = 'denied'")
    .pluck()
    .get(source.orderId) as number;
  if (onOrder >= ORDER_MAX_DECLINES) return { error: paymentErrors.tooManyDeclinesForOrder(ORDER_MAX_DECLINES), retryAfterSeconds: null };
  const wait = [recentRefusal(ctx, "owner", source.owner), recentRefusal(ctx, "client_address", source.clientAddress)].filter(
    (s): s is number => s !== null,
  );
  if (wait.length === 0) return null;
  return { error: paymentErrors.tooManyRecentDeclines(RECENT_MAX_DECLINES), retryAfterSeconds: Math.max(...wait) };
}
