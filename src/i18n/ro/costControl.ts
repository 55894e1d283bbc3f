// Texts of the cost-control limits (issue 16).
import type { CostControlErrors } from "../../domain/costControl/costControl";

type Keys<T> = { [K in NonNullable<T[keyof T]> & string]: string };

export const roCostControl = {
  heading: "Limite de cost",
  lead: "Stabilește cât poți cheltui lunar din credit și ce servicii sunt blocate.",
  loading: "Se încarcă setările…",
  error: "Nu am putut încărca setările de cost.",
  limit: "Limită lunară (€)",
  limitHint: "Între 5 și 300 €, sume întregi. Lasă gol pentru fără limită.",
  threshold: "Avertizare prin SMS la",
  thresholdOption: (p: number) => `${p}% din limită`,
  blockPremium: "Blochează numerele cu tarif special (0900, SMS premium)",
  blockRoamingData: "Blochează internetul în roaming",
  spent: (amount: string) => `Cheltuit luna aceasta: ${amount}`,
  noLimit: "fără limită",
  save: "Salvează",
  confirmTitle: "Salvezi setările?",
  confirmText: (limit: string, threshold: number) => `Limita lunară devine ${limit}, cu avertizare la ${threshold}%.`,
  saved: "Setările au fost salvate.",
  saveError: "Nu am putut salva setările.",
  errors: {
    limitNotWhole: "Scrie o sumă întreagă în euro, de exemplu 20.",
    limitRange: "Limita trebuie să fie între 5 și 300 €.",
    thresholdUnknown: "Alege un prag din listă.",
  } satisfies Keys<CostControlErrors>,
} as const;
