// SPEC §3 "Fixed service cart item" as an add to the cart: a fixed-services offer (home internet, TV, their bundles)
// is added with the CONVERGENT subtype of SPEC §7 and the installation address that the address check found.
// bundleSubProducts (name, id) describe the offer's parts for the screens; the gateway derives them from the offer,
// so they are not sent (docs/cart-contract.md has no characteristic for them).

import type { AddableProduct, CartAddress } from "./patches";

/**
 * SPEC §7 "offerSubtype CONVERGENT"; offerType FixedServices and serviceType BUNDLE as SPEC §7's offer query defaults;
 * flow FIX, the fixed flow of SPEC §3 "Flow types".
 */
export const FIXED_SERVICE = { offerType: "FixedServices", offerSubtype: "CONVERGENT", serviceType: "BUNDLE", flow: "FIX" } as const;

export interface FixedServiceInput {
  /** The offer's product offering id (SPEC §3 offerId). */
  offerId: string;
  externalId: string;
  /** Defaults to BUNDLE. */
  serviceType?: string;
  address: CartAddress;
  listingId?: string;
}

/** The add of a fixed-services offer (SPEC §3 "Fixed service cart item", category FixedService). */
export function fixedServiceProduct(input: FixedServiceInput): AddableProduct {
  return {
    productOfferingId: input.offerId,
    offerType: FIXED_SERVICE.offerType,
    offerSubtype: FIXED_SERVICE.offerSubtype,
    serviceType: input.serviceType ?? FIXED_SERVICE.serviceType,
    externalId: input.externalId,
    flow: FIXED_SERVICE.flow,
    ...(input.listingId !== undefined ? { listingId: input.listingId } : {}),
    address: input.address,
  };
}
