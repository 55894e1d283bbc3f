// SPEC §2 "Route guards (redirects)" and §6 "Roles and permissions" as one table: page → rules, first match wins.
// A rule sends the user to another self-care page; resolveRoute.ts applies the table (and the rules every page
// shares: sign-in, no SSO roles, identity choice). DESIGN.md "Resolving the spec's knots" settles the twins.
import type { Role } from "../enums";
import type { GuardFacts } from "./facts";
import type { PageName } from "./paths";

/** Pages outside the site a guard may open beside its redirect. */
export type ExternalPage = "legacyCostControl";

export interface GuardRule {
  /** The spec line the rule comes from. */
  spec: string;
  when: (user: GuardFacts, query: URLSearchParams) => boolean;
  to: PageName;
  /** Carry the query string over (SPEC §2 "with the same query"). */
  keepQuery?: boolean;
  /** Also open this page in a new tab. */
  newTab?: ExternalPage;
}

const is =
  (...roles: Role[]) =>
  (user: GuardFacts) =>
    user.role !== null && roles.includes(user.role);

// --- who the rules speak of ---
const ownerOrUser = is("ContractOwner", "User");
const mobileOwnerOrUser = (u: GuardFacts) => u.hasMobileNumber && ownerOrUser(u);
/** SPEC §2 "postpaid (non-prepaid, non-hybrid) mobile-number owners or users". */
const postpaidMobileOwnerOrUser = (u: GuardFacts) => u.isPostpaid && mobileOwnerOrUser(u);
const prepaid = (u: GuardFacts) => u.isPrepaid;
const special = (u: GuardFacts) => u.hasSpecialProduct;
const prepaidWithSpecial = (u: GuardFacts) => u.isPrepaid && u.hasSpecialProduct;
const fixed = (u: GuardFacts) => u.isFixed;
const fixedOrNonOperator = (u: GuardFacts) => u.isFixed || u.isNonOperator;
/** SPEC §2/§6 "user, power user, sub user and non-operator users" are kept out of billing. */
const keptOutOfBilling = (u: GuardFacts) => is("User", "PowerUser", "SubUser")(u) || u.isNonOperator;
/** SPEC §6 "Chooser, delegated chooser and authorized person see billing summary but not bill details". */
const billSummaryOnly = is("Chooser", "DelegatedChooser", "AuthorizedPerson");
const rechargeSuccess = (_: GuardFacts, query: URLSearchParams) => query.get("rechargeSuccess") === "true";

// --- rules shared by several pages ---

/** SPEC §2 "bonusuri-si-optiuni and rapoarte": the postpaid pages (DESIGN.md twins). */
const postpaidPage = (prepaidTwin: PageName): GuardRule[] => [
  {
    spec: "§2 Prepaid users are sent from bonusuri-si-optiuni to the sibling pages of oferte (rapoarte → istoric-reincarcari)",
    when: prepaid,
    to: prepaidTwin,
  },
  { spec: "§2 bonusuri-si-optiuni and rapoarte: Fixed-contract users go to dashboard", when: fixed, to: "dashboard" },
  {
    spec: "§2 bonusuri-si-optiuni and rapoarte: shown only to (postpaid) mobile-number users who are contract owner or plain user",
    when: (u) => !mobileOwnerOrUser(u),
    to: "dashboard",
  },
];

/** SPEC §2 "oferte, cost-control, istoric-reincarcari": the prepaid twins. */
const prepaidPage = (postpaidTwin: PageName): GuardRule[] => [
  { spec: "§2 Anyone whose product inventory flags the special product goes to dashboard", when: special, to: "dashboard" },
  {
    spec: "§2 postpaid (non-prepaid, non-hybrid) mobile-number owners or users are redirected to bonusuri-si-optiuni, abonament and rapoarte",
    when: postpaidMobileOwnerOrUser,
    to: postpaidTwin,
  },
];

/** SPEC §2 "setari-cont pages" (every page under setari-cont except date-personale, which they lead to). */
const settingsPage: GuardRule[] = [
  { spec: "§2 setari-cont pages: fixed or non-operator users go to date-personale", when: fixedOrNonOperator, to: "personalData" },
  { spec: "§2 setari-cont pages: Prepaid users with the special product go to dashboard", when: prepaidWithSpecial, to: "dashboard" },
];

