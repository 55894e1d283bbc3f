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
    nothingDue: "Nu ai nimic de plătit acum: abonamentul se plătește lunar, pe factură.",
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
    lead: "Am primit comanda ta. Îți trimitem confirmarea și pe e-mail.",
    ordered: "Ce ai comandat",
    loading: "Se încarcă detaliile comenzii…",
    unavailable: "Detaliile comenzii nu pot fi afișate acum; le găsești în contul tău, la Comenzi.",
    upfront: "Plătit acum / la livrare",
    monthly: "Lunar",
    quantity: (n: number) => `× ${n}`,
    nextTitle: "Ce urmează",
    next: [
      "Verificăm comanda și te contactăm dacă avem nevoie de alte informații.",
      "Produsele livrate prin curier ajung în 2–5 zile lucrătoare; curierul te sună înainte.",
      "Serviciile noi se activează după semnarea contractului, la livrare sau la instalare.",
    ],
    backToShop: "Înapoi la magazin",
    none: "Nu avem o comandă de arătat pe această pagină.",
  },
  screen: {
    loading: "Se încarcă comanda…",
    emptyCart: "Coșul tău este gol",
    emptyLead: "Adaugă produse în coș pentru a finaliza o comandă.",
    backToShop: "Înapoi la magazin",
    backToCart: "Înapoi la coș",
    progress: "Pașii comenzii",
    stepDone: "finalizat",
    edit: (step: string) => `Modifică: ${step}`,
    fieldsNote: "Toate câmpurile sunt obligatorii.",
    cnpHint: "13 cifre. Din motive de siguranță, CNP-ul nu se păstrează dacă reîncarci pagina.",
    phoneHint: "Ex.: 0722 123 456",
    companyTitle: "Datele firmei",
    personTitle: "Datele titularului",
    rolePlaceholder: "Alege calitatea",
    shippingLead: "Unde livrăm produsele comandate?",
    documentsLead:
      "Pentru comenzile firmelor avem nevoie de o copie a actului de identitate și a certificatului de înregistrare. Formate acceptate: JPG, PNG sau PDF, cel mult 5 MB.",
    uploading: "Se încarcă documentul…",
    uploaded: (name: string) => `Încărcat: ${name}`,
    uploadedDone: "Încărcat",
    methodLegend: "Cum plătești",
    installmentsHint: "Plata în rate este disponibilă doar pentru unele carduri; o confirmăm când introduci cardul.",
    cardFrameTitle: "Datele cardului",
    cardLead: "Datele cardului se introduc în formularul securizat al procesatorului de plăți; nu ajung la noi.",
    cardChecking: "Se verifică cardul…",
    cardRefused: "Verifică datele cardului din formular.",
    cardLoading: "Se încarcă formularul cardului…",
    paying: "Se trimite plata…",
    redirecting: "Te ducem la pagina băncii pentru confirmare…",
    submitting: "Se trimite comanda…",
    installmentsNotOffered: (n: number, card: string) =>
      `Cardul ${card} nu permite plata în ${n} rate. Apasă din nou „Plătește” pentru plata integrală sau folosește alt card.`,
    installmentsChosen: (n: number) => `Plată în ${n} rate`,
    blocked: "O plată pentru această comandă este deja în curs. Așteaptă rezultatul înainte să încerci din nou.",
    reviewItems: "Produse",
    contractSummary: "Date contract",
    shippingSummary: "Livrare",
    paymentSummary: "Plată",
    contractAddress: "La adresa din contract",
    totals: "Total",
    upfront: "De plată acum",
    monthly: "Lunar",
  },
} as const;
