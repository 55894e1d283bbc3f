// src/domain/account/contactEmail.ts: the contact e-mail change verified by a code.
import { checkContactEmailCode, checkNewContactEmail, savableEmail } from "../../../src/domain/account/contactEmail";

describe("SPEC §3/§7 contact e-mail: the new address", () => {
  it("a valid address, lower case, other than the one held (case-insensitive)", () => {
    expect(checkNewContactEmail("  Ana.Pop@Exemplu.RO ", "andrei@exemplu.ro")).toEqual({ ok: true, email: "ana.pop@exemplu.ro" });
    expect(checkNewContactEmail("Andrei@Exemplu.ro", "andrei@exemplu.ro")).toEqual({ ok: false, key: "unchanged" });
  });

  it.each([
    ["", "required"],
    [undefined, "required"],
    ["nu-e-adresa", "emailInvalid"],
    ["a@b", "emailInvalid"],
    [`${"a".repeat(250)}@exemplu.ro`, "tooLong"],
  ])("%j → %s", (raw, key) => {
    expect(checkNewContactEmail(raw, "")).toEqual({ ok: false, key });
  });
});

describe("SPEC §7 POST otc /validateEmail: the typed code; SPEC §5 only a proved address is saved", () => {
  it("6 digits, spaces dropped", () => {
    expect(checkContactEmailCode("123 456")).toEqual({ ok: true, code: "123456" });
    expect(checkContactEmailCode("")).toEqual({ ok: false, key: "codeRequired" });
    expect(checkContactEmailCode("12345")).toEqual({ ok: false, key: "codeInvalid" });
  });

  it("only the address proved in this visit may be saved", () => {
    expect(savableEmail({ kind: "idle" })).toBeNull();
    expect(savableEmail({ kind: "codeSent", email: "a@exemplu.ro" })).toBeNull();
    expect(savableEmail({ kind: "verified", email: "a@exemplu.ro" })).toBe("a@exemplu.ro");
  });
});
