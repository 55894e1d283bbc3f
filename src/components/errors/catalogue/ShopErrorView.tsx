// SPEC §8: the view of a ShopError by its display variant (SPEC §4); a silent row shows nothing.
import React from "react";
import { EbuOrCbu } from "./EbuOrCbu";
import { EligibilityModal } from "./EligibilityModal";
import { Modal } from "./Modal";
import { PreorderModal } from "./PreorderModal";
import { QtyModal } from "./QtyModal";
import { RetryProduct } from "./RetryProduct";
import { Ribbon } from "./Ribbon";
import type { ShopErrorViewProps } from "./props";

export type { ShopErrorViewProps } from "./props";

export function ShopErrorView(props: ShopErrorViewProps): React.ReactElement | null {
  if (props.error.silent) return null;
  switch (props.error.variant) {
    case "RIBBON":
      return <Ribbon {...props} />;
    case "MODAL":
      return <Modal {...props} />;
    case "QTY_MODAL":
      return <QtyModal {...props} />;
    case "ELIGIBILITY_MODAL":
      return <EligibilityModal {...props} />;
    case "PREORDER_MODAL":
      return <PreorderModal {...props} />;
    case "RETRY_PRODUCT":
      return <RetryProduct {...props} />;
    case "EBUORCBU":
      return <EbuOrCbu {...props} />;
  }
}
