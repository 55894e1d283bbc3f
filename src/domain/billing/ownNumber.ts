// The signed-in user's own mobile number: the recharge form's default number and the top-up history's relatedPartyId
// (docs/billing-contract.md "Top-up history": one of the caller's own numbers). Normalised (SPEC §3 "Phone numbers are
// normalised to the last 10 digits").
import { normalisePhone } from "../phone";
import type { UserInfo } from "../session/userInfo";

/**
 * The user's own number, whose history is listed (the back end's relatedPartyId is one of the caller's numbers):
 * the profile's phone number, else its msisdn attribute, else a mobile-number resource; normalised (SPEC §3).
 */
export function ownNumberOf(profile: Pick<UserInfo, "phoneNumber" | "attributes" | "vfResourceType" | "vfResourceValue">): string | null {
  const resource = profile.vfResourceType === "MSISDN" ? profile.vfResourceValue : null;
  for (const candidate of [profile.phoneNumber, profile.attributes?.msisdn, resource]) {
    const number = normalisePhone(candidate ?? null);
    if (number) return number;
  }
  return null;
}
