// The payment requests panel's texts (issue 15; SPEC §7 "Bills and payments": paymentConfirmation and paymentAgreement
// with checkEligibility). The reasons a request is refused come from the back end in Romanian and are shown as they
// are. Confirmation dialogs use "Confirmă" / "Renunță" (DESIGN.md). Part of the Romanian dictionary.
import type { AgreementDateKey } from "../../domain/billing/agreementDate";

export const roPaymentRequests = {
  heading: "Ai plătit deja sau ai nevoie de mai mult timp?",
  lead: "Spune-ne dacă ai plătit factura curentă în altă parte sau până când o vei plăti.",
  confirm: "Confirmă",
  cancel: "Renunță",
  noAccount: "Nu am găsit un cont de facturare pentru acest profil.",
  bill: (billNo: string, amount: string, due: string) =>
    `${billNo ? `Factura ${billNo}` : "Factura curentă"}${amount ? ` de ${amount}` : ""}${due ? `, scadentă pe ${due}` : ""}.`,
  notEligibleFallback: "Această opțiune nu este disponibilă acum pentru factura curentă.",
  confirmation: {
    heading: "Ai plătit factura în altă parte?",
    loading: "Se verifică dacă poți confirma plata…",
    error: "Nu am putut verifica dacă poți confirma plata.",
    text: "Dacă ai plătit prin transfer bancar sau într-un magazin, anunță-ne ca să nu mai primești notificări până ajung banii.",
    action: "Confirmă plata",
    sending: "Se trimite…",
    dialogTitle: "Confirmi că ai plătit factura curentă?",
    dialogText: "Confirmă doar dacă ai plătit deja. Notificările de plată se opresc cât timp banii sunt în drum spre noi.",
    failed: "Nu am putut înregistra confirmarea plății.",
    done: (billNo: string) => `Am înregistrat confirmarea plății${billNo ? ` facturii ${billNo}` : ""}. Îți mulțumim!`,
    repeated: "Confirmarea plății era deja înregistrată.",
  },
  agreement: {
    heading: "Ai nevoie de mai mult timp?",
    loading: "Se verifică dacă poți face o promisiune de plată…",
    error: "Nu am putut verifica dacă poți face o promisiune de plată.",
    text: "Alege ziua până la care vei plăti factura curentă.",
    dateLabel: "Data plății",
    range: (min: string, max: string) => `Poți alege o zi între ${min} și ${max}.`,
    noDays: "Nu mai poți alege o zi pentru promisiunea de plată.",
    action: "Promisiune de plată",
    sending: "Se trimite…",
    dialogTitle: "Trimiți promisiunea de plată?",
    dialogText: (date: string) => `Te angajezi să plătești factura curentă până pe ${date}.`,
    failed: "Nu am putut înregistra promisiunea de plată.",
    done: (date: string) => `Am înregistrat promisiunea de plată: vei plăti factura până pe ${date}.`,
    repeated: (date: string) => `Aveai deja o promisiune de plată până pe ${date}.`,
    dateErrors: {
      required: "Alege data plății.",
      dateInvalid: "Introdu o dată validă (zi, lună, an).",
      dateOutOfRange: "Data aleasă nu este în intervalul permis.",
    } satisfies Record<AgreementDateKey, string>,
  },
};
