// The browser's client for checkout, payments, product orders and document upload (SPEC §7 checkout PATCH and POST
// payment, docs/checkout-contract.md): the one module that knows those back ends' paths and headers. The checkout
// itself is the cart's PATCH (the cart client sends it); the rest go to /payments, /product-ordering and
// /document-upload (config/endpoints.ts). Answers come back reshaped (answers.ts); a failure rejects with a
// GatewayError, which checkoutFailure(e, call) turns into the cart client's failure shape for fromGatewayError.
import type { Area } from "../../../domain/area";
import type { GatewayAnswer } from "../../../domain/checkout/returnOutcome";
import type { PaymentRequest } from "../../../domain/checkout/paymentRequest";
import type { UploadDocumentType } from "../../../domain/enums";
import type { Backend } from "../../../config/endpoints";
import type { Botcheck } from "../answers";
import { createCartApi, type CartApi, type CartPatchOp } from "../cart";
import { toGatewayError } from "../errors";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
import {
  CHECKOUT_ROUTES,
  readCardInfo,
  readCheckoutOrder,
  readDocument,
  readDocuments,
  readOrder,
  readOrders,
  readPayment,
  returnAnswerOf,
  type CardInfo,
  type CheckoutOrder,
  type Order,
  type Payment,
  type UploadedDocument,
} from "./answers";
import { withPaymentBotcheck } from "./botcheck";

/** A file of up to 5 MB on a slow mobile line needs longer than a JSON call (GATEWAY_TIMEOUT_MS). */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** What a checkout PATCH answers: the submitted cart (for the cart store) and the order it made. */
export interface CheckoutResult {
  cart: unknown;
  order: CheckoutOrder;
}

/** A POST payment's answer; `repeated` when the gateway answered an open payment of the order again (200). */
export interface CreatedPayment extends Payment {
  repeated: boolean;
}

/** SPEC §7 "GET product-ordering /productOrder?state=…&channel.id=…&relatedParty.id=…". */
export interface OrderFilter {
  states?: readonly string[];
  channel?: string;
  subscriberId?: string;
  offset?: number;
  limit?: number;
}

export interface CheckoutApi {
  /** SPEC §7 checkout PATCH (domain/checkout/checkoutPatch.ts) on the area's cart; answers the order it made. */
  submitCheckout(area: Area, ops: readonly CartPatchOp[]): Promise<CheckoutResult>;
  /**
   * SPEC §7 POST payment (domain/checkout/paymentRequest.ts) with the bot-check token obtained for
   * PAYMENT_BOTCHECK_ACTION (issue 24; null sends none, and the gateway refuses with 40014). Never retried (SPEC §9).
   */
  createPayment(body: PaymentRequest, botcheck: Botcheck | null): Promise<CreatedPayment>;
  /** The 3-D Secure return page's read; `sig` from the return address lets a customer who signed in again read it. */
  getPayment(id: string, sig?: string | null): Promise<Payment>;
  /** getPayment as the return decision reads it (domain/checkout/returnOutcome.ts GatewayAnswer); never rejects. */
  paymentForReturn(id: string, sig?: string | null): Promise<GatewayAnswer>;
  /** The installment offer of a tokenized card (the hosted form gives a token, never the card number). */
  cardInfo(token: string): Promise<CardInfo>;
  /** SPEC §3 CI or RegistrationCertificate: the file as the body with its own content type. */
  uploadDocument(type: UploadDocumentType, file: Blob, fileName?: string): Promise<UploadedDocument>;
  listDocuments(): Promise<UploadedDocument[]>;
  listOrders(criteria?: OrderFilter): Promise<Order[]>;
  getOrder(id: string): Promise<Order>;
}

export interface CheckoutApiOptions extends GatewayClientOptions {
  /** The cart client whose PATCH carries the checkout (by default one with the same options). */
  cart?: CartApi;
}

/** Runs a call; any failure rejects as a GatewayError of the service (a malformed answer already is one). */
async function guarded<T>(service: Backend, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw toGatewayError(e, service);
  }
}

const segment = (value: string) => encodeURIComponent(value);

function orderParams(criteria: OrderFilter): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (criteria.states && criteria.states.length > 0) params.state = criteria.states.join(",");
  if (criteria.channel) params["channel.id"] = criteria.channel;
  if (criteria.subscriberId) params["relatedParty.id"] = criteria.subscriberId;
  if (criteria.offset !== undefined) params.offset = criteria.offset;
  if (criteria.limit !== undefined) params.limit = criteria.limit;
  return params;
}

/** A file's name: the one given, the File's own, else the document type. */
function nameOf(file: Blob, type: string, given?: string): string {
  const own = (file as Partial<File>).name;
  return given?.trim() || (typeof own === "string" && own.trim() !== "" ? own : type);
}

export function createCheckoutApi(port: SessionPort, options: CheckoutApiOptions = {}): CheckoutApi {
  const { cart = createCartApi(port, options), ...clientOptions } = options;
  const payments = createGatewayClient("payments", port, clientOptions);
  const orders = createGatewayClient("productOrdering", port, clientOptions);
  const documents = createGatewayClient("documentUpload", port, clientOptions);

  const getPayment = (id: string, sig?: string | null) =>
    guarded("payments", async () => {
      const res = await payments.get(`${CHECKOUT_ROUTES.payment}/${segment(id)}`, { params: sig ? { sig } : undefined });
      return readPayment(res.data);
    });

  return {
    submitCheckout: (area, ops) =>
      guarded("cart", async () => {
        const body = await cart.patch(ops, { area });
        return { cart: body, order: readCheckoutOrder(body) };
      }),

    createPayment: (body, botcheck) =>
      guarded("payments", async () => {
        const res = await payments.post(CHECKOUT_ROUTES.payment, withPaymentBotcheck(body, botcheck));
        return { ...readPayment(res.data), repeated: res.status === 200 };
      }),

    getPayment,

    async paymentForReturn(id, sig) {
      try {
        return returnAnswerOf({ payment: await getPayment(id, sig) });
      } catch (error) {
        return returnAnswerOf({ error });
      }
    },

    cardInfo: (token) =>
      guarded("payments", async () => {
        const res = await payments.get(CHECKOUT_ROUTES.cardInfo, { params: { token } });
        return readCardInfo(res.data);
      }),

    uploadDocument: (type, file, fileName) =>
      guarded("documentUpload", async () => {
        const res = await documents.post(CHECKOUT_ROUTES.document, file, {
          params: { documentType: type, fileName: nameOf(file, type, fileName) },
          // The file's own type: the service checks it against the bytes (400108 when they disagree).
          headers: { "Content-Type": file.type || "application/octet-stream" },
          timeout: UPLOAD_TIMEOUT_MS,
        });
        return readDocument(res.data);
      }),

    listDocuments: () =>
      guarded("documentUpload", async () => {
        const res = await documents.get(CHECKOUT_ROUTES.document);
        return readDocuments(res.data);
      }),

    listOrders: (criteria = {}) =>
      guarded("productOrdering", async () => {
        const res = await orders.get(CHECKOUT_ROUTES.productOrder, { params: orderParams(criteria) });
        return readOrders(res.data);
      }),

    getOrder: (id) =>
      guarded("productOrdering", async () => {
        const res = await orders.get(`${CHECKOUT_ROUTES.productOrder}/${segment(id)}`);
        return readOrder(res.data);
      }),
  };
}
