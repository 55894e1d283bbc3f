import { roamingPanelDefaults } from "../../../src/domain/roaming/roamingPanel";
import {
  isToggleBlocked,
  roamingPanelInitial,
  roamingPanelTransition as step,
  type RoamingPanelEvent,
  type RoamingPanelModel,
} from "../../../src/domain/roaming/roamingPanelState";

const offers = [
  { id: "RP-EU-5", name: "Roaming Europa 5 GB" },
  { id: "RP-EU-10", name: "Roaming Europa 10 GB" },
];
const loadedStatus = (over: Partial<Extract<RoamingPanelEvent, { type: "statusLoaded" }>> = {}): RoamingPanelEvent => ({
  type: "statusLoaded",
  active: false,
  productId: "",
  pendingOrderId: "",
  pendingOrdersError: "",
  ...over,
});
const run = (events: RoamingPanelEvent[], from: RoamingPanelModel = roamingPanelInitial()) => events.reduce(step, from);

/** Ready to toggle: status known (off), Italia chosen with its offers. */
const ready = () =>
  run([
    { type: "statusLoading" },
    loadedStatus(),
    { type: "countryChosen", country: "Italia" },
    { type: "offersLoading" },
    { type: "offersLoaded", country: "Italia", offers },
  ]);

describe("SPEC §2 roaming panel defaults, extended", () => {
  it("the initial state holds exactly the spec's defaults plus nothing asked and no order", () => {
    const initial = roamingPanelInitial();
    expect(initial).toEqual({
      ...roamingPanelDefaults(),
      requestedToggle: null,
      confirming: false,
      orderState: "idle",
      orderId: "",
      offersError: false,
      ownOrder: false,
    });
    expect(initial).toMatchObject({ isToggleDisabled: false, loading: false, visible: true, toggle: false, productInventoryError: "" });
  });
  it("takes overrides, with the derived flags following them", () => {
    expect(roamingPanelInitial({ miniVersion: true }).miniVersion).toBe(true);
    expect(roamingPanelInitial({ isStatusLoading: true }).isToggleDisabled).toBe(true);
    expect(roamingPanelInitial({ orderState: "sending" }).loading).toBe(true);
  });
  it("the toggle is blocked while the status loads or an order is sending or pending", () => {
    expect(isToggleBlocked({ isStatusLoading: true, orderState: "idle" })).toBe(true);
    expect(isToggleBlocked({ isStatusLoading: false, orderState: "sending" })).toBe(true);
    expect(isToggleBlocked({ isStatusLoading: false, orderState: "pending" })).toBe(true);
    expect(isToggleBlocked({ isStatusLoading: false, orderState: "failed" })).toBe(false);
    expect(isToggleBlocked({ isStatusLoading: false, orderState: "completed" })).toBe(false);
  });
});

describe("roaming panel: search and country", () => {
  it("search typed sets the term only", () => {
    const s = step(roamingPanelInitial(), { type: "searchTyped", term: "Ita" });
    expect(s).toEqual({ ...roamingPanelInitial(), searchTerm: "Ita" });
  });
  it("a country chosen becomes the term, clears offers, their error and the chosen offer", () => {
    const before = run([{ type: "offersFailed", country: "Italia" }], { ...ready(), offerId: "RP-EU-5" });
    expect(before.offersError).toBe(true);
    const s = step(before, { type: "countryChosen", country: "Grecia" });
    expect(s).toMatchObject({ selectedCountry: "Grecia", searchTerm: "Grecia", roamingOffers: [], offersError: false, offerId: "" });
  });
});

