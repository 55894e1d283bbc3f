// The Romanian texts of the billing forms' message keys (src/i18n/ro/billing.ts; SPEC §5 "Form validation with
// messages: not shown": the texts are ours).
import type { BillingMessageKey } from "../../../src/domain/billing/messages";
import { billingErrorText, roBilling, type BillingField } from "../../../src/i18n/ro/billing";

const KEYS: BillingMessageKey[] = [
  "required",
  "tooLong",
  "methodUnknown",
  "phoneInvalid",
  "emailInvalid",
  "amountInvalid",
  "amountOutOfRange",
  "voucherInvalid",
  "otherEmailsTooMany",
];
const FIELDS: BillingField[] = ["method", "phone", "email", "amount", "voucher", "otherEmails", "ebillEmail"];

describe("SPEC §5 recharge and bill e-mail messages in Romanian (issue 15)", () => {
  it.each(KEYS)("%s has a Romanian text for every field", (key) => {
    for (const field of FIELDS) {
      const text = billingErrorText(field, key);
      expect(text.length).toBeGreaterThan(10);
      expect(text).not.toMatch(/undefined|NaN|\$\{/);
    }
  });

  it("names the field, the limits and the range", () => {
    expect(billingErrorText("phone", "required")).toBe("Completează câmpul „Număr de telefon”.");
    expect(billingErrorText("amount", "tooLong")).toBe("Câmpul „Sumă” are cel mult 10 caractere.");
    expect(billingErrorText("phone", "tooLong")).toBe("Câmpul „Număr de telefon” are cel mult 20 de caractere.");
    expect(billingErrorText("amount", "amountOutOfRange")).toBe("Poți reîncărca între 3 € și 100 €.");
    expect(billingErrorText("otherEmails", "otherEmailsTooMany")).toBe("Poți adăuga cel mult 5 alte adrese de e-mail.");
    expect(billingErrorText("voucher", "voucherInvalid")).toBe(
      "Codul voucherului are 16 cifre (spațiile și liniuțele nu contează). Verifică-l pe cartelă.",
    );
  });

  it("the accessible names DESIGN.md fixes for the recharge form", () => {
    expect(roBilling.labels).toMatchObject({ phone: "Număr de telefon", email: "E-mail", amount: "Sumă", voucher: "Cod voucher" });
    expect(roBilling.recharge.submit).toBe("Reîncarcă");
  });
});
