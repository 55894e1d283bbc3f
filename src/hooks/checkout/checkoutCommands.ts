// Every checkout step's save, the order's submission and the card payment (issue 14; SPEC §3 Checkout, §4 checkout
// payment, §7 checkout PATCH and POST payment, §8 PAYMENT, §9 "Payment retry: not retried"). Each command answers a
// result union for the screen; a failure of a call is the catalogued ShopError (fromGatewayError), stored for the
// ribbon, and the typed values are never lost. Card data never reaches the store: the hosted form's token and CVV
// reference live in `pay`'s own variables while the payment is sent.
import { getBotcheckToken } from "../../clients/botcheck/recaptcha";
import { createCheckoutApi } from "../../clients/gateway/checkout";
import {
  alreadyPaidPaymentId,
  checkoutFailure,
  refusedPaymentId,
  type CheckoutCall,
  type CheckoutOrder,
} from "../../clients/gateway/checkout/answers";
import { PAYMENT_BOTCHECK_ACTION } from "../../clients/gateway/checkout/botcheck";
import { GATEWAY_URL } from "../../config/endpoints";
import { paymentRedirectHosts } from "../../config/paymentRedirects";
import type { Area } from "../../domain/area";
import { checkoutPatch } from "../../domain/checkout/checkoutPatch";
import { followableRedirect } from "../../domain/checkout/gatewayRedirect";
import { REQUIRED_DOCUMENTS } from "../../domain/checkout/organisation";
import { paymentRequest, type BrowserFacts, type PaymentRequest } from "../../domain/checkout/paymentRequest";
import {
  APPROVED_STATUSES,
  DECLINED_STATUSES,
  mayStartPayment,
  startAttempt,
  type PaymentAttempt,
} from "../../domain/checkout/returnOutcome";
import { methodToSend, nextStep, threeDSReturnUrl, type CheckoutStepId } from "../../domain/checkout/steps";
import {
  validateContract,
  validateOrganisation,
  validateShipping,
  type CheckoutField,
  type CheckoutMessageKey,
  type FieldErrors,
} from "../../domain/checkout/validators";
import type { PaymentMethod, UploadDocumentType } from "../../domain/enums";
import { DEFAULT_CODE } from "../../domain/errors/shopCatalogue";
import { fromGatewayError, shopErrorFor, type ShopError } from "../../domain/errors/shopError";
import { checkoutPathFor } from "../../domain/shop/cartOffer";
import { checkoutErrorText, roCheckout } from "../../i18n/ro/checkout";
import { getCartState } from "../../state/cart/cartStore";
import {
  getCheckout,
  setAttempt,
  setPending,
  updateCheckout,
  type CheckoutState,
  type ContractDraft,
  type OrderSummary,
  type OrganisationDraft,
  type ShippingDraft,
} from "../../state/checkout/checkoutStore";
import { reportShopError } from "../cart/reportShopError";
import { boundClient } from "../boundClient";
import { allowedMethods, checkoutFacts, checkoutSteps, customerTypeOf, reusesOrder } from "./checkoutFacts";
import { completeOrder } from "./completeOrder";

/** Field (or document, or "paymentMethod") → the Romanian message. */
export type FieldMessages = Partial<Record<string, string>>;

export interface StepValues {
  /** Business checkouts send the company with the contract data (SPEC §6). */
  contract: { contract: ContractDraft; organisation?: OrganisationDraft };
  shipping: ShippingDraft;
  /** The documents are the uploads already made (uploadDocument). */
  documents: Record<string, never>;
  payment: { method: PaymentMethod | null; installments?: number | null };
  review: Record<string, never>;
}

export type SaveResult = { ok: true; next: CheckoutStepId | null } | { ok: false; fieldErrors: FieldMessages };

const texts = (errors: FieldErrors<string>): FieldMessages =>
  Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, checkoutErrorText(field as CheckoutField, key as CheckoutMessageKey)]),
  );

/** Only text survives into the store (a screen handing over anything else stores nothing for that field). */
function textsOnly<T extends object>(values: T | undefined): T {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, v]) => typeof v === "string")) as T;
}

function contractMessages(area: Area, state: CheckoutState): FieldMessages {
  const contract = validateContract(state.contract);
  const organisation = area === "business" ? validateOrganisation(state.organisation) : null;
  return {
    ...(contract.ok ? {} : texts(contract.errors)),
    ...(organisation && !organisation.ok ? texts(organisation.errors) : {}),
  };
}

function shippingMessages(state: CheckoutState): FieldMessages {
  const shipping = validateShipping(state.shipping);
  return shipping.ok ? {} : texts(shipping.errors);
}

