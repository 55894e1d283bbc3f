import {
  mapUsagePage,
  mapUsageRecord,
  mapUsageRecords,
  totalCountOf,
  usageCategory,
  usagePageCount,
} from "../../../src/domain/usage/usageRecords";

const call = {
  id: "U-1",
  usageDate: "2026-05-03T10:15:00+03:00",
  usageType: "voice",
  description: "Apel național",
  ratedProductUsage: [{ taxIncludedRatingAmount: { value: 1.2, unit: "RON" } }],
  usageCharacteristic: [
    { name: "duration", value: 125 },
    { name: "calledNumber", value: "0722000111" },
  ],
};
const roamingData = {
  id: "U-2",
  usageDate: "2026-05-04T08:00:00+02:00",
  usageType: "DATA_ROAMING",
  description: "Date în roaming",
  ratedProductUsage: [{ taxIncludedRatingAmount: { value: "0.10", unit: "ron" } }],
  usageCharacteristic: [
    { name: "Volume", value: { value: 120.5, units: "MB" } },
    { name: "roamingCountry", value: "Italia" },
  ],
};

describe("SPEC §7 usage management: TMF635-like usage records", () => {
  it("maps a call: date, category, description, lei, duration, called number", () => {
    expect(mapUsageRecord(call)).toEqual({
      id: "U-1",
      date: "2026-05-03T10:15:00+03:00",
      category: "voice",
      type: "voice",
      description: "Apel național",
      amountRon: 1.2,
      volume: null,
      durationSeconds: 125,
      calledNumber: "0722000111",
      roamingCountry: "",
    });
  });
  it("maps roaming data: volume with units, roaming country, numeric text amounts, characteristic names in any case", () => {
    expect(mapUsageRecord(roamingData)).toMatchObject({
      category: "data",
      type: "DATA_ROAMING",
      amountRon: 0.1,
      volume: { value: 120.5, units: "MB" },
      roamingCountry: "Italia",
      durationSeconds: null,
    });
  });
  it("reads top-level fields when there are no characteristics", () => {
    expect(
      mapUsageRecord({
        id: 7,
        date: "2026-05-01",
        category: "SMS",
        amount: { value: 0.05 },
        volume: 3,
        volumeUnit: "SMS",
        calledNumber: "0733",
      }),
    ).toMatchObject({
      id: "7",
      date: "2026-05-01",
      category: "sms",
      amountRon: 0.05,
      volume: { value: 3, units: "SMS" },
      calledNumber: "0733",
    });
  });
  it("does not count an amount in another currency as lei", () => {
    expect(mapUsageRecord({ id: "x", ratedProductUsage: [{ taxIncludedRatingAmount: { value: 2, unit: "EUR" } }] })?.amountRon).toBeNull();
  });
  it("gives empty values for missing or wrong fields, never throws", () => {
    expect(mapUsageRecord({ id: "x", usageDate: "not a date", usageCharacteristic: "x", ratedProductUsage: {}, description: 5 })).toEqual({
      id: "x",
      date: null,
      category: "other",
      type: "",
      description: "5",
      amountRon: null,
      volume: null,
      durationSeconds: null,
      calledNumber: "",
      roamingCountry: "",
    });
    expect(mapUsageRecord({ id: "x", usageCharacteristic: [{ name: "duration", value: -3 }] })?.durationSeconds).toBeNull();
  });
  it("skips what is not a record or has no id", () => {
    expect(mapUsageRecord(null)).toBeNull();
    expect(mapUsageRecord([call])).toBeNull();
    expect(mapUsageRecord({ usageType: "voice" })).toBeNull();
    expect(mapUsageRecords([call, null, { id: "" }, roamingData]).map((r) => r.id)).toEqual(["U-1", "U-2"]);
  });
  it("reads a list or an object holding it under usage; anything else is empty", () => {
    expect(mapUsageRecords({ usage: [call] })).toHaveLength(1);
    expect(mapUsageRecords("oops")).toEqual([]);
    expect(mapUsageRecords(undefined)).toEqual([]);
  });
});

describe("usage categories", () => {
  it.each([
    ["voice", "voice"],
    ["Apeluri", "voice"],
    ["DATA_ROAMING", "data"],
    ["internet", "data"],
    ["SMS", "sms"],
    ["mms-national", "mms"],
    ["content", "other"],
    [undefined, "other"],
  ])("%s → %s", (raw, category) => {
    expect(usageCategory(raw)).toBe(category);
  });
});

describe("SPEC §2/§9 usage pages of 10 with the X-Total-Count total", () => {
  it("reads X-Total-Count in any case, from an object or a Headers-like get", () => {
    expect(totalCountOf({ "X-Total-Count": "37" })).toBe(37);
    expect(totalCountOf({ "x-total-count": 5 })).toBe(5);
    expect(totalCountOf(new Headers({ "X-Total-Count": "12" }))).toBe(12);
    expect(totalCountOf({ "x-total-count": "abc" })).toBeNull();
    expect(totalCountOf({ "x-total-count": "-1" })).toBeNull();
    expect(totalCountOf(undefined)).toBeNull();
  });
  it("counts pages of 10, at least one", () => {
    expect(usagePageCount(0)).toBe(1);
    expect(usagePageCount(10)).toBe(1);
    expect(usagePageCount(11)).toBe(2);
    expect(usagePageCount(37)).toBe(4);
  });
  it("a page with the header's total", () => {
    const page = mapUsagePage([call, roamingData], { "X-Total-Count": "37" }, 4);
    expect(page).toMatchObject({ total: 37, page: 4, pageCount: 4 });
    expect(page.items.map((r) => r.id)).toEqual(["U-1", "U-2"]);
  });
  it("without a header the total is what is known; a smaller count is raised to it", () => {
    expect(mapUsagePage([call, roamingData], {}, 3)).toMatchObject({ total: 22, pageCount: 3 });
    expect(mapUsagePage([call], { "x-total-count": "1" }, 2)).toMatchObject({ total: 11, pageCount: 2 });
    expect(mapUsagePage([], {}, 1)).toMatchObject({ items: [], total: 0, pageCount: 1, page: 1 });
  });
  it("a page that is not one is page 1", () => {
    expect(mapUsagePage([], { "x-total-count": "3" }, Number.NaN).page).toBe(1);
    expect(mapUsagePage([], { "x-total-count": "3" }, 0).page).toBe(1);
  });
});
