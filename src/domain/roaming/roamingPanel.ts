// SPEC §2 "Roaming panel defaults": the exact initial state of the roaming panel.

export interface RoamingOffer {
  id: string;
  name: string;
  [key: string]: unknown;
}

export interface RoamingPanelState {
  miniVersion: boolean;
  searchTerm: string;
  selectedCountry: string;
  isToggleDisabled: boolean;
  loading: boolean;
  toggle: boolean;
  visible: boolean;
  roamingOffers: RoamingOffer[];
  toggleError: boolean;
  offerId: string;
  offerItem: string;
  getOffersLoading: boolean;
  isStatusLoading: boolean;
  productInventoryError: string;
}

/** A fresh default state (new arrays each call, so no caller can mutate a shared default). */
export function roamingPanelDefaults(): RoamingPanelState {
  return {
    miniVersion: false,
    searchTerm: "",
    selectedCountry: "",
    isToggleDisabled: false,
    loading: false,
    toggle: false,
    visible: true,
    roamingOffers: [],
    toggleError: false,
    offerId: "",
    offerItem: "",
    getOffersLoading: false,
    isStatusLoading: false,
    productInventoryError: "",
  };
}

export type RoamingPanelAction =
  | { type: "search"; term: string }
  | { type: "selectCountry"; country: string }
  | { type: "offersLoading" }
  | { type: "offersLoaded"; offers: RoamingOffer[] }
  | { type: "toggle"; on: boolean }
  | { type: "toggleFailed" }
  | { type: "hide" }
  | { type: "reset" };

/** The closed set of panel transitions; screens dispatch, this decides. */
export function roamingPanelReducer(state: RoamingPanelState, action: RoamingPanelAction): RoamingPanelState {
  switch (action.type) {
    case "search":
      return { ...state, searchTerm: action.term };
    case "selectCountry":
      return { ...state, selectedCountry: action.country, searchTerm: action.country, roamingOffers: [] };
    case "offersLoading":
      return { ...state, getOffersLoading: true };
    case "offersLoaded":
      return { ...state, getOffersLoading: false, roamingOffers: action.offers };
    case "toggle":
      return { ...state, toggle: action.on, toggleError: false };
    case "toggleFailed":
      return { ...state, toggleError: true };
    case "hide":
      return { ...state, visible: false };
    case "reset":
      return roamingPanelDefaults();
  }
}
