// What the static address check (AddressCheckSlot) and its loaded code (AddressCheck) share: the fields' ids, so the
// focus and the text typed move over to the same field, and the props the loaded code takes.
import type { ProductSummary } from "../../../domain/shop/model";

export const fieldId = (level: string): string => `address-check-${level}`;
export const USAGE_ID = "address-check-usage";

/** What was typed in the county field, and whether it had the focus, when the code arrived. */
export interface AddressHandoff {
  text: string;
  focused: boolean;
}

/**
 * Reads the handoff from the page's own field. The loaded check calls it while it first renders: the page's field is
 * still in the document then and the swap is committed in the same task, so no key typed in between is lost.
 */
export type ReadHandoff = () => AddressHandoff;

export interface AddressCheckProps {
  /** The page's fixed offers, each marked available or not at the checked address. */
  offers: ProductSummary[];
  handoff: ReadHandoff;
}
