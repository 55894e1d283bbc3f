// Where the guards' "open in a new tab" pages live (SPEC §2 abonament: the legacy cost-control page).
import { LEGACY_COST_CONTROL_URL } from "../../config/endpoints";
import type { ExternalPage } from "../../domain/guards/table";

export const EXTERNAL_PAGES: Readonly<Record<ExternalPage, string>> = {
  legacyCostControl: LEGACY_COST_CONTROL_URL,
};

/** History state a guard leaves for the page it redirected to. */
export interface GuardNoticeState {
  openedExternal?: ExternalPage;
}

export function guardNoticeOf(state: unknown): ExternalPage | null {
  const value = state !== null && typeof state === "object" ? (state as GuardNoticeState).openedExternal : undefined;
  return value && value in EXTERNAL_PAGES ? value : null;
}
