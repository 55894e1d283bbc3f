// The recharge form's texts (issue 15: recharge by card or voucher; SPEC §5 "Form validation with messages: not
// shown": the texts are ours). The field labels and the validators' messages are in billing.ts (the accessible names
// DESIGN.md fixes); here the panel, the confirmation, the outcomes, the back end's refusals (domain rechargeFailure.ts)
// and the return from the card page (domain rechargeReturn.ts). Part of the Romanian dictionary: one file per area.
import type { RechargeFailureKey } from "../../domain/billing/rechargeFailure";
import { roRechargeReturn } from "./rechargeReturn";

const cents = new Intl.NumberFormat("ro-RO", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rateDigits = new Intl.NumberFormat("ro-RO", { maximumFractionDigits: 4 });

/** "10,00 €", "49,75 lei", "4,975": the recharge's amounts with their cents, as the card page shows them. */
export const rechargeMoney = {
  euro: (n: number) => `${cents.format(n)} €`,
  lei: (n: number) => `${cents.format(n)} lei`,
  rate: (n: number) => rateDigits.format(n),
};

export const roRecharge = {
  heading: "Reîncarcă un număr",
  lead: "Reîncarcă numărul tău sau al altcuiva, cu cardul sau cu un voucher. Chitanța vine pe e-mail.",
  phoneHint: "Numărul tău e completat; poți scrie și alt număr Aria preplătit (un cadou).",
  amountHint: (min: string, max: string) => `În euro, între ${min} și ${max}. Plătești în lei, la cursul zilei.`,
  voucherHint: "Cele 16 cifre de pe cartela voucher; poți lăsa spațiile.",
  rate: (ron: string, rate: string) => `≈ ${ron} la cursul de azi ${rate}`,
  rateLoading: "Calculăm suma în lei…",
  rateFailed: "Nu am putut afla acum suma în lei; o vezi pe pagina de plată înainte să plătești.",
  sending: "Se trimite…",
  confirm: {
    title: "Confirmă reîncărcarea",
    text: (phone: string, eur: string, ron: string | null) =>
      ron
        ? `Reîncarci numărul ${phone} cu ${eur} (${ron}). Plătești cu cardul, pe pagina securizată a procesatorului de plăți.`
        : `Reîncarci numărul ${phone} cu ${eur}. Plătești în lei, la cursul zilei, cu cardul, pe pagina securizată a procesatorului de plăți.`,
    ok: "Confirmă",
    cancel: "Renunță",
    going: "Te ducem la pagina de plată…",
  },
  recharged: (phone: string, eur: string) => `Am reîncărcat numărul ${phone} cu ${eur}.`,
  failed: "Nu am putut face reîncărcarea.",
  failures: {
    voucherInvalid: "Codul voucherului nu e valid: are 16 cifre. Verifică-l pe cartelă.",
    voucherNotFound: "Nu găsim acest cod de voucher. Verifică cifrele de pe cartelă.",
    voucherAlreadyUsed: "Acest voucher a fost deja folosit.",
    voucherExpired: "Acest voucher a expirat.",
    voucherAttemptsExceeded: "Ai introdus prea multe coduri greșite. Din motive de siguranță, poți încerca din nou peste 15 minute.",
    numberUnknown: "Acest număr nu poate fi reîncărcat: nu e un număr Aria preplătit sau cu abonament hibrid.",
    phoneInvalid: "Introdu un număr de mobil din România, de 10 cifre, care începe cu 07.",
    emailInvalid: "Adresa de e-mail nu a fost acceptată. Verifică-o.",
    amountOutOfRange: "Suma nu a fost acceptată: poți reîncărca între 3 € și 100 €, cu cel mult două zecimale.",
    redirectNotAllowed: "Nu am putut deschide plata din această pagină. Reîncarcă pagina și încearcă din nou.",
  } satisfies Record<RechargeFailureKey, string>,
  returned: roRechargeReturn,
} as const;
