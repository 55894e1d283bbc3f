import { currencyLabel, formatAmount, splitAmount } from "../../src/domain/currency";

describe("SPEC §1 currency label", () => {
  it("shows the euro sign for EUR and lei for RON", () => {
    expect(currencyLabel("EUR")).toBe("€");
    expect(currencyLabel("RON")).toBe("lei");
  });
  it("accepts lower case and surrounding spaces", () => {
    expect(currencyLabel(" eur ")).toBe("€");
    expect(currencyLabel("ron")).toBe("lei");
  });
  it("passes other codes through and gives empty text for none", () => {
    expect(currencyLabel("USD")).toBe("USD");
    expect(currencyLabel(undefined)).toBe("");
    expect(currencyLabel(null)).toBe("");
  });
});

describe("SPEC §2 price display parts", () => {
  it("splits integer and decimal parts", () => {
    expect(splitAmount(49.99)).toEqual({ integer: "49", decimal: "99" });
    expect(splitAmount(5.5)).toEqual({ integer: "5", decimal: "50" });
  });
  it("has no decimal part for whole amounts and groups thousands with dots", () => {
    expect(splitAmount(1200)).toEqual({ integer: "1.200", decimal: "" });
    expect(splitAmount(1234567.8)).toEqual({ integer: "1.234.567", decimal: "80" });
  });
  it("rounds to cents without floating-point noise", () => {
    expect(splitAmount(0.1 + 0.2)).toEqual({ integer: "0", decimal: "30" });
    expect(splitAmount(19.999)).toEqual({ integer: "20", decimal: "" });
  });
  it("keeps the sign of negative amounts and rejects non-numbers", () => {
    expect(splitAmount(-3.25)).toEqual({ integer: "-3", decimal: "25" });
    expect(splitAmount(Number.NaN)).toEqual({ integer: "", decimal: "" });
  });
  it("formats the accessible text form", () => {
    expect(formatAmount(49.99, "RON")).toBe("49,99 lei");
    expect(formatAmount(1200, "EUR")).toBe("1.200 €");
  });
});
