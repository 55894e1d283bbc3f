import { payReturnOf } from "../../../src/domain/billing/payReturn";

const q = (s: string) => new URLSearchParams(s);

describe("issue 15 pay a bill: the return from the provider's page (docs/billing-contract.md), one branch per outcome", () => {
  it("captured and the bill paid → paid", () => {
    expect(payReturnOf(q("paymentId=pay-1&paymentStatus=captured&billPaid=true&billId=1"))).toEqual({ kind: "paid", paymentId: "pay-1" });
  });
  it("denied or failed → declined with the code", () => {
    expect(payReturnOf(q("paymentId=pay-1&paymentStatus=denied&errorCode=4005"))).toEqual({
      kind: "declined",
      paymentId: "pay-1",
      errorCode: "4005",
    });
    expect(payReturnOf(q("paymentId=pay-1&paymentStatus=failed"))).toEqual({ kind: "declined", paymentId: "pay-1", errorCode: null });
  });
  it("canceled, or a capture that paid nothing (billPaid=false) → canceled", () => {
    expect(payReturnOf(q("paymentId=pay-1&paymentStatus=canceled"))).toEqual({ kind: "canceled", paymentId: "pay-1" });
    expect(payReturnOf(q("paymentId=pay-1&paymentStatus=captured&billPaid=false"))).toEqual({ kind: "canceled", paymentId: "pay-1" });
  });
  it("an unknown status → unknown; not a return (no payment id, no status, a recharge) → null", () => {
    expect(payReturnOf(q("paymentId=pay-1&paymentStatus=weird"))).toEqual({ kind: "unknown", paymentId: "pay-1" });
    expect(payReturnOf(q(""))).toBeNull();
    expect(payReturnOf(q("paymentStatus=captured"))).toBeNull();
    expect(payReturnOf(q("paymentId=pay-1"))).toBeNull();
    expect(payReturnOf(q("paymentId=pay-1&paymentStatus=captured&rechargeSuccess=true"))).toBeNull();
  });
});
