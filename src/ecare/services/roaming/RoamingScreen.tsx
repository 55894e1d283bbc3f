// /ecare/serviciile-tale/roaming (SPEC §2 roaming panel; issue 16): the line's roaming service with its toggle, a
// country search (the CMS countries, ?tara= from the shop's /roaming/{tara}), and the recommendations for the country
// (SPEC §7 queryProductRecommendation, OFFER_FB). The panel's state is the domain reducer (roamingPanelState.ts):
// the toggle is disabled while the status loads and while an order is on its way or pending; a change is confirmed,
// sent once through /productOrder/mva, followed until it completes, then the toggle shows the new state. SPEC §8: the
// pending-orders call answers its error, shown beside a still-usable toggle.
import React, { Suspense, lazy, useEffect, useMemo, useReducer, useRef } from "react";
import type { RouteComponentProps } from "@reach/router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { COUNTRY_PARAM } from "../../../domain/guards/paths";
import { planOf, roamingStatusOf, ROAMING_SERVICE_OFFERING } from "../../../domain/inventory/inventory";
import { orderRefusalOf } from "../../../domain/offers/orderRefusals";
import { roamingOrderFor } from "../../../domain/offers/orderRequests";
import { pendingRoamingOrder } from "../../../domain/offers/orderStates";
import { roamingPanelInitial, roamingPanelTransition } from "../../../domain/roaming/roamingPanelState";
import { countryFromParam } from "../../../domain/roaming/roamingCountries";
import { useInventory } from "../../../hooks/services/useInventory";
import { useOrderProgress, usePendingOrders, usePlaceOrder, useProductsRefresh, newOrderKey } from "../../../hooks/services/useOrders";
import { useRoamingCountries } from "../../../hooks/services/useRoamingCountries";
import { useServiceLine } from "../../../hooks/services/useServiceLine";
import { roEcare } from "../../../i18n/ro/ecare";
import { roRoamingPanel } from "../../../i18n/ro/roamingPanel";
import { roProductServices } from "../../../i18n/ro/productServices";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";
import { useProfile } from "../../SessionGate";
import { LineSelect } from "../LineSelect";
import { PATHS } from "../../../domain/guards/paths";
import { CountryPicker } from "./CountryPicker";

// The recommendations (their client and mapping) load once a country is chosen: the page opened without one does not
// carry them.
const CountryOffers = lazy(() => import(/* webpackChunkName: "ecare-roaming-offers" */ "./CountryOffers"));

const t = roProductServices;
const r = roRoamingPanel;

