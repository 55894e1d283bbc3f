// SPEC §3 "E-bill subscription: ebillEmail, isEbillSubscribed, isEmailVerified"; SPEC §7 "E-bill subscription and
// e-mail" (sendValidationEmail, validateEmail, then subscribe); the 6-digit code of docs/billing-contract.md "E-bill".
import { activatableEmail, checkEmailCode, defaultEbillEmail } from "../../../src/domain/billing/ebillVerification";

const sub = (ebillEmail: string, isEbillSubscribed: boolean, isEmailVerified: boolean) => ({
  ebillEmail,
  isEbillSubscribed,
  isEmailVerified,
});

describe("defaultEbillEmail", () => {
  it("the stored e-bill address first, else the profile's (lower case), else empty", () => {
    expect(defaultEbillEmail(sub("ana@exemplu.ro", false, false), "Ion@Exemplu.ro")).toBe("ana@exemplu.ro");
    expect(defaultEbillEmail(sub("", false, false), " Ion@Exemplu.ro ")).toBe("ion@exemplu.ro");
    expect(defaultEbillEmail(sub("", false, false), "")).toBe("");
  });
});

describe("checkEmailCode: exactly 6 digits", () => {
  it("takes 6 digits, spaces dropped", () => {
    expect(checkEmailCode("123456")).toEqual({ ok: true, code: "123456" });
    expect(checkEmailCode(" 123 456 ")).toEqual({ ok: true, code: "123456" });
  });

  it.each(["12345", "1234567", "12345a", "１２３４５６"])("refuses %p", (raw) => {
    expect(checkEmailCode(raw)).toEqual({ ok: false, key: "codeInvalid" });
  });

  it("blank or not text is required", () => {
    expect(checkEmailCode("   ")).toEqual({ ok: false, key: "codeRequired" });
    expect(checkEmailCode(null)).toEqual({ ok: false, key: "codeRequired" });
  });
});

describe("activatableEmail: what may be subscribed without a new code", () => {
  it("the address verified now (SPEC §5 no_error) wins", () => {
    expect(activatableEmail(sub("", false, false), "nou@exemplu.ro")).toBe("nou@exemplu.ro");
    expect(activatableEmail(sub("vechi@exemplu.ro", true, true), "nou@exemplu.ro")).toBe("nou@exemplu.ro");
  });

  it("a stored, verified address of an unsubscribed account", () => {
    expect(activatableEmail(sub("ana@exemplu.ro", false, true), null)).toBe("ana@exemplu.ro");
  });

  it("otherwise a code is needed", () => {
    expect(activatableEmail(sub("ana@exemplu.ro", false, false), null)).toBeNull();
    expect(activatableEmail(sub("ana@exemplu.ro", true, true), null)).toBeNull();
    expect(activatableEmail(sub("", false, true), null)).toBeNull();
  });
});
