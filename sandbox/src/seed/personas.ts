// The seeded personas of DESIGN.md with their customer records. Fixed ids and values only: two
// seeds of the same code produce byte-identical databases. Password for all: SANDBOX_PASSWORD.
import type { Role, Segment } from "../auth/roles";

export const SANDBOX_PASSWORD = "Sandbox!2026";

/**
 * The "special product" list (SPEC §9: ten product ids, values not shown). A prepaid customer
 * holding one of these is kept out of several self-care pages (SPEC §2 route guards). The list is
 * the site's own constant, so the sandbox and the site cannot drift apart.
 */
import { SPECIAL_PRODUCT_IDS } from "../../../src/domain/constants";

export { SPECIAL_PRODUCT_IDS };

export type ResourceType = "MSISDN" | "FIXED";

export interface Address {
  county: string;
  city: string;
  street: string;
  streetNo: string;
  building?: string;
  apartment?: string;
  postcode: string;
  countryIso: "RO";
}

export interface PersonaProduct {
  id: string;
  productOfferingId: string;
  name: string;
  status: "active" | "suspended";
  /** Billing system behind the product: postpaid BSCS, prepaid PPS, fixed UPC. */
  targetSystem: "BSCS" | "PPS" | "UPC";
  msisdn?: string;
  isSpecial?: boolean;
}

export interface PersonaIdentity {
  id: string;
  /** Billing account number; null for a non-operator user. */
  ban: string | null;
  /** Fixed-line subscribers: userinfo.selectedBan is this base id. */
  fixedBanBaseId?: string;
  role: Role;
  customerType: Segment;
  customerId: string;
  subscriberId: string | null;
  resourceType: ResourceType;
  /** The msisdn (07xxxxxxxx) or the fixed service id. */
  resourceValue: string;
  entityType: "PERSON" | "COMPANY";
  entityId: string;
  companyName?: string;
  cui?: string;
  /** Every BAN the identity sees (fleet reports); the first is `ban`. */
  bans: string[];
  closedBans: string[];
  isPrepaid: boolean;
  isHybrid: boolean;
  isFixed: boolean;
  isNonVdf: boolean;
  crmSegment: string;
  crmSubSegment: string;
  billingCycle: number;
  products: PersonaProduct[];
}

export interface Persona {
  id: string;
  username: string;
  /** DESIGN.md's description of the account. */
  account: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  cnp: string;
  segment: Segment;
  ssoRoles: Role[];
  /** SSO authentication class; "gold" in it makes a gold user (SPEC §3). */
  authClass: string;
  isMigratedFromOMS: boolean;
  ewpRegularAllow: boolean;
  ewpRootAllow: boolean;
  gdpr: { gdprBasic: boolean; gdprAdvanced: boolean };
  address: Address;
  shippingAddress: Address;
  billingAddress: Address;
  fixedInstallationAddress: Address | null;
  identities: PersonaIdentity[];
}

const addr = (city: string, county: string, street: string, streetNo: string, postcode: string, apartment?: string): Address => ({
  county,
  city,
  street,
  streetNo,
  postcode,
  countryIso: "RO",
  ...(apartment ? { apartment } : {}),
});

const BUCURESTI = addr("București", "București", "Strada Avram Iancu", "12", "010101", "4");
const CLUJ = addr("Cluj-Napoca", "Cluj", "Strada Memorandumului", "28", "400114");
const IASI = addr("Iași", "Iași", "Bulevardul Independenței", "5", "700101", "12");
const TIMISOARA = addr("Timișoara", "Timiș", "Bulevardul Revoluției", "3", "300024");
const OFFICE = addr("București", "București", "Calea Floreasca", "169A", "014459");

const plan = (
  id: string,
  offering: string,
  name: string,
  msisdn: string,
  targetSystem: PersonaProduct["targetSystem"] = "BSCS",
): PersonaProduct => ({
  id,
  productOfferingId: offering,
  name,
  status: "active",
  targetSystem,
  msisdn,
});

interface IdentityInput extends Partial<PersonaIdentity> {
  id: string;
  ban: string | null;
  role: Role;
  customerType: Segment;
  customerId: string;
  resourceValue: string;
}

