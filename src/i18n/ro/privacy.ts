// Texts of the privacy consents page (issue 26; /ecare/setari-cont/confidentialitate). Each purpose's name is its
// switch's accessible name (DESIGN.md: "named by their purpose; the marketing one contains 'marketing'").
import type { GdprGroup, PurposeId } from "../../domain/privacy/privacy";

const list = (names: readonly string[]) => names.join(", ");

export const roPrivacy = {
  heading: "Acordurile tale",
  lead:
    "Alegi separat, pentru fiecare scop, dacă îți putem folosi datele. Niciun acord nu este dat până nu pornești tu " +
    "comutatorul; îl retragi oricând la fel de simplu, oprindu-l și salvând.",
  groups: {
    gdprBasic: "Comunicări de marketing",
    gdprAdvanced: "Personalizare și parteneri",
  } satisfies Record<GdprGroup, string>,
  purposes: {
    marketingEmail: {
      name: "Comunicări de marketing prin e-mail",
      text: "Îți trimitem pe e-mail oferte și noutăți despre serviciile noastre.",
    },
    marketingSms: {
      name: "Comunicări de marketing prin SMS",
      text: "Îți trimitem prin SMS oferte și noutăți despre serviciile noastre.",
    },
    marketingCall: {
      name: "Comunicări de marketing prin telefon",
      text: "Te putem suna ca să îți prezentăm oferte potrivite abonamentului tău.",
    },
    profiling: {
      name: "Oferte personalizate pe baza consumului",
      text:
        "Analizăm cum folosești serviciile (minute, internet, roaming) ca să îți facem oferte potrivite ție. Fără acord, " +
        "primești doar ofertele generale.",
    },
    partners: {
      name: "Oferte de marketing de la partenerii noștri",
      text: "Le transmitem partenerilor noștri datele tale de contact, ca să îți trimită ofertele lor.",
    },
  } satisfies Record<PurposeId, { name: string; text: string }>,
  lastUpdated: (date: string) => `Ultima modificare: ${date}.`,
  save: "Salvează",
  sending: "Se salvează…",
  rereading: "Se recitesc preferințele salvate…",
  saved: "Preferințele tale de confidențialitate au fost salvate.",
  noChange: "Nu ai schimbat nimic față de ce este salvat.",
  confirmTitle: "Salvezi preferințele de confidențialitate?",
  confirmText: (granted: readonly string[], withdrawn: readonly string[]) =>
    [
      granted.length ? `Îți dai acordul pentru: ${list(granted)}.` : "",
      withdrawn.length ? `Îți retragi acordul pentru: ${list(withdrawn)}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
  confirm: "Confirmă",
  cancel: "Renunță",
  loading: "Se încarcă preferințele de confidențialitate…",
  loadError: "Nu am putut încărca preferințele de confidențialitate.",
  saveError: "Nu am putut salva preferințele; comutatoarele arată în continuare ce ai ales.",
  rereadError: "Preferințele au fost salvate, dar nu le-am putut reciti.",
  noCustomer: "Contul tău nu este încă asociat unui client, așa că nu ai consimțăminte de gestionat aici.",
} as const;