describe("roaming panel: offers (recommendations for the country)", () => {
  it("loading → loaded", () => {
    const chosen = step(roamingPanelInitial(), { type: "countryChosen", country: "Italia" });
    const loading = step(chosen, { type: "offersLoading" });
    expect(loading.getOffersLoading).toBe(true);
    const loaded = step(loading, { type: "offersLoaded", country: "Italia", offers });
    expect(loaded).toMatchObject({ getOffersLoading: false, roamingOffers: offers, offersError: false });
  });
  it("loading → failed keeps the page usable with no offers and the error flag", () => {
    const s = run([{ type: "countryChosen", country: "Italia" }, { type: "offersLoading" }, { type: "offersFailed", country: "Italia" }]);
    expect(s).toMatchObject({ getOffersLoading: false, roamingOffers: [], offersError: true, isToggleDisabled: false });
  });
  it("a new loading clears an earlier error", () => {
    const s = run([{ type: "countryChosen", country: "Italia" }, { type: "offersFailed", country: "Italia" }, { type: "offersLoading" }]);
    expect(s.offersError).toBe(false);
  });
  it("ignores a late answer for a country no longer chosen", () => {
    const s = run([
      { type: "countryChosen", country: "Italia" },
      { type: "offersLoading" },
      { type: "countryChosen", country: "Grecia" },
      { type: "offersLoading" },
    ]);
    expect(step(s, { type: "offersLoaded", country: "Italia", offers })).toBe(s);
    expect(step(s, { type: "offersFailed", country: "Italia" })).toBe(s);
  });
});

describe("roaming panel: status (inventory and pending orders)", () => {
  it("status loading disables the toggle", () => {
    const s = step(roamingPanelInitial(), { type: "statusLoading" });
    expect(s).toMatchObject({ isStatusLoading: true, isToggleDisabled: true });
  });
  it("status loaded shows the line's state and the active product", () => {
    const s = run([{ type: "statusLoading" }, loadedStatus({ active: true, productId: "PRD-ROAM" })]);
    expect(s).toMatchObject({ isStatusLoading: false, isToggleDisabled: false, toggle: true, offerItem: "PRD-ROAM", orderState: "idle" });
  });
  it("a pending order found keeps the toggle disabled", () => {
    const s = run([{ type: "statusLoading" }, loadedStatus({ pendingOrderId: "po-7" })]);
    expect(s).toMatchObject({ orderState: "pending", orderId: "po-7", isToggleDisabled: true, toggle: false });
  });
  it("a status with no pending order ends an order we thought pending", () => {
    const s = run([loadedStatus({ pendingOrderId: "po-7" }), { type: "statusLoading" }, loadedStatus({ active: true })]);
    expect(s).toMatchObject({ orderState: "idle", toggle: true, isToggleDisabled: false });
  });
  it("the panel's own order is not ended by a status that no longer lists it; its own reading ends it", () => {
    const sent = run([
      loadedStatus({}),
      { type: "toggleRequested", on: true },
      { type: "toggleConfirmed" },
      { type: "orderPending", orderId: "po-9" },
      loadedStatus({}),
    ]);
    expect(sent).toMatchObject({ orderState: "pending", orderId: "po-9", ownOrder: true, isToggleDisabled: true });
    const done = step(sent, { type: "orderCompleted", active: true });
    expect(done).toMatchObject({ orderState: "completed", ownOrder: false, toggle: true, isToggleDisabled: false });
  });
  it("SPEC §8 the pending-orders error is kept as state, the toggle stays usable", () => {
    const s = run([{ type: "statusLoading" }, loadedStatus({ active: true, pendingOrdersError: "Serviciu indisponibil" })]);
    expect(s).toMatchObject({ productInventoryError: "Serviciu indisponibil", toggle: true, isToggleDisabled: false });
    expect(step(s, loadedStatus({ active: true })).productInventoryError).toBe("");
  });
});

