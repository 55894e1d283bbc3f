// Texts of abonament, the plan page (issue 16).

export const roPlan = {
  heading: "Planul tău",
  loading: "Se încarcă abonamentul…",
  error: "Nu am putut încărca abonamentul.",
  none: "Nu am găsit un abonament activ pe acest număr.",
  price: "Preț",
  renewal: "Următoarea reînnoire",
  commitment: "Perioada contractuală se încheie",
  since: "Activ din",
  options: "Opțiuni incluse",
  manageOptions: "Gestionează opțiunile",
  legacyCostControl: "Controlul costurilor pentru acest cont se face în pagina dedicată.",
} as const;
