import { normalisePhone } from "../../src/domain/phone";

describe("SPEC §3 phone normalisation", () => {
  it("keeps a 10-digit Romanian number as it is", () => {
    expect(normalisePhone("0722123456")).toBe("0722123456");
  });
  it("takes the last 10 digits of a number with country prefix", () => {
    expect(normalisePhone("+40722123456")).toBe("0722123456");
    expect(normalisePhone("0040722123456")).toBe("0722123456");
    expect(normalisePhone(40722123456)).toBe("0722123456");
  });
  it("ignores spaces and punctuation", () => {
    expect(normalisePhone(" 0722 123 456 ")).toBe("0722123456");
    expect(normalisePhone("(0722) 123-456")).toBe("0722123456");
  });
  it("pads a leading 0 when fewer than 10 digits remain", () => {
    expect(normalisePhone("722123456")).toBe("0722123456");
    expect(normalisePhone("12345")).toBe("012345");
  });
  it("gives null for empty input or the text null", () => {
    expect(normalisePhone("")).toBeNull();
    expect(normalisePhone("   ")).toBeNull();
    expect(normalisePhone("null")).toBeNull();
    expect(normalisePhone("NULL")).toBeNull();
    expect(normalisePhone(null)).toBeNull();
    expect(normalisePhone(undefined)).toBeNull();
    expect(normalisePhone("abc")).toBeNull();
  });
});
