import { roamingPanelDefaults, roamingPanelReducer } from "../../../src/domain/roaming/roamingPanel";

describe("SPEC §2 roaming panel defaults", () => {
  it("starts with exactly the defaults the spec lists", () => {
    expect(roamingPanelDefaults()).toEqual({
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
    });
  });
  it("gives a fresh state each time", () => {
    const a = roamingPanelDefaults();
    a.roamingOffers.push({ id: "x", name: "x" });
    expect(roamingPanelDefaults().roamingOffers).toEqual([]);
  });
  it("selecting a country clears previous offers; reset returns to defaults", () => {
    let s = roamingPanelReducer(roamingPanelDefaults(), { type: "offersLoaded", offers: [{ id: "1", name: "EU" }] });
    s = roamingPanelReducer(s, { type: "selectCountry", country: "Italia" });
    expect(s.selectedCountry).toBe("Italia");
    expect(s.roamingOffers).toEqual([]);
    s = roamingPanelReducer(s, { type: "toggleFailed" });
    expect(s.toggleError).toBe(true);
    s = roamingPanelReducer(s, { type: "toggle", on: true });
    expect(s).toMatchObject({ toggle: true, toggleError: false });
    expect(roamingPanelReducer(s, { type: "reset" })).toEqual(roamingPanelDefaults());
  });
  it("tracks offer loading", () => {
    const loading = roamingPanelReducer(roamingPanelDefaults(), { type: "offersLoading" });
    expect(loading.getOffersLoading).toBe(true);
    const done = roamingPanelReducer(loading, { type: "offersLoaded", offers: [] });
    expect(done.getOffersLoading).toBe(false);
  });
});
