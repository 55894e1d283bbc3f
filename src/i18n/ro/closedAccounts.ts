// The closed accounts page's texts (issue 15: /ecare/facturi-cont-inchis, SPEC §3 Closed account): the accounts, the
// frozen bills of the chosen one. The bills' facts and actions are roBills's (src/i18n/ro/bills.ts). Part of the
// Romanian dictionary (src/i18n/ro/): one file per area.
import { countOf } from "../plural";

const accounts = { one: "cont închis", many: "conturi închise" };

export const roClosedAccounts = {
  title: "Facturi conturi închise",
  lead: "Facturile conturilor pe care le-ai închis rămân aici, să le poți descărca sau trimite pe e-mail.",
  accounts: {
    heading: "Conturile tale închise",
    loading: "Se încarcă conturile închise…",
    error: "Nu am putut încărca conturile închise.",
    empty: "Nu ai conturi închise.",
    count: (n: number) => countOf(n, accounts),
    account: (ban: string) => `Contul ${ban}`,
    customer: (customerId: string) => `Client ${customerId}`,
    show: (ban: string) => `Vezi facturile contului ${ban}`,
    choose: "Alege un cont ca să vezi facturile lui.",
  },
  bills: {
    heading: (ban: string) => `Facturile contului ${ban}`,
    loading: "Se încarcă facturile contului…",
    error: "Nu am putut încărca facturile contului închis.",
    empty: "Contul nu are facturi.",
  },
} as const;
