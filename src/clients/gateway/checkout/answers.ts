// The checkout, payment, product-order and document services' answers, reshaped at the boundary into the small
// objects the screens use (docs/checkout-contract.md; SPEC §3 "summary", §7 POST payment, TMF622 ProductOrder,
// TMF676 Payment). Unknown extra fields are ignored; an answer missing what a screen needs is a GatewayError of kind
// invalid_response, never a crash. No transport and no browser globals here, so the sandbox's contract test
// (__tests__/sandbox/checkout-contract.test.ts) reads the real sandbox's answers with these very readers.
import { z } from "../../../domain/zod";
import { BACKEND_PREFIX, type Backend } from "../../../config/endpoints";
import type { Area } from "../../../domain/area";
import type { GatewayAnswer } from "../../../domain/checkout/returnOutcome";
import { threeDSRedirectionUrl } from "../../../domain/checkout/paymentRequest";
import { isRecord } from "../../../domain/read";
import { cartPath, type CartFailure } from "../cartRoutes";
import { malformed, toGatewayError } from "../errors";
import { shopCallFailure } from "../shopFailure";

/** The routes under each service's prefix (config/endpoints.ts BACKEND_PREFIX). */
export const CHECKOUT_ROUTES = {
  payment: "payment",
  cardInfo: "cardInfo",
  productOrder: "productOrder",
  document: "document",
} as const;

/** Which call failed: it decides the SPEC §8 service the failure is read by. */
export type CheckoutCall = "checkout" | "payment" | "cardInfo" | "productOrder" | "document";

const SERVICE_OF: Readonly<Record<Exclude<CheckoutCall, "checkout">, Backend>> = {
  payment: "payments",
  cardInfo: "payments",
  productOrder: "productOrdering",
  document: "documentUpload",
};

/**
 * The address of a call for the SPEC §8 "path contains the service's path" match (shopCatalogue.ts SERVICE_PATHS):
 * the checkout PATCH is the cart's (CART), /payments/payment and /payments/cardInfo are PAYMENT,
 * /product-ordering/productOrder is ORDER HISTORY, /document-upload/document is DOCUMENT UPLOAD.
 */
export function checkoutCallPath(call: CheckoutCall, area: Area = "personal"): string {
  if (call === "checkout") return cartPath(area);
  return `${BACKEND_PREFIX[SERVICE_OF[call]]}/${CHECKOUT_ROUTES[call]}`;
}

/** A failure of a checkout call in the cart client's shape (CartFailure), for fromGatewayError(f.error, f.url). */
export function checkoutFailure(error: unknown, call: CheckoutCall, area: Area = "personal"): CartFailure {
  return shopCallFailure(error, call === "checkout" ? "cart" : SERVICE_OF[call], checkoutCallPath(call, area));
}

function reshape<S extends z.ZodType>(schema: S, body: unknown, service: Backend): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw malformed(service, body, parsed.error.issues);
  return parsed.data;
}

const id = z.string().trim().min(1).max(200);
const text = z.string().max(2000);
const code = z.union([z.string(), z.number()]).transform(String);
const money = z.object({ unit: z.string(), value: z.number().finite() });
const optionalText = text.nullish().transform((v) => (v === undefined || v === null || v.trim() === "" ? null : v));

// ---- Payment (TMF676) ----------------------------------------------------------------------------------------

/** What the payment step and the 3-D Secure return page need of a payment. */
export interface Payment {
  id: string;
  /** TMF676 status: pendingAuthorization, captured, denied, failed, canceled… (returnOutcome.ts groups them). */
  status: string;
  /** The product order paid (paymentItem[0].item.id). */
  orderId: string | null;
  /** characteristic order_number (SPEC §4 submittedResponse order number). */
  orderNumber: string | null;
  /** characteristic 3ds_redirection_url: the challenge page, or the return address when no challenge was needed. */
  redirectUrl: string | null;
  installments: number | null;
  amountRon: number | null;
  /** A refused payment's catalogue code (SPEC §8 PAYMENT), else null. */
  errorCode: string | null;
  errorMessage: string | null;
}

