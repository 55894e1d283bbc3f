// "Creează cont" (issue 26): the registration steps, their fields, messages and refusals.
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, type RegistrationMessageKey } from "../../domain/registration/details";
import type { RegistrationErrorKey } from "../../domain/registration/errors";
import { countOf } from "../plural";
import type { RegistrationOption, RegistrationStage } from "../../domain/registration/steps";

const seconds = (s: number) => countOf(s, { one: "secundă", many: "secunde" });

export const roRegistration = {
  title: "Creează cont",
  lead: "Cu un cont Aria îți vezi facturile, consumul și serviciile și cumperi mai repede din magazin. Durează trei pași.",
  progress: "Pașii înregistrării",
  stepOf: (n: number, total: number) => `Pasul ${n} din ${total}`,
  stages: {
    number: "Numărul tău",
    code: "Codul din SMS",
    details: "Datele contului",
  } satisfies Record<RegistrationStage, string>,
  stageDone: "făcut",
  number: {
    heading: "Numărul tău",
    legend: "Ești deja client Aria?",
    options: {
      EXISTING_NUMBER: {
        label: "Am un număr Aria",
        hint: "Ai un abonament sau o cartelă Aria: contul îți va arăta serviciile numărului.",
      },
      NEW_CUSTOMER: {
        label: "Sunt client nou",
        hint: "Ai un număr din altă rețea: îți faci contul acum și cumperi din magazin.",
      },
    } satisfies Record<RegistrationOption, { label: string; hint: string }>,
    phone: "Număr de telefon mobil",
    phoneHint: "Îți trimitem pe el un cod prin SMS. De exemplu 0722 123 456.",
    submit: "Trimite codul",
    sending: "Se trimite…",
  },
  code: {
    heading: "Codul din SMS",
    sent: (msisdn: string) => `Ți-am trimis un cod prin SMS la ${msisdn}. Codul este valabil 5 minute.`,
    code: "Codul din SMS",
    codeHint: "6 cifre. Îl poți lipi direct din mesaj.",
    confirm: "Confirmă codul",
    confirming: "Se verifică…",
    resend: "Retrimite codul",
    resending: "Se retrimite…",
    resendIn: (s: number) => `Poți cere un cod nou în ${seconds(s)}.`,
    resendNow: "Dacă nu a sosit codul, poți cere unul nou.",
    resent: "Ți-am trimis un cod nou.",
    changePhone: "Schimbă numărul",
  },
  details: {
    heading: "Datele contului",
    firstName: "Prenume",
    lastName: "Nume",
    nameHint: `Cel mult ${NAME_MAX} de caractere.`,
    email: "E-mail",
    emailHint: "Adresa de e-mail este și numele tău de utilizator când intri în cont.",
    password: "Parolă",
    passwordHint: `Între ${PASSWORD_MIN} și ${PASSWORD_MAX} de caractere, cu cel puțin o literă și o cifră. Nu folosi numărul de telefon sau adresa de e-mail.`,
    showPassword: "Arată parola",
    terms: "Accept termenii și condițiile contului Aria",
    termsSummary:
      "Pe scurt: folosim datele tale ca să îți administrezi contul și serviciile. Nu le folosim pentru marketing fără acordul tău, pe care îl dai sau îl retragi oricând din Contul meu.",
    submit: "Creează contul",
    submitting: "Se creează contul…",
    confirmTitle: "Creezi contul?",
    confirmText: (msisdn: string, email: string) =>
      `Creăm contul Aria pentru numărul ${msisdn}. Vei intra în cont cu adresa ${email} și parola aleasă.`,
    confirm: "Confirmă",
    cancel: "Renunță",
  },
  done: {
    heading: "Contul tău a fost creat",
    signingIn: "Te conectăm la contul tău…",
    signInFailed: "Contul tău există, dar nu te-am putut conecta acum. Intră în cont cu adresa de e-mail și parola alese.",
    signIn: "Intră în cont",
  },
  expired: "Înregistrarea începută a expirat. Începe din nou: îți trimitem un cod nou.",
  signInLink: "Intră în cont",
  /** Field messages (src/domain/registration/details.ts). */
  fields: {
    required: "Completează acest câmp.",
    optionRequired: "Alege una dintre variante.",
    invalidPhone: "Scrie un număr de mobil din România, de 10 cifre, care începe cu 07.",
    invalidCode: "Codul trebuie să aibă 6 cifre.",
    tooLong: "Textul este prea lung.",
    nameInvalid: "Folosește doar litere, spații, cratimă, apostrof sau punct.",
    namePlaceholder: "Scrie numele tău, nu cuvântul „nume” sau „prenume”.",
    emailInvalid: "Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.",
    passwordShort: `Parola trebuie să aibă cel puțin ${PASSWORD_MIN} caractere.`,
    passwordLong: `Parola poate avea cel mult ${PASSWORD_MAX} de caractere.`,
    passwordWeak: "Parola trebuie să conțină cel puțin o literă și o cifră.",
    passwordPersonal: "Parola nu poate conține numărul de telefon sau adresa de e-mail.",
    tocRequired: "Ca să creezi contul, trebuie să accepți termenii și condițiile.",
  } satisfies Record<RegistrationMessageKey, string>,
  /** Refusals of the gateway (src/domain/registration/errors.ts). */
  refusals: {
    accountExists: "Acest număr are deja un cont. Intră în cont cu utilizatorul și parola ta.",
    notOperatorNumber: "Acesta nu este un număr Aria. Dacă numărul tău este din altă rețea, alege „Sunt client nou”.",
    operatorNumber: "Acesta este un număr Aria. Alege „Am un număr Aria”, ca să îi vezi serviciile în cont.",
    emailTaken: "Există deja un cont cu această adresă de e-mail. Folosește altă adresă sau intră în cont.",
    tocRequired: "Ca să creezi contul, trebuie să accepți termenii și condițiile.",
    invalidDetails: "Unele date nu sunt corecte. Verifică mesajele de sub câmpuri.",
    resendTooSoon: "Ai cerut un cod de curând. Așteaptă puțin înainte să ceri altul.",
    expired: "Înregistrarea a expirat. Începe din nou: îți trimitem un cod nou.",
    wrongStep: "Acest pas era deja făcut. Începe din nou de la numărul de telefon.",
    cannotSendSms: "Nu putem trimite SMS la acest număr. Verifică numărul și încearcă din nou.",
    smsBlocked: "Prea multe coduri cerute pentru acest număr. Așteaptă 10 minute și încearcă din nou.",
    codeExpired: "Codul a expirat. Cere un cod nou.",
    wrongCode: "Codul nu este corect. Verifică SMS-ul și încearcă din nou.",
    tooManyAttempts: "Prea multe încercări nereușite. Din motive de siguranță, încearcă din nou peste 15 minute.",
    botcheck: "Nu am putut confirma că ești o persoană reală. Reîncarcă pagina și încearcă din nou.",
  } satisfies Record<RegistrationErrorKey, string>,
  /** What failed, before the catalogued message of the error class (ErrorRibbon). */
  failed: {
    start: "Nu am putut trimite codul.",
    resend: "Nu am putut retrimite codul.",
    code: "Nu am putut verifica codul.",
    account: "Nu am putut crea contul.",
    signIn: "Contul a fost creat, dar nu te-am putut conecta.",
  },
} as const;
