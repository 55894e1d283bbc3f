import { checkDetails, checkPassword, checkPersonName, checkRegistrationEmail, checkStart } from "../../../src/domain/registration/details";

const GOOD = { firstName: "Ana-Maria", lastName: "Ionescu", email: "Ana.Ionescu@Example.ro", password: "Primavara2026", tocAccepted: true };

describe("SPEC §4 vetting login options step: option and number", () => {
  it("takes either option and a Romanian mobile number in any usual spelling (SPEC §3 phone rule)", () => {
    expect(checkStart({ option: "EXISTING_NUMBER", phone: "+40 722 000 111" })).toEqual({
      ok: true,
      value: { option: "EXISTING_NUMBER", msisdn: "0722000111" },
    });
    expect(checkStart({ option: "NEW_CUSTOMER", phone: "0755.123.456" })).toEqual({
      ok: true,
      value: { option: "NEW_CUSTOMER", msisdn: "0755123456" },
    });
  });

  it("names every problem at once: no option, no number, a fixed-line number", () => {
    expect(checkStart({ option: "", phone: "" })).toEqual({ ok: false, errors: { option: "optionRequired", phone: "required" } });
    expect(checkStart({ option: "SOMETHING", phone: "0212 000 101" })).toEqual({
      ok: false,
      errors: { option: "optionRequired", phone: "invalidPhone" },
    });
  });
});

describe("SPEC §3 vetting details: names", () => {
  it("trims and collapses spaces; letters of any alphabet, hyphens, apostrophes and dots", () => {
    expect(checkPersonName("  Ana   Maria ")).toEqual({ ok: true, value: "Ana Maria" });
    expect(checkPersonName("Șt. O'Neil-Ţepeş")).toEqual({ ok: true, value: "Șt. O'Neil-Ţepeş" });
  });

  it("refuses missing, too long and non-name text", () => {
    expect(checkPersonName("   ")).toEqual({ ok: false, key: "required" });
    expect(checkPersonName(42)).toEqual({ ok: false, key: "required" });
    expect(checkPersonName("A".repeat(51))).toEqual({ ok: false, key: "tooLong" });
    expect(checkPersonName("Ana2")).toEqual({ ok: false, key: "nameInvalid" });
    expect(checkPersonName("<b>Ana</b>")).toEqual({ ok: false, key: "nameInvalid" });
  });

  it.each(["nume", "Prenume", "NUME"])("SPEC §3 placeholder word '%s' is not a name (the site would ignore it)", (word) => {
    expect(checkPersonName(word)).toEqual({ ok: false, key: "namePlaceholder" });
  });
});

describe("SPEC §3 vetting details: e-mail (the user name)", () => {
  it("lower-cases a good address and refuses a bad or long one", () => {
    expect(checkRegistrationEmail(" Ana@Example.RO ")).toEqual({ ok: true, value: "ana@example.ro" });
    expect(checkRegistrationEmail("")).toEqual({ ok: false, key: "required" });
    expect(checkRegistrationEmail("ana@example")).toEqual({ ok: false, key: "emailInvalid" });
    expect(checkRegistrationEmail(`${"a".repeat(250)}@x.ro`)).toEqual({ ok: false, key: "tooLong" });
  });
});

describe("SPEC §3 vetting details: password rules", () => {
  it("8 to 64 characters with a letter and a digit", () => {
    expect(checkPassword("")).toBe("required");
    expect(checkPassword("abc1234")).toBe("passwordShort");
    expect(checkPassword(`a1${"x".repeat(63)}`)).toBe("passwordLong");
    expect(checkPassword("abcdefghij")).toBe("passwordWeak");
    expect(checkPassword("1234567890")).toBe("passwordWeak");
    expect(checkPassword("Sandbox!2026")).toBeNull();
    expect(checkPassword(`a1${"x".repeat(62)}`)).toBeNull();
  });

  it("not built from the e-mail name or the phone number; never trimmed", () => {
    expect(checkPassword("ionescu2026", { email: "ionescu@example.ro" })).toBe("passwordPersonal");
    expect(checkPassword("Parola0722000111", { msisdn: "0722000111" })).toBe("passwordPersonal");
    expect(checkPassword("Parola722-000-111", { msisdn: "0722000111" })).toBe("passwordPersonal");
    expect(checkPassword("ana2026xyz", { email: "ana@example.ro" })).toBeNull();
    expect(checkPassword(" parola 1 ")).toBeNull();
  });
});

describe("SPEC §3 vetting tocAccepted: the details step", () => {
  it("gives the cleaned details when every field is good and the terms are accepted", () => {
    expect(checkDetails(GOOD, "0722000111")).toEqual({
      ok: true,
      value: { firstName: "Ana-Maria", lastName: "Ionescu", email: "ana.ionescu@example.ro", password: "Primavara2026", tocAccepted: true },
    });
  });

  it("tocAccepted is required: only true accepts the terms", () => {
    for (const toc of [false, "true", 1, undefined]) {
      expect(checkDetails({ ...GOOD, tocAccepted: toc }, "0722000111")).toEqual({ ok: false, errors: { tocAccepted: "tocRequired" } });
    }
  });

  it("names each field's first problem at once", () => {
    expect(checkDetails({ firstName: "", lastName: "prenume", email: "x", password: "short", tocAccepted: false }, "0722000111")).toEqual({
      ok: false,
      errors: {
        firstName: "required",
        lastName: "namePlaceholder",
        email: "emailInvalid",
        password: "passwordShort",
        tocAccepted: "tocRequired",
      },
    });
  });
});
