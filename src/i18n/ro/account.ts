// The header's account button. Its own file: the header loads it on every page a signed-in visitor opens, while the
// sign-in texts (signIn.ts) load only with the sign-in screens (bench/budgets.json, "/ as postpaid.owner").
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
export const roAccount = {
  signOut: "Ieși din cont",
  signingOut: "Se închide sesiunea…",
} as const;
