// SPEC §7 "Checkout adds shipping and billing contact media, customer and shipping-contact individuals, an
// organisation, and a note with cardPayment and paidSource", with SPEC §4 "on checkout status is replaced with
// SUBMITTED": the PATCH cart body the review step sends, built from the operations of cart/patches.ts
// (docs/cart-contract.md). One PATCH, applied in order, all or nothing: the status goes last, once everything it
// submits is in place.
import { COUNTRY, DEFAULT_POSTCODE } from "../constants";
import type { AuthProvider, CustomerType, PaymentMethod, UploadDocumentType } from "../enums";
import {
  addNote,
  setContacts,
  setRelatedParties,
  submitStatus,
  type CartPatchOp,
  type ContactMedium,
  type RelatedParty,
} from "../cart/patches";
import { organisationParty, type OrganisationParty } from "./organisation";
import { shippingAddressOf, type ContractData, type OrganisationData, type ShippingAddress, type ShippingData } from "./validators";

/** TMF Individual as a related party: the customer (contract holder) and the person the courier asks for. */
export interface IndividualParty {
  role: "customer" | "shippingContact";
  "@referredType": "Individual";
  name: string;
  givenName?: string;
  familyName?: string;
  /** TMF IndividualIdentification; the customer's CNP only. */
  individualIdentification?: { identificationType: "CNP"; identificationId: string }[];
}

export interface CheckoutInput {
  customerType: CustomerType;
  provider: AuthProvider | null;
  contract: ContractData;
  shipping: ShippingData;
  /** Business checkouts only (SPEC §6); ignored for consumers. */
  organisation?: OrganisationData | null;
  /** The documents uploaded in the documents step (one-time-code business customers). */
  uploadedDocuments?: readonly UploadDocumentType[];
  paymentMethod: PaymentMethod;
}

/** The characteristic of a postal contact medium (TMF ContactMedium: street1, city, stateOrProvince, postCode, country). */
function postal(
  contactType: "billing" | "shipping",
  address: Pick<ShippingAddress, "county" | "city" | "address" | "phone">,
  email?: string,
) {
  return {
    contactType,
    street1: address.address,
    city: address.city,
    stateOrProvince: address.county,
    postCode: DEFAULT_POSTCODE,
    country: COUNTRY,
    phoneNumber: address.phone,
    ...(email === undefined ? {} : { emailAddress: email }),
  };
}

/** SPEC §7 "shipping and billing contact media": billing = the contract's address, phone and e-mail. */
export function contactMedia(contract: ContractData, shipping: ShippingData): ContactMedium[] {
  const ship = shippingAddressOf(contract, shipping);
  return [
    { mediumType: "postalAddress", preferred: true, characteristic: postal("shipping", ship) },
    { mediumType: "postalAddress", preferred: false, characteristic: postal("billing", contract, contract.email) },
  ];
}

/** SPEC §7 "customer and shipping-contact individuals". */
export function individuals(contract: ContractData, shipping: ShippingData): IndividualParty[] {
  const ship = shippingAddressOf(contract, shipping);
  return [
    {
      role: "customer",
      "@referredType": "Individual",
      name: `${contract.firstName} ${contract.lastName}`,
      givenName: contract.firstName,
      familyName: contract.lastName,
      individualIdentification: [{ identificationType: "CNP", identificationId: contract.cnp }],
    },
    { role: "shippingContact", "@referredType": "Individual", name: ship.fullName },
  ];
}

/** The id of the one payment note (docs/checkout-contract.md); notes are kept by id (SPEC §3 "notes by id"). */
export const PAYMENT_NOTE_ID = "payment";

/**
 * SPEC §7 "a note with cardPayment and paidSource": ONE note carrying both, its text as query pairs
 * (`cardPayment=true&paidSource=CARD`; cash on delivery `cardPayment=false&paidSource=COD`).
 */
export function paymentNote(method: PaymentMethod): { id: string; text: string } {
  return { id: PAYMENT_NOTE_ID, text: new URLSearchParams({ cardPayment: String(method === "CARD"), paidSource: method }).toString() };
}

/** Thrown when a business checkout has no company data (the contract step asks for it). */
export const ORGANISATION_MISSING = "organisation is missing";

/** The whole SPEC §7 checkout PATCH body. */
export function checkoutPatch(input: CheckoutInput): CartPatchOp[] {
  const parties: (IndividualParty | OrganisationParty)[] = individuals(input.contract, input.shipping);
  if (input.customerType === "EBU") {
    if (!input.organisation) throw new Error(ORGANISATION_MISSING);
    parties.push(organisationParty(input.organisation, input.provider, input.uploadedDocuments ?? []));
  }
  return [
    setContacts(contactMedia(input.contract, input.shipping)),
    // The cart's RelatedParty names the fields every party has; these carry the TMF party details beside them.
    setRelatedParties(parties as RelatedParty[]),
    addNote(paymentNote(input.paymentMethod)),
    submitStatus(),
  ];
}
