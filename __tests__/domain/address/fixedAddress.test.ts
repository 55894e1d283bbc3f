import { formatAddress } from "../../../src/domain/address/fixedAddress";

const lv = (label: string, value = label) => ({ label, value });

describe("SPEC §3 fixed-services address: its label is the formatted address", () => {
  it("a house: street and number, locality, county", () => {
    const address = {
      county: lv("Brașov", "BV"),
      locality: lv("Brașov", "BV.brasov"),
      street: lv("Strada Republicii"),
      streetNo: lv("10"),
      building: null,
      levelType: null,
      subunit: null,
    };
    expect(formatAddress(address)).toBe("Strada Republicii nr. 10, Brașov, județul Brașov");
  });

  it("a flat: block and staircase, floor and apartment come after the number", () => {
    const address = {
      county: lv("Cluj", "CJ"),
      locality: lv("Cluj-Napoca"),
      street: lv("Calea Dorobanților"),
      streetNo: lv("5A"),
      building: lv("Bloc G8, Scara 1", "G8/1"),
      levelType: lv("Parter", "0"),
      subunit: lv("Ap. 2", "2"),
    };
    expect(formatAddress(address)).toBe("Calea Dorobanților nr. 5A, Bloc G8, Scara 1, Parter, Ap. 2, Cluj-Napoca, județul Cluj");
  });

  it("București: the sector, then the city, no 'județul'", () => {
    const address = {
      county: lv("București", "B"),
      locality: lv("Sector 3", "B.sector-3"),
      street: lv("Bulevardul Unirii"),
      streetNo: lv("10"),
      building: null,
      levelType: null,
      subunit: null,
    };
    expect(formatAddress(address)).toBe("Bulevardul Unirii nr. 10, Sector 3, București");
  });
});
