// The bill pages' readers (src/clients/gateway/billing/billPagesClient.ts, built from answers.ts's field readers): the
// bill summary, closed accounts and the top-up history, with the same accepted and rejected shapes as the zod schemas
// they replaced (ids trimmed, 1..200 characters; texts at most 2000 as sent; optional texts absent or blank → null;
// finite amounts; units at most 10 characters; absent lists → none; unknown fields ignored). A broken answer is a GatewayError invalid_response.
import { readBillSummary, readClosedAccounts, readTopUpPage } from "../../../src/clients/gateway/billing/billPagesClient";
import { GatewayError } from "../../../src/clients/gateway/errors";

const failure = (read: () => unknown) => {
  try {
    read();
  } catch (e) {
    return e;
  }
  throw new Error("expected a failure");
};

const BILL = {
  id: "1000001012602",
  billDate: "2026-02-05T00:00:00.000Z",
  amountDue: { unit: "RON", value: 87.31 },
};
const money = (value: number, unit = "RON") => ({ unit, value });
const long = (n: number, c = "x") => c.repeat(n);

describe("readBillSummary (zod-free, as the zod schema read it)", () => {
  const line = { id: "L1", msisdn: " 0722000101 ", services: [], taxExcludedAmount: money(1) };

  it("absent or null lines, services and line totals are empty; ids as numbers become text; optional texts trimmed", () => {
    expect(readBillSummary(BILL).lines).toEqual([]);
    expect(readBillSummary({ ...BILL, lines: null }).lines).toEqual([]);
    const read = readBillSummary({
      ...BILL,
      extra: true,
      lines: [
        { id: 5, msisdn: "   ", services: null, taxExcludedAmount: null, extra: 1 },
        { id: " L2 ", msisdn: " 0722000101 ", services: [{ name: " RED ", category: "", taxExcludedAmount: money(2.5, "EUR") }] },
      ],
    });
    expect(read.lines).toEqual([
      { id: "5", msisdn: null, services: [], amount: null, unit: "" },
      { id: " L2 ", msisdn: "0722000101", services: [{ name: " RED ", category: null, amount: 2.5, unit: "EUR" }], amount: null, unit: "" },
    ]);
  });

  it("texts up to 2000 characters as sent and units up to 10 are read", () => {
    const read = readBillSummary({
      ...BILL,
      lines: [{ ...line, msisdn: long(2000), services: [{ name: long(2000), taxExcludedAmount: money(0, long(10)) }] }],
    });
    expect(read.lines[0]).toMatchObject({ msisdn: long(2000), services: [{ name: long(2000), unit: long(10) }] });
  });

  it.each([
    ["lines not a list", { lines: {} }],
    ["a line not an object", { lines: ["L1"] }],
    ["a line without an id", { lines: [{ ...line, id: undefined }] }],
    ["a line id of another type", { lines: [{ ...line, id: true }] }],
    ["a line id not finite", { lines: [{ ...line, id: Number.NaN }] }],
    ["a number of another type", { lines: [{ ...line, msisdn: 722000101 }] }],
    ["a number over 2000 characters", { lines: [{ ...line, msisdn: ` ${long(2000)}` }] }],
    ["services not a list", { lines: [{ ...line, services: "none" }] }],
    ["a service without a name", { lines: [{ ...line, services: [{ taxExcludedAmount: money(1) }] }] }],
    ["a service name over 2000 characters", { lines: [{ ...line, services: [{ name: long(2001), taxExcludedAmount: money(1) }] }] }],
    ["a service category of another type", { lines: [{ ...line, services: [{ name: "A", category: 1, taxExcludedAmount: money(1) }] }] }],
    ["a service without an amount", { lines: [{ ...line, services: [{ name: "A" }] }] }],
    ["a unit over 10 characters", { lines: [{ ...line, taxExcludedAmount: money(1, long(11)) }] }],
    ["an amount not finite", { lines: [{ ...line, taxExcludedAmount: money(Number.POSITIVE_INFINITY) }] }],
    ["an amount as text", { lines: [{ ...line, taxExcludedAmount: { unit: "RON", value: "1" } }] }],
  ])("%s → invalid_response (ebill)", (_, extra) => {
    const e = failure(() => readBillSummary({ ...BILL, ...extra }));
    expect(e).toBeInstanceOf(GatewayError);
    expect(e).toMatchObject({ kind: "invalid_response", service: "ebill", status: 200 });
  });

  it.each([null, "bill", [], [BILL], { ...BILL, id: "" }])("no bill (%p) → invalid_response", (body) => {
    expect(failure(() => readBillSummary(body))).toMatchObject({ kind: "invalid_response", service: "ebill" });
  });
});

