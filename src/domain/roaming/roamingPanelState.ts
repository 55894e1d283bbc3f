// SPEC §2 "Roaming panel defaults" (src/domain/roaming/roamingPanel.ts, reused: its defaults and its search/country
// transitions) extended with what the self-care roaming page needs (issue 16): offers failing, the status (product
// inventory and pending orders) loading, the activate/deactivate toggle asked, confirmed or cancelled, and the
// resulting product order pending, completed or failed. SPEC §8 "The pending-orders roaming call returns the error
// instead of throwing": its error is kept in the state (productInventoryError), never thrown.
// Rules (ours):
// - The toggle is disabled (isToggleDisabled) while the status loads, while an order is being sent, and while an order
//   is pending; a toggle asked for then is ignored.
// - The toggle shows the line's real state: it changes only when the status says so or an order completes. On a
//   failed order the user's choice (requestedToggle, offerId, country) is kept so they can try again.
// - An offers answer for a country no longer chosen is ignored (a late answer of an earlier search); so are order
//   answers when no order is open (sending or pending).
// - With a pending-orders error the toggle stays usable: the inventory said what is active, the error is shown.
// - The panel's own order (orderPending) ends only by its own reading (orderCompleted/orderFailed); an order found by a
//   status ends when a later status no longer lists it.
import { roamingPanelDefaults, roamingPanelReducer, type RoamingOffer, type RoamingPanelState } from "./roamingPanel";

export type RoamingOrderState = "idle" | "sending" | "pending" | "completed" | "failed";

export interface RoamingPanelModel extends RoamingPanelState {
  /** The state the user asked the toggle to take; null when nothing is asked. */
  requestedToggle: boolean | null;
  /** The confirmation is open. */
  confirming: boolean;
  orderState: RoamingOrderState;
  /** Id of the order sent (pending or completed), "" when none. */
  orderId: string;
  /** The recommendations for the chosen country could not be read. */
  offersError: boolean;
  /** The pending order is the one this panel sent: only its own reading (completed/failed) ends it. */
  ownOrder: boolean;
}

export type RoamingPanelEvent =
  | { type: "searchTyped"; term: string }
  | { type: "countryChosen"; country: string }
  | { type: "offersLoading" }
  | { type: "offersLoaded"; country: string; offers: RoamingOffer[] }
  | { type: "offersFailed"; country: string }
  | { type: "statusLoading" }
  | {
      type: "statusLoaded";
      /** Roaming is active on the line. */
      active: boolean;
      /** The active roaming product's id (offerItem), "" when none. */
      productId: string;
      /** Id of a pending roaming order, "" when none. */
      pendingOrderId: string;
      /** The pending-orders call's error message, "" when it answered. */
      pendingOrdersError: string;
    }
  | { type: "toggleRequested"; on: boolean; offerId?: string }
  | { type: "toggleConfirmed" }
  | { type: "toggleCancelled" }
  | { type: "orderPending"; orderId: string }
  | { type: "orderCompleted"; active: boolean; productId?: string }
  | { type: "orderFailed" };

/** SPEC §2 defaults plus the extension's: nothing asked, no order. */
export function roamingPanelInitial(overrides: Partial<RoamingPanelModel> = {}): RoamingPanelModel {
  return withDerived({
    ...roamingPanelDefaults(),
    requestedToggle: null,
    confirming: false,
    orderState: "idle",
    orderId: "",
    offersError: false,
    ownOrder: false,
    ...overrides,
  });
}

/** The toggle cannot be used: the status loads, or an order is on its way or pending. */
export function isToggleBlocked(s: Pick<RoamingPanelModel, "isStatusLoading" | "orderState">): boolean {
  return s.isStatusLoading || s.orderState === "sending" || s.orderState === "pending";
}

function withDerived(s: RoamingPanelModel): RoamingPanelModel {
  return { ...s, isToggleDisabled: isToggleBlocked(s), loading: s.orderState === "sending" };
}

/** An order was sent and has not ended: only then do order answers count (a late one after a reset does not). */
const orderOpen = (s: RoamingPanelModel) => s.orderState === "sending" || s.orderState === "pending";

function next(state: RoamingPanelModel, event: RoamingPanelEvent): RoamingPanelModel {
  switch (event.type) {
    case "searchTyped":
      return { ...state, ...roamingPanelReducer(state, { type: "search", term: event.term }) };
    case "countryChosen":
      return {
        ...state,
        ...roamingPanelReducer(state, { type: "selectCountry", country: event.country }),
        getOffersLoading: false,
        offersError: false,
        offerId: "",
      };
    case "offersLoading":
      return { ...state, getOffersLoading: true, offersError: false };
    case "offersLoaded":
      if (event.country !== state.selectedCountry) return state;
      return { ...state, getOffersLoading: false, offersError: false, roamingOffers: event.offers };
    case "offersFailed":
      if (event.country !== state.selectedCountry) return state;
      return { ...state, getOffersLoading: false, offersError: true, roamingOffers: [] };
    case "statusLoading":
      return { ...state, isStatusLoading: true };
    case "statusLoaded": {
      const pending = event.pendingOrderId !== "";
      return {
        ...state,
        isStatusLoading: false,
        toggle: event.active,
        offerItem: event.productId,
        productInventoryError: event.pendingOrdersError,
        // A status without a pending order ends one found by an earlier status, not the panel's own: the pending list
        // may drop it before its own reading says how it ended, and that outcome must be said.
        orderState: pending ? "pending" : state.orderState === "pending" && !state.ownOrder ? "idle" : state.orderState,
        orderId: pending ? event.pendingOrderId : state.orderId,
        ownOrder: pending ? state.ownOrder && event.pendingOrderId === state.orderId : state.ownOrder,
      };
    }
    case "toggleRequested":
      if (isToggleBlocked(state)) return state;
      return {
        ...state,
        requestedToggle: event.on,
        confirming: true,
        toggleError: false,
        offerId: event.offerId ?? state.offerId,
      };
    case "toggleConfirmed":
      if (!state.confirming || state.requestedToggle === null || isToggleBlocked(state)) return state;
      return { ...state, confirming: false, orderState: "sending", toggleError: false };
    case "toggleCancelled":
      // A recommendation cancelled here must not ride along with a later switch.
      return state.confirming ? { ...state, confirming: false, requestedToggle: null, offerId: "" } : state;
    case "orderPending":
      if (!orderOpen(state)) return state;
      return { ...state, orderState: "pending", orderId: event.orderId, ownOrder: true };
    case "orderCompleted":
      if (!orderOpen(state)) return state;
      return {
        ...state,
        orderState: "completed",
        ownOrder: false,
        toggle: event.active,
        offerItem: event.productId ?? state.offerItem,
        requestedToggle: null,
        toggleError: false,
      };
    case "orderFailed":
      if (!orderOpen(state)) return state;
      return { ...state, orderState: "failed", toggleError: true, ownOrder: false };
  }
}

/** The panel's transitions over the closed event set; derived flags (isToggleDisabled, loading) always follow. */
export function roamingPanelTransition(state: RoamingPanelModel, event: RoamingPanelEvent): RoamingPanelModel {
  const after = next(state, event);
  return after === state ? state : withDerived(after);
}
