import {
  hasPendingOrderFor,
  isFinalOrderState,
  mapProductOrder,
  mapProductOrders,
  orderDisplayState,
  PENDING_ORDER_STATE_QUERY,
  PENDING_ORDER_STATES,
  pendingOrderFor,
} from "../../../src/domain/offers/orderStates";

const order = (id: string, state: string, offeringId: string, productId = "") => ({
  id,
  orderNumber: `CMD-${id}`,
  state,
  orderDate: "2026-05-01T10:00:00Z",
  productOrderItem: [{ id: "1", action: "add", productOffering: { id: offeringId }, product: productId ? { id: productId } : undefined }],
});

describe("SPEC §4 pending product orders: states inProgress, acknowledged, pending", () => {
  it("the pending set and its query text", () => {
    expect(PENDING_ORDER_STATES).toEqual(["inProgress", "acknowledged", "pending"]);
    expect(PENDING_ORDER_STATE_QUERY).toBe("inProgress,acknowledged,pending");
  });
  it.each([
    ["inProgress", "pending"],
    ["acknowledged", "pending"],
    ["pending", "pending"],
    ["INPROGRESS", "pending"],
    ["completed", "completed"],
    ["failed", "failed"],
    ["rejected", "failed"],
    ["partial", "failed"],
    ["cancelled", "cancelled"],
    ["canceled", "cancelled"],
    ["pendingCancellation", "cancelled"],
    ["assessingCancellation", "cancelled"],
    ["held", "unknown"],
    ["draft", "unknown"],
    ["", "unknown"],
    [undefined, "unknown"],
  ])("%s → %s", (state, display) => {
    expect(orderDisplayState(state)).toBe(display);
  });
  it("is pending only in the spec's set; final when completed, failed or cancelled", () => {
    expect(orderDisplayState("acknowledged")).toBe("pending");
    expect(orderDisplayState("held")).not.toBe("pending");
    expect(orderDisplayState("completed")).not.toBe("pending");
    expect(isFinalOrderState("completed")).toBe(true);
    expect(isFinalOrderState("rejected")).toBe(true);
    expect(isFinalOrderState("cancelled")).toBe(true);
    expect(isFinalOrderState("inProgress")).toBe(false);
    expect(isFinalOrderState("weird")).toBe(false);
  });
});

describe("SPEC §7 productOrder answers", () => {
  it("maps an order with its items", () => {
    expect(mapProductOrder(order("po-1", "inProgress", "RP-EU", "PRD-9"))).toEqual({
      id: "po-1",
      orderNumber: "CMD-po-1",
      state: "inProgress",
      displayState: "pending",
      orderDate: "2026-05-01T10:00:00Z",
      items: [{ id: "1", action: "add", offeringId: "RP-EU", offeringName: "", productId: "PRD-9" }],
    });
  });
  it("falls back to externalId then id for the number; missing fields are empty", () => {
    expect(mapProductOrder({ id: "po-2", externalId: "EXT-2" })).toEqual({
      id: "po-2",
      orderNumber: "EXT-2",
      state: "",
      displayState: "unknown",
      orderDate: "",
      items: [],
    });
    expect(mapProductOrder({ id: "po-3", productOrderItem: [null] })?.orderNumber).toBe("po-3");
    expect(mapProductOrder({ id: "po-3", productOrderItem: [null] })?.items).toEqual([
      { id: "", action: "", offeringId: "", offeringName: "", productId: "" },
    ]);
  });
  it("skips what is not an order; a non-list answer is empty", () => {
    expect(mapProductOrder(null)).toBeNull();
    expect(mapProductOrder({ state: "pending" })).toBeNull();
    expect(mapProductOrders([order("a", "pending", "X"), "x", {}])).toHaveLength(1);
    expect(mapProductOrders({ error: "boom" })).toEqual([]);
  });
});

describe("SPEC §4: an order for this offer is pending", () => {
  const orders = mapProductOrders([
    order("done", "completed", "RP-EU"),
    order("p1", "acknowledged", "RP-EU"),
    order("p2", "pending", "OPT-1", "PRD-ROAM"),
    order("c1", "cancelled", "RP-WORLD"),
  ]);
  it("finds the first pending order naming the offering or the product", () => {
    expect(pendingOrderFor(orders, "RP-EU")?.id).toBe("p1");
    expect(pendingOrderFor(orders, " PRD-ROAM ")?.id).toBe("p2");
    expect(hasPendingOrderFor(orders, "OPT-1")).toBe(true);
  });
  it("ignores finished orders, other offers and an empty id", () => {
    expect(hasPendingOrderFor(orders, "RP-WORLD")).toBe(false);
    expect(hasPendingOrderFor(orders, "RP-OTHER")).toBe(false);
    expect(pendingOrderFor(orders, "")).toBeNull();
    expect(pendingOrderFor(mapProductOrders([order("x", "pending", "")]), "")).toBeNull();
    expect(hasPendingOrderFor([], "RP-EU")).toBe(false);
  });
});
