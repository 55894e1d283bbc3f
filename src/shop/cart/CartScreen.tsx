// The full cart (SPEC §2 "The full cart is loaded only on the cart page"): /cart and /business/eshop/checkout/cart.
// Loading, empty and error states; items with bundle children nested; quantity, remove with confirmation, vouchers,
// totals; "Continuă comanda". The catalogued error of the last change shows in its SPEC §8 variant, and the items
// stay on screen whatever failed.
import React, { useRef, useState } from "react";
import type { Area } from "../../domain/area";
import type { CartItem } from "../../domain/cart/model";
import { areaHome } from "../../domain/area";
import { checkoutPathFor } from "../../domain/shop/cartOffer";
import { NavLink } from "../../components/layout/NavLink";
import { Container } from "../../components/layout/Container";
import { useCart } from "../../hooks/cart/useCart";
import { roCartPage } from "../../i18n/ro/cart";
import { CartItemRow } from "./CartItemRow";
import { VoucherForm } from "./VoucherForm";
import { CartTotals } from "./CartTotals";
import { ShopErrorView } from "../../components/errors/catalogue/ShopErrorView";
import { ConfirmDialog } from "../../components/ConfirmDialog";

export function CartScreen({ area }: { area: Area }): React.ReactElement {
  const t = roCartPage;
  const cart = useCart(area);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  // After a removal the button that opened the dialog is gone with its item: focus goes to the page's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const { items, vouchers, totals, itemCount } = cart.cart;
  const empty = cart.loaded && items.length === 0;

  return (
    <Container className="shop-page cart-page">
      <h1 ref={heading} tabIndex={-1}>
        {empty ? t.empty : t.title}
      </h1>
      {cart.error ? (
        <ShopErrorView
          error={cart.error}
          pathname={typeof window === "undefined" ? "" : window.location.pathname}
          onClose={cart.closeError}
          onRetry={cart.reload}
          onSignIn={cart.signIn}
        />
      ) : null}
      {!cart.loaded ? (
        <p role="status" className="cart-loading">
          {t.loading}
        </p>
      ) : empty ? (
        <div className="cart-empty">
          <p>{t.emptyLead}</p>
          <NavLink to={areaHome(area)} variant="primary">
            {t.backToShop}
          </NavLink>
        </div>
      ) : (
        <div className="cart-layout">
          <div>
            <p className="cart-count">{t.summary(itemCount)}</p>
            <ul className="cart-items" aria-label={t.itemsLabel}>
              {items.map((item) => (
                <CartItemRow
                  key={item.cartItemId}
                  item={item}
                  pending={cart.isPending(item.cartItemId)}
                  busy={cart.isPending(item.cartItemId)}
                  confirmedQuantity={cart.confirmedQuantity(item.cartItemId)}
                  onQuantity={cart.setQuantity}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
            <VoucherForm vouchers={vouchers} busy={cart.voucherPending} onApply={cart.applyVoucher} onRemove={cart.removeVoucher} />
          </div>
          <aside>
            <CartTotals totals={totals} />
            <NavLink to={checkoutPathFor(area)} variant="primary" className="cart-continue" data-cta="continue_checkout">
              {t.continue}
            </NavLink>
          </aside>
        </div>
      )}
      {removing ? (
        <ConfirmDialog
          title={t.removeTitle}
          text={t.removeText(removing.displayName || removing.name)}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => {
            const item = removing;
            setRemoving(null);
            void cart.remove(item);
            requestAnimationFrame(() => heading.current?.focus());
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </Container>
  );
}