function identity(i: IdentityInput): PersonaIdentity {
  return {
    subscriberId: i.ban ? `SUB-${i.resourceValue}` : null,
    resourceType: "MSISDN",
    entityType: i.customerType === "EBU" ? "COMPANY" : "PERSON",
    entityId: i.customerId,
    bans: i.ban ? [i.ban] : [],
    closedBans: [],
    isPrepaid: false,
    isHybrid: false,
    isFixed: false,
    isNonVdf: false,
    crmSegment: i.customerType === "EBU" ? "SOHO" : "RESIDENTIAL",
    crmSubSegment: i.customerType === "EBU" ? "SMALL_BUSINESS" : "MASS",
    billingCycle: 1,
    products: [],
    ...i,
  };
}

interface PersonaInput extends Partial<Persona> {
  id: string;
  username: string;
  account: string;
  firstName: string;
  lastName: string;
  phone: string;
  cnp: string;
  segment: Segment;
  ssoRoles: Role[];
  identities: PersonaIdentity[];
}

function persona(p: PersonaInput): Persona {
  const address = p.address ?? BUCURESTI;
  return {
    email: `${p.username}@sandbox.example.ro`,
    authClass: "silver",
    isMigratedFromOMS: false,
    ewpRegularAllow: true,
    ewpRootAllow: false,
    gdpr: { gdprBasic: true, gdprAdvanced: false },
    address,
    shippingAddress: address,
    billingAddress: address,
    fixedInstallationAddress: null,
    ...p,
  };
}

const ACME = { companyName: "Acme Logistic SRL", cui: "RO18547290", customerId: "CUST-EBU-5000" };