function RoamingScreen({ location }: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const search = location?.search ?? "";
  const inventory = useInventory();
  const line = useServiceLine(profile, search, inventory.data);
  const party = profile.subscriberId;
  const pending = usePendingOrders(party);
  const countries = useRoamingCountries();
  const place = usePlaceOrder(party);
  const refresh = useProductsRefresh();
  const [state, dispatch] = useReducer(roamingPanelTransition, undefined, () => roamingPanelInitial());
  const plan = inventory.data ? planOf(inventory.data, line.msisdn) : null;
  const progress = useOrderProgress(state.orderState === "pending" ? state.orderId : "");
  const sendError = useRef<unknown>(null);
  const orderKey = useRef<string | null>(null);

  // The status: the inventory says whether roaming is on, the pending orders whether a change is under way.
  const statusBusy = inventory.isPending || pending.isPending;
  useEffect(() => {
    if (statusBusy) {
      dispatch({ type: "statusLoading" });
      return;
    }
    if (!inventory.data) return;
    const status = roamingStatusOf(inventory.data, line.msisdn);
    const orders = pending.data?.ok ? pending.data.orders : [];
    const open = pendingRoamingOrder(orders, ROAMING_SERVICE_OFFERING, plan?.id ?? "");
    dispatch({
      type: "statusLoaded",
      active: status.active,
      productId: status.productId,
      pendingOrderId: open?.id ?? "",
      pendingOrdersError: pending.data && !pending.data.ok ? pending.data.error.message || r.pendingOrdersError : "",
    });
  }, [statusBusy, inventory.data, pending.data, line.msisdn, plan?.id]);

  // ?tara= (the shop's /roaming/{tara}) chooses the country once the list is there.
  const countryParam = new URLSearchParams(search).get(COUNTRY_PARAM);
  useEffect(() => {
    const fromParam = countries.data ? countryFromParam(countries.data, countryParam) : null;
    if (fromParam) dispatch({ type: "countryChosen", country: fromParam.isoCode });
  }, [countries.data, countryParam]);
  const country = useMemo(
    () => countries.data?.find((c) => c.isoCode === state.selectedCountry) ?? null,
    [countries.data, state.selectedCountry],
  );

  // A confirmed change is sent once (one key per confirmation; a resend after a failure keeps it).
  useEffect(() => {
    if (state.orderState !== "sending" || state.requestedToggle === null || !plan) return;
    orderKey.current ??= newOrderKey();
    sendError.current = null;
    place.mutate(
      { ...roamingOrderFor(state.requestedToggle, plan.id, plan.targetSystem, state.offerId), idempotencyKey: orderKey.current },
      {
        onSuccess: (order) => {
          orderKey.current = null;
          dispatch({ type: "orderPending", orderId: order.id });
        },
        onError: (error) => {
          sendError.current = error;
          if (orderRefusalOf(error)) orderKey.current = null;
          dispatch({ type: "orderFailed" });
        },
      },
    );
    // Only the move to "sending" sends; place is stable enough for this purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.orderState]);

  // The order followed until it ends.
  useEffect(() => {
    const order = progress.data;
    if (!order || state.orderState !== "pending" || order.id !== state.orderId) return;
    if (order.displayState === "completed") {
      dispatch({ type: "orderCompleted", active: state.requestedToggle ?? !state.toggle });
      refresh();
    } else if (order.displayState === "failed" || order.displayState === "cancelled") {
      dispatch({ type: "orderFailed" });
      refresh();
    }
  }, [progress.data, state.orderState, state.orderId, state.requestedToggle, state.toggle, refresh]);

  const offerName = state.roamingOffers.find((o) => o.id === state.offerId)?.name ?? "";
  const pendingText = state.requestedToggle === false ? r.pendingDeactivate : r.pendingActivate;

  return (
    <div className="ecare-dashboard ecare-services">
      <h1>{roEcare.nav.pages.roaming}</h1>
      <p className="dashboard-lead">{r.lead}</p>
      <LineSelect lines={line.lines} value={line.msisdn} path={PATHS.roaming} search={search} />
      <div className="dashboard-grid">
        <DashboardCard id="roaming-status" title={r.status} busy={state.isStatusLoading}>
          {inventory.isError ? (
            <ErrorRibbon what={r.statusError} error={inventory.error} onRetry={() => void inventory.refetch()} />
          ) : (
            <>
              <div className="services-switch">
                <button
                  type="button"
                  role="switch"
                  aria-checked={state.toggle}
                  aria-labelledby="roaming-toggle-label"
                  aria-describedby="roaming-toggle-state"
                  disabled={state.isToggleDisabled || !plan}
                  onClick={() => dispatch({ type: "toggleRequested", on: !state.toggle })}
                />
                <span id="roaming-toggle-label">{r.toggle}</span>
              </div>
              <p id="roaming-toggle-state" aria-live="polite">
                {state.isStatusLoading ? r.statusLoading : state.toggle ? r.on : r.off}
              </p>
              {state.isStatusLoading ? <Skeleton label={r.statusLoading} lines={1} /> : null}
              {state.orderState === "sending" ? <p role="status">{t.sending}</p> : null}
              {state.orderState === "pending" ? (
                <p className="services-notice" role="status">
                  {r.pending(pendingText)}
                </p>
              ) : null}
              {state.orderState === "completed" ? (
                <p className="services-notice" role="status">
                  {state.toggle ? r.completedOn : r.completedOff}
                </p>
              ) : null}
              {state.orderState === "failed" ? (
                orderRefusalOf(sendError.current) ? (
                  <p className="services-notice" role="alert">
                    {t.refusals[orderRefusalOf(sendError.current) ?? "notAllowed"]}
                  </p>
                ) : (
                  <ErrorRibbon what={r.orderFailed} error={sendError.current} />
                )
              ) : null}
              {state.productInventoryError ? (
                <p className="services-notice" role="alert">
                  {r.pendingOrdersError}
                </p>
              ) : null}
            </>
          )}
        </DashboardCard>
        <DashboardCard id="roaming-country" title={country ? r.chosen(country.name) : r.country}>
          {country ? (
            <Suspense fallback={<Skeleton label={r.offersLoading} lines={2} />}>
              <CountryOffers
                country={country}
                msisdn={line.msisdn}
                dispatch={dispatch}
                state={state}
                onChange={() => dispatch({ type: "countryChosen", country: "" })}
              />
            </Suspense>
          ) : (
            <CountryPicker
              countries={countries}
              term={state.searchTerm}
              onType={(term) => dispatch({ type: "searchTyped", term })}
              onChoose={(c) => dispatch({ type: "countryChosen", country: c.isoCode })}
            />
          )}
        </DashboardCard>
      </div>
      {state.confirming && state.requestedToggle !== null ? (
        <ConfirmDialog
          title={state.requestedToggle ? r.confirmOn.title : r.confirmOff.title}
          text={
            state.requestedToggle
              ? offerName
                ? r.confirmOnWith(line.msisdn, offerName)
                : r.confirmOn.text(line.msisdn)
              : r.confirmOff.text(line.msisdn)
          }
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => dispatch({ type: "toggleConfirmed" })}
          onCancel={() => dispatch({ type: "toggleCancelled" })}
        />
      ) : null}
    </div>
  );
}

export default RoamingScreen;
