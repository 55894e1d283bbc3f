import { cnpControlDigit, cnpProblem, isCui, normaliseCui } from "../../../src/domain/checkout/identifiers";
import { GOOD_CNP, GOOD_CNPS } from "./fixtures";

describe("Issue 14 CNP with its checksum (SPEC §3 Checkout contract data)", () => {
  it.each(GOOD_CNPS)("accepts %s (every sex/century digit group, 29 February of a leap year, county 70)", (cnp) => {
    expect(cnpProblem(cnp)).toBeNull();
  });

  it("the control digit: sum of the first 12 digits times 279146358279, mod 11, 10 counts as 1", () => {
    expect(cnpControlDigit("180010122114")).toBe(4);
    // A remainder of 10 gives 1.
    const ten = Array.from({ length: 1000 }, (_, i) => `1800101221${String(i).padStart(3, "0")}`.slice(0, 12)).find((p) => {
      const sum = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9].reduce((a, w, i) => a + w * Number(p[i]), 0);
      return sum % 11 === 10;
    });
    expect(ten).toBeDefined();
    expect(cnpControlDigit(ten as string)).toBe(1);
  });

  it("refuses a wrong control digit as a checksum problem", () => {
    const wrong = GOOD_CNP.slice(0, 12) + ((Number(GOOD_CNP[12]) + 1) % 10);
    expect(cnpProblem(wrong)).toBe("checksum");
  });

  it.each([
    ["too short", "180010122114"],
    ["too long", "18001012211440"],
    ["letters", "18001O1221144"],
    ["sex digit 0", "0800101221144"],
    ["month 13", "1801301221144"],
    ["30 February", "1800230221144"],
    ["29 February of a common year", "2900229400010"],
    ["county 00", "1800101001144"],
    ["county 60", "1800101601144"],
    ["serial 000", "1800101220004"],
  ])("refuses a CNP that is malformed: %s", (_, cnp) => {
    expect(cnpProblem(cnp)).toBe("format");
  });
});

describe("Business company fiscal code (CUI) control digit (SPEC §6 organisation party)", () => {
  it("accepts good codes, with or without the RO prefix and spaces", () => {
    expect(isCui("8971726")).toBe(true);
    expect(isCui("RO8971726")).toBe(true);
    expect(isCui("ro 18547290")).toBe(true);
    expect(normaliseCui("RO 8971726")).toBe("8971726");
  });

  it("refuses a wrong control digit, letters, a leading 0, one digit or more than 10", () => {
    expect(isCui("8971727")).toBe(false);
    expect(isCui("89717A6")).toBe(false);
    expect(isCui("08971726")).toBe(false);
    expect(isCui("7")).toBe(false);
    expect(isCui("12345678901")).toBe(false);
  });
});
