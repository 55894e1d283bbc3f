// Issue 15: the bill list's edge cases (SPEC §3 "Bill"), beside bills.test.ts's field mapping.
import { mapBill, mapBills } from "../../../src/domain/billing/bills";
import { tmfBill } from "./fixtures";

const balance = (value: number) => ({ id: "FA", accountBalance: [{ balanceType: "leftToPay", amount: { unit: "RON", value } }] });

describe("SPEC §3 Bill: the first bill is the current bill (issue 15 edge cases)", () => {
  it("no bills: no current bill, empty history and unified history", () => {
    expect(mapBills([])).toEqual({ currentBill: null, billHistory: [], unifiedBillHistory: [] });
  });

  it("one bill: it is the current bill, the history is empty, the unified history holds it", () => {
    const bills = mapBills([tmfBill("1")]);
    expect(bills.currentBill?.billId).toBe("1");
    expect(bills.billHistory).toEqual([]);
    expect(bills.unifiedBillHistory).toEqual([bills.currentBill]);
  });

  it("only malformed items: the same as no bills", () => {
    expect(mapBills([tmfBill("", {}), { amountDue: 5 }])).toEqual({ currentBill: null, billHistory: [], unifiedBillHistory: [] });
  });
});

describe("SPEC §3 Bill: billStatus and leftToPay (issue 15 edge cases)", () => {
  it("unpaid with a balance: UNPAID and leftToPay from the first account balance", () => {
    const bill = mapBill(tmfBill("1", { paymentStatus: "UNPAID", financialAccount: balance(30.5) }));
    expect(bill).toMatchObject({ billStatus: "UNPAID", amountDue: 62.47, leftToPayAmount: 30.5, leftToPayUnit: "RON" });
  });

  it("paid in advance: PAID_IN_ADVANCE, nothing left (a credit is kept as sent, negative)", () => {
    expect(mapBill(tmfBill("1", { paymentStatus: "PAID_IN_ADVANCE", financialAccount: balance(0) }))).toMatchObject({
      billStatus: "PAID_IN_ADVANCE",
      leftToPayAmount: 0,
    });
    expect(mapBill(tmfBill("1", { paymentStatus: "paid_in_advance", financialAccount: balance(-12) }))).toMatchObject({
      billStatus: "PAID_IN_ADVANCE",
      leftToPayAmount: -12,
    });
  });

  it("paid: PAID with nothing left", () => {
    expect(mapBill(tmfBill("1", { paymentStatus: "PAID", financialAccount: balance(0) }))).toMatchObject({
      billStatus: "PAID",
      leftToPayAmount: 0,
    });
  });
});

describe("SPEC §3 billingCycleBillStatus and SPEC §9 disabled codes: where a bill carries its code", () => {
  it.each([
    [98, "98"],
    ["8", "8"],
    [" 10 ", "10"],
  ])("the extension field billingCycleBillStatus %j is kept as text %j", (sent, kept) => {
    expect(mapBill(tmfBill("1", { billingCycleBillStatus: sent }))?.billingCycleBillStatus).toBe(kept);
  });

  it("without the extension field the TMF state is kept", () => {
    expect(mapBill(tmfBill("1", { state: "settled" }))?.billingCycleBillStatus).toBe("settled");
    expect(mapBill(tmfBill("1", { state: "settled", billingCycleBillStatus: null }))?.billingCycleBillStatus).toBe("settled");
  });
});

describe("SPEC §3 Bill dates: only ISO dates are dates (issue 15 fix)", () => {
  it.each(["5", "2026", "May 5", "mai 2026", "1714857600000"])("%p is no bill date (Date.parse alone took some)", (sent) => {
    expect(mapBill(tmfBill("1", { billDate: sent }))).toMatchObject({ billDate: "", releaseYear: null, fullReleaseMonth: "" });
  });

  it.each(["2026-05-04", "2026-05-04T21:00:00Z", "2026-05-04T21:00:00.000+03:00"])("%p is a bill date", (sent) => {
    expect(mapBill(tmfBill("1", { billDate: sent }))?.billDate).toBe(sent);
  });

  it("an impossible ISO date is no date", () => {
    expect(mapBill(tmfBill("1", { billDate: "2026-13-45" }))?.billDate).toBe("");
  });
});
