// The way into "Creează cont" from /login (DESIGN.md: "Creează cont" on /login). Apart from registration.ts so the
// sign-in page carries only these words. Part of the Romanian dictionary (src/i18n/ro/).
export const roRegistrationEntry = {
  heading: "Nu ai cont?",
  lead: "Îți faci unul în câteva minute, cu numărul tău de telefon.",
  link: "Creează cont",
} as const;
