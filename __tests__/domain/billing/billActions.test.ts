import { billActions, isBillDisabled } from "../../../src/domain/billing/billActions";
import { mapBill, type Bill } from "../../../src/domain/billing/bills";
import { tmfBill } from "./fixtures";

const balance = (value: number) => ({ id: "FA", accountBalance: [{ balanceType: "leftToPay", amount: { unit: "RON", value } }] });
const bill = (over: Record<string, unknown> = {}): Bill => mapBill(tmfBill("1", over))!;

describe("SPEC §9 Bill disabled codes: 8, 9, 10, 98", () => {
  it.each([8, 9, 10, 98, "98", "098", " 8 "])("code %j is disabled", (code) => {
    expect(isBillDisabled(bill({ billingCycleBillStatus: code }))).toBe(true);
  });

  it.each([0, 1, 7, 11, 97, 99, 980, "8a", "-8", "8.0", "sent", "settled", ""])("code %j is not disabled", (code) => {
    expect(isBillDisabled(bill({ billingCycleBillStatus: code }))).toBe(false);
  });

  it("a bill without a code (TMF state only) is not disabled", () => {
    expect(isBillDisabled(bill())).toBe(false);
  });
});

describe("SPEC §9 disabled codes on the billing screens (issue 15): billActions", () => {
  it("an unpaid bill with a balance can be paid (the balance), downloaded and e-mailed", () => {
    expect(billActions(bill({ financialAccount: balance(30.5) }))).toEqual({
      disabled: false,
      pay: true,
      amountToPay: 30.5,
      noPayReason: null,
      download: true,
      email: true,
    });
  });

  it.each([8, 9, 10, 98])("a bill with the disabled code %i: no pay, no download, no e-mail, even when unpaid", (code) => {
    expect(billActions(bill({ billingCycleBillStatus: code, financialAccount: balance(30.5) }))).toEqual({
      disabled: true,
      pay: false,
      amountToPay: null,
      noPayReason: "disabled",
      download: false,
      email: false,
    });
  });

  it.each(["PAID", "PAID_IN_ADVANCE"])("a %s bill offers no payment, even with a stale balance, but its document", (status) => {
    expect(billActions(bill({ paymentStatus: status, financialAccount: balance(10) }))).toMatchObject({
      pay: false,
      amountToPay: null,
      noPayReason: "paid",
      download: true,
      email: true,
    });
  });

  it("nothing left (0 or a credit) or an unknown balance: no payment for a guessed amount", () => {
    expect(billActions(bill({ financialAccount: balance(0) }))).toMatchObject({ pay: false, noPayReason: "nothingToPay" });
    expect(billActions(bill({ financialAccount: balance(-5) }))).toMatchObject({ pay: false, noPayReason: "nothingToPay" });
    expect(billActions(bill({ financialAccount: undefined }))).toMatchObject({ pay: false, noPayReason: "nothingToPay" });
  });

  it("an unknown payment status with a balance can be paid (the balance decides)", () => {
    expect(billActions(bill({ paymentStatus: "PARTIAL", financialAccount: balance(12) }))).toMatchObject({ pay: true, amountToPay: 12 });
  });

  it("a bill without a document (SPEC §3 billDocument list empty): nothing to download or e-mail", () => {
    expect(billActions(bill({ billDocument: [] }))).toMatchObject({ download: false, email: false, pay: true });
  });
});
