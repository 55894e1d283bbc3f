// Back from the provider's card page after a recharge (domain rechargeReturn.ts): the notice per outcome. Apart from
// the recharge form's texts (recharge.ts) so the pages the customer lands on (bills, summary) do not load those.
// Part of the Romanian dictionary (src/i18n/ro/): one file per area.
import type { RechargeReturn } from "../../domain/billing/rechargeReturn";

export const roRechargeReturn = {
  recharged: "Plata a fost primită: reîncărcarea a fost făcută. Creditul apare în cont în câteva momente.",
  declined: "Plata nu a fost aprobată de bancă, numărul nu a fost reîncărcat. Poți încerca din nou cu același card sau cu altul.",
  canceled: "Plata a fost anulată, numărul nu a fost reîncărcat.",
  unknown: "Nu am putut afla rezultatul reîncărcării. Dacă ai plătit, creditul apare în cont în câteva minute.",
} satisfies Record<RechargeReturn["kind"], string>;
