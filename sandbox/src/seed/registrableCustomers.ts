// Operator customers with a mobile number and NO web account yet (issue 26, "Creează cont" with "Am un număr Aria"):
// the CRM side of a registration. Registering one of these numbers creates the web user and gives it this customer's
// contact role (identity), so it signs in with roles like the personas. Fixed values only, like personas.ts. Kept in
// code, not in a table: the CRM is not changed by a registration; id_identities says whether the number has an account.
import type { Address, PersonaIdentity } from "./personas";

export interface RegistrableCustomer {
  /** The contract holder as the CRM has them (a registration asks the visitor's own names). */
  holder: { firstName: string; lastName: string };
  cnp: string;
  address: Address;
  identity: PersonaIdentity;
}

const address = (city: string, county: string, street: string, streetNo: string, postcode: string): Address => ({
  county,
  city,
  street,
  streetNo,
  postcode,
  countryIso: "RO",
});

interface Line {
  msisdn: string;
  customerId: string;
  ban: string;
  kind: "postpaid" | "prepaid" | "hybrid";
  offering: string;
  plan: string;
  cnp: string;
  holder: [string, string];
  address: Address;
}

function customer(l: Line): RegistrableCustomer {
  const key = l.customerId.toLowerCase();
  return {
    holder: { firstName: l.holder[0], lastName: l.holder[1] },
    cnp: l.cnp,
    address: l.address,
    identity: {
      id: `idn-${key}`,
      ban: l.ban,
      role: "ContractOwner",
      customerType: "CBU",
      customerId: l.customerId,
      subscriberId: `SUB-${l.msisdn}`,
      resourceType: "MSISDN",
      resourceValue: l.msisdn,
      entityType: "PERSON",
      entityId: l.customerId,
      bans: [l.ban],
      closedBans: [],
      isPrepaid: l.kind === "prepaid",
      isHybrid: l.kind === "hybrid",
      isFixed: false,
      isNonVdf: false,
      crmSegment: l.kind === "prepaid" ? "PREPAID" : l.kind === "hybrid" ? "HYBRID" : "RESIDENTIAL",
      crmSubSegment: "MASS",
      billingCycle: 1,
      products: [
        {
          id: `prd-${key}-1`,
          productOfferingId: l.offering,
          name: l.plan,
          status: "active",
          targetSystem: l.kind === "prepaid" ? "PPS" : "BSCS",
          msisdn: l.msisdn,
        },
      ],
    },
  };
}

/** By number (07xxxxxxxx). sandbox/README.md and the registration contract list them. */
export const REGISTRABLE_CUSTOMERS: Readonly<Record<string, RegistrableCustomer>> = Object.fromEntries(
  [
    customer({
      msisdn: "0722000111",
      customerId: "CUST-CBU-1101",
      ban: "100000111",
      kind: "postpaid",
      offering: "PO-RED-8",
      plan: "RED 8",
      cnp: "1880412400019",
      holder: ["Ana", "Stoica"],
      address: address("Cluj-Napoca", "Cluj", "Strada Horea", "7", "400174"),
    }),
    customer({
      msisdn: "0722000112",
      customerId: "CUST-CBU-1102",
      ban: "100000112",
      kind: "postpaid",
      offering: "PO-RED-12",
      plan: "RED 12",
      cnp: "2910203400021",
      holder: ["Irina", "Pavel"],
      address: address("București", "București", "Strada Lipscani", "20", "030031"),
    }),
    customer({
      msisdn: "0722000113",
      customerId: "CUST-CBU-1103",
      ban: "100000113",
      kind: "postpaid",
      offering: "PO-RED-8",
      plan: "RED 8",
      cnp: "1770920400030",
      holder: ["Dan", "Moraru"],
      address: address("Brașov", "Brașov", "Strada Republicii", "15", "500030"),
    }),
    customer({
      msisdn: "0733000211",
      customerId: "CUST-CBU-2101",
      ban: "200000211",
      kind: "prepaid",
      offering: "PO-CARTELA-NELIMITAT",
      plan: "Cartela Nelimitat",
      cnp: "2990101400042",
      holder: ["Oana", "Lazăr"],
      address: address("Iași", "Iași", "Strada Lăpușneanu", "9", "700057"),
    }),
    customer({
      msisdn: "0722000311",
      customerId: "CUST-CBU-3101",
      ban: "300000311",
      kind: "hybrid",
      offering: "PO-HYBRID-6",
      plan: "Hybrid 6",
      cnp: "1840607400053",
      holder: ["Vlad", "Neagu"],
      address: address("Timișoara", "Timiș", "Strada Alba Iulia", "2", "300077"),
    }),
  ].map((c) => [c.identity.resourceValue, c]),
);
