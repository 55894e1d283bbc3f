// The answer of "Verifică adresa" (SPEC §7 service qualification, TMF645): qualified → the services with their
// technology and speeds; alternate → the date they arrive; unqualified → the back end's Romanian reasons and the phone
// path. Then the page's fixed offers, each available, available from a date, or unavailable with its reason
// (domain/address/offerFit.ts). An offer available now gets "Adaugă în coș" (FixedOfferOrder: the add carries the
// installation address, SPEC §7); one available later shows its date and no button; an unavailable one its reason.
import React from "react";
import { NavLink } from "../../../components/layout/NavLink";
import type { AddressQualification, ServiceAnswer } from "../../../domain/address/answers";
import { chosenAddressId, type CascadeChoice } from "../../../domain/address/cascade";
import { formatAddress } from "../../../domain/address/fixedAddress";
import { fixedOfferNeeds, offerFitAt, type FixedService, type OfferFit } from "../../../domain/address/offerFit";
import { formatDateRo } from "../../../domain/dates";
import type { ProductSummary } from "../../../domain/shop/model";
import { roAddressCheck } from "../../../i18n/ro/addressCheck";
import { useFixedOrder, type AddToCart } from "../../../hooks/address/useFixedOrder";
import { roFixedOrder } from "../../../i18n/ro/fixedOrder";
import { loadAddFromPage } from "../../cart/addFromPage/loadAdd";
import { FixedOfferOrder } from "./FixedOfferOrder";

/** The shop's add path, its chunk fetched on the press. */
const addToCart: AddToCart = (product, area) => loadAddFromPage().then((m) => m.addBuiltProduct(product, area));

const t = roAddressCheck.result;
const day = (d: string) => formatDateRo(d, "long");

function addressLine(c: CascadeChoice): string {
  if (!c.county || !c.locality || !c.street || !c.number) return "";
  return formatAddress({
    county: c.county,
    locality: c.locality,
    street: c.street,
    streetNo: c.number,
    building: c.flat ?? null,
    levelType: null,
    subunit: null,
  });
}

function serviceText(which: FixedService, a: ServiceAnswer | null): string {
  if (!a || a.result === "unqualified") {
    const reasons = a?.reasons.map((r) => r.label) ?? [];
    return `${t.unavailable}. ${reasons.length > 0 ? reasons.join(" ") : t.noService[which]}`;
  }
  const how = [t.technology[a.technology] ?? a.technology];
  if (which === "internet" && a.speedsMbps.length > 0) how.push(t.speeds(a.speedsMbps));
  const when = a.result === "alternate" && a.availableFrom ? t.availableFrom(day(a.availableFrom)) : t.available;
  return `${when}: ${how.join(", ")}`;
}

function fitText(fit: OfferFit): { state: string; reason: string } {
  switch (fit.status) {
    case "available":
      return { state: t.offerAvailable, reason: "" };
    case "later":
      return { state: t.offerLater(day(fit.from)), reason: "" };
    case "unavailable": {
      const r = fit.reason;
      const reason = r.kind === "speed" ? t.tooFast(r.maxMbps) : r.labels.length > 0 ? r.labels.join(" ") : t.noService[r.service];
      return { state: t.offerUnavailable, reason };
    }
  }
}

function summaryOf(answer: AddressQualification): string {
  if (answer.result === "qualified") return t.qualified;
  if (answer.result === "alternate") {
    const dates = [answer.internet, answer.tv].flatMap((a) => (a?.availableFrom ? [a.availableFrom] : [])).sort();
    return t.alternate(day(dates[0] ?? ""));
  }
  return answer.internet?.result === "unqualified" ? t.none : t.unqualified;
}

export function QualificationAnswer({
  choice,
  answer,
  offers,
}: {
  choice: CascadeChoice;
  answer: AddressQualification;
  offers: ProductSummary[];
}): React.ReactElement {
  const fits = offers
    .filter((o) => o.kind === "fixed")
    .map((o) => ({ offer: o, fit: offerFitAt(fixedOfferNeeds(o.facets.serviceType, o.highlights), answer) }));
  const anyOrderable = fits.some((f) => f.fit.status === "available");
  const ordering = useFixedOrder(chosenAddressId(choice), addToCart);
  return (
    <section className="address-check-answer" aria-labelledby="address-check-answer" data-result={answer.result}>
      <h3 id="address-check-answer">{t.heading(addressLine(choice))}</h3>
      <p className="address-check-summary">{summaryOf(answer)}</p>
      <ul className="address-check-services">
        {(["internet", "tv"] as const).map((which) => (
          <li key={which}>
            <strong>{t[which]}</strong> {serviceText(which, answer[which])}
          </li>
        ))}
      </ul>
      {answer.result !== "qualified" ? <p className="address-check-phone">{t.phone}</p> : null}
      {fits.length > 0 ? (
        <>
          <h4 id="address-check-offers">{t.offers}</h4>
          <ul className="address-check-offers" aria-labelledby="address-check-offers">
            {fits.map(({ offer, fit }) => {
              const { state, reason } = fitText(fit);
              return (
                <li key={offer.id} data-fit={fit.status}>
                  <NavLink to={offer.path}>{offer.title}</NavLink>
                  <span className="address-check-fit">{state}</span>
                  {reason ? <span className="address-check-reason">{reason}</span> : null}
                  {fit.status === "available" ? (
                    <FixedOfferOrder offer={{ id: offer.id, serviceType: offer.facets.serviceType }} title={offer.title} state={ordering} />
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p className="address-check-orderable">{anyOrderable ? roFixedOrder.orderable : roFixedOrder.nothingOrderable}</p>
        </>
      ) : null}
    </section>
  );
}
