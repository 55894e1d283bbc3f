import {
  chooseInCascade,
  chosenAddressId,
  levelEnabled,
  parentValue,
  readCascadeChoice,
  type CascadeChoice,
} from "../../../src/domain/address/cascade";

const BV = { label: "Brașov", value: "BV" };
const BRASOV = { label: "Brașov", value: "BV.brasov" };
const REPUBLICII = { label: "Strada Republicii", value: "BV.brasov.strada-republicii" };
const NR10 = { label: "10", value: "BV.brasov.strada-republicii.10", hasSubAddress: false };
const B = { label: "București", value: "B" };
const S3 = { label: "Sector 3", value: "B.sector-3" };
const UNIRII = { label: "Bulevardul Unirii", value: "B.sector-3.bulevardul-unirii" };
const BLOCK = { label: "10", value: "B.sector-3.bulevardul-unirii.10", hasSubAddress: true };
const FLAT = { label: "Bloc G7, Scara A, Parter, Ap. 1", value: "B.sector-3.bulevardul-unirii.10.g7.a.1" };

const full: CascadeChoice = { county: B, locality: S3, street: UNIRII, number: BLOCK, flat: FLAT };

describe("SPEC §3 fixed-services address, SPEC §7 geographic address: the cascade Județ → Localitate → Stradă → Număr", () => {
  it("SPEC §7: only the county is open at first; each level opens once the one before it is chosen", () => {
    expect(levelEnabled({}, "county")).toBe(true);
    expect(levelEnabled({}, "locality")).toBe(false);
    expect(levelEnabled({ county: BV }, "locality")).toBe(true);
    expect(levelEnabled({ county: BV }, "street")).toBe(false);
    expect(levelEnabled({ county: BV, locality: BRASOV }, "street")).toBe(true);
    expect(levelEnabled({ county: BV, locality: BRASOV, street: REPUBLICII }, "number")).toBe(true);
  });

  it("SPEC §3: the flat opens only for a number that is a block (a house has none)", () => {
    expect(levelEnabled({ county: BV, locality: BRASOV, street: REPUBLICII, number: NR10 }, "flat")).toBe(false);
    expect(levelEnabled({ county: B, locality: S3, street: UNIRII, number: BLOCK }, "flat")).toBe(true);
  });

  it("SPEC §7: choosing a level keeps the ones before it and says nothing was cleared when nothing followed", () => {
    const { choice, cleared } = chooseInCascade({ county: BV }, "locality", BRASOV);
    expect(choice).toEqual({ county: BV, locality: BRASOV });
    expect(cleared).toEqual([]);
  });

  it("SPEC §7: changing the county clears locality, street, number and flat, and names them in order", () => {
    const { choice, cleared } = chooseInCascade(full, "county", BV);
    expect(choice).toEqual({ county: BV });
    expect(cleared).toEqual(["locality", "street", "number", "flat"]);
  });

  it("SPEC §7: changing the street clears only the number and the flat", () => {
    const other = { label: "Strada Lipscani", value: "B.sector-3.strada-lipscani" };
    const { choice, cleared } = chooseInCascade(full, "street", other);
    expect(choice).toEqual({ county: B, locality: S3, street: other });
    expect(cleared).toEqual(["number", "flat"]);
  });

  it("SPEC §7: clearing a level (null) clears it and what follows; only what had a value is reported", () => {
    const { choice, cleared } = chooseInCascade({ county: BV, locality: BRASOV }, "county", null);
    expect(choice).toEqual({});
    expect(cleared).toEqual(["locality"]);
  });

  it("SPEC §7: choosing the value a level already has changes nothing (what follows is kept)", () => {
    const same = chooseInCascade(full, "locality", { ...S3 });
    expect(same.choice).toBe(full);
    expect(same.cleared).toEqual([]);
    expect(chooseInCascade({}, "county", null).choice).toEqual({});
  });

  it("SPEC §7: a level that is not open yet cannot be chosen", () => {
    const start: CascadeChoice = { county: BV };
    expect(chooseInCascade(start, "street", REPUBLICII)).toEqual({ choice: start, cleared: [] });
    expect(chooseInCascade({ county: BV, locality: BRASOV, street: REPUBLICII, number: NR10 }, "flat", FLAT).cleared).toEqual([]);
  });

  it("SPEC §7: each level is searched under the value of the one before it", () => {
    expect(parentValue(full, "county")).toBeNull();
    expect(parentValue(full, "locality")).toBe("B");
    expect(parentValue(full, "street")).toBe("B.sector-3");
    expect(parentValue(full, "number")).toBe("B.sector-3.bulevardul-unirii");
    expect(parentValue(full, "flat")).toBe(BLOCK.value);
    expect(parentValue({ county: BV }, "street")).toBeNull();
  });

  it("SPEC §3 addressId: the flat's id when one is chosen, else the number's; none before a number", () => {
    expect(chosenAddressId(full)).toBe(FLAT.value);
    expect(chosenAddressId({ ...full, flat: undefined })).toBe(BLOCK.value);
    expect(chosenAddressId({ county: BV, locality: BRASOV, street: REPUBLICII, number: NR10 })).toBe(NR10.value);
    expect(chosenAddressId({ county: BV, locality: BRASOV, street: REPUBLICII })).toBeNull();
  });

  it("SPEC §4 persistence: a stored choice is revived level by level and stops at the first level that is not one", () => {
    expect(readCascadeChoice(JSON.parse(JSON.stringify(full)))).toEqual(full);
    expect(readCascadeChoice({ county: BV, locality: { label: "", value: "x" }, street: REPUBLICII })).toEqual({ county: BV });
    // A street without a locality breaks the cascade: not kept.
    expect(readCascadeChoice({ county: BV, street: REPUBLICII })).toEqual({ county: BV });
    // A flat under a house is not kept; a number's hasSubAddress is a boolean or false.
    expect(
      readCascadeChoice({ county: BV, locality: BRASOV, street: REPUBLICII, number: { ...NR10, hasSubAddress: "yes" }, flat: FLAT }),
    ).toEqual({
      county: BV,
      locality: BRASOV,
      street: REPUBLICII,
      number: NR10,
    });
    for (const raw of [null, "x", 3, [], { county: "BV" }]) expect(readCascadeChoice(raw)).toEqual({});
  });
});
