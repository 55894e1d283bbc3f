// Home internet and TV ordered by address (issue 28): the TMF673 address read as the shop keeps it (SPEC §3
// "Fixed-services address"), SPEC §3 "Fixed service eligibility payload" (bundle list with the fixed-services offer
// type, flowType for fixed, externalId, offerSubtype, serviceType, fullAddress) and the cart add built from it (SPEC §7
// "add /cartItem/- … address fields addressKey, city, stateOrProvince, street1, streetNumber, country,
// formattedAddress"), and SPEC §3 "Fixed service cart item" (category FixedService, bundleSubProducts name and id).
// The sandbox's cart uses the same offer types and parts, so both sides agree on what a fixed item is.
import { fixedServiceProduct, FIXED_SERVICE } from "../cart/fixedService";
import type { AddableProduct, CartAddress } from "../cart/patches";
import { COUNTRY } from "../constants";
import type { FixedServicesAddress } from "./fixedAddress";
import type { LabelValue } from "./search";

/** SPEC §3 "Offer types" sold by address (home internet, TV, their bundles). */
export const FIXED_OFFER_TYPES = ["FixedServices", "FixedBundle", "FixedTV", "FixedInternet"] as const;

export const isFixedOfferType = (offerType: string): boolean => (FIXED_OFFER_TYPES as readonly string[]).includes(offerType);

/** SPEC §3 "Fixed service cart item … category FixedService". */
export const FIXED_SERVICE_CATEGORY = "FixedService";

/** The installation address as GET /geographic-address/geographicAddress/{id} answers it (TMF673 + SPEC §3). */
export interface InstallationAddress {
  fixed: FixedServicesAddress;
  city: string;
  stateOrProvince: string;
  streetNumber: string;
  country: string;
}

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
function pair(v: unknown): LabelValue | null {
  const r = record(v);
  const label = text(r?.label);
  const value = text(r?.value);
  return label && value ? { label, value } : null;
}

/** A TMF673 GeographicAddress answer; null when it is not one (or lacks the SPEC §3 fixed-services address). */
export function readGeographicAddress(body: unknown): InstallationAddress | null {
  const b = record(body);
  const f = record(b?.fixedServicesAddress);
  if (!b || !f) return null;
  const county = pair(f.county);
  const locality = pair(f.locality);
  const street = pair(f.street);
  const streetNo = pair(f.streetNo);
  const addressId = pair(f.addressId);
  const city = text(b.city);
  const stateOrProvince = text(b.stateOrProvince);
  if (!county || !locality || !street || !streetNo || !addressId || !city || !stateOrProvince) return null;
  return {
    fixed: {
      county,
      locality,
      street,
      streetNo,
      building: pair(f.building),
      levelType: pair(f.levelType),
      subunit: pair(f.subunit),
      addressId,
    },
    city,
    stateOrProvince,
    streetNumber: text(b.streetNr) ?? streetNo.label,
    country: text(b.country) ?? COUNTRY,
  };
}

/** SPEC §7 address fields of the add: addressKey is the TMF673 id, street1 the street's name, formattedAddress its label. */
export function cartAddressOf(a: InstallationAddress): CartAddress {
  return {
    addressKey: a.fixed.addressId.value,
    city: a.city,
    stateOrProvince: a.stateOrProvince,
    street1: a.fixed.street.label,
    streetNumber: a.streetNumber,
    country: a.country,
    formattedAddress: a.fixed.addressId.label,
  };
}

/** What the shop knows of a fixed offer on its listing. */
export interface FixedOfferRef {
  id: string;
  /** INTERNET, TV or BUNDLE (the catalogue's serviceType). */
  serviceType: string;
}

/** SPEC §3 "Fixed service eligibility payload". */
export interface FixedEligibilityPayload {
  bundles: { offerType: string; flowType: string; externalId: string; offerSubtype: string; serviceType: string }[];
  fullAddress: InstallationAddress;
}

/** The payload for one offer at one address: offer type FixedServices, flowType FIX (SPEC §3 flow types). */
export function fixedEligibilityPayload(offer: FixedOfferRef, address: InstallationAddress): FixedEligibilityPayload {
  return {
    bundles: [
      {
        offerType: FIXED_SERVICE.offerType,
        flowType: FIXED_SERVICE.flow,
        externalId: offer.id,
        offerSubtype: FIXED_SERVICE.offerSubtype,
        serviceType: offer.serviceType.toUpperCase() || FIXED_SERVICE.serviceType,
      },
    ],
    fullAddress: address,
  };
}

/** The cart add of the payload's first bundle at its address (SPEC §7); null for a payload with no bundle. */
export function fixedCartAdd(payload: FixedEligibilityPayload): AddableProduct | null {
  const bundle = payload.bundles[0];
  if (!bundle) return null;
  return fixedServiceProduct({
    offerId: bundle.externalId,
    externalId: bundle.externalId,
    serviceType: bundle.serviceType,
    address: cartAddressOf(payload.fullAddress),
  });
}

export interface BundleSubProduct {
  id: string;
  name: string;
}

/**
 * SPEC §3 bundleSubProducts (name, id) of a fixed offer: its catalogue components when it has some; else, for a
 * BUNDLE, its two services (home internet and TV) named by the offer's own parts ("Internet 500 + TV Standard").
 */
export function fixedSubProducts(offer: {
  id: string;
  name: string;
  serviceType: string;
  components: readonly BundleSubProduct[];
}): BundleSubProduct[] {
  if (offer.components.length > 0) return offer.components.map((c) => ({ id: c.id, name: c.name }));
  if (offer.serviceType.toUpperCase() !== "BUNDLE") return [];
  const [internet, tv] = offer.name.split(" + ").map((s) => s.trim());
  return [
    { id: `${offer.id}-INTERNET`, name: internet || "Internet fix" },
    { id: `${offer.id}-TV`, name: tv || "Televiziune" },
  ];
}
