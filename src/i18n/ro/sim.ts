// Texts of the SIM card page, cartela-sim (issue 26; SPEC §7 "Bar/unbar"). The consequence is ANCOM's temporary
// suspension for a lost or stolen phone: outgoing calls, SMS and data stop; incoming calls and SMS still work.
import type { BarUnbarRefusal, SimAction, SimState } from "../../domain/barUnbar/barUnbar";

type Keys<T extends string> = { [K in T]: string };

export const roSim = {
  lead: "Dacă ți-ai pierdut telefonul sau ți-a fost furat, blochează cartela SIM: nimeni nu va mai putea suna, trimite SMS-uri sau folosi internetul de pe numărul tău. O poți debloca oricând de aici.",
  loading: "Se încarcă cartelele SIM…",
  error: "Nu am putut încărca cartelele SIM.",
  none: "Nu ai nicio cartelă SIM în cont. Serviciile fixe nu au cartelă SIM.",
  /** A SIM's card: its heading and facts. */
  card: (msisdn: string) => `Cartela SIM ${msisdn}`,
  number: "Număr",
  plan: "Abonament",
  status: "Stare",
  since: "Din",
  stateLoading: "Se verifică starea cartelei…",
  stateError: "Nu am putut citi starea cartelei.",
  states: {
    active: "Activă",
    blocked: "Blocată (suspendată temporar)",
    unknown: "Stare necunoscută",
  } satisfies Keys<SimState>,
  /** The status as sent, beside "unknown". */
  unknownRaw: (raw: string) => `Stare necunoscută (${raw})`,
  unknownHelp: "Nu putem spune acum dacă această cartelă este blocată. Încearcă din nou mai târziu sau sună la Serviciul Clienți.",
  /** What each state means, in words (ANCOM). */
  meaning: {
    active: "Poți suna, trimite SMS-uri și folosi internetul.",
    blocked:
      "Nu se pot iniția apeluri, SMS-uri sau trafic de date de pe acest număr. Apelurile și SMS-urile primite funcționează în continuare.",
  },
  /** The buttons (DESIGN.md: SIM "Blochează"/"Deblochează") and what they do, beside them. */
  actions: { bar: "Blochează", unbar: "Deblochează" } satisfies Keys<SimAction>,
  consequence: {
    bar: "Blocarea oprește apelurile, SMS-urile și internetul inițiate de pe acest număr. Vei putea primi în continuare apeluri și SMS-uri.",
    unbar: "Deblocarea repornește apelurile, SMS-urile și internetul de pe acest număr.",
  } satisfies Keys<SimAction>,
  sending: "Se trimite…",
  confirm: "Confirmă",
  cancel: "Renunță",
  confirmTitle: { bar: "Blochezi cartela SIM?", unbar: "Deblochezi cartela SIM?" } satisfies Keys<SimAction>,
  confirmText: {
    bar: (msisdn: string) =>
      `Cartela SIM a numărului ${msisdn} va fi suspendată temporar: nu se vor mai putea iniția apeluri, SMS-uri sau trafic de date de pe acest număr. Apelurile și SMS-urile primite vor funcționa în continuare.`,
    unbar: (msisdn: string) =>
      `Cartela SIM a numărului ${msisdn} va fi reactivată: apelurile, SMS-urile și internetul vor funcționa din nou.`,
  },
  done: {
    bar: (msisdn: string) => `Cartela SIM a numărului ${msisdn} a fost blocată.`,
    unbar: (msisdn: string) => `Cartela SIM a numărului ${msisdn} a fost deblocată.`,
  },
  failed: { bar: "Nu am putut bloca cartela SIM.", unbar: "Nu am putut debloca cartela SIM." } satisfies Keys<SimAction>,
  /** SPEC §8 DXL-BAR-UNBAR_006 and the other refusals of the bar/unbar back end, in words. */
  refusals: {
    alreadyInState: "Starea cartelei s-a schimbat între timp. Am afișat starea actuală.",
    notHolder: "Doar titularul contractului poate bloca sau debloca această cartelă SIM.",
    wrongSystem: "Cererea nu a putut fi trimisă pentru această cartelă. Reîncarcă pagina și încearcă din nou.",
    refused: "Cererea de blocare sau deblocare a fost refuzată. Sună la Serviciul Clienți.",
    noSim: "Acest serviciu nu are cartelă SIM.",
  } satisfies Keys<BarUnbarRefusal>,
  /** Why a user who may not act sees no button. */
  notAllowed: {
    contractHolder:
      "Doar titularul contractului poate bloca sau debloca această cartelă SIM. Roagă-l pe titular să o blocheze din contul său sau sună la Serviciul Clienți.",
    companyAdmin:
      "Doar administratorul contului companiei poate bloca sau debloca această cartelă SIM. Roagă-l să o blocheze din contul său sau sună la Serviciul Clienți.",
  },
} as const;
