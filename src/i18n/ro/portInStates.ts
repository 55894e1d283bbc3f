// A port-in order's state and date in Romanian: shared by the journey's confirmation (portIn.ts) and self-care's
// orders page, which loads none of the journey's texts.
import type { PortInOrderState } from "../../domain/portIn/answers";

const MONTHS = [
  "ianuarie",
  "februarie",
  "martie",
  "aprilie",
  "mai",
  "iunie",
  "iulie",
  "august",
  "septembrie",
  "octombrie",
  "noiembrie",
  "decembrie",
];

/** "2026-03-05" → "5 martie 2026". */
export const dayText = (day: string): string => {
  const [y, m, d] = day.split("-").map(Number);
  return y && m && d ? `${d} ${MONTHS[m - 1]} ${y}` : day;
};

export const portInStateTexts = {
  acknowledged: "Cerere trimisă: așteptăm răspunsul operatorului actual",
  inProgress: "Acceptată: portarea este programată",
  completed: "Finalizată: numărul tău este acum în rețeaua noastră",
  rejected: "Respinsă de operatorul actual",
  cancelled: "Anulată la cererea ta",
} satisfies Record<PortInOrderState, string>;

/** Self-care's orders page: the card of the customer's port-ins. */
export const roPortInOrders = {
  heading: "Portările tale",
  loading: "Se încarcă portările…",
  error: "Nu am putut încărca portările.",
  number: (msisdn: string) => `Numărul ${msisdn}`,
  portingDate: (day: string) => `Data portării: ${dayText(day)}`,
  howToFix: "Ce poți face",
};

/** "Anulează portarea" (ANCOM a7), on the confirmation and the orders page alike. */
export const roPortInCancel = {
  action: "Anulează portarea",
  title: "Anulezi portarea?",
  text: (msisdn: string) =>
    `Anulăm portarea numărului ${msisdn}. O portare anulată nu mai poate fi reluată: dacă te răzgândești, trimiți o cerere nouă.`,
  confirm: "Confirmă",
  cancel: "Renunță",
  busy: "Se anulează…",
  done: "Portarea a fost anulată.",
  failed: "Nu am putut anula portarea.",
  tooLate: "Portarea nu mai poate fi anulată: au rămas mai puțin de 24 de ore până la portare.",
};