const PaymentAnswer = z.object({
  id,
  status: z.string().trim().min(1).max(100),
  paymentItem: z
    .array(z.object({ item: z.object({ id: z.string() }).nullish() }))
    .nullish()
    .transform((v) => v ?? []),
  paymentCharacteristic: z
    .array(z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.boolean()]).nullish() }))
    .nullish()
    .transform((v) => v ?? []),
  totalAmount: money.nullish(),
  error: z.object({ code: code.nullish(), message: text.nullish() }).nullish(),
});

export function readPayment(body: unknown): Payment {
  const p = reshape(PaymentAnswer, body, "payments");
  const charOf = (name: string): string | null => {
    const v = p.paymentCharacteristic.find((c) => c.name === name)?.value;
    return v === undefined || v === null || String(v).trim() === "" ? null : String(v);
  };
  const installments = Number(charOf("number_of_installments"));
  return {
    id: p.id,
    status: p.status,
    orderId: p.paymentItem[0]?.item?.id || null,
    orderNumber: charOf("order_number"),
    // Only a web address (domain/checkout/paymentRequest.ts): anything else is no page to send the customer to.
    redirectUrl: threeDSRedirectionUrl(p),
    installments: Number.isInteger(installments) && installments > 0 ? installments : null,
    amountRon: p.totalAmount?.unit === "RON" ? p.totalAmount.value : null,
    errorCode: p.error?.code ?? null,
    errorMessage: p.error?.message ?? null,
  };
}