export const GUARD_TABLE: Readonly<Record<PageName, readonly GuardRule[]>> = {
  dashboard: [
    { spec: "§2 Technical chooser at dashboard goes to /business/assurance (§6)", when: is("TechnicalChooser"), to: "assurance" },
  ],

  bonuses: postpaidPage("offers"),
  reports: postpaidPage("topUpHistory"),
  offers: prepaidPage("bonuses"),
  costControl: prepaidPage("subscription"),
  topUpHistory: prepaidPage("reports"),

  subscription: [
    { spec: "§2 abonament: prepaid users go to cost-control", when: prepaid, to: "costControl" },
    {
      spec: "§2 abonament: users who are not a mobile-number non-hybrid owner or user, or a fixed owner, go to dashboard and the legacy cost-control page opens in a new tab",
      when: (u) => !((u.hasMobileNumber && !u.isHybrid && ownerOrUser(u)) || fixed(u)),
      to: "dashboard",
      newTab: "legacyCostControl",
    },
  ],

  roaming: [
    {
      spec: "§2 roaming: dashboard for business users without a mobile-number resource",
      when: (u) => u.isBusiness && !u.hasMobileNumber,
      to: "dashboard",
    },
    { spec: "§2 roaming: dashboard for fixed users", when: fixed, to: "dashboard" },
    { spec: "§2 roaming: dashboard for prepaid users with the special product", when: prepaidWithSpecial, to: "dashboard" },
  ],

  bills: [
    {
      spec: "§2 facturi-si-plati: user, power user, sub user and non-operator users go to dashboard (§6)",
      when: keptOutOfBilling,
      to: "dashboard",
    },
    {
      spec: "§2 facturi-si-plati with rechargeSuccess=true is redirected to /sumar with the same query",
      when: rechargeSuccess,
      to: "billSummary",
      keepQuery: true,
    },
  ],
  billSummary: [
    { spec: "§2 /sumar: user, power user, sub user and non-operator users go to dashboard (§6)", when: keptOutOfBilling, to: "dashboard" },
  ],
  billDetails: [
    {
      spec: "§2 detalii-facturi: business chooser, delegated chooser and authorized person go to facturi-si-plati/sumar (§6)",
      when: billSummaryOnly,
      to: "billSummary",
    },
    {
      spec: "§2 detalii-facturi: plain user, power user, sub user, prepaid and non-operator users go to dashboard",
      when: (u) => keptOutOfBilling(u) || prepaid(u),
      to: "dashboard",
    },
  ],
  closedAccounts: [
    { spec: "§2 facturi-cont-inchis: prepaid with the special product goes to dashboard", when: prepaidWithSpecial, to: "dashboard" },
    // The closed accounts' bills are billing pages too (docs/decisions.md "Route guards").
    { spec: "§6 User, power user, sub user and non-operator users are kept out of billing pages", when: keptOutOfBilling, to: "dashboard" },
  ],

  settings: settingsPage,
  simCard: settingsPage,
  myRequests: settingsPage,
  usersRequests: settingsPage,
  privacy: settingsPage,
  orders: settingsPage,
  personalData: [
    { spec: "§2 setari-cont pages: Prepaid users with the special product go to dashboard", when: prepaidWithSpecial, to: "dashboard" },
  ],
  fleetSummary: [
    ...settingsPage,
    {
      spec: "§2 raport-sumar-flota is only for chooser (others go to date-personale) (§6)",
      when: (u) => !is("Chooser")(u),
      to: "personalData",
    },
  ],
  permissions: [
    ...settingsPage,
    { spec: "§2 permisiuni is not for non-operator users (§6)", when: (u) => u.isNonOperator, to: "personalData" },
  ],

  // Rules every page shares (resolveRoute.ts) decide this page: it is for users without SSO roles.
  associateServices: [],
  assurance: [
    {
      spec: "§2 /business/assurance sends everyone except technical chooser and chooser to dashboard (§6)",
      when: (u) => !is("TechnicalChooser", "Chooser")(u),
      to: "dashboard",
    },
  ],
};
