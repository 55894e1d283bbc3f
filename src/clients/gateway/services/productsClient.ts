// The self-care products client (SPEC §7 "Usage and products": product inventory, the self-care offerings, roaming
// recommendations, pending product orders and the ecare/ebill/mva orders; docs/services-contract.md), without zod like
// the usage client: answers are read by the domain's mappers (src/domain/services/), and a body that is not the list
// or object a call needs is kind invalid_response. Each back end's paths live here only.
// SPEC §8 "The pending-orders roaming call returns the error instead of throwing": pendingOrders answers a result.
import { mapInventory, type InventoryProduct } from "../../../domain/services/inventory";
import { mapOffers, type OrderChannel, type SelfCareOffer } from "../../../domain/services/offerings";
import type { OptionOrderBody, RoamingOrderBody } from "../../../domain/services/orderRequests";
import { PENDING_ORDER_STATE_QUERY, mapProductOrder, mapProductOrders, type ProductOrderView } from "../../../domain/services/orderStates";
import { mapRecommendationAnswer, type RecommendationAnswer } from "../../../domain/services/recommendations";
import type { OfferArea } from "../../../domain/constants";
import { guarded } from "../billing/callHelpers";
import { malformed, toGatewayError, type GatewayError } from "../errors";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";

export const PRODUCT_ROUTES = {
  inventory: "product",
  eligibleOffers: "productOffering/ebill",
  recommendations: "queryProductRecommendation",
  orders: "productOrder",
  orderById: (id: string) => `productOrder/${encodeURIComponent(id)}`,
  order: (channel: OrderChannel) => `productOrder/${channel}`,
} as const;

/** SPEC §7: self-care orders are listed on the eCare channel. */
export const SELF_CARE_CHANNEL = "eCare";
/** SPEC §9 "Roaming" constant: the recommendations' category filter. */
export const ROAMING_CATEGORY: OfferArea = "Roaming";

export type PendingOrdersResult = { ok: true; orders: ProductOrderView[] } | { ok: false; error: GatewayError };

export interface ProductServicesApi {
  /** The caller's products (every line it may read). */
  inventory(): Promise<InventoryProduct[]>;
  /** What the caller may order for the line. */
  eligibleOffers(msisdn: string): Promise<SelfCareOffer[]>;
  /** SPEC §7 roaming recommendations for a country (ISO code) and line. */
  roamingRecommendations(countryIso: string, msisdn: string): Promise<RecommendationAnswer>;
  /** SPEC §4/§7 the party's pending eCare orders; never rejects (SPEC §8). */
  pendingOrders(party: string): Promise<PendingOrdersResult>;
  /** One of the caller's orders, as it is now. */
  order(id: string): Promise<ProductOrderView>;
  /** Sends an order; the key makes a repeated send (double click, retry) the same order. */
  placeOrder(channel: OrderChannel, body: OptionOrderBody | RoamingOrderBody, idempotencyKey: string): Promise<ProductOrderView>;
}

const listOr = (service: "productInventory" | "productOffering" | "productOrdering", body: unknown, status: number): unknown[] => {
  if (!Array.isArray(body)) throw malformed(service, body, "not a list", status);
  return body;
};

export function createProductServicesApi(port: SessionPort, options: GatewayClientOptions = {}): ProductServicesApi {
  const personal = { anonymousAllowed: false, ...options };
  const inventory = createGatewayClient("productInventory", port, personal);
  const offering = createGatewayClient("productOffering", port, personal);
  const recommendation = createGatewayClient("recommendation", port, personal);
  const ordering = createGatewayClient("productOrdering", port, personal);
  return {
    inventory: () =>
      guarded("productInventory", async () => {
        const res = await inventory.get(PRODUCT_ROUTES.inventory);
        return mapInventory(listOr("productInventory", res.data, res.status));
      }),
    eligibleOffers: (msisdn) =>
      guarded("productOffering", async () => {
        const res = await offering.get(PRODUCT_ROUTES.eligibleOffers, { params: { publicIdentifier: msisdn } });
        return mapOffers(listOr("productOffering", res.data, res.status));
      }),
    roamingRecommendations: (countryIso, msisdn) =>
      guarded("recommendation", async () => {
        const res = await recommendation.get(PRODUCT_ROUTES.recommendations, {
          params: { "category.name": ROAMING_CATEGORY, "place.id": countryIso, publicIdentifier: msisdn },
        });
        if (!Array.isArray(res.data) && (typeof res.data !== "object" || res.data === null))
          throw malformed("recommendation", res.data, "not a recommendation answer", res.status);
        return mapRecommendationAnswer(res.data);
      }),
    pendingOrders: async (party) => {
      try {
        const res = await ordering.get(PRODUCT_ROUTES.orders, {
          params: { state: PENDING_ORDER_STATE_QUERY, "channel.id": SELF_CARE_CHANNEL, "relatedParty.id": party },
        });
        return { ok: true, orders: mapProductOrders(listOr("productOrdering", res.data, res.status)) };
      } catch (e) {
        return { ok: false, error: toGatewayError(e, "productOrdering") };
      }
    },
    order: (id) =>
      guarded("productOrdering", async () => {
        const res = await ordering.get(PRODUCT_ROUTES.orderById(id));
        const order = mapProductOrder(res.data);
        if (!order) throw malformed("productOrdering", res.data, "not a product order", res.status);
        return order;
      }),
    placeOrder: (channel, body, idempotencyKey) =>
      guarded("productOrdering", async () => {
        const res = await ordering.post(PRODUCT_ROUTES.order(channel), body, { headers: { "Idempotency-Key": idempotencyKey } });
        const order = mapProductOrder(res.data);
        if (!order) throw malformed("productOrdering", res.data, "not a product order", res.status);
        return order;
      }),
  };
}