function documentMessages(state: CheckoutState): FieldMessages {
  const missing = REQUIRED_DOCUMENTS.filter((d) => !state.uploadedDocuments.includes(d));
  return Object.fromEntries(missing.map((d) => [d, roCheckout.stepErrors.documentMissing(roCheckout.documents[d])]));
}

function paymentMessages(area: Area, state: CheckoutState): FieldMessages {
  const ok = state.paymentMethod !== null && allowedMethods(getCartState(area).cart).includes(state.paymentMethod);
  return ok ? {} : { paymentMethod: roCheckout.stepErrors.paymentMethodMissing };
}

function messagesOf(area: Area, step: CheckoutStepId, state: CheckoutState): FieldMessages {
  switch (step) {
    case "contract":
      return contractMessages(area, state);
    case "shipping":
      return shippingMessages(state);
    case "documents":
      return documentMessages(state);
    case "payment":
      return paymentMessages(area, state);
    case "review":
      return {};
  }
}

/** Stores a step's values whatever their fate (a failed check keeps what was typed), then checks them. */
function keep<S extends CheckoutStepId>(area: Area, step: S, values: StepValues[S]): void {
  updateCheckout(area, (s) => {
    switch (step) {
      case "contract": {
        const v = values as StepValues["contract"];
        const organisation = area === "business" ? textsOnly(v.organisation) : s.organisation;
        return { ...s, contract: textsOnly(v.contract), organisation };
      }
      case "shipping": {
        const v = values as StepValues["shipping"];
        return { ...s, shipping: { ...textsOnly(v), useContractAddress: v.useContractAddress === true } };
      }
      case "payment": {
        const v = values as StepValues["payment"];
        const installments = Number.isInteger(v.installments) && (v.installments as number) >= 1 ? (v.installments as number) : null;
        return { ...s, paymentMethod: v.method, installments: v.method === "CARD" ? installments : null };
      }
      default:
        return s;
    }
  });
}

/** What is typed, kept as it is typed (a reload keeps it; the CNP stays in memory); checked when the step is saved. */
export function keepStep<S extends CheckoutStepId>(area: Area, step: S, values: StepValues[S]): void {
  keep(area, step, values);
}

/** Issue 14 forms: keep the values, validate them with the domain (zod), answer the next step or the messages. */
export function saveStep<S extends CheckoutStepId>(area: Area, step: S, values: StepValues[S]): SaveResult {
  keep(area, step, values);
  const fieldErrors = messagesOf(area, step, getCheckout(area));
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, next: nextStep(checkoutSteps(area), step) };
}

/** The uploads of the documents step (SPEC §3 CI, RegistrationCertificate; §8 DOCUMENT UPLOAD codes). */
export async function uploadDocument(
  area: Area,
  type: UploadDocumentType,
  file: Blob,
  fileName?: string,
): Promise<{ ok: true } | { ok: false; error: ShopError }> {
  setPending(area, "upload", true);
  try {
    await boundClient(createCheckoutApi).uploadDocument(type, file, fileName);
    updateCheckout(area, (s) => ({ ...s, uploadedDocuments: [...new Set([...s.uploadedDocuments, type])] }));
    return { ok: true };
  } catch (e) {
    return { ok: false, error: failed(area, e, "document") };
  } finally {
    setPending(area, "upload", false);
  }
}

function failed(area: Area, e: unknown, call: CheckoutCall): ShopError {
  const f = checkoutFailure(e, call, area);
  const error = fromGatewayError(f.error, f.url);
  reportShopError(error);
  updateCheckout(area, (s) => ({ ...s, error }));
  return error;
}

// ---- the order ---------------------------------------------------------------------------------------------------

export type SubmitResult =
  | { ok: true; order: OrderSummary; /** Cash on delivery: the order is placed, the cart emptied. */ complete: boolean }
  | { ok: false; error: ShopError }
  /** A step's values are missing or no longer valid (the CNP after a reload): the screen goes back to that step. */
  | { ok: false; step: CheckoutStepId; fieldErrors: FieldMessages };

const summaryOf = (order: CheckoutOrder, method: PaymentMethod): OrderSummary => ({
  id: order.id,
  number: order.number,
  amountRon: order.amountRon,
  paymentMethod: order.paymentMethod === "CARD" || order.paymentMethod === "COD" ? order.paymentMethod : method,
});

const submitting: Partial<Record<Area, Promise<SubmitResult>>> = {};

