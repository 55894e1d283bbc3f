// A plan added to the cart with flow MNP (port-in, issue 28; docs/portin-address-contract.md) is for a number the
// caller proved to hold: the cart refuses the add unless the caller (the cart's owner key, the same as the port-in
// token's) holds a validated port-in token that is neither expired nor spent on a port-in order. Refused with SPEC §8
// CART 400300 (eligibility modal), a Romanian message saying what to do. Other flows are not checked here.
import { stmt } from "../../db";
import type { SandboxContext } from "../module";
import { CartError } from "./errors";

export const PORT_IN_FLOW = "MNP";

/** Throws when `flow` is MNP and `ownerKey` holds no usable port-in token. */
export function checkPortInFlow(ctx: SandboxContext, ownerKey: string | undefined, flow: string | undefined): void {
  if (flow !== PORT_IN_FLOW) return;
  const held =
    ownerKey !== undefined &&
    stmt(ctx.db, "SELECT 1 FROM portin_tokens WHERE owner = ? AND used_at IS NULL AND expires_at > ? LIMIT 1").get(ownerKey, ctx.now()) !==
      undefined;
  if (!held) {
    throw new CartError(
      400,
      "400300",
      "port_in_not_validated",
      "Ca să vii cu numărul tău, confirmă mai întâi numărul cu codul primit prin SMS, apoi adaugă abonamentul în coș.",
    );
  }
}
