// SPEC §4 "Eligible flows list is reordered so the acquisition flow (ACQ) is last" (§7 "reads flows, sorts ACQ last").

/** The acquisition flow (SPEC §3 flow types). */
export const ACQUISITION_FLOW = "ACQ";

/** Keeps the string entries in their order, moving every ACQ to the end; anything that is not a list gives []. */
export function orderEligibleFlows(flows: unknown): string[] {
  if (!Array.isArray(flows)) return [];
  const names = flows.filter((f): f is string => typeof f === "string");
  return [...names.filter((f) => f !== ACQUISITION_FLOW), ...names.filter((f) => f === ACQUISITION_FLOW)];
}
