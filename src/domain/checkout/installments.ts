// SPEC §4 "Installments are sent only when the chosen count is above 1 and more than one option exists."

/** The counts the payment step lets the customer ask for (the card decides which it allows: installmentsToSend). */
export const INSTALLMENT_CHOICES = [1, 3, 6, 12] as const;

/**
 * The installment counts a card offers (card info), as the payment step lists them: whole numbers of at least 1,
 * each once, ascending. Anything else the card info carries is dropped.
 */
export function installmentOptions(offered: readonly unknown[] | null | undefined): number[] {
  const counts = (offered ?? []).map((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v));
  const whole = counts.filter((n): n is number => typeof n === "number" && Number.isInteger(n) && n >= 1);
  return [...new Set(whole)].sort((a, b) => a - b);
}

/**
 * SPEC §4: the number of installments the payment carries, or null when none is sent: only a count above 1, only
 * when the card offers more than one option, and only a count the card offers (a count it does not offer, left from
 * an earlier card, is not sent; the customer then pays at once and the payment step asks again).
 */
export function installmentsToSend(chosen: number | null | undefined, offered: readonly unknown[] | null | undefined): number | null {
  const options = installmentOptions(offered);
  if (chosen === null || chosen === undefined || !Number.isInteger(chosen) || chosen <= 1) return null;
  if (options.length <= 1) return null;
  return options.includes(chosen) ? chosen : null;
}

/**
 * SPEC §4 seen from the customer: they asked for a count above 1 that this card does not allow, so nothing would be
 * sent and the card would be charged in full. The review step says so and waits for a new "Plătește".
 */
export function installmentsRefused(chosen: number | null | undefined, offered: readonly unknown[] | null | undefined): boolean {
  return typeof chosen === "number" && Number.isInteger(chosen) && chosen > 1 && installmentsToSend(chosen, offered) === null;
}
