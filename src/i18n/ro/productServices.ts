// The texts the self-care products pages share (issue 16): the line, the confirmation, order states and refusals.
// Each page's own texts are in its file (offers.ts, roamingPanel.ts, plan.ts, costControl.ts), so a page loads only its own.
import type { OrderDisplayState } from "../../domain/offers/orderStates";
import type { OrderRefusal } from "../../domain/offers/orderRefusals";

export const roProductServices = {
  line: "Număr de telefon",
  noLine: "Contul tău nu are un număr de telefon mobil pentru această pagină.",
  confirm: "Confirmă",
  cancel: "Renunță",
  sending: "Se trimite…",
  perMonth: "/lună",
  orderStates: {
    pending: "În lucru",
    completed: "Finalizată",
    failed: "Eșuată",
    cancelled: "Anulată",
    unknown: "În verificare",
  } satisfies Record<OrderDisplayState, string>,
  orderActions: { add: "Activare", delete: "Dezactivare", activate: "Activare roaming", deactivate: "Dezactivare roaming" } as Record<
    string,
    string
  >,
  refusals: {
    alreadyActive: "Opțiunea este deja activă pe acest număr.",
    notActive: "Opțiunea nu mai este activă pe acest număr.",
    orderPending: "Există deja o comandă în lucru pentru această opțiune. Așteaptă finalizarea ei.",
    insufficientCredit: "Creditul nu ajunge pentru această ofertă. Reîncarcă și încearcă din nou.",
    notEligible: "Oferta nu poate fi activată pe acest număr.",
    offeringNotFound: "Oferta nu mai este disponibilă.",
    orderLimit: "Ai trimis prea multe comenzi azi pentru acest număr. Încearcă mâine.",
    notAllowed: "Contul tău nu poate face această schimbare pe acest număr.",
  } satisfies Record<OrderRefusal, string>,
} as const;
