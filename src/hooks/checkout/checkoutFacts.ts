// What the checkout's steps depend on (SPEC §3 Checkout, domain/checkout/steps.ts): the shop's customer type, the
// sign-in method the cart runs under and what the cart holds; and which steps are done, read from the values the
// store holds (a CNP lost with a reload leaves the contract step open: it is kept in memory only).
import type { Area } from "../../domain/area";
import { cartAccess } from "../../domain/cart/access";
import type { Cart } from "../../domain/cart/model";
import { REQUIRED_DOCUMENTS } from "../../domain/checkout/organisation";
import { stepsFor, type CheckoutFacts, type CheckoutStepId } from "../../domain/checkout/steps";
import { onlyCnpMissing, validateContract, validateOrganisation, validateShipping } from "../../domain/checkout/validators";
import type { PaymentMethod } from "../../domain/enums";
import { getCartState } from "../../state/cart/cartStore";
import type { CheckoutState } from "../../state/checkout/checkoutStore";
import { getTokens } from "../../state/sessionStore";

export const customerTypeOf = (area: Area) => (area === "business" ? "EBU" : "CBU");

export function checkoutFacts(area: Area, cart: Cart = getCartState(area).cart): CheckoutFacts {
  const access = cartAccess(getTokens(), area);
  // SSO without the shop's extended set still checks out as SSO: the gateway asks for the extended login.
  const provider = access.kind === "extendedLoginRequired" ? "sso" : access.provider;
  const offerTypes = cart.items.flatMap((i) => [i.offerType, ...i.children.map((c) => c.offerType)]);
  return { customerType: customerTypeOf(area), provider, offerTypes, dueNowRon: cart.items.length > 0 ? cart.totals.upfront.ron : null };
}

/** SPEC §3 payment methods the cart allows; a cart that names none takes a card (docs/checkout-contract.md default). */
export function allowedMethods(cart: Cart): PaymentMethod[] {
  return cart.allowedPaymentMethods.length > 0 ? [...cart.allowedPaymentMethods] : ["CARD"];
}

/**
 * A card order already submitted is paid again as it is when the CNP (memory only) went with a page load — the
 * return from the bank's page after a refusal: the operator has it with the order (validators.ts onlyCnpMissing).
 */
export function reusesOrder(state: CheckoutState): boolean {
  return state.order !== null && state.order.paymentMethod === "CARD" && state.paymentMethod === "CARD" && onlyCnpMissing(state.contract);
}

/** The steps whose values are complete and valid (the review is never done: it is where the order is sent). */
export function doneSteps(area: Area, state: CheckoutState, cart: Cart = getCartState(area).cart): Set<CheckoutStepId> {
  const done = new Set<CheckoutStepId>();
  const organisationOk = area !== "business" || validateOrganisation(state.organisation).ok;
  if ((validateContract(state.contract).ok || reusesOrder(state)) && organisationOk) done.add("contract");
  if (validateShipping(state.shipping).ok) done.add("shipping");
  if (REQUIRED_DOCUMENTS.every((d) => state.uploadedDocuments.includes(d))) done.add("documents");
  if (state.paymentMethod !== null && allowedMethods(cart).includes(state.paymentMethod)) done.add("payment");
  return done;
}

export const checkoutSteps = (area: Area, cart?: Cart): CheckoutStepId[] => stepsFor(checkoutFacts(area, cart));
