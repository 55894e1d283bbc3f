// SPEC §8 CART 403 "business/consumer mismatch view": a dialog, since it answers "Adaugă în coș" on a product page
// where there is no place for it in the page. Besides closing, a link to the shop the product belongs to: the other
// area than the current page's (SPEC §2: a first path segment "business" is the business area).
import React from "react";
import { ErrorDialog } from "./Modal";
import type { ShopErrorViewProps } from "./props";
import { roShopErrors } from "../../../i18n/ro/shopErrors";

export function EbuOrCbu(props: ShopErrorViewProps): React.ReactElement {
  const inBusiness = props.pathname.split("/")[1] === "business";
  const link = inBusiness
    ? { href: "/", label: roShopErrors.otherShop.personal }
    : { href: "/business", label: roShopErrors.otherShop.business };
  return (
    <ErrorDialog
      {...props}
      extra={
        <p>
          <a className="aria-link" href={link.href}>
            {link.label}
          </a>
        </p>
      }
    />
  );
}
