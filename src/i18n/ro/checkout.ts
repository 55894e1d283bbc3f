// The checkout's texts (/checkout, /business/eshop/checkout, the port-in checkout): step names, field labels (the
// accessible names DESIGN.md fixes: "Prenume", "Nume", "CNP", "Telefon", "E-mail", "Județ", "Localitate", "Adresă",
// "Livrare la adresa din contract", "Card online", "Ramburs la curier", "Plătește", "Trimite comanda", "Mulțumim"),
// the validators' messages by key (src/domain/checkout/validators.ts) and the 3-D Secure return's notices
// (src/domain/checkout/returnOutcome.ts). SPEC §5 "Form validation with messages: not shown": the texts are ours.
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
import type { CheckoutStepId } from "../../domain/checkout/steps";
import { FIELD_MAX, type CheckoutField, type CheckoutMessageKey, type OrganisationRole } from "../../domain/checkout/validators";

const labels: Record<CheckoutField, string> = {
  firstName: "Prenume",
  lastName: "Nume",
  fullName: "Nume și prenume",
  county: "Județ",
  city: "Localitate",
  address: "Adresă",
  phone: "Telefon",
  email: "E-mail",
  cnp: "CNP",
  companyName: "Denumirea firmei",
  cui: "CUI",
  role: "Calitatea în firmă",
};

/** Per key, the message for a field (its label and its longest length). */
const messages: Record<CheckoutMessageKey, (label: string, max: number) => string> = {
  required: (label) => `Completează câmpul „${label}”.`,
  tooLong: (label, max) => `Câmpul „${label}” are cel mult ${max} de caractere.`,
  nameInvalid: () => "Folosește doar litere, spații, cratimă sau apostrof (ex.: Ana-Maria).",
  countyUnknown: () => "Alege județul din listă.",
  cityInvalid: () => "Scrie numele localității folosind litere, cifre, spații sau cratimă.",
  addressInvalid: () => "Scrie adresa completă: strada, numărul și, dacă e cazul, blocul și apartamentul.",
  phoneInvalid: () => "Introdu un număr de telefon din România, de 10 cifre (ex.: 0722 123 456).",
  emailInvalid: () => "Introdu o adresă de e-mail validă (ex.: nume@exemplu.ro).",
  cnpInvalid: () => "CNP-ul are 13 cifre și începe cu data nașterii. Verifică cifrele introduse.",
  cnpChecksum: () => "CNP-ul nu este valid: cifra de control nu se potrivește. Verifică cifrele introduse.",
  companyNameInvalid: () => "Scrie denumirea firmei așa cum apare în certificatul de înregistrare.",
  cuiInvalid: () => "Codul unic de înregistrare nu este valid. Verifică cifrele (prefixul RO este opțional).",
  roleUnknown: () => "Alege calitatea ta în firmă din listă.",
};

/** The text of one field's message key (validators.ts). */
export function checkoutErrorText(field: CheckoutField, key: CheckoutMessageKey): string {
  return messages[key](labels[field], FIELD_MAX[field]);
}

const steps: Record<CheckoutStepId, string> = {
  contract: "Date contract",
  shipping: "Livrare",
  documents: "Documente",
  payment: "Plată",
  review: "Sumar comandă",
};

const roles: Record<OrganisationRole, string> = {
  Administrator: "Administrator",
  Imputernicit: "Împuternicit",
  Angajat: "Angajat",
};

export const roCheckout = {
  title: "Finalizează comanda",
  steps,
  stepOf: (n: number, total: number) => `Pasul ${n} din ${total}`,
  next: "Continuă",
  back: "Înapoi",
  labels,
  roles,
  useContractAddress: "Livrare la adresa din contract",
  countyPlaceholder: "Alege județul",
  payment: {
    card: "Card online",
    cod: "Ramburs la curier",
    installments: "Număr de rate",
    installmentsNone: "Plată integrală",
    installmentsCount: (n: number) => `${n} rate`,
    pay: "Plătește",
    submit: "Trimite comanda",
  },
  documents: {
    CI: "Actul de identitate (CI)",
    RegistrationCertificate: "Certificatul de înregistrare al firmei",
  },
  /** Step messages that are not a form field's (src/hooks/checkout/checkoutCommands.ts). */
  stepErrors: {
    documentMissing: (document: string) => `Încarcă documentul: ${document}.`,
    paymentMethodMissing: "Alege cum plătești: card online sau ramburs la curier.",
  },
  outcome: {
    paymentDeclined: "Plata nu a fost aprobată de bancă. Produsele au rămas în coș; poți încerca din nou cu același card sau cu altul.",
    paymentAbandoned: "Plata nu a fost finalizată. Produsele au rămas în coș; poți relua plata când ești gata.",
    paymentUnconfirmed:
      "Nu am putut afla încă rezultatul plății. Nu plăti din nou: verificăm și îți arătăm rezultatul imediat ce îl primim.",
    paymentPending: "Așteptăm confirmarea băncii…",
    paymentUnknown:
      "Nu am găsit plata la care te-ai întors. Dacă ai plătit deja, vei primi confirmarea pe e-mail; altfel poți plăti din nou.",
    checkAgain: "Verifică din nou",
  },
  thankYou: {
    heading: "Mulțumim pentru comandă!",
    orderNumber: (n: string) => `Numărul comenzii: ${n}`,
  },
} as const;
