// /ecare/serviciile-tale/roaming: where signed-in visitors of the shop's roaming pages land (SPEC §2 "Other"); the
// country they were looking at comes along in ?tara=.
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import { COUNTRY_PARAM } from "../../domain/guards/paths";
import { titleFromSlug } from "../../domain/shop/slug";
import { roEcare } from "../../i18n/ro/ecare";
import { NotAvailableScreen } from "./NotAvailableScreen";

export function RoamingScreen({ location }: RouteComponentProps): React.ReactElement {
  const country = new URLSearchParams(location?.search ?? "").get(COUNTRY_PARAM) ?? "";
  return (
    <NotAvailableScreen page="roaming">
      {country ? <p>{roEcare.notAvailable.roamingCountry(titleFromSlug(country))}</p> : null}
    </NotAvailableScreen>
  );
}
