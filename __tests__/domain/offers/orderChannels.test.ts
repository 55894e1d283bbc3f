// SPEC §7 "POST product-ordering /productOrder/ecare, /productOrder/ebill, /productOrder/mva": the one table of where each
// kind of offer is ordered (src/domain/offers/orderChannels.ts), shared with the sandbox's enforcement
// (__tests__/sandbox/offer-channels.test.ts drives it against the real sandbox).
import {
  ORDER_CHANNEL_BY_KIND,
  offerOrderKind,
  orderChannelOf,
  ROAMING_SERVICE_KIND,
  type OfferOrderFacts,
} from "../../../src/domain/offers/orderChannels";

describe("SPEC §7 order channels: the offer kind decides /ebill, /ecare or /mva", () => {
  it("the table: postpaid options and bonuses on the bill, prepaid offers from the credit, roaming through /mva", () => {
    expect(ORDER_CHANNEL_BY_KIND).toEqual({
      postpaidOption: "ebill",
      bonus: "ebill",
      prepaidOffer: "ecare",
      roamingService: "mva",
      roamingRecommendation: "mva",
    });
  });

  it.each<[OfferOrderFacts, string | null, string | null]>([
    [{ category: "NEXT_BEST_ACTION", segment: "postpaid" }, "postpaidOption", "ebill"],
    [{ category: "International", segment: "postpaid" }, "postpaidOption", "ebill"],
    [{ category: "Roaming", segment: "postpaid" }, "postpaidOption", "ebill"],
    [{ category: "Bonus", segment: "postpaid" }, "bonus", "ebill"],
    // SPEC §9 kinds of the prepaid segment are all paid from the credit, a prepaid Bonus included.
    [{ category: "Bonus", segment: "prepaid" }, "prepaidOffer", "ecare"],
    [{ category: "International", segment: "prepaid" }, "prepaidOffer", "ecare"],
    [{ category: ROAMING_SERVICE_KIND, segment: null }, "roamingService", "mva"],
    [{ category: ROAMING_SERVICE_KIND, segment: "postpaid" }, "roamingService", "mva"],
    // Issue 24: the EU recommendation is the national data option; with the switch it is one /mva order.
    [{ category: "Bonus", segment: "postpaid", withRoaming: true }, "roamingRecommendation", "mva"],
    [{ category: "Roaming", segment: "postpaid", withRoaming: true }, "roamingRecommendation", "mva"],
    [{ category: "Bonus", segment: "prepaid", withRoaming: true }, "roamingRecommendation", "mva"],
    // Nothing one orders: the plan, an unknown category, an option of no segment.
    [{ category: "Plan", segment: "postpaid" }, null, null],
    [{ category: "", segment: "postpaid" }, null, null],
    [{ category: null, segment: "prepaid" }, null, null],
    [{ category: "Bonus", segment: null }, null, null],
  ])("%j → %s through %s", (facts, kind, channel) => {
    expect(offerOrderKind(facts)).toBe(kind);
    expect(orderChannelOf(facts)).toBe(channel);
  });

  it("every kind is reached by some offer, so no row of the table is dead", () => {
    const reached = new Set(
      [
        { category: "International", segment: "postpaid" },
        { category: "Bonus", segment: "postpaid" },
        { category: "Bonus", segment: "prepaid" },
        { category: ROAMING_SERVICE_KIND, segment: null },
        { category: "Roaming", segment: "postpaid", withRoaming: true },
      ].map((f) => offerOrderKind(f as OfferOrderFacts)),
    );
    expect([...reached].sort()).toEqual(Object.keys(ORDER_CHANNEL_BY_KIND).sort());
  });
});
