// SPEC §6 "Business cart organisation party: vfCRMRole CHOOSER if the role is Administrator, otherwise USER;
// documentsUploaded true when both ID and registration certificate were uploaded (only for the one-time-code
// provider)." The party itself is written into the checkout PATCH by checkoutPatch.ts.
import type { AuthProvider, UploadDocumentType } from "../enums";
import type { OrganisationData } from "./validators";

export type VfCrmRole = "CHOOSER" | "USER";

/** SPEC §6 the role that makes the contact the company's chooser. */
export const ADMINISTRATOR_ROLE = "Administrator";

/** SPEC §6 "vfCRMRole CHOOSER if the role is Administrator, otherwise USER". */
export function vfCrmRoleOf(role: string): VfCrmRole {
  return role === ADMINISTRATOR_ROLE ? "CHOOSER" : "USER";
}

/** SPEC §3 "Upload document types: CI, RegistrationCertificate": both are needed. */
export const REQUIRED_DOCUMENTS = ["CI", "RegistrationCertificate"] as const satisfies readonly UploadDocumentType[];

/**
 * SPEC §6 documentsUploaded for the one-time-code provider: true only when both the ID (CI) and the registration
 * certificate were uploaded. null for any other provider: the flag is then not sent at all (an SSO business user's
 * documents are already on file).
 */
export function documentsUploadedFlag(provider: AuthProvider | null, uploaded: readonly UploadDocumentType[]): boolean | null {
  if (provider !== "otc") return null;
  return REQUIRED_DOCUMENTS.every((type) => uploaded.includes(type));
}

/** The organisation related party of a business checkout (TMF RelatedParty, referred type Organization). */
export interface OrganisationParty {
  id: string;
  name: string;
  role: "organisation";
  "@referredType": "Organization";
  vfCRMRole: VfCrmRole;
  /** Only for the one-time-code provider (SPEC §6). */
  documentsUploaded?: boolean;
}

export function organisationParty(
  organisation: OrganisationData,
  provider: AuthProvider | null,
  uploaded: readonly UploadDocumentType[],
): OrganisationParty {
  const documentsUploaded = documentsUploadedFlag(provider, uploaded);
  return {
    id: organisation.cui,
    name: organisation.companyName,
    role: "organisation",
    "@referredType": "Organization",
    vfCRMRole: vfCrmRoleOf(organisation.role),
    ...(documentsUploaded === null ? {} : { documentsUploaded }),
  };
}
