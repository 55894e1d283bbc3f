import {
  addOptionOrderFor,
  mapOffer,
  mapOffers,
  offersForPage,
  orderChannelFor,
  removalChannelFor,
} from "../../../src/domain/offers/offerings";
import { addOptionOrder, removeOptionOrder, roamingOrder, roamingOrderFor } from "../../../src/domain/offers/orderRequests";

const offering = (id: string, category: string, segment: string, priceType = "recurring") => ({
  id,
  name: `Opțiune ${id}`,
  description: "10 GB în plus",
  attributes: [
    { name: "category", value: category },
    { name: "segment", value: segment },
    { name: "allowance", value: "10 GB" },
  ],
  productOfferingPrice: [{ priceType, price: { taxIncludedAmount: { value: 5, unit: "EUR" } } }],
});

describe("SPEC §7 self-care product offering; SPEC §3 offer attributes read by name, empty when missing", () => {
  it("maps an offering with its kind, segment, allowance and price", () => {
    expect(mapOffer(offering("PO-1", "Bonus", "postpaid"))).toEqual({
      id: "PO-1",
      name: "Opțiune PO-1",
      description: "10 GB în plus",
      kind: "Bonus",
      segment: "postpaid",
      allowance: "10 GB",
      validity: "",
      price: { value: 5, unit: "EUR", recurring: true },
    });
  });
  it("an unknown segment or kind reads as null; no price as null", () => {
    expect(mapOffer({ id: "x", attributes: [{ name: "segment", value: "fixed" }] })).toMatchObject({
      segment: null,
      kind: null,
      price: null,
    });
  });
  it("skips unreadable entries and repeats of an id", () => {
    expect(mapOffers([offering("a", "Bonus", "prepaid"), offering("a", "Bonus", "prepaid"), {}, "x"]).map((o) => o.id)).toEqual(["a"]);
  });
  it("each page shows its segment's offers (DESIGN.md twins: bonusuri-si-optiuni postpaid, oferte prepaid)", () => {
    const offers = mapOffers([offering("a", "Bonus", "postpaid"), offering("b", "International", "prepaid", "oneTime")]);
    expect(offersForPage(offers, "postpaid").map((o) => o.id)).toEqual(["a"]);
    expect(offersForPage(offers, "prepaid").map((o) => o.id)).toEqual(["b"]);
  });
});

describe("SPEC §7 POST /productOrder/ecare, /ebill, /mva bodies", () => {
  it("postpaid options go through ebill, prepaid offers through ecare, others nowhere", () => {
    expect(orderChannelFor({ segment: "postpaid", kind: "International" })).toBe("ebill");
    expect(orderChannelFor({ segment: "postpaid", kind: "Bonus" })).toBe("ebill");
    expect(orderChannelFor({ segment: "prepaid", kind: "NEXT_BEST_ACTION" })).toBe("ecare");
    expect(orderChannelFor({ segment: null, kind: "Bonus" })).toBeNull();
    expect(orderChannelFor({ segment: "postpaid", kind: null })).toBeNull();
    const offer = mapOffer(offering("PO-9", "Bonus", "prepaid", "oneTime"));
    expect(offer && addOptionOrderFor(offer, "0733000201")).toEqual({ channel: "ecare", body: addOptionOrder("PO-9", "0733000201") });
    expect(addOptionOrderFor({ ...offer!, segment: null }, "0733000201")).toBeNull();
  });
  it("an active option is removed on its kind's channel, its segment read from its price, else the page's", () => {
    const option = (category: string, price: { recurring: boolean } | null) => ({ category, price });
    expect(removalChannelFor(option("Bonus", { recurring: true }), "prepaid")).toBe("ebill");
    expect(removalChannelFor(option("International", { recurring: false }), "postpaid")).toBe("ecare");
    expect(removalChannelFor(option("Roaming", null), "postpaid")).toBe("ebill");
    expect(removalChannelFor(option("Bonus", null), "prepaid")).toBe("ecare");
    // No known category: still an option of its segment.
    expect(removalChannelFor(option("", { recurring: false }), "postpaid")).toBe("ecare");
    expect(removalChannelFor(option("", null), "postpaid")).toBe("ebill");
  });
  it("the roaming switch and a roaming recommendation go through /mva, one order (orderChannels.ts)", () => {
    expect(roamingOrderFor(true, "prd-1", "BSCS")).toEqual({ channel: "mva", body: roamingOrder(true, "prd-1", "BSCS") });
    expect(roamingOrderFor(true, "prd-1", "BSCS", "PO-OPT-DATA-10GB")).toEqual({
      channel: "mva",
      body: roamingOrder(true, "prd-1", "BSCS", "PO-OPT-DATA-10GB"),
    });
    expect(roamingOrderFor(false, "prd-1", "PPS", "PO-OPT-DATA-10GB")).toEqual({
      channel: "mva",
      body: roamingOrder(false, "prd-1", "PPS"),
    });
  });
  it("add and delete items as the contract takes them", () => {
    expect(addOptionOrder("PO-1", "0722000101")).toEqual({
      productOrderItem: [{ action: "add", productOffering: { id: "PO-1" }, product: { publicIdentifier: "0722000101" } }],
    });
    expect(removeOptionOrder("opt-7")).toEqual({ productOrderItem: [{ action: "delete", product: { id: "opt-7" } }] });
  });
  it("SPEC §7 roaming action with product id and a TARGET_SYSTEM characteristic; a pack only with an activation", () => {
    expect(roamingOrder(true, "prd-1", "BSCS", "ADDON-ROAMING-5GB")).toEqual({
      action: "activate",
      product: { id: "prd-1" },
      productOffering: { id: "ADDON-ROAMING-5GB" },
      characteristic: [{ name: "TARGET_SYSTEM", value: "BSCS" }],
    });
    expect(roamingOrder(false, "prd-1", "PPS", "ADDON-ROAMING-5GB")).toEqual({
      action: "deactivate",
      product: { id: "prd-1" },
      characteristic: [{ name: "TARGET_SYSTEM", value: "PPS" }],
    });
    expect(roamingOrder(true, "prd-1", "BSCS")).not.toHaveProperty("productOffering");
  });
});
