// The recommendations for the chosen country (a lazy chunk of the roaming page, "ecare-roaming-offers") (SPEC §7 queryProductRecommendation with roaming filters, SPEC §3 OFFER_FB
// only): each with its price and "Activează cu roaming", which asks for roaming with that pack. An answer for a country
// no longer chosen is ignored by the reducer.
import React, { useEffect } from "react";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { formatAmount } from "../../../domain/currency";
import type { RoamingCountryEntry } from "../../../domain/roaming/roamingCountries";
import type { RoamingPanelEvent, RoamingPanelModel } from "../../../domain/roaming/roamingPanelState";
import type { RecommendationOffer } from "../../../domain/offers/recommendations";
import { useRoamingRecommendations } from "../../../hooks/services/useRoamingRecommendations";
import { roRoamingPanel } from "../../../i18n/ro/roamingPanel";
import { Skeleton } from "../../kit/SectionStates";

const r = roRoamingPanel;

export default function CountryOffers({
  country,
  msisdn,
  state,
  dispatch,
  onChange,
}: {
  country: RoamingCountryEntry;
  msisdn: string;
  state: RoamingPanelModel;
  dispatch: React.Dispatch<RoamingPanelEvent>;
  onChange: () => void;
}): React.ReactElement {
  const query = useRoamingRecommendations(country.isoCode, msisdn);
  useEffect(() => {
    if (query.isPending) dispatch({ type: "offersLoading" });
    else if (query.isError) dispatch({ type: "offersFailed", country: country.isoCode });
    else dispatch({ type: "offersLoaded", country: country.isoCode, offers: query.data.offers });
  }, [query.isPending, query.isError, query.data, country.isoCode, dispatch]);
  const offers = state.roamingOffers as RecommendationOffer[];
  return (
    <>
      <p>
        <span className="services-flag" aria-hidden="true">
          {country.flag}
        </span>
        {r.zone(country.zone)}
      </p>
      {state.getOffersLoading ? (
        <Skeleton label={r.offersLoading} lines={2} />
      ) : state.offersError ? (
        <ErrorRibbon what={r.offersError} error={query.error} onRetry={() => void query.refetch()} />
      ) : offers.length === 0 ? (
        <p className="dashboard-empty">{r.offersEmpty(country.name)}</p>
      ) : (
        <ul className="services-list">
          {offers.map((offer) => (
            <li key={offer.id}>
              <article className="services-offer" aria-labelledby={`roaming-offer-${offer.id}`}>
                <div>
                  <h3 id={`roaming-offer-${offer.id}`}>{offer.name}</h3>
                  {offer.description ? <p>{offer.description}</p> : null}
                </div>
                {offer.price ? <span className="services-price">{formatAmount(offer.price.value, offer.price.unit)}</span> : null}
                {state.toggle ? null : (
                  <button
                    type="button"
                    className="aria-button"
                    data-variant="primary"
                    disabled={state.isToggleDisabled}
                    onClick={() => dispatch({ type: "toggleRequested", on: true, offerId: offer.id })}
                  >
                    {r.activateWith}
                  </button>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="aria-button" data-variant="outline" onClick={onChange}>
        {r.change}
      </button>
    </>
  );
}
