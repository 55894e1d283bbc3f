// Texts of bonusuri-si-optiuni and oferte (issue 16); the shared order texts are in productServices.ts.

export const roOffers = {
  lead: {
    postpaid: "Adaugă opțiuni la abonamentul tău. Costul apare pe factura următoare.",
    prepaid: "Activează oferte pentru cartela ta. Costul se scade din credit la activare.",
  },
  active: "Opțiuni active",
  activeEmpty: "Nu ai nicio opțiune activă pe acest număr.",
  activeLoading: "Se încarcă opțiunile active…",
  activeError: "Nu am putut încărca opțiunile active.",
  available: "Disponibile pentru tine",
  availableLoading: "Se încarcă ofertele…",
  availableError: "Nu am putut încărca ofertele.",
  availableEmpty: "Nu ai alte oferte disponibile acum.",
  kinds: { NEXT_BEST_ACTION: "Recomandate pentru tine", Bonus: "Bonusuri", International: "Internațional", Roaming: "Roaming" },
  pending: "Comenzi în curs",
  pendingError: "Nu am putut verifica comenzile în curs.",
  activate: "Activează",
  deactivate: "Dezactivează",
  inProgress: "Comandă în curs",
  price: (amount: string, recurring: boolean) => (recurring ? `${amount}/lună` : amount),
  allowance: (allowance: string, validity: string) => [allowance, validity].filter(Boolean).join(", "),
  confirmAdd: {
    title: "Activezi opțiunea?",
    text: (name: string, price: string, line: string) => `Activezi „${name}” (${price}) pe numărul ${line}.`,
  },
  confirmRemove: {
    title: "Dezactivezi opțiunea?",
    text: (name: string, line: string) => `Dezactivezi „${name}” de pe numărul ${line}. Beneficiile ei se opresc la finalizarea comenzii.`,
  },
  sent: (name: string) => `Comanda pentru „${name}” a fost înregistrată. O vezi mai jos până se finalizează.`,
  done: "Comanda s-a finalizat.",
  failed: "Nu am putut trimite comanda.",
  since: (date: string) => `activă din ${date}`,
} as const;
