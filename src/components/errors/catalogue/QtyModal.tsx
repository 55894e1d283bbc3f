// SPEC §8 CART 400202, 400301 "quantity modal offer not available": the shared dialog; the customer changes the
// quantity in the cart (field "Cantitate") after closing it, so nothing else is offered here.
import React from "react";
import { ErrorDialog } from "./Modal";
import type { ShopErrorViewProps } from "./props";

export function QtyModal(props: ShopErrorViewProps): React.ReactElement {
  return <ErrorDialog {...props} />;
}