describe("readClosedAccounts (zod-free, as the zod schema read it)", () => {
  const account = { customerId: "CUST-1", crmCustomerSegment: "RESIDENTIAL", ban: "100000199" };

  it("the BAN trimmed, the texts as sent (empty allowed), unknown fields dropped", () => {
    expect(readClosedAccounts([])).toEqual([]);
    expect(readClosedAccounts([{ ...account, ban: `  ${long(200, "1")}  `, customerId: "", crmCustomerSegment: " SOHO ", x: 1 }])).toEqual([
      { customerId: "", crmCustomerSegment: " SOHO ", ban: long(200, "1") },
    ]);
  });

  it.each([
    ["not a list", account],
    ["null", null],
    ["an item not an object", ["100000199"]],
    ["a blank BAN", [{ ...account, ban: "   " }]],
    ["a BAN over 200 characters", [{ ...account, ban: long(201, "1") }]],
    ["a BAN as a number", [{ ...account, ban: 100000199 }]],
    ["no segment", [{ ...account, crmCustomerSegment: undefined }]],
    ["a null customer", [{ ...account, customerId: null }]],
    ["a customer over 2000 characters", [{ ...account, customerId: long(2001) }]],
  ])("%s → invalid_response (ebill)", (_, body) => {
    expect(failure(() => readClosedAccounts(body))).toMatchObject({ kind: "invalid_response", service: "ebill" });
  });
});

describe("readTopUpPage (zod-free, as the zod schema read it)", () => {
  const item = { id: " TU-1 ", amount: { amount: 10, units: "EUR" } };

  it("the bare minimum: every optional field null; the id trimmed", () => {
    expect(readTopUpPage([item], undefined)).toEqual({
      total: 1,
      items: [
        {
          id: "TU-1",
          status: null,
          date: null,
          amount: { value: 10, unit: "EUR" },
          amountRon: null,
          channel: null,
          channelName: null,
          msisdn: null,
        },
      ],
    });
  });

  it("a blank confirmation date falls back to the request's; the number is the first resource's; nulls are absent", () => {
    const [read] = readTopUpPage(
      [
        {
          ...item,
          status: " confirmed ",
          requestedDate: " 2026-02-20 ",
          confirmationDate: "  ",
          amountRon: null,
          channel: { id: " card ", name: null },
          logicalResource: [{ id: " 0733000201 " }, { id: "0733000202" }],
        },
      ],
      null,
    ).items;
    expect(read).toMatchObject({
      status: "confirmed",
      date: "2026-02-20",
      amountRon: null,
      channel: "card",
      channelName: null,
      msisdn: "0733000201",
    });
    expect(readTopUpPage([{ ...item, channel: null, logicalResource: null }], null).items[0]).toMatchObject({
      channel: null,
      msisdn: null,
    });
    expect(readTopUpPage([{ ...item, logicalResource: [{}, { id: "0733000202" }] }], null).items[0]!.msisdn).toBeNull();
  });

  it.each([
    ["not a list", { items: [item] }],
    ["an item not an object", [null]],
    ["a blank id", [{ ...item, id: " " }]],
    ["an id over 200 characters", [{ ...item, id: long(201) }]],
    ["an amount in the bill's shape", [{ ...item, amount: { value: 10, unit: "EUR" } }]],
    ["an amount not finite", [{ ...item, amount: { amount: Number.NaN, units: "EUR" } }]],
    ["units over 10 characters", [{ ...item, amount: { amount: 10, units: long(11) } }]],
    ["a lei amount without units", [{ ...item, amountRon: { amount: 49.75 } }]],
    ["a channel not an object", [{ ...item, channel: "card" }]],
    ["a channel name of another type", [{ ...item, channel: { id: "card", name: 1 } }]],
    ["resources not a list", [{ ...item, logicalResource: { id: "0733000201" } }]],
    ["a resource not an object", [{ ...item, logicalResource: ["0733000201"] }]],
    ["a status over 2000 characters", [{ ...item, status: long(2001) }]],
  ])("%s → invalid_response (topUp)", (_, body) => {
    expect(failure(() => readTopUpPage(body, "1"))).toMatchObject({ kind: "invalid_response", service: "topUp" });
  });

  it.each([
    ["7", 0, 7],
    [7, 0, 7],
    ["x", 0, 1],
    [1.5, 0, 1],
    ["0", 0, 1],
    ["5", 10, 11],
    [undefined, 4, 5],
  ])("X-Total-Count %p at offset %p → total %p", (header, offset, total) => {
    expect(readTopUpPage([item], header, offset).total).toBe(total);
  });
});
