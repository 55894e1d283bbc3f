// Offers for existing customers in the cart (docs/cart-contract.md "Flows of existing customers"): an add with flow RET
// (renewal) or MFP (add a line) is allowed only when the caller's eligible flows for the route's customer type include
// it for that offer (src/domain/shop/offerFlow.ts, the rule the shop shows its actions by); anything else is the
// SPEC §8 CART eligibility error 400300. A renewal names the line it renews (selectedSubscriberId), one of the caller's
// (a business customer: one of the company's lines their role reaches, auth/companyScope.ts).
import { callerScope } from "../../auth/companyScope";
import type { Caller } from "../../auth/guard";
import { flowNeedsSubscriber, isExistingCustomerFlow, offerFlowsFor } from "../../../../src/domain/shop/offerFlow";
import { flowsForCustomerType } from "../identity/flows";
import { listIdentities } from "../identity/store";
import type { SandboxContext } from "../module";
import { CartError, cartErrors } from "./errors";
import type { CustomerType, Offering } from "./offerings";

/** What the cart knows of the caller as a customer of one shop. */
export interface CartCustomer {
  /** null: not a customer (anonymous, one-time code, no identity of this type). */
  customerType: CustomerType | null;
  /** Eligible flows for the route's customer type, as GET /identity/eligible-flows answers them. */
  flows: readonly string[];
  /** Subscribers of the caller's identities of this customer type and, on the business cart, the company's lines the
   * caller reaches (the lines a renewal may be for). */
  subscribers: readonly string[];
}

export const NOT_A_CUSTOMER: CartCustomer = { customerType: null, flows: [], subscribers: [] };

export function cartCustomer(ctx: SandboxContext, caller: Caller, route: CustomerType): CartCustomer {
  if (caller.token.provider !== "sso" || !caller.user) return NOT_A_CUSTOMER;
  const all = listIdentities(ctx.db, caller.user.id);
  const ofType = all.filter((i) => i.customerType === route && i.ban && !i.isNonVdf);
  if (ofType.length === 0) return NOT_A_CUSTOMER;
  return {
    customerType: route,
    flows: flowsForCustomerType(caller.identity, all, route),
    subscribers: [...ofType.flatMap((i) => (i.subscriberId ? [i.subscriberId] : [])), ...companyLines(caller, route)],
  };
}

const NOT_IN_SCOPE = () => new Error("not a business scope");

/**
 * On the business cart, the company's lines the caller's role reaches (auth/companyScope.ts, the rule of every business
 * route; without grants, as /identity/subscribers lists them): a Chooser renews any line of the fleet, a delegated
 * chooser or authorized person the lines of their accounts, the others the line they hold. Each named as the
 * subscribers directory names it (its `id`, the number). None for a consumer route or a caller without a business scope.
 */
function companyLines(caller: Caller, route: CustomerType): string[] {
  if (route !== "EBU" || caller.identity?.customerType !== "EBU") return [];
  try {
    return callerScope(caller, { notBusiness: NOT_IN_SCOPE, nonOperator: NOT_IN_SCOPE }).lines.map((l) => l.msisdn);
  } catch {
    return [];
  }
}

const notEligible = (why: string) => new CartError(400, "400300", "flow_not_eligible", why);

const FLOW_NAME: Record<string, string> = { RET: "reînnoire", MFP: "linie nouă pe contul tău" };

/** Throws when an add's flow is one of an existing customer's and the caller may not start it on this offering. */
export function checkFlow(o: Offering, chars: Record<string, string>, customer: CartCustomer): void {
  const flow = chars.flow ?? "";
  if (!isExistingCustomerFlow(flow)) return;
  const allowed = offerFlowsFor(customer.flows, { offerType: o.offerType, segment: o.customerType }, customer.customerType);
  if (!allowed.includes(flow)) {
    throw notEligible(`Oferta ${o.name} nu este disponibilă ca ${FLOW_NAME[flow]} pentru contul tău.`);
  }
  if (!flowNeedsSubscriber(flow)) return;
  const subscriber = chars.selectedSubscriberId ?? "";
  if (subscriber === "") throw cartErrors.malformed("reînnoirea are nevoie de selectedSubscriberId (numărul reînnoit).");
  if (!customer.subscribers.includes(subscriber)) throw notEligible(`Numărul ${subscriber} nu poate fi reînnoit din contul tău.`);
}
