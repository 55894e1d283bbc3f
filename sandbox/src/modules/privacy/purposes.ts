// The consent purposes the operator asks a customer about (docs: /tmp contract "Privacy"; SPEC §3 gdprAttributes
// gdprBasic and gdprAdvanced; TMF644 privacyUsagePurpose). gdprBasic groups the direct-marketing channels (e-mail, SMS,
// phone call: each is a separate consent under ANCOM/Law 506/2004 practice); gdprAdvanced the uses that go beyond
// contacting the customer: offers built from how they use the services (profiling of traffic and usage data) and
// passing their contact details to partners for the partners' own offers. Every purpose is off until granted.
export const GDPR_GROUPS = ["gdprBasic", "gdprAdvanced"] as const;
export type GdprGroup = (typeof GDPR_GROUPS)[number];

export interface Purpose {
  id: string;
  group: GdprGroup;
  /** TMF644 PartyPrivacyProfileCharacteristic.privacyUsagePurpose. */
  privacyUsagePurpose: "MARKETING" | "PROFILING" | "THIRD_PARTY_MARKETING";
}

export const PURPOSES: readonly Purpose[] = [
  { id: "marketingEmail", group: "gdprBasic", privacyUsagePurpose: "MARKETING" },
  { id: "marketingSms", group: "gdprBasic", privacyUsagePurpose: "MARKETING" },
  { id: "marketingCall", group: "gdprBasic", privacyUsagePurpose: "MARKETING" },
  { id: "profiling", group: "gdprAdvanced", privacyUsagePurpose: "PROFILING" },
  { id: "partners", group: "gdprAdvanced", privacyUsagePurpose: "THIRD_PARTY_MARKETING" },
];

export const purposeById = (id: string): Purpose | undefined => PURPOSES.find((p) => p.id === id);

/** What the persona seed's gdprAttributes flags stand for: one purpose each (the rest stays off). */
export const SEED_PURPOSE: Readonly<Record<GdprGroup, string>> = { gdprBasic: "marketingEmail", gdprAdvanced: "profiling" };
