import { installmentOptions, installmentsToSend } from "../../../src/domain/checkout/installments";

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