async function sendOrder(area: Area): Promise<SubmitResult> {
  const state = getCheckout(area);
  const reuse = reusesOrder(state);
  for (const step of checkoutSteps(area)) {
    if (reuse && step === "contract") continue;
    const fieldErrors = messagesOf(area, step, state);
    if (Object.keys(fieldErrors).length > 0) return { ok: false, step, fieldErrors };
  }
  // The order submitted before the bank's page, paid again as it is (checkoutFacts.reusesOrder).
  if (reuse && state.order !== null) return { ok: true, order: state.order, complete: false };
  const steps = checkoutSteps(area);
  const contract = validateContract(state.contract);
  // Nothing posted (home services installed at the address): no shipping step, so the contract address stands.
  const shipping = steps.includes("shipping") ? validateShipping(state.shipping) : validateShipping({ useContractAddress: true });
  const organisation = area === "business" ? validateOrganisation(state.organisation) : null;
  const method = methodToSend(steps, state.paymentMethod);
  if (!contract.ok || !shipping.ok || (organisation !== null && !organisation.ok) || method === null) {
    // Unreachable after the checks above.
    return { ok: false, step: "contract", fieldErrors: contractMessages(area, state) };
  }
  const ops = checkoutPatch({
    customerType: customerTypeOf(area),
    provider: checkoutFacts(area).provider,
    contract: contract.value,
    shipping: shipping.value,
    organisation: organisation?.ok ? organisation.value : null,
    uploadedDocuments: state.uploadedDocuments,
    paymentMethod: method,
  });
  updateCheckout(area, (s) => ({ ...s, error: null }));
  setPending(area, "submit", true);
  try {
    const { order } = await boundClient(createCheckoutApi).submitCheckout(area, ops);
    const summary = summaryOf(order, method);
    updateCheckout(area, (s) => ({ ...s, order: summary }));
    if (summary.paymentMethod === "COD") {
      completeOrder(area, { orderId: summary.id, orderNumber: summary.number });
      return { ok: true, order: summary, complete: true };
    }
    return { ok: true, order: summary, complete: false };
  } catch (e) {
    return { ok: false, error: failed(area, e, "checkout") };
  } finally {
    setPending(area, "submit", false);
  }
}

/** SPEC §7 checkout PATCH from the review step; one at a time per shop (a double click sends one). */
export function submitOrder(area: Area): Promise<SubmitResult> {
  return (submitting[area] ??= sendOrder(area).finally(() => {
    delete submitting[area];
  }));
}

// ---- the payment -------------------------------------------------------------------------------------------------

/** What the hosted card form hands the page (docs/checkout-contract.md): never the card number or the CVV. */
export interface HostedCard {
  token: string;
  last4: string;
  brand: string | null;
  /** The form's opaque CVV reference (SPEC §7 encrypted_cvv). */
  cvvRef: string;
  /** The installment counts card info offered for this card, when the screen asked already. */
  installmentsOffered?: readonly number[];
}

export type PayResult =
  /** SPEC §7 fulfilled with a 3ds_redirection_url: the screen does window.location.assign(url). */
  | { kind: "redirect"; url: string }
  | { kind: "approved"; orderNumber: string }
  | { kind: "error"; error: ShopError }
  /** A payment is being sent, is at the bank's page, or the order is paid: nothing was sent (a double click pays once). */
  | { kind: "blocked" }
  /** No order to pay: the review step has not submitted the checkout yet. */
  | { kind: "noOrder" };

export interface PayOptions {
  /** The checkout the customer is in (the port-in checkout reuses the steps); default the shop's. */
  base?: string;
}

function approve(area: Area, attempt: PaymentAttempt, orderNumber: string): PayResult {
  setAttempt(area, { ...attempt, orderNumber, inFlight: false, settled: { kind: "approved", orderNumber } });
  completeOrder(area, { orderId: attempt.orderId, orderNumber });
  return { kind: "approved", orderNumber };
}

/** A refusal: the attempt is over (the customer may pay again, by their own click: SPEC §9 no automatic retry). */
function refuse(area: Area, attempt: PaymentAttempt, error: ShopError, paymentId: string | null): PayResult {
  setAttempt(area, {
    ...attempt,
    paymentId: paymentId ?? attempt.paymentId,
    inFlight: false,
    settled: paymentId ? { kind: "declined", errorCode: error.code } : null,
  });
  updateCheckout(area, (s) => ({ ...s, error }));
  return { kind: "error", error };
}

async function offeredInstallments(card: HostedCard, chosen: number | null): Promise<readonly number[]> {
  if (card.installmentsOffered) return card.installmentsOffered;
  // Only a count above 1 is ever sent (SPEC §4): no need to ask card info otherwise.
  if (chosen === null || chosen <= 1) return [1];
  return (await boundClient(createCheckoutApi).cardInfo(card.token)).installments;
}

