// The e-bill panel's texts (issue 15: e-bill subscription with an address verified by a code, document format; SPEC §3
// "E-bill subscription", "Document format"; §5; §7 "E-bill subscription and e-mail"). Confirmation dialogs use
// "Confirmă" / "Renunță" (DESIGN.md "every change asks for confirmation"). Part of the Romanian dictionary.
import type { DocumentFormatChangeKey, DocumentFormatName } from "../../domain/billing/documentFormatChoice";
import type { BillingMessageKey } from "../../domain/billing/messages";
import { EMAIL_MAX } from "../../domain/billing/limits";
import { EMAIL_CODE_LENGTH } from "../../domain/billing/ebillVerification";

const emailErrors: Partial<Record<BillingMessageKey, string>> = {
  required: "Completează adresa de e-mail la care vrei să primești factura.",
  tooLong: `Adresa de e-mail are cel mult ${EMAIL_MAX} de caractere.`,
  emailInvalid: "Introdu o adresă de e-mail validă (ex.: nume@exemplu.ro).",
};

export const roEbill = {
  heading: "Factura electronică",
  lead: "Primești factura lunară pe e-mail, la o adresă pe care o confirmi cu un cod.",
  confirm: "Confirmă",
  cancel: "Renunță",
  subscription: {
    heading: "Abonarea la factura electronică",
    loading: "Se încarcă abonarea la factura electronică…",
    error: "Nu am putut încărca abonarea la factura electronică.",
    subscribed: (email: string) => `Primești factura electronică la ${email}.`,
    notSubscribed: "Nu ești abonat la factura electronică.",
    storedAddress: (email: string) => `Adresa salvată: ${email}.`,
    verified: "Adresă verificată",
    notVerified: "Adresă neverificată",
    emailLabel: "E-mail pentru factura electronică",
    emailErrors,
    emailErrorFallback: "Verifică adresa de e-mail.",
    sendCode: "Trimite codul",
    sendingCode: "Se trimite codul…",
    sendCodeError: "Nu am putut trimite codul de verificare.",
    tooManyCodes: "Ai cerut prea multe coduri pentru această adresă. Încearcă din nou peste 10 minute.",
    codeSent: (email: string) => `Am trimis un cod de verificare la ${email}. Codul este valabil 5 minute.`,
    codeLabel: "Cod de verificare",
    codeHint: `Codul are ${EMAIL_CODE_LENGTH} cifre și l-ai primit pe e-mail.`,
    codeErrors: {
      codeRequired: "Introdu codul de verificare primit pe e-mail.",
      codeInvalid: `Codul de verificare are ${EMAIL_CODE_LENGTH} cifre.`,
    },
    codeWrong: "Codul nu este corect sau a expirat. Verifică-l sau cere un cod nou.",
    verify: "Verifică",
    verifying: "Se verifică…",
    verifyError: "Nu am putut verifica codul.",
    verifiedNow: (email: string) => `Adresa ${email} este verificată.`,
    activate: "Activează factura electronică",
    activating: "Se activează…",
    activateTitle: "Activezi factura electronică?",
    activateText: (email: string) => `Vei primi factura lunară pe e-mail, la ${email}.`,
    activateError: "Nu am putut activa factura electronică.",
    activated: (email: string) => `Factura electronică este activă. O vei primi la ${email}.`,
    deactivate: "Dezactivează factura electronică",
    deactivating: "Se dezactivează…",
    deactivateTitle: "Dezactivezi factura electronică?",
    deactivateText: (email: string) => `Nu vei mai primi factura pe e-mail la ${email}.`,
    deactivateError: "Nu am putut dezactiva factura electronică.",
    deactivated: "Factura electronică a fost dezactivată.",
    changeAddress: "Schimbă adresa",
    notVerifiedError: "Adresa nu a fost verificată. Cere un cod de verificare și introdu-l mai jos.",
  },
  format: {
    heading: "Formatul facturii",
    loading: "Se încarcă formatul facturii…",
    error: "Nu am putut încărca formatul facturii.",
    legend: "Format document",
    current: (label: string) => `Formatul actual: ${label}.`,
    unknown: "Nu avem un format ales pentru acest cont.",
    options: {
      EBILL: "Electronic (pe e-mail)",
      PAPER: "Pe hârtie (prin poștă)",
    } satisfies Record<DocumentFormatName, string>,
    notAllowed: "Formatul facturii nu poate fi schimbat pentru acest cont. Pentru detalii, contactează serviciul clienți.",
    save: "Salvează formatul",
    saving: "Se salvează…",
    saveTitle: "Schimbi formatul facturii?",
    saveText: (label: string) => `Factura va fi emisă în formatul: ${label}.`,
    saveError: "Nu am putut salva formatul facturii.",
    saved: (label: string) => `Am salvat formatul facturii: ${label}.`,
    changeErrors: {
      formatRequired: "Alege un format.",
      formatNotAllowed: "Formatul facturii nu poate fi schimbat pentru acest cont.",
      formatUnchanged: "Acesta este deja formatul facturii tale.",
    } satisfies Record<DocumentFormatChangeKey, string>,
  },
  noAccount: "Nu am găsit un cont de facturare pentru acest profil.",
};
