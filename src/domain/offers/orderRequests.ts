// SPEC §7 "POST product-ordering /productOrder/ecare, /productOrder/ebill, /productOrder/mva (roaming action with product
// id and a TARGET_SYSTEM characteristic)": the bodies the self-care pages send (docs/services-contract.md "Self-care
// product orders"). One builder per kind of change, so a screen never writes an order by hand.
import type { TargetSystem } from "../inventory/inventory";
import { ORDER_CHANNEL_BY_KIND, type OrderChannel } from "./orderChannels";

export interface OptionOrderBody {
  productOrderItem: [
    | { action: "add"; productOffering: { id: string }; product: { publicIdentifier: string } }
    | { action: "delete"; product: { id: string } },
  ];
}

export interface RoamingOrderBody {
  action: "activate" | "deactivate";
  product: { id: string };
  productOffering?: { id: string };
  characteristic: [{ name: "TARGET_SYSTEM"; value: TargetSystem }];
}

/** Activate the offering `offeringId` on the line `msisdn`. */
export function addOptionOrder(offeringId: string, msisdn: string): OptionOrderBody {
  return { productOrderItem: [{ action: "add", productOffering: { id: offeringId }, product: { publicIdentifier: msisdn } }] };
}

/** Deactivate the option product `productId` (an inventory product of the line). */
export function removeOptionOrder(productId: string): OptionOrderBody {
  return { productOrderItem: [{ action: "delete", product: { id: productId } }] };
}

/**
 * Switch roaming on or off for the line whose plan is `planProductId`, on the plan's billing system; an offer chosen
 * with the activation (a roaming pack) goes along, never with a deactivation.
 */
export function roamingOrder(on: boolean, planProductId: string, targetSystem: TargetSystem, packOfferingId = ""): RoamingOrderBody {
  return {
    action: on ? "activate" : "deactivate",
    product: { id: planProductId },
    ...(on && packOfferingId ? { productOffering: { id: packOfferingId } } : {}),
    characteristic: [{ name: "TARGET_SYSTEM", value: targetSystem }],
  };
}

/**
 * The roaming switch as an order with its channel (orderChannels.ts): the service alone, or a roaming recommendation
 * ("Activează cu roaming") carrying its offer — both through /mva, one order.
 */
export function roamingOrderFor(
  on: boolean,
  planProductId: string,
  targetSystem: TargetSystem,
  recommendedOfferingId = "",
): { channel: OrderChannel; body: RoamingOrderBody } {
  const body = roamingOrder(on, planProductId, targetSystem, recommendedOfferingId);
  return { channel: ORDER_CHANNEL_BY_KIND[body.productOffering ? "roamingRecommendation" : "roamingService"], body };
}
