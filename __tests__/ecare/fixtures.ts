// Profiles and gateway answers for the dashboard tests (not a test file): user info as the gateway sends it for the
// seeded personas (sandbox/src/seed/personas.ts), mapped like the session does, and TMF678/TMF677 answers.
import { mapUserInfo, type UserInfo } from "../../src/domain/session/userInfo";
export { tmfBill } from "../domain/billing/fixtures";

interface PersonaInput {
  role: string;
  firstName?: string;
  identityId: string;
  ban: string | null;
  bans?: string[];
  msisdn?: string;
  resourceType?: "MSISDN" | "FIXED";
  resourceValue?: string;
  isPrepaid?: boolean;
  isHybrid?: boolean;
  isFixVdf?: boolean;
  isNonVdf?: boolean;
  customerType?: "CBU" | "EBU";
  companyName?: string;
  products?: { id: string; name: string; status?: string }[];
}

export function profile(p: PersonaInput): UserInfo {
  const resourceValue = p.resourceValue ?? p.msisdn ?? "";
  return mapUserInfo({
    firstName: p.firstName ?? "Andrei",
    lastName: "Popescu",
    phoneNumber: p.msisdn ?? null,
    ssoRoles: [p.role],
    selectedRole: p.role,
    selectedIdentityId: p.identityId,
    subscriberId: p.ban ? `SUB-${resourceValue}` : null,
    vfResourceType: p.resourceType ?? "MSISDN",
    vfResourceValue: resourceValue,
    isPrepaid: p.isPrepaid ?? false,
    isHybrid: p.isHybrid ?? false,
    isFixVdf: p.isFixVdf ?? false,
    isNonVdf: p.isNonVdf ?? false,
    selectedBan: p.ban,
    vfCustomerType: p.customerType ?? "CBU",
    customerInfo: p.ban
      ? {
          customerId: "CUST-1",
          customerType: p.customerType ?? "CBU",
          bans: p.bans ?? [p.ban],
          companyName: p.companyName ?? null,
          productInventory: (p.products ?? []).map((x) => ({ ...x, status: x.status ?? "active", targetSystem: "BSCS" })),
        }
      : null,
  });
}

export const PERSONAS = {
  postpaidOwner: () => profile({ role: "ContractOwner", identityId: "idn-001", ban: "100000101", msisdn: "0722000101" }),
  postpaidUser: () => profile({ role: "User", firstName: "Ioana", identityId: "idn-002", ban: "100000101", msisdn: "0722000102" }),
  prepaidOwner: () =>
    profile({ role: "ContractOwner", firstName: "Mihai", identityId: "idn-003", ban: "200000201", msisdn: "0733000201", isPrepaid: true }),
  hybridOwner: () =>
    profile({ role: "ContractOwner", firstName: "Radu", identityId: "idn-005", ban: "300000301", msisdn: "0722000301", isHybrid: true }),
  fixedOwner: () =>
    profile({
      role: "FixedContractOwner",
      firstName: "Cristina",
      identityId: "idn-006",
      ban: "4000004",
      bans: ["400000401"],
      msisdn: "0722000401",
      resourceType: "FIXED",
      resourceValue: "FIX-4000401",
      isFixVdf: true,
      products: [
        { id: "prd-006-1", name: "Internet Fibră 1000 Mbps" },
        { id: "prd-006-2", name: "TV Plus", status: "suspended" },
      ],
    }),
  businessChooser: () =>
    profile({
      role: "Chooser",
      firstName: "Victor",
      identityId: "idn-007",
      ban: "500000502",
      bans: ["500000501", "500000502", "500000503"],
      msisdn: "0728000501",
      customerType: "EBU",
      companyName: "Acme Logistic SRL",
    }),
  businessPower: () =>
    profile({
      role: "PowerUser",
      firstName: "Alina",
      identityId: "idn-011",
      ban: "500000501",
      msisdn: "0728000505",
      customerType: "EBU",
      companyName: "Acme Logistic SRL",
    }),
  nonOperator: () =>
    profile({ role: "nonVFUser", firstName: "Prenume", identityId: "idn-013", ban: null, msisdn: "0744000701", isNonVdf: true }),
};

const period = { startDateTime: "2026-05-01T00:00:00.000Z", endDateTime: "2026-05-30T21:00:00.000Z" };

export function bucket(usageType: string, name: string, remaining: number, initial: number, over: Record<string, unknown> = {}) {
  const units = { monetary: "EUR", data: "GB", voice: "min", sms: "SMS" }[usageType] ?? "";
  return {
    id: `${name}-${usageType}`,
    name,
    usageType,
    isShared: false,
    isUnlimited: false,
    remainingValue: { amount: remaining, units },
    remainingValueName: `${remaining} ${units}`,
    initialValue: { amount: initial, units },
    status: "active",
    validFor: period,
    ...over,
  };
}

export const consumption = (msisdn: string, buckets: unknown[]) => ({
  id: `UC-${msisdn}`,
  logicalResource: [{ id: msisdn }],
  bucketRefOrValue: buckets,
});
