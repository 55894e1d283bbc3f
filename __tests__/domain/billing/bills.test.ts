import {
  billingAccountOf,
  billStatusOf,
  mapBill,
  mapBills,
  romanianDateParts,
  splitBills,
  type Bill,
} from "../../../src/domain/billing/bills";
import { tmfBill } from "./fixtures";

describe("SPEC §3 Bill: fields of a TMF678 CustomerBill", () => {
  it("maps every Bill field of the spec", () => {
    expect(mapBill(tmfBill("1000001012605"))).toEqual<Bill>({
      billId: "1000001012605",
      billNumber: "FV-1000001012605",
      billDate: "2026-05-04T21:00:00.000Z",
      dueDate: "2026-05-24T21:00:00.000Z",
      billStartDate: "2026-03-31T21:00:00.000Z",
      billEndDate: "2026-04-30T20:59:59.000Z",
      amountDue: 62.47,
      amountUnit: "RON",
      billStatus: "UNPAID",
      // Romanian time: 21:00 UTC on 4 May is 5 May in Bucharest.
      releaseDay: 5,
      releaseMonth: 5,
      fullReleaseMonth: "mai",
      releaseYear: 2026,
      startDay: 1,
      startMonth: 4,
      endDay: 30,
      endMonth: 4,
      dueDay: 25,
      dueMonth: 5,
      billDocument: [
        { id: "1000001012605-PDF_1P", attachmentType: "PDF_1P", name: "sumar.pdf", mimeType: "application/pdf" },
        { id: "1000001012605-ZIP_CD", attachmentType: "ZIP_CD", name: "detalii.zip", mimeType: "application/zip" },
      ],
      leftToPayAmount: 62.47,
      leftToPayUnit: "RON",
      taxExcludedAmount: 52.5,
      taxExcludedUnit: "RON",
      taxItem: [{ taxCategory: "VAT", taxRate: 0.19, taxAmount: 9.97, taxUnit: "RON" }],
      billingCycleBillStatus: "sent",
    });
  });

  it("fullReleaseMonth is the Romanian month name of the bill date", () => {
    expect(mapBill(tmfBill("1", { billDate: "2026-11-21T10:00:00Z" }))).toMatchObject({
      fullReleaseMonth: "noiembrie",
      releaseMonth: 11,
      releaseYear: 2026,
    });
    expect(mapBill(tmfBill("1", { billDate: "2026-12-31T22:30:00Z" }))).toMatchObject({
      fullReleaseMonth: "ianuarie",
      releaseYear: 2027,
    });
  });

  it("leftToPay comes from the first account balance, not from the bill's remaining amount", () => {
    const bill = mapBill(
      tmfBill("1", {
        remainingAmount: { unit: "RON", value: 10 },
        financialAccount: {
          id: "FA",
          accountBalance: [
            { balanceType: "leftToPay", amount: { unit: "RON", value: 0 } },
            { balanceType: "other", amount: { unit: "RON", value: 99 } },
          ],
        },
      }),
    );
    expect(bill).toMatchObject({ leftToPayAmount: 0, leftToPayUnit: "RON" });
  });

  it("without an account balance leftToPay is unknown (null), not zero", () => {
    expect(mapBill(tmfBill("1", { financialAccount: { id: "FA", accountBalance: [] } }))).toMatchObject({
      leftToPayAmount: null,
      leftToPayUnit: "",
    });
    expect(mapBill(tmfBill("1", { financialAccount: undefined }))).toMatchObject({ leftToPayAmount: null });
  });

  it("keeps only the SPEC §3 document types (PDF_1P, PDF_2P, PDF_2C, ZIP_CD)", () => {
    const bill = mapBill(
      tmfBill("1", {
        billDocument: [
          { id: "a", attachmentType: "PDF_2C", name: "c.pdf", mimeType: "application/pdf" },
          { id: "b", attachmentType: "XLS", name: "x.xls" },
          "junk",
          { id: "c", attachmentType: "pdf_2p" },
        ],
      }),
    );
    expect(bill?.billDocument.map((d) => d.attachmentType)).toEqual(["PDF_2C", "PDF_2P"]);
  });

  it("reads amounts sent as numeric text and ids sent as numbers", () => {
    const bill = mapBill(tmfBill("x", { id: 1234, amountDue: { unit: "RON", value: "49.99" } }));
    expect(bill).toMatchObject({ billId: "1234", amountDue: 49.99 });
  });

  it("an id sent with the VDF prefix of the bill paths is kept without it", () => {
    expect(mapBill(tmfBill("VDF1000001012605"))?.billId).toBe("1000001012605");
  });

  it("missing or invalid dates give empty texts and null parts, never a crash", () => {
    const bill = mapBill(tmfBill("1", { billDate: "not a date", paymentDueDate: null, billingPeriod: "x" }));
    expect(bill).toMatchObject({
      billDate: "",
      dueDate: "",
      billStartDate: "",
      billEndDate: "",
      releaseDay: null,
      releaseMonth: null,
      fullReleaseMonth: "",
      releaseYear: null,
      dueDay: null,
      startMonth: null,
    });
  });
});

