import {
  onlyCnpMissing,
  FIELD_MAX,
  shippingAddressOf,
  validateContract,
  validateOrganisation,
  validateShipping,
  type ContractField,
} from "../../../src/domain/checkout/validators";
import { checkoutErrorText } from "../../../src/i18n/ro/checkout";
import { contract, GOOD_CNP } from "./fixtures";

const HUGE = "a".repeat(10_000);
const contractFields: ContractField[] = ["firstName", "lastName", "county", "city", "address", "phone", "cnp", "email"];
const errorsOf = (input: unknown) => {
  const r = validateContract(input);
  return r.ok ? {} : r.errors;
};

describe("SPEC §3 Checkout contractData + issue 14 CNP and e-mail: validateContract", () => {
  it("accepts good data, trimmed, the phone normalised (SPEC §3), the county by its official name", () => {
    const r = validateContract({
      ...contract,
      firstName: "  Ana-Maria ",
      phone: "+40 722 123 456",
      county: "cluj",
      email: " Ana.Popescu@Exemplu.RO ",
    });
    expect(r).toEqual({ ok: true, value: { ...contract, email: "ana.popescu@exemplu.ro" } });
  });

  it("refuses every empty field with 'required' (missing, empty, blanks, not text)", () => {
    expect(errorsOf({})).toEqual(Object.fromEntries(contractFields.map((f) => [f, "required"])));
    expect(errorsOf(undefined)).toEqual(Object.fromEntries(contractFields.map((f) => [f, "required"])));
    expect(errorsOf(Object.fromEntries(contractFields.map((f) => [f, "   "])))).toEqual(
      Object.fromEntries(contractFields.map((f) => [f, "required"])),
    );
    expect(errorsOf({ ...contract, phone: 722123456 })).toEqual({ phone: "required" });
  });

  it.each(contractFields)("refuses a 10,000-character %s as too long (one message, nothing cut)", (field) => {
    expect(errorsOf({ ...contract, [field]: HUGE })).toEqual({ [field]: "tooLong" });
  });

  it("takes names up to their limit", () => {
    expect(errorsOf({ ...contract, firstName: "A".repeat(FIELD_MAX.firstName) })).toEqual({});
    expect(errorsOf({ ...contract, firstName: "A".repeat(FIELD_MAX.firstName + 1) })).toEqual({ firstName: "tooLong" });
  });

  it.each(["Ion2", "<script>", "-Ion", "Ion_Vasile", "@"])("refuses the name %p", (name) => {
    expect(errorsOf({ ...contract, lastName: name })).toEqual({ lastName: "nameInvalid" });
  });

  it.each(["Ștefan", "Ana Maria", "O'Neil", "Țuțuianu", "Müller"])("accepts the name %p", (name) => {
    expect(errorsOf({ ...contract, lastName: name })).toEqual({});
  });

  it.each(["0722 123 456", "0722-123-456", "+40722123456", "0040 722 123 456", "(0264) 123 456", "0312345678"])(
    "accepts the phone %p",
    (p) => {
      expect(errorsOf({ ...contract, phone: p })).toEqual({});
    },
  );

  it.each(["072212345", "07221234567", "0822123456", "+1 722 123 456", "07221234a6", "0722123456 ext 4", "+33 6 12 34 56 78"])(
    "refuses the phone %p",
    (p) => {
      expect(errorsOf({ ...contract, phone: p })).toEqual({ phone: "phoneInvalid" });
    },
  );

  it.each(["ana", "ana@", "ana@exemplu", "ana popescu@exemplu.ro", "@exemplu.ro", "ana@@exemplu.ro", "ana@exemplu.r"])(
    "refuses the e-mail %p",
    (e) => {
      expect(errorsOf({ ...contract, email: e })).toEqual({ email: "emailInvalid" });
    },
  );

  it("refuses a CNP whose control digit is wrong (cnpChecksum) and one that is no CNP (cnpInvalid)", () => {
    expect(errorsOf({ ...contract, cnp: `${GOOD_CNP.slice(0, 12)}5` })).toEqual({ cnp: "cnpChecksum" });
    expect(errorsOf({ ...contract, cnp: "1801301221144" })).toEqual({ cnp: "cnpInvalid" });
    expect(errorsOf({ ...contract, cnp: "12345" })).toEqual({ cnp: "cnpInvalid" });
    expect(errorsOf({ ...contract, cnp: "18001012211440" })).toEqual({ cnp: "tooLong" });
  });

  it("takes a CNP typed with spaces", () => {
    const r = validateContract({ ...contract, cnp: "1800101 221144" });
    expect(r.ok && r.value.cnp).toBe(GOOD_CNP);
  });

  it("refuses a county outside the list, and a city or address of no letters or with markup", () => {
    expect(errorsOf({ ...contract, county: "Transilvania" })).toEqual({ county: "countyUnknown" });
    expect(errorsOf({ ...contract, city: "Cluj<b>" })).toEqual({ city: "cityInvalid" });
    expect(errorsOf({ ...contract, city: "---" })).toEqual({ city: "cityInvalid" });
    expect(errorsOf({ ...contract, address: "...." })).toEqual({ address: "addressInvalid" });
    expect(errorsOf({ ...contract, address: "Str. X <img>" })).toEqual({ address: "addressInvalid" });
    expect(errorsOf({ ...contract, address: "Str. X\u0000 1" })).toEqual({ address: "addressInvalid" });
  });

  it("every key has a Romanian text naming the field (src/i18n/ro/checkout.ts)", () => {
    expect(checkoutErrorText("firstName", "required")).toBe("Completează câmpul „Prenume”.");
    expect(checkoutErrorText("address", "tooLong")).toContain(String(FIELD_MAX.address));
    expect(checkoutErrorText("cnp", "cnpChecksum")).toMatch(/CNP/);
  });
});

