import {
  INSTALLMENT_CHOICES,
  installmentOptions,
  installmentsRefused,
  installmentsToSend,
} from "../../../src/domain/checkout/installments";

describe("SPEC §4 Installments are sent only when the chosen count is above 1 and more than one option exists", () => {
  it("sends the chosen count above 1 when the card offers several", () => {
    expect(installmentsToSend(3, [1, 3, 6, 12])).toBe(3);
    expect(installmentsToSend(12, [1, 3, 6, 12])).toBe(12);
  });

  it("not for 1, none, 0 or a fraction", () => {
    expect(installmentsToSend(1, [1, 3, 6, 12])).toBeNull();
    expect(installmentsToSend(null, [1, 3, 6, 12])).toBeNull();
    expect(installmentsToSend(undefined, [1, 3])).toBeNull();
    expect(installmentsToSend(0, [1, 3])).toBeNull();
    expect(installmentsToSend(2.5, [1, 2.5, 3])).toBeNull();
  });

  it("not when only one option exists (duplicates are one option)", () => {
    expect(installmentsToSend(6, [6])).toBeNull();
    expect(installmentsToSend(6, [6, 6, "6"])).toBeNull();
    expect(installmentsToSend(3, [])).toBeNull();
    expect(installmentsToSend(3, null)).toBeNull();
  });

  it("not a count the card does not offer", () => {
    expect(installmentsToSend(24, [1, 3, 6, 12])).toBeNull();
  });

  it("the options: whole counts ≥ 1, once each, ascending", () => {
    expect(installmentOptions([12, "3", 1, 3, 0, -2, 1.5, "x", null, 6])).toEqual([1, 3, 6, 12]);
  });
});

describe("SPEC §4 installments: a count the card does not allow is said before paying (installmentsRefused)", () => {
  it("refused when above 1 and the card offers one option or not that count", () => {
    expect(installmentsRefused(6, [1])).toBe(true);
    expect(installmentsRefused(6, [1, 3])).toBe(true);
    expect(installmentsRefused(3, [])).toBe(true);
  });
  it("not refused when the card allows it, or when nothing above 1 was asked", () => {
    expect(installmentsRefused(6, [1, 3, 6, 12])).toBe(false);
    expect(installmentsRefused(1, [1])).toBe(false);
    expect(installmentsRefused(null, [1])).toBe(false);
    expect(installmentsRefused(undefined, [1, 3])).toBe(false);
  });
  it("the choices the payment step offers start with paying in full", () => {
    expect(INSTALLMENT_CHOICES[0]).toBe(1);
    expect([...INSTALLMENT_CHOICES].every((n) => Number.isInteger(n) && n >= 1)).toBe(true);
  });
});
