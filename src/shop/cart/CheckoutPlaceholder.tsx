// Until the checkout lands (issue 14), "Continuă comanda" leads here: an honest page that says what is not there yet,
// keeps the cart untouched and leads back to it.
import React from "react";
import type { Area } from "../../domain/area";
import { cartPathFor } from "../../domain/shop/cartOffer";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import { roCheckoutPlaceholder } from "../../i18n/ro/cart";

export function CheckoutPlaceholder({ area }: { area: Area }): React.ReactElement {
  const t = roCheckoutPlaceholder;
  return (
    <Container className="shop-page">
      <h1>{t.title}</h1>
      <div className="shop-note" role="note">
        <p>{t.text}</p>
        <p>{t.help}</p>
      </div>
      <p>
        <NavLink to={cartPathFor(area)} variant="primary">
          {t.backToCart}
        </NavLink>
      </p>
    </Container>
  );
}
