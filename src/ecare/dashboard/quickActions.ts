// The dashboard's shortcuts. Every candidate is listed; the route guards (through canVisit) decide which the
// signed-in identity sees, so the dashboard never links to a page that would redirect it back.
import { PATHS } from "../../domain/guards/paths";
import { roDashboard } from "../../i18n/ro/ecare";

export interface QuickAction {
  label: string;
  to: string;
}

const t = roDashboard.quickActions;

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: t.bills, to: PATHS.bills },
  { label: t.plan, to: PATHS.subscription },
  { label: t.bonuses, to: PATHS.bonuses },
  { label: t.offers, to: PATHS.offers },
  { label: t.topUps, to: PATHS.topUpHistory },
  { label: t.roaming, to: PATHS.roaming },
  // A stolen phone: the block is one click from the first page (issue 26).
  { label: t.simBlock, to: PATHS.simCard },
  { label: t.personalData, to: PATHS.personalData },
  { label: t.assurance, to: PATHS.assurance },
];

/** The candidates the identity may open, in the listed order. */
export function visibleQuickActions(canVisit: (path: string) => boolean, actions: readonly QuickAction[] = QUICK_ACTIONS): QuickAction[] {
  return actions.filter((a) => canVisit(a.to));
}
