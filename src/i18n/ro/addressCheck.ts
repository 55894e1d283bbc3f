// Texts of the home-services address check on the "Internet acasă" listings (issue 28; DESIGN.md: button "Verifică
// adresa", fields "Județ", "Localitate", "Stradă", "Număr").
import type { CascadeLevel } from "../../domain/address/cascade";

const mbps = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000} Gbps` : `${n} Mbps`);

export const roAddressCheck = {
  heading: "Verifică adresa",
  lead: "Alege adresa de instalare ca să vezi ce internet și ce televiziune poți avea acolo.",
  fields: {
    county: "Județ",
    locality: "Localitate",
    street: "Stradă",
    number: "Număr",
    flat: "Bloc, scară și apartament (opțional)",
  } satisfies Record<CascadeLevel, string>,
  /** Said in the live region when a change empties the fields after it ("Strada a fost resetată"). */
  reset: {
    county: "Județul a fost resetat.",
    locality: "Localitatea a fost resetată.",
    street: "Strada a fost resetată.",
    number: "Numărul a fost resetat.",
    flat: "Apartamentul a fost resetat.",
  } satisfies Record<CascadeLevel, string>,
  check: "Verifică adresa",
  checking: "Verificăm adresa…",
  chooseFirst: "Alege județul, localitatea, strada și numărul, apoi apasă „Verifică adresa”.",
  optionsError: "Nu am putut încărca lista de adrese.",
  error: "Nu am putut verifica adresa.",
  notFound: "Nu găsesc adresa",
  notFoundBody:
    "Dacă adresa ta nu apare în listă, sună-ne la 0800 800 800 (gratuit, non-stop) sau vino într-un magazin Aria: un coleg verifică adresa și face comanda pentru tine.",
  result: {
    heading: (address: string) => `Rezultat pentru ${address}`,
    qualified: "Vești bune: la această adresă poți avea servicii fixe Aria.",
    alternate: (date: string) => `Rețeaua ajunge la această adresă în curând: serviciile vor fi disponibile de la ${date}.`,
    unqualified: "La această adresă nu putem instala toate serviciile.",
    none: "Momentan nu avem acoperire la această adresă.",
    phone: "Te putem anunța când ajungem la tine: sună-ne la 0800 800 800 (gratuit) sau întreabă într-un magazin Aria.",
    internet: "Internet",
    tv: "Televiziune",
    technology: { fibre: "fibră optică", cable: "cablu", none: "fără acoperire" } as Record<string, string>,
    speeds: (speeds: number[]) => `până la ${mbps(Math.max(...speeds))} (${speeds.map(mbps).join(", ")})`,
    available: "Disponibil",
    availableFrom: (date: string) => `Disponibil de la ${date}`,
    unavailable: "Indisponibil",
    offers: "Ofertele de pe această pagină la adresa ta",
    offerAvailable: "Disponibil la adresa ta",
    offerLater: (date: string) => `Disponibil de la ${date}`,
    offerUnavailable: "Indisponibil la adresa ta",
    tooFast: (max: number) => `Viteza nu este disponibilă aici: cel mult ${mbps(max)}.`,
    noService: { internet: "Internetul fix nu este disponibil aici.", tv: "Televiziunea nu este disponibilă aici." },
  },
} as const;