describe("roaming panel: toggle asked, confirmed, cancelled", () => {
  it("toggle requested opens the confirmation with the chosen offer, the toggle itself unchanged", () => {
    const s = step(ready(), { type: "toggleRequested", on: true, offerId: "RP-EU-5" });
    expect(s).toMatchObject({ confirming: true, requestedToggle: true, offerId: "RP-EU-5", toggle: false, toggleError: false });
  });
  it("a request without an offer keeps the chosen one", () => {
    const s = step({ ...ready(), offerId: "RP-EU-10" }, { type: "toggleRequested", on: false });
    expect(s).toMatchObject({ requestedToggle: false, offerId: "RP-EU-10" });
  });
  it("is ignored while the status loads", () => {
    const loading = step(ready(), { type: "statusLoading" });
    expect(step(loading, { type: "toggleRequested", on: true, offerId: "RP-EU-5" })).toBe(loading);
  });
  it("is ignored while an order is pending", () => {
    const pending = step(ready(), loadedStatus({ pendingOrderId: "po-1" }));
    expect(step(pending, { type: "toggleRequested", on: true })).toBe(pending);
  });
  it("cancelled closes the confirmation and forgets the request, the recommendation chosen with it too", () => {
    const s = run([{ type: "toggleRequested", on: true, offerId: "RP-EU-5" }, { type: "toggleCancelled" }], ready());
    expect(s).toMatchObject({ confirming: false, requestedToggle: null, toggle: false, orderState: "idle", offerId: "" });
    expect(step(s, { type: "toggleRequested", on: true })).toMatchObject({ requestedToggle: true, offerId: "" });
  });
  it("cancel without a confirmation open changes nothing", () => {
    const s = ready();
    expect(step(s, { type: "toggleCancelled" })).toBe(s);
  });
  it("confirmed sends the order: loading, toggle disabled", () => {
    const s = run([{ type: "toggleRequested", on: true, offerId: "RP-EU-5" }, { type: "toggleConfirmed" }], ready());
    expect(s).toMatchObject({ confirming: false, orderState: "sending", loading: true, isToggleDisabled: true, toggle: false });
  });
  it("confirm without a request, or once the status began loading, changes nothing", () => {
    const s = ready();
    expect(step(s, { type: "toggleConfirmed" })).toBe(s);
    const asked = step(s, { type: "toggleRequested", on: true });
    const loading = step(asked, { type: "statusLoading" });
    expect(step(loading, { type: "toggleConfirmed" })).toBe(loading);
  });
});

describe("roaming panel: the order pending, completed, failed", () => {
  const sending = () => run([{ type: "toggleRequested", on: true, offerId: "RP-EU-5" }, { type: "toggleConfirmed" }], ready());
  it("pending: the order is accepted, the toggle waits disabled", () => {
    const s = step(sending(), { type: "orderPending", orderId: "po-9" });
    expect(s).toMatchObject({ orderState: "pending", orderId: "po-9", loading: false, isToggleDisabled: true, toggle: false });
  });
  it("completed: the toggle shows the new state and is usable again", () => {
    const s = run(
      [
        { type: "orderPending", orderId: "po-9" },
        { type: "orderCompleted", active: true, productId: "PRD-ROAM" },
      ],
      sending(),
    );
    expect(s).toMatchObject({
      orderState: "completed",
      toggle: true,
      offerItem: "PRD-ROAM",
      requestedToggle: null,
      isToggleDisabled: false,
      loading: false,
    });
  });
  it("completed without a product id keeps the one known", () => {
    const s = run([{ type: "orderCompleted", active: false }], { ...sending(), offerItem: "PRD-OLD" });
    expect(s).toMatchObject({ toggle: false, offerItem: "PRD-OLD" });
  });
  it("failed: the error shows, the toggle is usable, the user's choice is kept", () => {
    const s = step(sending(), { type: "orderFailed" });
    expect(s).toMatchObject({
      orderState: "failed",
      toggleError: true,
      toggle: false,
      isToggleDisabled: false,
      loading: false,
      requestedToggle: true,
      offerId: "RP-EU-5",
      selectedCountry: "Italia",
      roamingOffers: offers,
    });
  });
  it("a pending order can still fail", () => {
    const s = run([{ type: "orderPending", orderId: "po-9" }, { type: "orderFailed" }], sending());
    expect(s).toMatchObject({ orderState: "failed", toggleError: true, orderId: "po-9" });
  });
  it("asking again after a failure clears the error", () => {
    const s = step(step(sending(), { type: "orderFailed" }), { type: "toggleRequested", on: true });
    expect(s).toMatchObject({ toggleError: false, confirming: true });
  });
  it("order answers with no order open are ignored", () => {
    const s = ready();
    expect(step(s, { type: "orderPending", orderId: "po-x" })).toBe(s);
    expect(step(s, { type: "orderCompleted", active: true })).toBe(s);
    expect(step(s, { type: "orderFailed" })).toBe(s);
    const done = run([{ type: "orderCompleted", active: true }], sending());
    expect(step(done, { type: "orderFailed" })).toBe(done);
  });
  it("does not mutate the state it is given", () => {
    const s = sending();
    const copy = JSON.parse(JSON.stringify(s)) as RoamingPanelModel;
    step(s, { type: "orderCompleted", active: true });
    expect(s).toEqual(copy);
  });
});
