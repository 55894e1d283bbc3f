// The orders page's reading of TMF622 product orders (issue 26; SPEC §7 "GET product-ordering /productOrder…
// channel.id=eCare (or Online)"; SPEC §4 pending states): shop and self-care orders, totals, items, and the timeline
// from the state history (productOrderMilestone); nothing throws on a bad answer.
import { mapOrder, mapOrderPage, mapOrders, orderTimeline } from "../../../src/domain/orders/orderHistory";
import { formatDateRo } from "../../../src/domain/dates";

const price = (name: "upfront" | "monthly", unit: string, value: number) => ({
  name,
  priceType: name === "upfront" ? "oneTime" : "recurring",
  price: { taxIncludedAmount: { unit, value } },
});
const milestone = (name: string, milestoneDate: string) => ({ "@type": "ProductOrderMilestone", name, status: name, milestoneDate });

/** A shop order as the sandbox answers it (docs/checkout-contract.md "Product orders"). */
const shopOrder = {
  id: "po-1",
  orderNumber: "CMD-2026-000001",
  state: "inProgress",
  orderDate: "2026-03-02T09:00:00.000Z",
  channel: [{ id: "Online", name: "Online" }],
  paymentMethod: "CARD",
  productOrderItem: [
    {
      id: "1",
      action: "add",
      quantity: 1,
      productOffering: { id: "DEV-NORDIA-X5-ALBASTRU", name: "Nordia X5 albastru" },
      itemTotalPrice: [price("upfront", "EUR", 100), price("upfront", "RON", 497.5)],
    },
    {
      id: "2",
      action: "add",
      quantity: "2",
      productOffering: { id: "PLAN-CBU-SMART-15" },
      product: { name: "Smart 15" },
      itemTotalPrice: [price("monthly", "RON", 75)],
      productOrderItemRelationship: [{ id: "1", relationshipType: "bundled" }],
    },
  ],
  orderTotalPrice: [price("upfront", "EUR", 100), price("upfront", "RON", 497.5), price("monthly", "RON", 75)],
  productOrderMilestone: [
    milestone("pending", "2026-03-02T09:00:00.000Z"),
    milestone("acknowledged", "2026-03-02T09:00:05.000Z"),
    milestone("inProgress", "2026-03-02T09:02:05.000Z"),
  ],
};

/** A self-care order (docs/services-contract.md "Self-care product orders"): no prices. */
const selfcareOrder = {
  id: "SCO-000001",
  orderNumber: "SCO-000001",
  state: "completed",
  orderDate: "2026-03-01T08:00:00.000Z",
  completionDate: "2026-03-01T08:00:08.000Z",
  channel: [{ id: "eCare", name: "eCare" }],
  productOrderItem: [{ id: "1", action: "delete", productOffering: { id: "PO-OPT-DATA-10GB", name: "Opțiune Internet 10 GB" } }],
};

describe("issue 26 orders (SPEC §7 product orders, Online and eCare channels)", () => {
  it("a shop order: number, state, SPEC §4 pending, date, channel, RON totals, card, items with their prices", () => {
    expect(mapOrder(shopOrder)).toEqual({
      id: "po-1",
      number: "CMD-2026-000001",
      state: "inProgress",
      rawState: "inProgress",
      pending: true,
      date: "2026-03-02T09:00:00.000Z",
      channel: "shop",
      total: { value: 497.5, unit: "RON" },
      monthly: { value: 75, unit: "RON" },
      paymentMethod: "CARD",
      items: [
        {
          id: "1",
          name: "Nordia X5 albastru",
          quantity: 1,
          action: "add",
          upfront: { value: 497.5, unit: "RON" },
          monthly: null,
          bundledWith: null,
        },
        { id: "2", name: "Smart 15", quantity: 2, action: "add", upfront: null, monthly: { value: 75, unit: "RON" }, bundledWith: "1" },
      ],
      timeline: [
        { state: "pending", rawState: "pending", date: "2026-03-02T09:00:00.000Z" },
        { state: "acknowledged", rawState: "acknowledged", date: "2026-03-02T09:00:05.000Z" },
        { state: "inProgress", rawState: "inProgress", date: "2026-03-02T09:02:05.000Z" },
      ],
    });
  });

  it("a self-care order: eCare channel, no price, a deactivation; completed is not pending", () => {
    const o = mapOrder(selfcareOrder);
    expect(o).toMatchObject({ channel: "selfcare", total: null, monthly: null, paymentMethod: null, pending: false, state: "completed" });
    expect(o?.items).toEqual([
      { id: "1", name: "Opțiune Internet 10 GB", quantity: 1, action: "delete", upfront: null, monthly: null, bundledWith: null },
    ]);
  });

  it("the number falls back to externalId, then the id; an unknown channel is null; a v5 channel ref is read", () => {
    expect(mapOrder({ id: "x", externalId: "EXT-1" })?.number).toBe("EXT-1");
    expect(mapOrder({ id: "x", channel: [{ id: "Retail" }] })).toMatchObject({ number: "x", channel: null });
    expect(mapOrder({ id: "x", channel: [{ channel: { id: "ecare" }, role: "capture" }] })?.channel).toBe("selfcare");
  });

  it("an EUR-only total is shown in EUR (RON preferred when both are there)", () => {
    expect(mapOrder({ id: "x", orderTotalPrice: [price("upfront", "EUR", 12)] })?.total).toEqual({ value: 12, unit: "EUR" });
  });

  it("an unknown state is kept as text and never crashes; a bad answer gives empty values", () => {
    const o = mapOrder({ id: 7, state: "draft", orderDate: "yesterday", productOrderItem: "x", orderTotalPrice: [{ price: null }] });
    expect(o).toMatchObject({
      id: "7",
      state: "unknown",
      rawState: "draft",
      pending: false,
      date: null,
      items: [],
      total: null,
      paymentMethod: null,
    });
    expect(o?.timeline).toEqual([{ state: "unknown", rawState: "draft", date: null }]);
  });

  it("the list: orders without an id and non-objects are skipped; a non-list is empty", () => {
    expect(mapOrders([shopOrder, { state: "completed" }, null, "po-2", selfcareOrder]).map((o) => o.id)).toEqual(["po-1", "SCO-000001"]);
    expect(mapOrders({ orders: [] })).toEqual([]);
    expect(mapOrder(null)).toBeNull();
  });
});

