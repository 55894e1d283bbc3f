// "Adaugă în coș" on an offer at a checked address (issue 28): reads the address (GET /geographicAddress/{id}, SPEC §3
// fixed-services address), builds SPEC §3's eligibility payload and from it the cart add (SPEC §7 address fields,
// src/domain/address/eligibility.ts), hands it to the shop's one add path (given by the screen: the cart's chunk is
// fetched on the press) and, once the cart holds it, goes to the cart. A failure to read the address is this hook's
// error (the screen's ribbon); a refused add is shown by the add path itself (SPEC §8 catalogue) and nothing is lost.
import { useMutation } from "@tanstack/react-query";
import { navigate } from "gatsby";
import { createGeographicAddressApi } from "../../clients/gateway/geographicAddressClient";
import { areaFromPath, type Area } from "../../domain/area";
import { fixedCartAdd, fixedEligibilityPayload, type FixedOfferRef } from "../../domain/address/eligibility";
import type { AddableProduct } from "../../domain/cart/patches";
import { cartPathFor } from "../../domain/shop/cartOffer";
import { boundClient } from "../boundClient";

/** The shop's add: resolves with the cart's item count, or null when it was not added (its error is shown). */
export type AddToCart = (product: AddableProduct, area: Area) => Promise<number | null>;

export interface FixedOrderState {
  order: (offer: FixedOfferRef) => void;
  /** The offer being added (its button is busy). */
  pendingOffer: string | null;
  /** The offer whose address could not be read, and why. */
  failed: { offer: string; error: unknown } | null;
  /** The offer added (the cart is being opened). */
  addedOffer: string | null;
}

export function useFixedOrder(addressId: string | null, add: AddToCart): FixedOrderState {
  const mutation = useMutation({
    mutationFn: async (offer: FixedOfferRef) => {
      if (addressId === null) throw new Error("no address");
      const address = await boundClient(createGeographicAddressApi).address(addressId);
      const product = fixedCartAdd(fixedEligibilityPayload(offer, address));
      if (!product) throw new Error("no offer");
      const area = areaFromPath(window.location.pathname);
      const count = await add(product, area);
      if (count !== null) await navigate(cartPathFor(area));
      return count;
    },
    retry: false,
  });
  const offer = mutation.variables?.id ?? null;
  return {
    order: (o) => {
      if (!mutation.isPending) mutation.mutate(o);
    },
    pendingOffer: mutation.isPending ? offer : null,
    failed: mutation.isError && offer !== null ? { offer, error: mutation.error } : null,
    addedOffer: mutation.isSuccess && mutation.data !== null ? offer : null,
  };
}
