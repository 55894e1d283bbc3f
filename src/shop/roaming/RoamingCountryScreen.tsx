// One country's roaming rates and the options that make travelling there cheaper (/roaming/<country>).
import React from "react";
import { Container } from "../../components/layout/Container";
import { Price } from "../../components/Price";
import { Breadcrumb } from "../common/Breadcrumb";
import type { RoamingCountryView, RoamingOfferView } from "../../domain/shop/roaming";
import { formatAmount } from "../../domain/currency";
import { roShop } from "../../i18n/ro/shop";
import { useSignedInRoamingRedirect } from "../../hooks/useSignedInRoamingRedirect";
import { CartAddButton } from "../../components/shop/AddToCartForm";
import { ADD_ON_CART_OFFER } from "../../domain/shop/cartOffer";

export function RoamingCountryScreen({ country, offers }: { country: RoamingCountryView; offers: RoamingOfferView[] }): React.ReactElement {
  useSignedInRoamingRedirect();
  const t = roShop.roaming;
  return (
    <Container className="shop-page">
      <Breadcrumb
        trail={[
          { to: "/", label: roShop.home },
          { to: "/roaming", label: roShop.roaming.title },
        ]}
        current={country.name}
      />
      <h1>{country.name}</h1>
      <p className="shop-lead">
        {t.zone}: {country.zone}
      </p>
      <h2>{t.rates}</h2>
      <table className="spec-table">
        <thead>
          <tr>
            <th scope="col">{t.service}</th>
            <th scope="col">{t.price}</th>
          </tr>
        </thead>
        <tbody>
          {country.rates
            .filter((r) => r.value !== null || r.note)
            .map((r) => (
              <tr key={r.service}>
                <th scope="row">{t[r.service]}</th>
                <td>
                  {r.value === 0 ? t.free : r.value !== null ? `${formatAmount(r.value, r.unit)}${t.per[r.per] ?? ""}` : ""}
                  {r.note ? ` (${r.note})` : ""}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      <h2>{t.offers}</h2>
      {offers.length === 0 ? (
        <p>{t.noOffers}</p>
      ) : (
        <ul className="extra-benefits">
          {offers.map((o) => (
            <li key={o.id}>
              <h3 id={`oferta-${o.id}`}>{o.title}</h3>
              <p>{o.description}</p>
              {o.price !== null ? <Price amount={o.price} currency={o.currency} size="sm" /> : null}
              <CartAddButton id={o.id} name={o.title} offer={ADD_ON_CART_OFFER} describedBy={`oferta-${o.id}`} />
            </li>
          ))}
        </ul>
      )}
      <p className="shop-note">{t.accountHint}</p>
    </Container>
  );
}
