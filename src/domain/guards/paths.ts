// Every self-care address of SPEC §2 "Self-care" and "Other", named once. Screens, navigation and the guard table
// refer to these names, never to string literals.
import { ASSOCIATE_SERVICES_PATH, ASSURANCE_PATH, DASHBOARD_PATH } from "../session/landing";

export const ECARE_ROOT = "/ecare";

export const PATHS = {
  dashboard: DASHBOARD_PATH,
  bonuses: "/ecare/serviciile-tale/bonusuri-si-optiuni",
  offers: "/ecare/serviciile-tale/oferte",
  subscription: "/ecare/serviciile-tale/abonament",
  costControl: "/ecare/serviciile-tale/cost-control",
  roaming: "/ecare/serviciile-tale/roaming",
  topUpHistory: "/ecare/serviciile-tale/istoric-reincarcari",
  reports: "/ecare/serviciile-tale/rapoarte",
  bills: "/ecare/facturi-si-plati",
  billSummary: "/ecare/facturi-si-plati/sumar",
  billDetails: "/ecare/facturi-si-plati/detalii-facturi",
  closedAccounts: "/ecare/facturi-cont-inchis",
  settings: "/ecare/setari-cont",
  simCard: "/ecare/setari-cont/cartela-sim",
  myRequests: "/ecare/setari-cont/cererilemele",
  usersRequests: "/ecare/setari-cont/cererileutilizatorilor",
  personalData: "/ecare/setari-cont/date-personale",
  /** Issue 26: the privacy consents (SPEC §7 GDPR settings, party-management/privacy), a page under setari-cont. */
  privacy: "/ecare/setari-cont/confidentialitate",
  /** Issue 26: the shop's and self-care's orders (SPEC §7 order history), a page under setari-cont. */
  orders: "/ecare/setari-cont/comenzi",
  fleetSummary: "/ecare/setari-cont/raport-sumar-flota",
  permissions: "/ecare/setari-cont/permisiuni",
  associateServices: ASSOCIATE_SERVICES_PATH,
  assurance: ASSURANCE_PATH,
} as const;

export type PageName = keyof typeof PATHS;

/** The shop's roaming pages (SPEC §2 "Other": /roaming and /roaming/tara...). */
export const SHOP_ROAMING_PATH = "/roaming";
/** Query parameter that carries the country of /roaming/{tara} over to the self-care roaming page. */
export const COUNTRY_PARAM = "tara";

/** "/ecare/dashboard/" and "/ecare/dashboard" are one page. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const BY_PATH = new Map<string, PageName>((Object.keys(PATHS) as PageName[]).map((name) => [PATHS[name], name]));

/** The page name of a self-care address; null for any other address. */
export function pageOf(pathname: string): PageName | null {
  return BY_PATH.get(normalisePath(pathname)) ?? null;
}
