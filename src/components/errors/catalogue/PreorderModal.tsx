// SPEC §8 CART 400305 "preorder modal" and 400306 "preorder modal then cart redirect": the shared dialog; the row's
// close actions (cartRedirect for 400306) make the difference.
import React from "react";
import { ErrorDialog } from "./Modal";
import type { ShopErrorViewProps } from "./props";

export function PreorderModal(props: ShopErrorViewProps): React.ReactElement {
  return <ErrorDialog {...props} />;
}
