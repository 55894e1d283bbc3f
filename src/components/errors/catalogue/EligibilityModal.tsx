// SPEC §8 CART 400300, 400303 "eligibility modal": the shared dialog; the message says what the customer may do
// instead (another offer, or the helpline).
import React from "react";
import { ErrorDialog } from "./Modal";
import type { ShopErrorViewProps } from "./props";

export function EligibilityModal(props: ShopErrorViewProps): React.ReactElement {
  return <ErrorDialog {...props} />;
}