async function sendPayment(area: Area, order: OrderSummary, card: HostedCard, browser: BrowserFacts, base: string): Promise<PayResult> {
  const state = getCheckout(area);
  let offered: readonly number[];
  try {
    offered = await offeredInstallments(card, state.installments);
  } catch (e) {
    return { kind: "error", error: failed(area, e, "cardInfo") };
  }
  let body: PaymentRequest;
  try {
    body = paymentRequest({
      orderId: order.id,
      card: { token: card.token, encryptedCvv: card.cvvRef, cardType: card.brand },
      browser,
      totalRon: order.amountRon ?? getCartState(area).cart.totals.upfront.ron,
      installments: { chosen: state.installments, offered },
      returnUrl: threeDSReturnUrl(window.location.origin, base),
    });
  } catch {
    // An empty token or an unusable amount: nothing was sent, nothing paid.
    const error = shopErrorFor("PAYMENT", DEFAULT_CODE);
    updateCheckout(area, (s) => ({ ...s, error }));
    return { kind: "error", error };
  }

  // Issue 24: the gateway asks for a bot-check token on payment; without one it refuses (40014), nothing is charged.
  const botcheck = await getBotcheckToken(PAYMENT_BOTCHECK_ACTION);
  // The last abort point before money moves: the attempt is on disk before the POST leaves (a reload or the bank's
  // page finds it). Its payment id is known only from the answer.
  const attempt = startAttempt(order.id, "", order.number);
  setAttempt(area, attempt);
  try {
    const payment = await boundClient(createCheckoutApi).createPayment(body, botcheck);
    const known: PaymentAttempt = { ...attempt, paymentId: payment.id, orderNumber: payment.orderNumber ?? order.number };
    setAttempt(area, known);
    const status = payment.status;
    if ((APPROVED_STATUSES as readonly string[]).includes(status)) return approve(area, known, known.orderNumber ?? order.number);
    if (payment.redirectUrl !== null && !(DECLINED_STATUSES as readonly string[]).includes(status)) {
      const url = followableRedirect(payment.redirectUrl, { allowedHosts: paymentRedirectHosts(), gatewayOrigin: GATEWAY_URL });
      if (url !== null) return { kind: "redirect", url };
      // Issue 24: a 3-D Secure page off the allow-list (or not https) is not followed. The open payment is not ours to
      // settle: the customer may pay again (another card replaces it at the gateway, with no charge).
      const error = shopErrorFor("PAYMENT", DEFAULT_CODE);
      reportShopError(error);
      return refuse(area, known, error, null);
    }
    // A refusal in a 2xx answer: logged (and FRAUD_AND_PREVENTEL's error page) as the 4xx path's failed() does.
    const refused = shopErrorFor("PAYMENT", payment.errorCode ?? DEFAULT_CODE);
    reportShopError(refused);
    return refuse(area, known, refused, payment.id);
  } catch (e) {
    const paidWith = alreadyPaidPaymentId(e);
    if (paidWith !== null) {
      // SPEC §8 has no 400110 for PAYMENT ("payment not registered" would be wrong): the order is paid, say so.
      let orderNumber = order.number;
      try {
        orderNumber = (await boundClient(createCheckoutApi).getPayment(paidWith)).orderNumber ?? order.number;
      } catch {
        // The 409 already says the order is paid; the order number from the checkout serves.
      }
      return approve(area, { ...attempt, paymentId: paidWith }, orderNumber);
    }
    return refuse(area, attempt, failed(area, e, "payment"), refusedPaymentId(e));
  }
}

/**
 * SPEC §7 POST payment for the order the checkout made. A double click pays once (mayStartPayment: one payment being
 * sent, none in flight at the bank, never a paid order); nothing here sends it again (SPEC §9).
 */
export async function pay(area: Area, card: HostedCard, browser: BrowserFacts, options: PayOptions = {}): Promise<PayResult> {
  const state = getCheckout(area);
  const order = state.order;
  if (order === null) return { kind: "noOrder" };
  if (!mayStartPayment(state.attempt, order.id, state.pending.pay)) return { kind: "blocked" };
  setPending(area, "pay", true);
  updateCheckout(area, (s) => ({ ...s, error: null }));
  try {
    return await sendPayment(area, order, card, browser, options.base ?? checkoutPathFor(area));
  } finally {
    setPending(area, "pay", false);
  }
}

/** The ribbon is closed (its close actions are the cart's, run by the screen through closeCartError). */
export function clearCheckoutError(area: Area): void {
  updateCheckout(area, (s) => (s.error === null ? s : { ...s, error: null }));
}

/** The review step's answer to a card that does not allow the count asked for: pay in full from now on. */
export function payInFull(area: Area): void {
  updateCheckout(area, (s) => (s.installments === null ? s : { ...s, installments: null }));
}