/** The reference a refusal carries (docs/checkout-contract.md `referenceError: "/payments/payment/{id}"`). */
const referencedPayment = (payload: unknown): string | null => {
  if (!isRecord(payload) || typeof payload.referenceError !== "string") return null;
  const m = /\/payment\/([^/?#]+)$/.exec(payload.referenceError);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
};

/** docs/checkout-contract.md: a paid order answers 409 code 400110 (order already exists) with its payment. */
export const ORDER_ALREADY_PAID = "400110";

/**
 * The captured payment of an order that is already paid (409 400110), or null. SPEC §8's PAYMENT list does not name
 * 400110, so the ribbon would say "not registered, retry"; the screen reads this payment instead and shows the
 * thank-you page (never a second charge).
 */
export function alreadyPaidPaymentId(error: unknown): string | null {
  const e = toGatewayError(error, "payments");
  return e.status === 409 && String(e.code) === ORDER_ALREADY_PAID ? referencedPayment(e.payload) : null;
}

/** The payment a refused POST payment recorded (declined, insufficient funds, fraud…), or null. */
export function refusedPaymentId(error: unknown): string | null {
  return referencedPayment(toGatewayError(error, "payments").payload);
}

/** A GET payment outcome as the 3-D Secure return decision reads it (domain/checkout/returnOutcome.ts). */
export function returnAnswerOf(result: { payment: Payment } | { error: unknown }): GatewayAnswer {
  if ("payment" in result) {
    const { status, orderNumber, errorCode } = result.payment;
    return { kind: "status", status, orderNumber, errorCode };
  }
  const e = toGatewayError(result.error, "payments");
  if (e.kind === "unauthorized") return { kind: "sessionLost" };
  if (e.kind === "http" && (e.status === 403 || e.status === 404)) return { kind: "notFound" };
  return { kind: "unreachable" };
}

// ---- Card info -------------------------------------------------------------------------------------------------

export interface CardInfo {
  brand: string | null;
  lastFour: string | null;
  /** "LL/AAAA". */
  expiry: string | null;
  /** The installment counts the card offers (always at least 1). */
  installments: number[];
  used: boolean;
}

const CardInfoAnswer = z.object({
  brand: optionalText,
  lastFourDigits: optionalText,
  expirationDate: optionalText,
  installments: z.array(z.number().int().min(1).max(60)).max(60),
  used: z.boolean().nullish(),
});

export function readCardInfo(body: unknown): CardInfo {
  const c = reshape(CardInfoAnswer, body, "payments");
  const installments = [...new Set([1, ...c.installments])].sort((a, b) => a - b);
  return { brand: c.brand, lastFour: c.lastFourDigits, expiry: c.expirationDate, installments, used: c.used ?? false };
}

// ---- Checkout summary (the cart's PATCH answer) ----------------------------------------------------------------

/** SPEC §3 Cart "summary (orderData with orderNumber and orderAmount…)": the order the checkout made. */
export interface CheckoutOrder {
  id: string;
  number: string;
  state: string;
  paymentMethod: string | null;
  amountRon: number | null;
}

const Summary = z.object({
  summary: z.object({
    orderData: z.object({
      orderId: id,
      orderNumber: id,
      state: z.string().max(100).nullish(),
      paymentMethod: z.string().max(20).nullish(),
      orderAmount: money.nullish(),
    }),
  }),
});

/** The order of a checkout PATCH's answer; an answer without one (no order was made) is invalid_response. */
export function readCheckoutOrder(body: unknown): CheckoutOrder {
  const { orderData: o } = reshape(Summary, body, "cart").summary;
  return {
    id: o.orderId,
    number: o.orderNumber,
    state: o.state || "pending",
    paymentMethod: o.paymentMethod || null,
    amountRon: o.orderAmount?.unit === "RON" ? o.orderAmount.value : null,
  };
}

// ---- Product orders (TMF622) -----------------------------------------------------------------------------------

export interface Amounts {
  upfrontRon: number | null;
  monthlyRon: number | null;
}

export interface OrderItem extends Amounts {
  id: string;
  offeringId: string | null;
  name: string | null;
  quantity: number;
  /** The item this one is bundled with (productOrderItemRelationship "bundled"). */
  parentId: string | null;
  /** SPEC §7 add characteristics the order kept (offerType, flow, formattedAddress of a fixed service…). */
  characteristics?: Record<string, string>;
}

export interface Order {
  id: string;
  number: string;
  /** TMF622 state: pending (awaiting card), acknowledged, inProgress, completed, cancelled… */
  state: string;
  date: string | null;
  paymentMethod: string | null;
  items: OrderItem[];
  totals: Amounts;
  /** The upfront total's price alterations in RON (online discount, voucher), as the order lists them. */
  discountsRon?: { name: string; ron: number }[];
}

const PriceList = z
  .array(
    z.object({
      name: z.string().nullish(),
      priceType: z.string().nullish(),
      price: z.object({ taxIncludedAmount: money.nullish() }).nullish(),
      priceAlteration: z
        .array(z.object({ name: z.string().nullish(), price: z.object({ taxIncludedAmount: money.nullish() }).nullish() }))
        .nullish(),
    }),
  )
  .nullish()
  .transform((v) => v ?? []);

const OrderAnswer = z.object({
  id,
  orderNumber: optionalText,
  externalId: optionalText,
  state: z.string().trim().min(1).max(100),
  orderDate: optionalText,
  paymentMethod: optionalText,
  productOrderItem: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        quantity: z.coerce.number().int().min(0).nullish(),
        productOffering: z.object({ id: optionalText, name: optionalText }).nullish(),
        product: z
          .object({
            name: optionalText,
            productCharacteristic: z
              .array(z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.boolean()]).nullish() }))
              .nullish(),
          })
          .nullish(),
        itemTotalPrice: PriceList,
        productOrderItemRelationship: z
          .array(z.object({ id: z.union([z.string(), z.number()]).transform(String), relationshipType: z.string().nullish() }))
          .nullish(),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
  orderTotalPrice: PriceList,
});

type Prices = z.output<typeof PriceList>;

