import { romanianMobile } from "../../../src/domain/billing/mobileNumber";
import { validateRecharge, type RechargeField } from "../../../src/domain/billing/validateRecharge";

const HUGE = "7".repeat(10_000);
const card = { method: "card", phone: "0722 123 456", email: "Ana@Exemplu.ro", amount: "10" };
const voucher = { method: "voucher", phone: "0722123456", email: "ana@exemplu.ro", voucher: "2222 3333 4444 5555" };
const errorsOf = (input: unknown): Partial<Record<RechargeField, string>> => {
  const r = validateRecharge(input);
  return r.ok ? {} : r.errors;
};

describe("SPEC §5 Recharge by card requires a phone, an e-mail and an amount (SPEC §7 POST ebill /recharge)", () => {
  it("accepts good data: the number normalised (SPEC §3), the e-mail in lower case, the amount in € with cents", () => {
    expect(validateRecharge({ ...card, amount: "12,5" })).toEqual({
      ok: true,
      value: { method: "card", phone: "0722123456", email: "ana@exemplu.ro", amount: 12.5 },
    });
  });

  it("an empty form answers 'required' for each of phone, e-mail and amount", () => {
    expect(errorsOf({ method: "card" })).toEqual({ phone: "required", email: "required", amount: "required" });
  });

  it.each([
    ["0", "amountOutOfRange"],
    ["2.99", "amountOutOfRange"],
    ["100.01", "amountOutOfRange"],
    ["101", "amountOutOfRange"],
    ["zece", "amountInvalid"],
    ["10a", "amountInvalid"],
    ["1e2", "amountInvalid"],
    ["-10", "amountInvalid"],
    ["10.555", "amountInvalid"],
    ["", "required"],
    [HUGE, "tooLong"],
  ])("refuses the amount %p: %s", (amount, key) => {
    expect(errorsOf({ ...card, amount })).toEqual({ amount: key });
  });

  it.each([
    ["3", 3],
    ["3,00", 3],
    ["100", 100],
    ["99.99", 99.99],
    [50, 50],
  ])("accepts the amount %p as %p €", (amount, value) => {
    expect(validateRecharge({ ...card, amount })).toMatchObject({ ok: true, value: { amount: value } });
  });

  it("ignores a voucher sent with a card recharge", () => {
    expect(validateRecharge({ ...card, voucher: "x" })).toEqual({
      ok: true,
      value: { method: "card", phone: "0722123456", email: "ana@exemplu.ro", amount: 10 },
    });
  });
});

describe("SPEC §5 Recharge by voucher requires a phone, an e-mail and a voucher (SPEC §7 POST recharge/voucher)", () => {
  it("accepts good data: the 16 digits without the spaces or dashes they were typed with (docs/billing-contract.md Vouchers)", () => {
    expect(validateRecharge({ ...voucher, voucher: " 2222-3333-4444-5555 " })).toEqual({
      ok: true,
      value: { method: "voucher", phone: "0722123456", email: "ana@exemplu.ro", voucher: "2222333344445555" },
    });
  });

  it.each(["2222333344445555", "2222 3333 4444 5555", "2222-3333 4444-5555", "22 22 33 33 44 44 55 55"])(
    "accepts the 16 digits typed as %p",
    (code) => {
      expect(validateRecharge({ ...voucher, voucher: code })).toMatchObject({ ok: true, value: { voucher: "2222333344445555" } });
    },
  );

  it("needs no amount", () => {
    expect(validateRecharge(voucher)).toMatchObject({ ok: true, value: { voucher: "2222333344445555" } });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    [undefined, "required"],
    [12345678, "required"],
    ["12345", "voucherInvalid"],
    ["1".repeat(15), "voucherInvalid"],
    ["1".repeat(17), "voucherInvalid"],
    ["1".repeat(25), "voucherInvalid"],
    ["AB12CD34EF56GH78", "voucherInvalid"],
    ["2222 3333 4444 555A", "voucherInvalid"],
    ["2222.3333.4444.5555", "voucherInvalid"],
    ["1234-5678-#", "voucherInvalid"],
    ["cod_voucher", "voucherInvalid"],
    ["1".repeat(41), "tooLong"],
    ["A".repeat(10_000), "tooLong"],
  ])("refuses the voucher %p: %s", (code, key) => {
    expect(errorsOf({ ...voucher, voucher: code })).toEqual({ voucher: key });
  });

  it("an empty form answers 'required' for each of phone, e-mail and voucher", () => {
    expect(errorsOf({ method: "voucher" })).toEqual({ phone: "required", email: "required", voucher: "required" });
  });
});

describe("SPEC §5 recharge: the phone is a Romanian mobile number (SPEC §3 normalised to 10 digits)", () => {
  it.each([
    "0722123456",
    "0722 123 456",
    "0722-123-456",
    "0722.123.456",
    "+40722123456",
    "+40 722 123 456",
    "0040 722 123 456",
    "(0722) 123 456",
  ])("accepts %p as 0722123456", (phone) => {
    expect(romanianMobile(phone)).toBe("0722123456");
    expect(validateRecharge({ ...card, phone })).toMatchObject({ ok: true, value: { phone: "0722123456" } });
  });

  it.each([
    ["+44 7911 123456", "phoneInvalid"],
    ["+447911123456", "phoneInvalid"],
    ["0044 7911 123 456", "phoneInvalid"],
    ["0212345678", "phoneInvalid"],
    ["0264 123 456", "phoneInvalid"],
    ["+40 21 123 4567", "phoneInvalid"],
    ["722123456", "phoneInvalid"],
    ["07221234567", "phoneInvalid"],
    ["072212345", "phoneInvalid"],
    ["07221234ab", "phoneInvalid"],
    ["", "required"],
    [null, "required"],
    [722123456, "required"],
    [HUGE, "tooLong"],
  ])("refuses %p: %s", (phone, key) => {
    expect(errorsOf({ ...card, phone })).toEqual({ phone: key });
  });
});

describe("SPEC §5 recharge: the e-mail", () => {
  it.each([
    ["", "required"],
    ["ana", "emailInvalid"],
    ["ana@exemplu", "emailInvalid"],
    [`${"a".repeat(10_000)}@exemplu.ro`, "tooLong"],
  ])("refuses %p: %s", (email, key) => {
    expect(errorsOf({ ...voucher, email })).toEqual({ email: key });
  });
});

describe("SPEC §5 recharge: by card or voucher only", () => {
  it.each([undefined, null, "card", {}, { method: "cash" }, { method: "CARD" }])("refuses %p as methodUnknown", (input) => {
    expect(validateRecharge(input)).toEqual({ ok: false, errors: { method: "methodUnknown" } });
  });

  it("a 10,000-character value in every field gives one message per field, nothing cut", () => {
    const huge = "1".repeat(10_000);
    expect(errorsOf({ method: "card", phone: huge, email: huge, amount: huge })).toEqual({
      phone: "tooLong",
      email: "tooLong",
      amount: "tooLong",
    });
  });
});
