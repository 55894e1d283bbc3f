import { readEuroAmount, RECHARGE_AMOUNT_MAX, RECHARGE_AMOUNT_MIN, shouldLookUpRate } from "../../../src/domain/billing/rechargeAmount";
import { RECHARGE_RATE_LOOKUP_MAX, RECHARGE_RATE_LOOKUP_MIN } from "../../../src/domain/constants";

describe("SPEC §5/§9 Exchange-rate lookup only for a recharge amount of 3 to 100 inclusive: shouldLookUpRate", () => {
  it("the accepted recharge range is the lookup range (SPEC §9 'Recharge rate lookup amount 3 to 100')", () => {
    expect([RECHARGE_AMOUNT_MIN, RECHARGE_AMOUNT_MAX]).toEqual([RECHARGE_RATE_LOOKUP_MIN, RECHARGE_RATE_LOOKUP_MAX]);
    expect([RECHARGE_AMOUNT_MIN, RECHARGE_AMOUNT_MAX]).toEqual([3, 100]);
  });

  it.each([3, 3.01, 50, 99.99, 100, "3", "100", "10,50", " 42.5 "])("looks up %p", (amount) => {
    expect(shouldLookUpRate(amount)).toBe(true);
  });

  it.each([0, 2.99, 100.01, 101, -5, "2.99", "100.01", "2,99"])("does not look up %p (outside 3..100)", (amount) => {
    expect(shouldLookUpRate(amount)).toBe(false);
  });

  it.each([Number.NaN, Infinity, -Infinity, "", "abc", "1e2", "10 €", "0x10", "+10", "3.001", null, undefined, {}, [10], true])(
    "does not look up %p (not an amount)",
    (amount) => {
      expect(shouldLookUpRate(amount)).toBe(false);
    },
  );
});

describe("Issue 15 recharge amount in euro: readEuroAmount (at most 2 decimals, comma or dot)", () => {
  it.each([
    ["10", 10],
    ["10,5", 10.5],
    ["10.50", 10.5],
    ["0,1", 0.1],
    [12.34, 12.34],
    ["  7 ", 7],
  ])("%p → %p €", (raw, amount) => {
    expect(readEuroAmount(raw)).toEqual({ ok: true, amount });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    [undefined, "required"],
    ["1e2", "amountInvalid"],
    ["1.234", "amountInvalid"],
    ["1.000,00", "amountInvalid"],
    ["05", "amountInvalid"],
    ["-3", "amountInvalid"],
    ["10,", "amountInvalid"],
    [",5", "amountInvalid"],
    ["zece", "amountInvalid"],
    [Number.NaN, "amountInvalid"],
    [2.999, "amountInvalid"],
    ["1".repeat(11), "tooLong"],
    ["9".repeat(10_000), "tooLong"],
  ])("%p → %s", (raw, problem) => {
    expect(readEuroAmount(raw)).toEqual({ ok: false, problem });
  });
});
