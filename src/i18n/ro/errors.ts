// What a failure means to the user, by error class (SPEC §8).
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.

/** What a failure means to the user, by error class (src/domain/errors/errorClasses.ts); SPEC §8 default: generic. */
export const roErrors = {
  general: {
    network: "Nu am putut contacta serviciul. Verifică conexiunea la internet și încearcă din nou.",
    timeout: "Serviciul răspunde greu acum. Încearcă din nou în câteva momente.",
    unavailable: "Serviciul nu răspunde acum. Încearcă din nou în câteva momente.",
    tooManyRequests: "Sunt prea multe cereri în acest moment. Încearcă din nou peste un minut.",
    sessionExpired: "Sesiunea ta a expirat. Intră din nou în cont.",
    forbidden: "Contul cu care ești conectat nu are acces la aceste informații.",
    notFound: "Nu am găsit aceste informații.",
    generic: "A apărut o eroare neașteptată. Încearcă din nou în câteva momente.",
  },
  retry: "Încearcă din nou",
  support: (id: string) => `Cod pentru asistență: ${id}`,
  /** An error boundary's message: a part of the page could not be shown. */
  section: "Această parte a paginii nu a putut fi afișată.",
} as const;
