import {
  activeOptions,
  linesOf,
  mapInventory,
  mapInventoryProduct,
  planOf,
  productCharacteristic,
  roamingStatusOf,
} from "../../../src/domain/inventory/inventory";

const product = (id: string, category: string, msisdn = "0722000101", extra: Record<string, unknown> = {}) => ({
  id,
  name: `Produs ${id}`,
  status: "active",
  productOffering: { id: `PO-${id}`, name: `Oferta ${id}` },
  publicIdentifier: msisdn,
  productCharacteristic: [
    { name: "TARGET_SYSTEM", value: "BSCS" },
    { name: "category", value: category },
  ],
  ...extra,
});

describe("SPEC §7 GET product-inventory /product (SPEC §3 related state: targetSystem, product flag)", () => {
  it("reads a plan with its characteristics, price and dates", () => {
    const p = mapInventoryProduct(
      product("prd-1", "Plan", "0722000101", {
        startDate: "2025-04-05T00:00:00+03:00",
        productCharacteristic: [
          { name: "TARGET_SYSTEM", value: "PPS" },
          { name: "category", value: "Plan" },
          { name: "renewalDate", value: "2026-03-05" },
          { name: "commitmentEndDate", value: "2027-04-05" },
          { name: "isSpecial", value: "true" },
        ],
        productPrice: [{ priceType: "recurring", price: { taxIncludedAmount: { value: 12, unit: "eur" } } }],
      }),
    );
    expect(p).toMatchObject({
      id: "prd-1",
      offeringId: "PO-prd-1",
      msisdn: "0722000101",
      targetSystem: "PPS",
      category: "Plan",
      renewalDate: "2026-03-05",
      commitmentEndDate: "2027-04-05",
      isSpecial: true,
      price: { value: 12, unit: "EUR", recurring: true },
      addOnOf: "",
    });
  });
  it("a characteristic that is missing reads as an empty string; an unknown target system too", () => {
    expect(productCharacteristic({ productCharacteristic: [] }, "renewalDate")).toBe("");
    expect(productCharacteristic(null, "x")).toBe("");
    const p = mapInventoryProduct({ id: "x", productCharacteristic: [{ name: "TARGET_SYSTEM", value: "OTHER" }] });
    expect(p?.targetSystem).toBe("");
    expect(p?.price).toBeNull();
  });
  it("an option names the plan it was added to", () => {
    const p = mapInventoryProduct(
      product("opt-1", "Bonus", "0722000101", { productRelationship: [{ relationshipType: "addOnOf", product: { id: "prd-1" } }] }),
    );
    expect(p?.addOnOf).toBe("prd-1");
  });
  it("skips entries without an id and answers that are not lists", () => {
    expect(mapInventory([product("a", "Plan"), { name: "no id" }, null, 3])).toHaveLength(1);
    expect(mapInventory({ items: [] })).toEqual([]);
  });
});

describe("SPEC §2 abonament, bonusuri-si-optiuni and the roaming panel toggle read the inventory", () => {
  const inventory = mapInventory([
    product("plan-a", "Plan"),
    product("opt-a", "Bonus"),
    { ...product("opt-old", "Bonus"), status: "suspended" },
    product("roam-a", "RoamingService"),
    product("plan-b", "Plan", "0728000511"),
    product("opt-b", "International", "0728000511"),
  ]);
  it("the line's plan is its active Plan product", () => {
    expect(planOf(inventory, "0722000101")?.id).toBe("plan-a");
    expect(planOf(inventory, "0728000511")?.id).toBe("plan-b");
    expect(planOf(inventory, "0799999999")).toBeNull();
  });
  it("active options are the line's active products that are neither plan nor roaming service", () => {
    expect(activeOptions(inventory, "0722000101").map((p) => p.id)).toEqual(["opt-a"]);
    expect(activeOptions(inventory, "0728000511").map((p) => p.id)).toEqual(["opt-b"]);
  });
  it("roaming is on when an active RoamingService product is on the line (SPEC §2 toggle, offerItem)", () => {
    expect(roamingStatusOf(inventory, "0722000101")).toEqual({ active: true, productId: "roam-a" });
    expect(roamingStatusOf(inventory, "0728000511")).toEqual({ active: false, productId: "" });
  });
  it("the lines are the numbers of the inventory, each once, fixed products left out", () => {
    expect(linesOf([...inventory, ...mapInventory([product("fix", "Plan", "")])])).toEqual(["0722000101", "0728000511"]);
  });
});
