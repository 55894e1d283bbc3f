// The accessibility statement (/accesibilitate, issue 29): the law, the standard, what was tested and how, what is not
// accessible or not tested yet, and how to report a problem. Update `date` whenever what it says changes.
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.

interface Part {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

interface Section extends Part {
  /** Sub-sections, each under an h3. */
  parts?: readonly Part[];
}

export const roAccessibilityStatement = {
  title: "Declarație de accesibilitate",
  intro:
    "Aria Telecom S.A. vrea ca magazinul online și Contul meu să poată fi folosite de oricine, inclusiv de persoanele cu dizabilități. Această declarație spune ce am verificat, cum am verificat și ce nu este încă pe deplin accesibil.",
  dateLabel: "Data declarației:",
  date: "26 noiembrie 2026",
  dateIso: "2026-11-26",
  sections: [
    {
      heading: "Cadrul legal",
      paragraphs: [
        "Legea nr. 232/2022 transpune în România Actul european privind accesibilitatea (Directiva (UE) 2019/882). Din 28 iunie 2025 se aplică, printre altele, serviciilor de comunicații electronice și serviciilor de comerț electronic oferite consumatorilor, deci și acestui site.",
      ],
    },
    {
      heading: "Standardul urmărit",
      paragraphs: [
        "Ne raportăm la Ghidul de accesibilitate pentru conținutul web (WCAG) 2.2, nivelul AA, cerințe preluate de standardul european armonizat EN 301 549.",
        "Site-ul este parțial conform cu WCAG 2.2 nivelul AA: trec testele automate și parcursurile doar cu tastatura descrise mai jos, dar o parte din verificările manuale nu au fost făcute încă.",
      ],
    },
    {
      heading: "Ce am testat și cum",
      paragraphs: [
        "Testele rulează automat, într-un browser Chromium condus de Playwright, pe site-ul construit și pe un mediu de test cu conturi de încercare, la fiecare modificare a site-ului.",
      ],
      parts: [
        {
          heading: "Verificare automată cu axe-core",
          paragraphs: [
            "Folosim axe-core cu regulile marcate wcag2a, wcag2aa și wcag22aa (inclusiv dimensiunea minimă a țintelor de atingere) și cerem zero încălcări. Axe-core acoperă automat doar o parte din criteriile WCAG 2.2 A/AA (aproximativ 20 din 55), de aceea completăm cu testele de mai jos. Am verificat:",
          ],
          items: [
            "fiecare pagină a magazinului, pentru persoane fizice și pentru business (paginile de produs și de țară prin sondaj), la prima vizită, cu bannerul pentru cookie-uri afișat;",
            "fiecare pagină din Contul meu, pentru fiecare tip de cont de test care are acces la ea;",
            "coșul de cumpărături;",
            "pașii comenzii, inclusiv cu mesajele de eroare afișate;",
            "ferestrele de dialog și mesajele de eroare deschise;",
            "lista de sugestii deschisă la alegerea adresei;",
            "bannerul pentru cookie-uri.",
          ],
        },
        {
          heading: "Parcursuri doar cu tastatura",
          paragraphs: [
            "Am parcurs cu tastatura, fără mouse, următoarele drumuri, verificând că elementul focalizat se vede, că focalizarea nu rămâne blocată, că tasta Escape închide ferestrele suprapuse și că focalizarea revine pe butonul care le-a deschis:",
          ],
          items: [
            "de la pagina unui produs la coș, apoi prin pașii comenzii până la pagina de autentificare 3-D Secure a plății;",
            "intrarea în cont;",
            "blocarea cartelei SIM, împreună cu confirmarea ei;",
            "alegerea adresei pas cu pas (județ, localitate, stradă, număr);",
            "bannerul pentru cookie-uri și setările lui.",
          ],
        },
        {
          heading: "Navigarea între pagini",
          paragraphs: [
            "După fiecare trecere la o altă pagină a site-ului, focalizarea se mută pe titlul noii pagini, iar pagina este anunțată în limba română cititoarelor de ecran.",
          ],
        },
      ],
    },
    {
      heading: "Ce nu este încă pe deplin accesibil sau nu a fost testat",
      paragraphs: ["Spunem deschis ce nu am făcut încă. Sunt planificate, dar nu au fost făcute până la data acestei declarații:"],
      items: [
        "verificări manuale cu cititoare de ecran (NVDA, JAWS, VoiceOver) ale parcursurilor principale;",
        "verificarea manuală a paginilor mărite la 200% și la 400% și afișate pe o lățime de 320 de pixeli (automat verificăm doar că paginile statice nu derulează pe orizontală la 375, 768 și 1280 de pixeli);",
        "verificarea în modul de culori forțate (contrast ridicat în Windows);",
        "accesibilitatea facturilor în format PDF.",
      ],
    },
  ] satisfies readonly Section[],
  report: {
    heading: "Semnalează o problemă",
    before: "Dacă întâmpini o dificultate pe site sau ai nevoie de o informație într-un alt format, scrie-ne la ",
    email: "accesibilitate@aria.ro",
    after: ". Spune-ne pagina, ce încercai să faci și ce tehnologie de asistare folosești, dacă folosești una.",
    complaint:
      "Dacă nu ești mulțumit de răspunsul nostru, poți depune o plângere la autoritatea de supraveghere a pieței desemnată prin Legea nr. 232/2022.",
  },
} as const;
