// The shop's actions for existing customers (issue 28): renewal (flow RET) and a new line on the same account (flow
// MFP), shown to a signed-in customer eligible for them (src/domain/shop/offerFlow.ts).
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
export const roOfferFlows = {
  /** Accessible names of the actions (docs/decisions.md "Existing customers: action names"). */
  action: { RET: "Reînnoiește", MFP: "Adaugă o linie" },
  /** The group around them: who they are for. */
  group: "Oferte pentru contul tău",
  adding: "Se adaugă în coș…",
  added: {
    RET: (name: string, line: string) => `Am adăugat ${name} în coș, ca reînnoire pentru ${line}.`,
    MFP: (name: string) => `Am adăugat ${name} în coș, ca linie nouă pe contul tău.`,
  },
  /** The line a renewal is for, as the status says it. */
  yourLine: "numărul tău",
  notAdded: "Nu am putut adăuga oferta. Verifică conexiunea și încearcă din nou.",
} as const;