describe("issue 26 order timeline from the state history (productOrderMilestone)", () => {
  it("oldest first, whatever order the history comes in; undated entries last", () => {
    const t = orderTimeline({
      state: "completed",
      productOrderMilestone: [
        milestone("completed", "2026-03-02T09:10:00Z"),
        { name: "held" },
        milestone("acknowledged", "2026-03-02T09:00:00Z"),
        milestone("inProgress", "2026-03-02T09:02:00Z"),
      ],
    });
    expect(t.map((e) => [e.state, e.date])).toEqual([
      ["acknowledged", "2026-03-02T09:00:00Z"],
      ["inProgress", "2026-03-02T09:02:00Z"],
      ["completed", "2026-03-02T09:10:00Z"],
      ["held", null],
      ["completed", null],
    ]);
  });

  it("a repeated state is one entry; status is read when name is missing", () => {
    const t = orderTimeline({
      state: "acknowledged",
      productOrderMilestone: [
        milestone("pending", "2026-03-02T09:00:00Z"),
        milestone("PENDING", "2026-03-02T09:00:01Z"),
        { status: "acknowledged", milestoneDate: "2026-03-02T09:01:00Z" },
      ],
    });
    expect(t.map((e) => e.state)).toEqual(["pending", "acknowledged"]);
  });

  it("ends with the current state: added with the completion or cancellation date when the history stops short", () => {
    const done = orderTimeline({ ...selfcareOrder, productOrderMilestone: [milestone("acknowledged", selfcareOrder.orderDate)] });
    expect(done).toEqual([
      { state: "acknowledged", rawState: "acknowledged", date: selfcareOrder.orderDate },
      { state: "completed", rawState: "completed", date: selfcareOrder.completionDate },
    ]);
    const cancelled = orderTimeline({
      state: "cancelled",
      cancellationDate: "2026-03-03T09:00:00Z",
      productOrderMilestone: [milestone("pending", "2026-03-02T09:00:00Z")],
    });
    expect(cancelled[1]).toEqual({ state: "cancelled", rawState: "cancelled", date: "2026-03-03T09:00:00Z" });
  });

  it("without any history: the current state alone, dated with the order date", () => {
    expect(orderTimeline({ state: "acknowledged", orderDate: "2026-03-02T09:00:00Z" })).toEqual([
      { state: "acknowledged", rawState: "acknowledged", date: "2026-03-02T09:00:00Z" },
    ]);
    expect(orderTimeline({})).toEqual([]);
    expect(orderTimeline("nonsense")).toEqual([]);
  });

  it("an unknown state in the history is kept, with its text", () => {
    const t = orderTimeline({ state: "draft", productOrderMilestone: [milestone("draft", "2026-03-02T09:00:00Z")] });
    expect(t).toEqual([{ state: "unknown", rawState: "draft", date: "2026-03-02T09:00:00Z" }]);
  });

  it("timeline dates read in Romanian, in Romania's time (SPEC §1), empty for none", () => {
    expect(formatDateRo("2026-03-02T09:00:00.000Z", "longTime")).toBe("2 martie 2026 la 11:00");
    expect(formatDateRo("2026-07-02T09:05:00.000Z", "longTime")).toBe("2 iulie 2026 la 12:05");
    expect(formatDateRo(null, "longTime")).toBe("");
    expect(formatDateRo("mâine", "longTime")).toBe("");
  });
});

describe("issue 26 orders list page: X-Total-Count", () => {
  it("the header's total, when it is a whole number at least what the page shows", () => {
    expect(mapOrderPage([shopOrder], "23", 20)).toMatchObject({ total: 23 });
    expect(mapOrderPage([shopOrder], 23, 20).orders.map((o) => o.id)).toEqual(["po-1"]);
  });
  it.each([[undefined], ["abc"], ["2.5"], ["3"], [null]])("a total of %p is what the page shows (offset + orders)", (header) => {
    expect(mapOrderPage([shopOrder, selfcareOrder], header, 10).total).toBe(12);
  });
});