describe("SPEC §3 Bill: billStatus from the payment status", () => {
  it.each([
    ["PAID", "PAID"],
    ["PAID_IN_ADVANCE", "PAID_IN_ADVANCE"],
    ["UNPAID", "UNPAID"],
    ["paid", "PAID"],
    ["SOMETHING", null],
    [undefined, null],
    [42, null],
  ])("%j → %j", (sent, status) => {
    expect(billStatusOf(sent)).toBe(status);
    expect(mapBill(tmfBill("1", { paymentStatus: sent }))?.billStatus).toBe(status);
  });
});

describe("SPEC §3 Bill: the first bill is the current bill", () => {
  it("the first bill is current, the rest are billHistory, unifiedBillHistory holds all in order", () => {
    const bills = mapBills([tmfBill("3"), tmfBill("2", { paymentStatus: "PAID" }), tmfBill("1", { paymentStatus: "PAID_IN_ADVANCE" })]);
    expect(bills.currentBill?.billId).toBe("3");
    expect(bills.billHistory.map((b) => b.billId)).toEqual(["2", "1"]);
    expect(bills.unifiedBillHistory.map((b) => b.billId)).toEqual(["3", "2", "1"]);
  });

  it("keeps the gateway's order (newest first) as sent", () => {
    const bills = mapBills([tmfBill("old", { billDate: "2025-01-05T00:00:00Z" }), tmfBill("new", { billDate: "2026-01-05T00:00:00Z" })]);
    expect(bills.currentBill?.billId).toBe("old");
  });

  it("no bills (prepaid accounts): no current bill and empty histories", () => {
    expect(mapBills([])).toEqual({ currentBill: null, billHistory: [], unifiedBillHistory: [] });
  });

  it("splitBills does not share the caller's array", () => {
    const list = [mapBill(tmfBill("1"))!];
    const split = splitBills(list);
    list.push(mapBill(tmfBill("2"))!);
    expect(split.unifiedBillHistory).toHaveLength(1);
  });
});

describe("SPEC §3 Bill: a malformed answer is skipped, never a crash", () => {
  it("skips items without an id or without a numeric amount due", () => {
    const bills = mapBills([
      null,
      "bill",
      [],
      tmfBill("", {}),
      tmfBill("no-amount", { amountDue: null }),
      tmfBill("bad-amount", { amountDue: { unit: "RON", value: "abc" } }),
      tmfBill("ok"),
    ]);
    expect(bills.unifiedBillHistory.map((b) => b.billId)).toEqual(["ok"]);
    expect(bills.currentBill?.billId).toBe("ok");
  });

  it.each([null, undefined, {}, "[]", 7, { bills: [] }])("a body that is not a list (%j) gives no bills", (body) => {
    expect(mapBills(body)).toEqual({ currentBill: null, billHistory: [], unifiedBillHistory: [] });
  });

  it("wrongly typed optional parts become empty defaults", () => {
    const bill = mapBill(tmfBill("1", { taxItem: "VAT", billDocument: {}, taxExcludedAmount: 5, billNo: { no: 1 }, state: null }));
    expect(bill).toMatchObject({
      taxItem: [],
      billDocument: [],
      taxExcludedAmount: null,
      taxExcludedUnit: "",
      billNumber: "",
      billingCycleBillStatus: "",
    });
  });
});

describe("Romanian date parts (SPEC §1 dates in Romanian)", () => {
  it("reads day, month and year in Romania's time zone", () => {
    expect(romanianDateParts("2026-05-31T21:30:00Z")).toEqual({ day: 1, month: 6, year: 2026 });
    expect(romanianDateParts("2026-01-15T10:00:00Z")).toEqual({ day: 15, month: 1, year: 2026 });
  });
  it("gives null for no date", () => {
    expect(romanianDateParts("")).toBeNull();
    expect(romanianDateParts("31/05/2026")).toBeNull();
  });
});

describe("SPEC §3 selectedBan: the billing account whose bills are asked for", () => {
  it("is the selected BAN when it is one of the customer's BANs", () => {
    expect(billingAccountOf("500000502", ["500000501", "500000502"])).toBe("500000502");
  });
  it("for a fixed-line subscriber (selectedBan = BAN base id) is the BAN that starts with the base id", () => {
    expect(billingAccountOf("4000004", ["400000401"])).toBe("400000401");
  });
  it("is the selected BAN when the BAN list is unknown or holds no match", () => {
    expect(billingAccountOf("100000101", [])).toBe("100000101");
    expect(billingAccountOf("100000101", ["200000201"])).toBe("100000101");
  });
  it("without a selected BAN is the first BAN, and null without any", () => {
    expect(billingAccountOf(" ", ["300000301"])).toBe("300000301");
    expect(billingAccountOf("", [])).toBeNull();
  });
});
