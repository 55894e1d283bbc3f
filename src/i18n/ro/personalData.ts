// date-personale (issue 26): the name, the contact e-mail verified by a code, the addresses, the loyalty tier, the HBO
// Max banner and the associated accounts. Part of the Romanian dictionary (src/i18n/ro/); the page's title is
// roEcare.nav.pages.personalData.
import type { PostalAddress } from "../../domain/session/userInfo";
import { NAME_MAX } from "../../domain/account/names";
import { countOf } from "../plural";

const join = (parts: string[]) => parts.filter((p) => p.trim() !== "").join(", ");

export const roPersonalData = {
  lead: "Datele tale de contact, adresele din contract și conturile asociate utilizatorului tău.",
  confirm: "Confirmă",
  cancel: "Renunță",
  name: {
    heading: "Numele tău",
    lead: "Numele cu care te salutăm în cont și în mesajele pe care ți le trimitem.",
    firstName: "Prenume",
    lastName: "Nume",
    save: "Salvează",
    saving: "Se salvează…",
    saved: (name: string) => `Am salvat numele: ${name}.`,
    unchanged: "Acesta este deja numele tău: nu am schimbat nimic.",
    saveError: "Nu am putut salva numele.",
    confirmTitle: "Schimbi numele?",
    confirmText: (name: string) => `Numele tău în cont va deveni ${name}.`,
    errors: {
      firstName: {
        required: "Completează prenumele.",
        tooLong: `Prenumele are cel mult ${NAME_MAX} de caractere.`,
        placeholder: "Scrie prenumele tău, nu cuvântul „prenume” sau „nume”.",
        characters: "Prenumele începe cu o literă și are doar litere, spații, cratime, apostrof sau punct.",
      },
      lastName: {
        required: "Completează numele.",
        tooLong: `Numele are cel mult ${NAME_MAX} de caractere.`,
        placeholder: "Scrie numele tău de familie, nu cuvântul „nume” sau „prenume”.",
        characters: "Numele începe cu o literă și are doar litere, spații, cratime, apostrof sau punct.",
      },
    },
  },
  contact: {
    heading: "Date de contact",
    phone: "Telefon",
    email: "E-mail de contact",
    missing: "—",
    lead: "Îți trimitem un cod de 6 cifre pe adresa nouă; o salvăm după ce introduci codul.",
    newEmail: "E-mail nou",
    sendCode: "Trimite codul",
    sendingCode: "Se trimite codul…",
    codeSent: (email: string) => `Am trimis un cod de 6 cifre la ${email}. Introdu-l mai jos.`,
    code: "Codul primit pe e-mail",
    codeHint: "6 cifre, valabil câteva minute.",
    verify: "Verifică codul",
    verifying: "Se verifică codul…",
    codeWrong: "Codul nu este corect sau a expirat. Verifică-l sau cere altul.",
    verified: (email: string) => `Adresa ${email} este verificată. Salveaz-o ca adresă de contact.`,
    save: "Salvează adresa de e-mail",
    saving: "Se salvează adresa…",
    saved: (email: string) => `Am salvat adresa de contact: ${email}.`,
    confirmTitle: "Schimbi adresa de e-mail?",
    confirmText: (email: string) => `Adresa de e-mail de contact va deveni ${email}.`,
    emailErrors: {
      required: "Completează adresa de e-mail nouă.",
      tooLong: "Adresa de e-mail are cel mult 254 de caractere.",
      emailInvalid: "Adresa de e-mail nu pare corectă. Exemplu: nume@exemplu.ro",
      unchanged: "Aceasta este deja adresa ta de contact.",
    },
    codeErrors: { codeRequired: "Introdu codul primit pe e-mail.", codeInvalid: "Codul are 6 cifre." },
    sendError: "Nu am putut trimite codul.",
    tooManyCodes: "Ai cerut prea multe coduri pentru această adresă. Încearcă din nou peste 10 minute.",
    verifyError: "Nu am putut verifica codul.",
    saveError: "Nu am putut salva adresa de e-mail.",
    notVerified: "Verificarea adresei a expirat. Cere un cod nou și introdu-l din nou.",
  },
  addresses: {
    heading: "Adrese",
    kinds: {
      shipping: "Adresa de livrare",
      billing: "Adresa de facturare",
      installation: "Adresa de instalare a serviciilor fixe",
    },
    none: "Nu avem adrese în evidență pentru contul tău.",
    change: "Pentru a schimba o adresă, sună-ne la 0800 800 800 (gratuit) sau vino într-un magazin Aria cu actul de identitate.",
    line: (a: PostalAddress) =>
      join([
        [a.street, a.streetNo].filter(Boolean).join(" "),
        a.building ? `bl. ${a.building}` : "",
        a.apartment ? `ap. ${a.apartment}` : "",
        [a.postcode, a.city].filter(Boolean).join(" "),
        a.county && a.county !== a.city ? `jud. ${a.county}` : "",
      ]),
  },
  loyalty: {
    heading: "Programul de fidelitate",
    loading: "Se încarcă nivelul tău de fidelitate…",
    error: "Nu am putut încărca nivelul tău de fidelitate.",
    unavailable: "Informațiile despre programul de fidelitate nu sunt disponibile acum.",
    tier: "Nivelul tău",
    points: "Puncte",
    tiers: { bronze: "Bronz", silver: "Argint", gold: "Aur", platinum: "Platină" },
    next: (points: number, tier: string) => `Încă ${countOf(points, { one: "punct", many: "puncte" })} până la nivelul ${tier}.`,
    top: "Ești la cel mai înalt nivel al programului.",
    validUntil: (date: string) => `Nivel valabil până la ${date}.`,
  },
  hbo: {
    heading: "HBO Max",
    loading: "Se verifică dacă ai HBO Max inclus…",
    error: "Nu am putut afla dacă ai HBO Max inclus.",
    unavailable: "Informațiile despre HBO Max nu sunt disponibile acum.",
    newTab: "(se deschide într-o filă nouă)",
  },
  associated: {
    heading: "Conturi asociate",
    lead: "Conturile pe care le folosești cu acest utilizator. Contul afișat acum rămâne asociat.",
    loading: "Se încarcă conturile asociate…",
    loadError: "Nu am putut încărca conturile asociate.",
    none: "Nu ai alte conturi asociate acestui utilizator.",
    account: (name: string, role: string, ban: string) => [name, role, `cont de facturare ${ban}`].filter(Boolean).join(" · "),
    disassociate: "Dezasociază",
    disassociateLabel: (account: string) => `Dezasociază contul ${account}`,
    disassociating: "Se dezasociază…",
    kept: { lastIdentity: "Este singurul cont asociat: rămâne asociat.", inUse: "Contul afișat acum." },
    confirmTitle: "Dezasociezi contul?",
    confirmText: (account: string) =>
      `Contul ${account} nu va mai fi asociat utilizatorului tău și nu îl vei mai vedea în Contul meu. Îl poți asocia din nou mai târziu.`,
    done: (account: string) => `Am dezasociat contul ${account}.`,
    error: "Nu am putut dezasocia contul.",
    refused: {
      identity_in_use: "Contul afișat acum nu poate fi dezasociat. Schimbă mai întâi contul afișat.",
      last_identity: "Ultimul cont asociat utilizatorului tău nu poate fi dezasociat.",
    } as Record<string, string>,
  },
} as const;