/** The RON amount of the upfront (oneTime) or monthly (recurring) entry of a TMF price list. */
function ronOf(list: Prices, which: "upfront" | "monthly"): number | null {
  const type = which === "upfront" ? "oneTime" : "recurring";
  const found = list.find((p) => (p.name === which || p.priceType === type) && p.price?.taxIncludedAmount?.unit === "RON");
  return found?.price?.taxIncludedAmount?.value ?? null;
}

/** The RON alterations (discounts) of the upfront entry of a TMF price list; absent when there are none. */
function discountsOf(list: Prices): { discountsRon?: { name: string; ron: number }[] } {
  const upfront = list.find((p) => (p.name === "upfront" || p.priceType === "oneTime") && p.price?.taxIncludedAmount?.unit === "RON");
  const found = (upfront?.priceAlteration ?? []).flatMap((a) =>
    a.price?.taxIncludedAmount?.unit === "RON" ? [{ name: a.name ?? "", ron: a.price.taxIncludedAmount.value }] : [],
  );
  return found.length > 0 ? { discountsRon: found } : {};
}

/** An order item's characteristics by name (issue 28: flow, offerType, a fixed service's formattedAddress); absent when none. */
function characteristicsOf(list: { name: string; value?: string | number | boolean | null }[] | null | undefined): {
  characteristics?: Record<string, string>;
} {
  return list && list.length > 0 ? { characteristics: Object.fromEntries(list.map((c) => [c.name, String(c.value ?? "")])) } : {};
}

function toOrder(o: z.output<typeof OrderAnswer>): Order {
  return {
    id: o.id,
    number: o.orderNumber ?? o.externalId ?? o.id,
    state: o.state,
    date: o.orderDate,
    paymentMethod: o.paymentMethod,
    items: o.productOrderItem.map((i) => ({
      id: i.id,
      offeringId: i.productOffering?.id ?? null,
      name: i.productOffering?.name ?? i.product?.name ?? null,
      quantity: i.quantity ?? 1,
      parentId: i.productOrderItemRelationship?.find((r) => r.relationshipType === "bundled")?.id ?? null,
      upfrontRon: ronOf(i.itemTotalPrice, "upfront"),
      monthlyRon: ronOf(i.itemTotalPrice, "monthly"),
      ...characteristicsOf(i.product?.productCharacteristic),
    })),
    totals: { upfrontRon: ronOf(o.orderTotalPrice, "upfront"), monthlyRon: ronOf(o.orderTotalPrice, "monthly") },
    ...discountsOf(o.orderTotalPrice),
  };
}

export function readOrder(body: unknown): Order {
  return toOrder(reshape(OrderAnswer, body, "productOrdering"));
}

export function readOrders(body: unknown): Order[] {
  return reshape(z.array(OrderAnswer).max(1000), body, "productOrdering").map(toOrder);
}

// ---- Documents -------------------------------------------------------------------------------------------------

export interface UploadedDocument {
  id: string;
  documentType: string;
  name: string | null;
  mimeType: string | null;
  sizeBytes: number | null;
  createdAt: string | null;
}

const DocumentAnswer = z.object({
  id,
  documentType: z.string().trim().min(1).max(100),
  attachment: z
    .object({
      name: optionalText,
      mimeType: optionalText,
      size: z.object({ amount: z.number().nonnegative() }).nullish(),
    })
    .nullish(),
  creationDate: optionalText,
});

const toDocument = (d: z.output<typeof DocumentAnswer>): UploadedDocument => ({
  id: d.id,
  documentType: d.documentType,
  name: d.attachment?.name ?? null,
  mimeType: d.attachment?.mimeType ?? null,
  sizeBytes: d.attachment?.size?.amount ?? null,
  createdAt: d.creationDate,
});

export function readDocument(body: unknown): UploadedDocument {
  return toDocument(reshape(DocumentAnswer, body, "documentUpload"));
}

export function readDocuments(body: unknown): UploadedDocument[] {
  return reshape(z.array(DocumentAnswer).max(100), body, "documentUpload").map(toDocument);
}
