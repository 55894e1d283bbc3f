// src/domain/account/names.ts: the name form of date-personale.
import { checkName, checkNameForm, isPlaceholderName, NAME_MAX } from "../../../src/domain/account/names";
import { mapUserInfo } from "../../../src/domain/session/userInfo";

describe("SPEC §3 name rules: 'nume'/'prenume' placeholders", () => {
  it.each(["nume", "Prenume", " NUME ", "prenume"])("SPEC §3 placeholder: %j is a placeholder word, not a name", (w) => {
    expect(isPlaceholderName(w)).toBe(true);
    expect(checkName(w)).toEqual({ ok: false, key: "placeholder" });
  });

  it.each(["Numescu", "Prenumele", "Ana", "", "  "])("SPEC §3 placeholder: %j is not a placeholder word", (w) => {
    expect(isPlaceholderName(w)).toBe(false);
  });

  it("SPEC §3: the placeholder rule is the session's (a placeholder profile shows empty names)", () => {
    const profile = mapUserInfo({ firstName: "Prenume", lastName: "Nume" });
    expect([profile.firstName, profile.lastName]).toEqual(["", ""]);
    expect(isPlaceholderName("Prenume")).toBe(true);
  });
});

describe("SPEC §7 webuser-name: one typed name", () => {
  it("trimmed, inner spaces collapsed; Romanian letters, hyphens, apostrophes and dots are names", () => {
    expect(checkName("  Ana   Maria ")).toEqual({ ok: true, name: "Ana Maria" });
    for (const n of ["Ștefănescu", "Țîrlea-Măgureanu", "O'Brien", "D’Angelo", "St. Ioan", "Ионеску"]) expect(checkName(n).ok).toBe(true);
  });

  it("required, at most NAME_MAX characters, starts with a letter, no digits or symbols", () => {
    expect(checkName("")).toEqual({ ok: false, key: "required" });
    expect(checkName(undefined)).toEqual({ ok: false, key: "required" });
    expect(checkName("a".repeat(NAME_MAX)).ok).toBe(true);
    expect(checkName("a".repeat(NAME_MAX + 1))).toEqual({ ok: false, key: "tooLong" });
    for (const n of ["Andrei2", "-Ana", "Ana!", "<b>"]) expect(checkName(n)).toEqual({ ok: false, key: "characters" });
  });
});

describe("SPEC §3/§7 the name form", () => {
  const current = { firstName: "Andrei", lastName: "Popescu" };

  it("both names checked, each with its own message", () => {
    expect(checkNameForm({ firstName: "", lastName: "nume" }, current)).toEqual({
      ok: false,
      errors: { firstName: "required", lastName: "placeholder" },
    });
    expect(checkNameForm({ firstName: "Ana", lastName: "" }, current)).toEqual({ ok: false, errors: { lastName: "required" } });
  });

  it("what webuser-name is sent: given_name = first, family_name = last; unchanged when they are the ones held", () => {
    expect(checkNameForm({ firstName: " Ana ", lastName: "Pop" }, current)).toEqual({
      ok: true,
      change: { givenName: "Ana", familyName: "Pop" },
      unchanged: false,
    });
    expect(checkNameForm({ firstName: "Andrei ", lastName: " Popescu" }, current)).toMatchObject({ ok: true, unchanged: true });
  });

  it("SPEC §3: a profile holding placeholders (shown empty) is changed by any real name", () => {
    expect(checkNameForm({ firstName: "Ana", lastName: "Pop" }, { firstName: "", lastName: "" })).toMatchObject({
      ok: true,
      unchanged: false,
    });
  });
});
