// Why the current (donor) operator may refuse a port (issue 28; ANCOM facts a2, a3 in
// ../shared/reference/porting-address-consent-a11y.md): ONLY a wrongly filled request, identification data that does
// not match the number, or a number the donor no longer serves. Debts, a running contract or a suspended service are
// not reasons, so there is no code for them. Each reason has the plain Romanian text and how to fix it.

export const DONOR_REFUSALS = {
  requestIncomplete: {
    title: "Cererea de portare nu a fost completată corect",
    message: "Operatorul actual a respins cererea pentru că datele ei nu corespund cu cele din evidența sa.",
    howToFix: "Verifică numărul, operatorul actual și tipul abonamentului (cartelă sau abonament), apoi trimite din nou cererea.",
  },
  identityMismatch: {
    title: "Datele de identificare nu corespund numărului",
    message: "Operatorul actual a respins cererea pentru că datele de identificare nu corespund titularului numărului.",
    howToFix:
      "Verifică seria cartelei SIM (ICCID) sau codul de client de pe factură; cererea trebuie făcută cu datele titularului numărului. Apoi trimite din nou cererea.",
  },
  numberNotInService: {
    title: "Numărul nu mai este activ la operatorul actual",
    message: "Operatorul actual a respins cererea pentru că nu mai furnizează servicii pe acest număr.",
    howToFix: "Doar un număr activ poate fi portat: contactează operatorul actual ca să reactivezi numărul, apoi trimite din nou cererea.",
  },
} as const;

export type DonorRefusal = keyof typeof DONOR_REFUSALS;

export const DONOR_REFUSAL_CODES = Object.keys(DONOR_REFUSALS) as DonorRefusal[];
