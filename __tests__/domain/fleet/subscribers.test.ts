// The company's subscribers (src/domain/fleet/subscribers.ts): SPEC §7 "Identity and sign-in … subscribers,
// subscriber-search (paths not shown)" (issue 27).
import {
  mapSubscriberPage,
  mapSubscriberSearch,
  subscriberListParams,
  subscriberSearchParams,
  subscriberSearchTerm,
} from "../../../src/domain/fleet/subscribers";

const raw = (msisdn: string) => ({
  "@type": "Subscriber",
  id: msisdn,
  msisdn,
  ban: "500000503",
  userName: "Ana Popa",
  plan: { id: "PO-EBU-BUSINESS-10", name: "Business 10" },
  activatedOn: "2021-03-01",
});

describe("SPEC §7 subscribers and subscriber-search", () => {
  it("SPEC §7 subscriber-search: a term of at least 2 characters, trimmed, spaces collapsed, at most 60", () => {
    expect(subscriberSearchTerm("")).toBeNull();
    expect(subscriberSearchTerm(" a ")).toBeNull();
    expect(subscriberSearchTerm("  an  a ")).toBe("an a");
    expect(subscriberSearchTerm("0729")).toBe("0729");
    expect(subscriberSearchTerm("z".repeat(70))).toHaveLength(60);
    expect(subscriberSearchParams("ana")).toEqual({ q: "ana", limit: 20 });
  });

  it("SPEC §7 subscriber-search: the answer as the pickers use it (number, account, employee), at most 20", () => {
    const many = Array.from({ length: 25 }, (_, i) => raw(`07291002${String(i).padStart(2, "0")}`));
    const found = mapSubscriberSearch([{ msisdn: "" }, ...many]);
    expect(found).toHaveLength(20);
    expect(found?.[0]).toEqual({ msisdn: "0729100200", ban: "500000503", userName: "Ana Popa" });
    expect(mapSubscriberSearch({})).toBeNull();
  });

  it("SPEC §7 subscribers: a page of 20 on one account or all; the lines with plan and activation day, the total header", () => {
    expect(subscriberListParams(null, 1)).toEqual({ offset: 0, limit: 20 });
    expect(subscriberListParams("500000503", 3)).toEqual({ offset: 40, limit: 20, ban: "500000503" });
    expect(subscriberListParams(null, 0)).toEqual({ offset: 0, limit: 20 });
    expect(mapSubscriberPage([raw("0729100230")], "60")).toEqual({
      total: 60,
      items: [{ msisdn: "0729100230", ban: "500000503", userName: "Ana Popa", planName: "Business 10", activatedOn: "2021-03-01" }],
    });
    expect(mapSubscriberPage("x", "1")).toBeNull();
  });
});
