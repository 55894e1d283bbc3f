// The cookie-consent banner's texts (issue 29; DESIGN.md: "Accept toate", "Refuz", "Setări"; footer "Setări cookie-uri").
export const roConsent = {
  title: "Cookie-uri",
  body:
    "Folosim cookie-uri strict necesare, fără de care site-ul nu funcționează. Doar cu acordul tău folosim și cookie-uri " +
    "de analiză, ca să înțelegem cum este folosit site-ul, și de marketing. Poți schimba oricând alegerea din „Setări " +
    "cookie-uri”, în subsolul paginii.",
  acceptAll: "Accept toate",
  refuse: "Refuz",
  settings: "Setări",
  legend: "Alege ce cookie-uri accepți",
  necessary: "Strict necesare",
  necessaryHint: "Coșul, autentificarea și securitatea. Sunt mereu active.",
  analytics: "Analiză",
  analyticsHint: "Ce pagini sunt vizitate și ce butoane sunt folosite, fără date care te identifică direct.",
  marketing: "Marketing",
  marketingHint: "Măsurarea campaniilor noastre de publicitate.",
  save: "Salvează alegerile",
  reopen: "Setări cookie-uri",
} as const;
