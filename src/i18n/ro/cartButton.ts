// The texts of the "Adaugă în coș" button and its status line, in a file of their own: they are part of every shop
// page, while the cart page's texts (cart.ts) load only with the cart.
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
export const roCart = {
  /** DESIGN.md accessible name. */
  add: "Adaugă în coș",
  adding: "Se adaugă în coș…",
  added: (name: string) => `Am adăugat ${name} în coș.`,
  /** The add's code could not load (offline): nothing was sent. */
  notAdded: "Nu am putut adăuga produsul. Verifică conexiunea și încearcă din nou.",
} as const;
