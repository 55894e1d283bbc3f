// Which BAN and which bill a billing caller may read (docs/billing-contract.md "Access"): a BAN of the selected
// identity (`bans`), or one of its closed BANs (`closedBans`) only when the closed-account header names it (SPEC §6
// "An optional header with a closed-account ban is sent when viewing closed-account bills").
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Caller } from "../../auth/guard";
import type { SandboxContext } from "../module";
import type { IdentityRecord } from "../identity/store";
import { banOfBillId, billsFor, type CustomerBill } from "./bills";
import { billingErrors } from "./errors";
import { paidBillIds } from "./store";

/** SPEC §6 closed-account header (our name; docs/billing-contract.md). */
export const CLOSED_ACCOUNT_HEADER = "x-closed-account-ban";

export const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === "string" && s.trim() !== "" ? s.trim() : undefined;
};

export function identityOf(caller: Caller): IdentityRecord {
  // requireBillingAccess lets only callers acting as an identity through; a user without one has no BAN.
  if (!caller.identity) throw billingErrors.banNotAllowed("—");
  return caller.identity;
}

/** Throws unless the caller may read `ban` with this request's closed-account header. */
export function checkBan(request: FastifyRequest, identity: IdentityRecord, ban: string): void {
  const closedHeader = headerOf(request, CLOSED_ACCOUNT_HEADER);
  if (!identity.bans.includes(ban) && !identity.closedBans.includes(ban)) throw billingErrors.banNotAllowed(ban);
  if (closedHeader !== undefined && !identity.closedBans.includes(closedHeader)) throw billingErrors.closedBanNotAllowed(closedHeader);
  if (identity.closedBans.includes(ban) && closedHeader !== ban) throw billingErrors.closedHeaderRequired(ban);
}

export function billsOfBan(ctx: SandboxContext, identity: IdentityRecord, ban: string): CustomerBill[] {
  return billsFor(identity, ban, ctx.now(), paidBillIds(ctx, ban));
}

/** `VDF{billId}` (or the bare id) → the caller's bill, else 403 ban_not_allowed / closed header / 404 bill_not_found. */
export function findBill(
  ctx: SandboxContext,
  request: FastifyRequest,
  caller: Caller,
  ref: string,
): { bill: CustomerBill; identity: IdentityRecord } {
  const identity = identityOf(caller);
  const billId = ref.startsWith("VDF") ? ref.slice(3) : ref;
  const ban = banOfBillId(billId);
  if (!ban) throw billingErrors.billNotFound(ref);
  checkBan(request, identity, ban);
  const bill = billsOfBan(ctx, identity, ban).find((b) => b.id === billId);
  if (!bill) throw billingErrors.billNotFound(ref);
  return { bill, identity };
}

const Email = z.email().max(200);

export function checkEmail(raw: unknown): string {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!Email.safeParse(text).success) throw billingErrors.invalidEmail(text);
  return text.toLowerCase();
}
