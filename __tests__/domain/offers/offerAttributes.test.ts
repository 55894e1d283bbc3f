import { OFFER_AREAS } from "../../../src/domain/constants";
import { groupOffersByKind, OFFER_KIND_ORDER, offerAreaOf, offerAttribute, offerKind } from "../../../src/domain/offers/offerAttributes";

const offer = (attributes: unknown, over: Record<string, unknown> = {}) => ({ id: "O", attributes, ...over });

describe("SPEC §3 offer attributes are read by name; empty string when missing", () => {
  it("reads the value of the pair with that name (the first one)", () => {
    const o = offer([
      { name: "validity", value: "30 zile" },
      { name: "dataVolume", value: "10 GB" },
      { name: "validity", value: "7 zile" },
    ]);
    expect(offerAttribute(o, "dataVolume")).toBe("10 GB");
    expect(offerAttribute(o, "validity")).toBe("30 zile");
  });
  it("is '' for a missing name, a non-text value, no attribute list, or no offer", () => {
    expect(offerAttribute(offer([{ name: "a", value: "1" }]), "b")).toBe("");
    expect(offerAttribute(offer([{ name: "a", value: 1 }]), "a")).toBe("");
    expect(offerAttribute(offer(undefined), "a")).toBe("");
    expect(offerAttribute(offer("a=1"), "a")).toBe("");
    expect(offerAttribute(null, "a")).toBe("");
    expect(offerAttribute("offer", "a")).toBe("");
  });
  it("is case-sensitive on the name (names are read as given)", () => {
    expect(offerAttribute(offer([{ name: "Validity", value: "x" }]), "validity")).toBe("");
  });
});

describe("SPEC §9 constants Bonus, Roaming, NEXT_BEST_ACTION, International: offer kinds", () => {
  it("the kinds are the spec's four, shown NEXT_BEST_ACTION first", () => {
    expect([...OFFER_KIND_ORDER].sort()).toEqual([...OFFER_AREAS].sort());
    expect(OFFER_KIND_ORDER[0]).toBe("NEXT_BEST_ACTION");
  });
  it("names a kind without regard to case", () => {
    expect(offerAreaOf("bonus")).toBe("Bonus");
    expect(offerAreaOf(" next_best_action ")).toBe("NEXT_BEST_ACTION");
    expect(offerAreaOf("ROAMING")).toBe("Roaming");
    expect(offerAreaOf("Options")).toBeNull();
    expect(offerAreaOf(undefined)).toBeNull();
  });
  it("reads the kind from the category attribute first, then the offer's category", () => {
    expect(offerKind(offer([{ name: "category", value: "International" }], { category: "Bonus" }))).toBe("International");
    expect(offerKind(offer([], { category: "bonus" }))).toBe("Bonus");
    expect(offerKind(offer([], { category: [{ id: "x", name: "Other" }, { name: "Roaming" }] }))).toBe("Roaming");
    expect(offerKind(offer([], { category: [{ id: "NEXT_BEST_ACTION" }] }))).toBe("NEXT_BEST_ACTION");
    expect(offerKind(offer([], { category: ["International"] }))).toBe("International");
  });
  it("is null when nothing names a kind", () => {
    expect(offerKind(offer([{ name: "category", value: "Options" }]))).toBeNull();
    expect(offerKind(offer([], { category: 5 }))).toBeNull();
    expect(offerKind(null)).toBeNull();
  });
  it("groups offers by kind, every kind present, order kept, unknown under other", () => {
    const a = offer([{ name: "category", value: "Bonus" }], { id: "a" });
    const b = offer([], { id: "b", category: "NEXT_BEST_ACTION" });
    const c = offer([{ name: "category", value: "bonus" }], { id: "c" });
    const d = offer([], { id: "d" });
    const groups = groupOffersByKind([a, b, c, d]);
    expect(groups).toEqual({ NEXT_BEST_ACTION: [b], Bonus: [a, c], International: [], Roaming: [], other: [d] });
  });
  it("groups with a kind reader of the caller's", () => {
    const groups = groupOffersByKind(["r1", "i1", "r2"], (s) => (s.startsWith("r") ? "Roaming" : "International"));
    expect(groups.Roaming).toEqual(["r1", "r2"]);
    expect(groups.International).toEqual(["i1"]);
    expect(groupOffersByKind([])).toEqual({ NEXT_BEST_ACTION: [], Bonus: [], International: [], Roaming: [], other: [] });
  });
});