export const PERSONAS: Persona[] = [
  persona({
    id: "usr-001",
    username: "postpaid.owner",
    account: "CBU postpaid mobile",
    firstName: "Andrei",
    lastName: "Popescu",
    phone: "0722000101",
    cnp: "1850312400017",
    segment: "CBU",
    ssoRoles: ["ContractOwner"],
    authClass: "sso-gold",
    gdpr: { gdprBasic: true, gdprAdvanced: true },
    identities: [
      identity({
        id: "idn-001",
        ban: "100000101",
        role: "ContractOwner",
        customerType: "CBU",
        customerId: "CUST-CBU-1001",
        resourceValue: "0722000101",
        closedBans: ["100000199"],
        billingCycle: 5,
        products: [
          plan("prd-001-1", "PO-RED-12", "RED 12", "0722000101"),
          plan("prd-001-2", "PO-ADDON-ROAM-5GB", "Roaming 5 GB", "0722000101"),
        ],
      }),
    ],
  }),
  persona({
    id: "usr-002",
    username: "postpaid.user",
    account: "CBU postpaid mobile",
    firstName: "Ioana",
    lastName: "Popescu",
    phone: "0722000102",
    cnp: "2900715400028",
    segment: "CBU",
    ssoRoles: ["User"],
    identities: [
      identity({
        id: "idn-002",
        ban: "100000101",
        role: "User",
        customerType: "CBU",
        customerId: "CUST-CBU-1001",
        resourceValue: "0722000102",
        billingCycle: 5,
        products: [plan("prd-002-1", "PO-RED-8", "RED 8", "0722000102")],
      }),
    ],
  }),
  persona({
    id: "usr-003",
    username: "prepaid.owner",
    account: "CBU prepaid mobile",
    firstName: "Mihai",
    lastName: "Ionescu",
    phone: "0733000201",
    cnp: "1920220120031",
    address: CLUJ,
    segment: "CBU",
    ssoRoles: ["ContractOwner"],
    identities: [
      identity({
        id: "idn-003",
        ban: "200000201",
        role: "ContractOwner",
        customerType: "CBU",
        customerId: "CUST-CBU-2001",
        resourceValue: "0733000201",
        isPrepaid: true,
        crmSegment: "PREPAID",
        products: [plan("prd-003-1", "PO-CARTELA-NELIMITAT", "Cartela Nelimitat", "0733000201", "PPS")],
      }),
    ],
  }),
  persona({
    id: "usr-004",
    username: "prepaid.special",
    account: "CBU prepaid mobile",
    firstName: "Elena",
    lastName: "Dumitrescu",
    phone: "0733000202",
    cnp: "2881105220044",
    address: IASI,
    segment: "CBU",
    ssoRoles: ["ContractOwner"],
    identities: [
      identity({
        id: "idn-004",
        ban: "200000202",
        role: "ContractOwner",
        customerType: "CBU",
        customerId: "CUST-CBU-2002",
        resourceValue: "0733000202",
        isPrepaid: true,
        crmSegment: "PREPAID",
        products: [
          plan("prd-004-1", "PO-CARTELA-NELIMITAT", "Cartela Nelimitat", "0733000202", "PPS"),
          { ...plan("prd-004-2", String(SPECIAL_PRODUCT_IDS[3]), "Cartela Specială Date", "0733000202", "PPS"), isSpecial: true },
        ],
      }),
    ],
  }),
  persona({
    id: "usr-005",
    username: "hybrid.owner",
    account: "CBU hybrid mobile",
    firstName: "Radu",
    lastName: "Stan",
    phone: "0722000301",
    cnp: "1790909350052",
    address: TIMISOARA,
    segment: "CBU",
    ssoRoles: ["ContractOwner"],
    identities: [
      identity({
        id: "idn-005",
        ban: "300000301",
        role: "ContractOwner",
        customerType: "CBU",
        customerId: "CUST-CBU-3001",
        resourceValue: "0722000301",
        isHybrid: true,
        crmSegment: "HYBRID",
        products: [plan("prd-005-1", "PO-HYBRID-6", "Hybrid 6", "0722000301")],
      }),
    ],
  }),
  persona({
    id: "usr-006",
    username: "fixed.owner",
    account: "CBU fixed (home internet + TV)",
    firstName: "Cristina",
    lastName: "Marin",
    phone: "0722000401",
    cnp: "2850423400065",
    segment: "CBU",
    ssoRoles: ["FixedContractOwner"],
    fixedInstallationAddress: BUCURESTI,
    identities: [
      identity({
        id: "idn-006",
        ban: "400000401",
        fixedBanBaseId: "4000004",
        role: "FixedContractOwner",
        customerType: "CBU",
        customerId: "CUST-CBU-4001",
        resourceType: "FIXED",
        resourceValue: "FIX-4000401",
        subscriberId: "SUB-FIX-4000401",
        isFixed: true,
        crmSegment: "FIXED",
        products: [
          plan("prd-006-1", "PO-FIX-NET-1000", "Internet Fibră 1000 Mbps", "", "UPC"),
          plan("prd-006-2", "PO-FIX-TV-PLUS", "TV Plus", "", "UPC"),
        ],
      }),
    ],
  }),
  persona({
    id: "usr-007",
    username: "business.chooser",
    account: "EBU, several BANs",
    firstName: "Victor",
    lastName: "Georgescu",
    phone: "0728000501",
    cnp: "1750101400076",
    address: OFFICE,
    segment: "EBU",
    ssoRoles: ["Chooser"],
    authClass: "sso-gold",
    identities: [
      identity({
        id: "idn-007",
        ban: "500000501",
        role: "Chooser",
        customerType: "EBU",
        ...ACME,
        resourceValue: "0728000501",
        bans: ["500000501", "500000502", "500000503"],
        closedBans: ["500000599"],
        products: [
          plan("prd-007-1", "PO-EBU-BUSINESS-15", "Business 15", "0728000501"),
          plan("prd-007-2", "PO-EBU-BUSINESS-10", "Business 10", "0728000511"),
        ],
      }),
    ],
  }),
  persona({
    id: "usr-008",
    username: "business.delegated",
    account: "EBU",
    firstName: "Daniela",
    lastName: "Radu",
    phone: "0728000502",
    cnp: "2820606400087",
    address: OFFICE,
    segment: "EBU",
    ssoRoles: ["DelegatedChooser"],
    identities: [
      identity({
        id: "idn-008",
        ban: "500000502",
        role: "DelegatedChooser",
        customerType: "EBU",
        ...ACME,
        resourceValue: "0728000502",
        products: [plan("prd-008-1", "PO-EBU-BUSINESS-10", "Business 10", "0728000502")],
      }),
    ],
  }),
  persona({
    id: "usr-009",
    username: "business.authorized",
    account: "EBU",
    firstName: "Sorin",
    lastName: "Lungu",
    phone: "0728000503",
    cnp: "1801212400098",
    address: OFFICE,
    segment: "EBU",
    ssoRoles: ["AuthorizedPerson"],
    identities: [
      identity({
        id: "idn-009",
        ban: "500000501",
        role: "AuthorizedPerson",
        customerType: "EBU",
        ...ACME,
        resourceValue: "0728000503",
        products: [plan("prd-009-1", "PO-EBU-BUSINESS-10", "Business 10", "0728000503")],
      }),
    ],
  }),
  persona({
    id: "usr-010",
    username: "business.technical",
    account: "EBU",
    firstName: "Bogdan",
    lastName: "Tudor",
    phone: "0728000504",
    cnp: "1830303400101",
    address: OFFICE,
    segment: "EBU",
    ssoRoles: ["TechnicalChooser"],
    identities: [
      identity({
        id: "idn-010",
        ban: "500000501",
        role: "TechnicalChooser",
        customerType: "EBU",
        ...ACME,
        resourceValue: "0728000504",
        products: [plan("prd-010-1", "PO-EBU-BUSINESS-10", "Business 10", "0728000504")],
      }),
    ],
  }),
  persona({
    id: "usr-011",
    username: "business.power",
    account: "EBU",
    firstName: "Alina",
    lastName: "Constantin",
    phone: "0728000505",
    cnp: "2870808400112",
    address: OFFICE,
    segment: "EBU",
    ssoRoles: ["PowerUser"],
    identities: [
      identity({
        id: "idn-011",
        ban: "500000501",
        role: "PowerUser",
        customerType: "EBU",
        ...ACME,
        resourceValue: "0728000505",
        products: [plan("prd-011-1", "PO-EBU-BUSINESS-10", "Business 10", "0728000505")],
      }),
    ],
  }),
  persona({
    id: "usr-012",
    username: "business.sub",
    account: "EBU",
    firstName: "George",
    lastName: "Matei",
    phone: "0728000506",
    cnp: "1910404400123",
    address: OFFICE,
    segment: "EBU",
    ssoRoles: ["SubUser"],
    identities: [
      identity({
        id: "idn-012",
        ban: "500000501",
        role: "SubUser",
        customerType: "EBU",
        ...ACME,
        resourceValue: "0728000506",
        products: [plan("prd-012-1", "PO-EBU-BUSINESS-10", "Business 10", "0728000506")],
      }),
    ],
  }),
  persona({
    // Names are the placeholder words the site must ignore (SPEC §3).
    id: "usr-013",
    username: "nonvf.user",
    account: "non-operator",
    firstName: "Prenume",
    lastName: "Nume",
    phone: "0744000701",
    cnp: "2950505400134",
    segment: "CBU",
    ssoRoles: ["nonVFUser"],
    ewpRegularAllow: false,
    identities: [
      identity({
        id: "idn-013",
        ban: null,
        role: "nonVFUser",
        customerType: "CBU",
        customerId: "CUST-NONVF-7001",
        resourceValue: "0744000701",
        subscriberId: null,
        isNonVdf: true,
        crmSegment: "NON_VDF",
      }),
    ],
  }),
  persona({
    id: "usr-014",
    username: "noroles.user",
    account: "CBU, no SSO roles",
    firstName: "Paul",
    lastName: "Enache",
    phone: "0722000801",
    cnp: "1960606400145",
    segment: "CBU",
    ssoRoles: [],
    identities: [],
  }),
  persona({
    id: "usr-015",
    username: "multi.identity",
    account: "CBU + EBU",
    firstName: "Laura",
    lastName: "Vasile",
    phone: "0722000901",
    cnp: "2840909400156",
    segment: "CBU",
    ssoRoles: ["ContractOwner", "Chooser"],
    identities: [
      identity({
        id: "idn-015-cbu",
        ban: "600000901",
        role: "ContractOwner",
        customerType: "CBU",
        customerId: "CUST-CBU-6001",
        resourceValue: "0722000901",
        products: [plan("prd-015-1", "PO-RED-12", "RED 12", "0722000901")],
      }),
      identity({
        id: "idn-015-ebu",
        ban: "610000902",
        role: "Chooser",
        customerType: "EBU",
        customerId: "CUST-EBU-6101",
        companyName: "Vasile Consulting SRL",
        cui: "RO30112233",
        resourceValue: "0728000902",
        products: [plan("prd-015-2", "PO-EBU-BUSINESS-15", "Business 15", "0728000902")],
      }),
    ],
  }),
  persona({
    // Aged 16 at the sandbox's pinned clock (2026-03-02; born 2009-08-15): the cart's age rule (SPEC §8 400121).
    id: "usr-016",
    username: "minor.user",
    account: "CBU prepaid mobile, under 18",
    firstName: "Maria",
    lastName: "Ene",
    phone: "0733000203",
    cnp: "6090815401230",
    segment: "CBU",
    ssoRoles: ["ContractOwner"],
    identities: [
      identity({
        id: "idn-016",
        ban: "200000203",
        role: "ContractOwner",
        customerType: "CBU",
        customerId: "CUST-CBU-2003",
        resourceValue: "0733000203",
        isPrepaid: true,
        crmSegment: "PREPAID",
        products: [plan("prd-016-1", "PO-CARTELA-NELIMITAT", "Cartela Nelimitat", "0733000203", "PPS")],
      }),
    ],
  }),
];