describe("issue 14 CNP only in memory: onlyCnpMissing (an order submitted may be paid again without it)", () => {
  it("true when every other field is valid and no CNP was typed", () => {
    const { cnp: _cnp, ...rest } = contract;
    expect(onlyCnpMissing(rest)).toBe(true);
    expect(onlyCnpMissing({ ...rest, cnp: "  " })).toBe(true);
  });
  it("false when the contract is complete, when a wrong CNP was typed, or when anything else is missing", () => {
    const { cnp: _cnp, ...rest } = contract;
    expect(onlyCnpMissing(contract)).toBe(false);
    expect(onlyCnpMissing({ ...rest, cnp: "1960101400011" })).toBe(false);
    expect(onlyCnpMissing({ ...rest, email: "" })).toBe(false);
    expect(onlyCnpMissing({})).toBe(false);
    expect(onlyCnpMissing(null)).toBe(false);
  });
});

describe("SPEC §3 Checkout shippingData (fullName plus the same fields, or useContractAddress): validateShipping", () => {
  const shipping = {
    useContractAddress: false,
    fullName: "Ion Popescu",
    county: "București",
    city: "Sector 3",
    address: "Bd. Unirii 1",
    phone: "0733 000 111",
  };

  it("asks nothing when the contract address is used", () => {
    expect(validateShipping({ useContractAddress: true, fullName: "" })).toEqual({ ok: true, value: { useContractAddress: true } });
  });

  it("otherwise validates fullName and the address fields", () => {
    expect(validateShipping(shipping)).toEqual({ ok: true, value: { ...shipping, phone: "0733000111" } });
    expect(validateShipping({ useContractAddress: false })).toEqual({
      ok: false,
      errors: { fullName: "required", county: "required", city: "required", address: "required", phone: "required" },
    });
    expect(validateShipping({ ...shipping, fullName: HUGE, phone: HUGE })).toEqual({
      ok: false,
      errors: { fullName: "tooLong", phone: "tooLong" },
    });
  });

  it("wants a first and a last name in fullName", () => {
    expect(validateShipping({ ...shipping, fullName: "Ion" })).toEqual({ ok: false, errors: { fullName: "nameInvalid" } });
  });

  it("the address shipped to: the contract's (its name and phone too) or the one typed", () => {
    expect(shippingAddressOf(contract, { useContractAddress: true })).toEqual({
      fullName: "Ana-Maria Popescu",
      county: "Cluj",
      city: "Cluj-Napoca",
      address: contract.address,
      phone: contract.phone,
    });
    const typed = validateShipping(shipping);
    if (!typed.ok) throw new Error("expected good shipping data");
    expect(shippingAddressOf(contract, typed.value)).toEqual({ ...shipping, phone: "0733000111", useContractAddress: undefined });
  });
});

describe("SPEC §6 business organisation party inputs: validateOrganisation", () => {
  it("accepts a company, its CUI (RO prefix dropped) and a listed role", () => {
    expect(validateOrganisation({ companyName: "Exemplu Soft SRL", cui: "RO 8971726", role: "Administrator" })).toEqual({
      ok: true,
      value: { companyName: "Exemplu Soft SRL", cui: "8971726", role: "Administrator" },
    });
  });

  it("refuses empty, 10,000-character, bad CUI and unknown role", () => {
    expect(validateOrganisation({})).toEqual({ ok: false, errors: { companyName: "required", cui: "required", role: "required" } });
    expect(validateOrganisation({ companyName: HUGE, cui: "8971727", role: "Boss" })).toEqual({
      ok: false,
      errors: { companyName: "tooLong", cui: "cuiInvalid", role: "roleUnknown" },
    });
  });
});
