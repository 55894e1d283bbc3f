// SPEC §3 "User info": "shipping, billing and fixed installation addresses", shown on date-personale as the profile
// holds them. An address the profile lacks, or one with nothing in it, is left out (not shown as a blank row).
import type { PostalAddress } from "../session/userInfo";

export const ADDRESS_KINDS = ["shipping", "billing", "installation"] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export interface ProfileAddress {
  kind: AddressKind;
  address: PostalAddress;
}

type WithAddresses = {
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  fixedInstallationAddress: PostalAddress | null;
};

const isEmpty = (a: PostalAddress) =>
  [a.street, a.streetNo, a.building, a.apartment, a.city, a.county, a.postcode].every((v) => v.trim() === "");

/** The profile's addresses in SPEC §3 order (shipping, billing, installation), each only when it holds something. */
export function profileAddresses(profile: WithAddresses): ProfileAddress[] {
  const all: [AddressKind, PostalAddress | null][] = [
    ["shipping", profile.shippingAddress],
    ["billing", profile.billingAddress],
    ["installation", profile.fixedInstallationAddress],
  ];
  return all
    .filter((e): e is [AddressKind, PostalAddress] => e[1] !== null && !isEmpty(e[1]))
    .map(([kind, address]) => ({ kind, address }));
}
