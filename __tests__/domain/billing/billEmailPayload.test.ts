import { billEmailPayload, OTHER_EMAILS_MAX, OTHER_EMAILS_ROLE } from "../../../src/domain/billing/billEmailPayload";
import { regexes } from "zod";
import { EMAIL_MAX, EMAIL_PATTERN } from "../../../src/domain/billing/emailAddress";
import { ROLES } from "../../../src/domain/enums";

const HUGE = "a".repeat(10_000);

describe("SPEC §6 Bill e-mail: one role sends email plus optional otherEmails (SPEC §7 sendEmail body)", () => {
  it("the one role is Chooser", () => {
    expect(OTHER_EMAILS_ROLE).toBe("Chooser");
  });

  it("Chooser: the typed e-mail plus the other addresses, trimmed and in lower case; userType is the role", () => {
    expect(
      billEmailPayload({ role: "Chooser", typedEmail: " Ana@Firma.RO ", otherEmails: ["contabil@firma.ro", " Sef@Firma.ro"] }),
    ).toEqual({
      ok: true,
      value: { email: "ana@firma.ro", otherEmails: ["contabil@firma.ro", "sef@firma.ro"], userType: "Chooser" },
    });
  });

  it("Chooser without other addresses: otherEmails is null (SPEC §7 'otherEmails or null'), not []", () => {
    for (const otherEmails of [undefined, null, [], "", " , ; ", ["", "  "]]) {
      expect(billEmailPayload({ role: "Chooser", typedEmail: "ana@firma.ro", otherEmails })).toEqual({
        ok: true,
        value: { email: "ana@firma.ro", otherEmails: null, userType: "Chooser" },
      });
    }
  });

  it("other addresses typed in one field, separated by commas, semicolons, spaces or new lines", () => {
    const r = billEmailPayload({
      role: "Chooser",
      typedEmail: "ana@firma.ro",
      otherEmails: "a@firma.ro, b@firma.ro;c@firma.ro\nd@firma.ro",
    });
    expect(r).toMatchObject({ ok: true, value: { otherEmails: ["a@firma.ro", "b@firma.ro", "c@firma.ro", "d@firma.ro"] } });
  });

  it("de-duplicated (case-insensitive) and never the main address", () => {
    const r = billEmailPayload({
      role: "Chooser",
      typedEmail: "ana@firma.ro",
      otherEmails: ["B@firma.ro", "b@firma.ro", "ANA@firma.ro", "ana@firma.ro", "c@firma.ro"],
    });
    expect(r).toMatchObject({ ok: true, value: { otherEmails: ["b@firma.ro", "c@firma.ro"] } });
  });

  it(`at most ${OTHER_EMAILS_MAX} other addresses (counted after de-duplication)`, () => {
    const five = Array.from({ length: OTHER_EMAILS_MAX }, (_, i) => `p${i}@firma.ro`);
    expect(
      billEmailPayload({ role: "Chooser", typedEmail: "ana@firma.ro", otherEmails: [...five, ...five, "ana@firma.ro"] }),
    ).toMatchObject({
      ok: true,
    });
    expect(billEmailPayload({ role: "Chooser", typedEmail: "ana@firma.ro", otherEmails: [...five, "p9@firma.ro"] })).toEqual({
      ok: false,
      errors: { otherEmails: "otherEmailsTooMany" },
    });
  });

  it("one bad other address refuses the field, never dropped silently", () => {
    expect(billEmailPayload({ role: "Chooser", typedEmail: "ana@firma.ro", otherEmails: ["b@firma.ro", "nu-e-adresa"] })).toEqual({
      ok: false,
      errors: { otherEmails: "emailInvalid" },
    });
    expect(billEmailPayload({ role: "Chooser", typedEmail: "ana@firma.ro", otherEmails: [42] })).toEqual({
      ok: false,
      errors: { otherEmails: "emailInvalid" },
    });
    expect(billEmailPayload({ role: "Chooser", typedEmail: "ana@firma.ro", otherEmails: [`${HUGE}@firma.ro`] })).toEqual({
      ok: false,
      errors: { otherEmails: "tooLong" },
    });
  });

  it("the main address is checked first: a bad one is the only error", () => {
    expect(billEmailPayload({ role: "Chooser", typedEmail: "x", otherEmails: ["nu"] })).toEqual({
      ok: false,
      errors: { email: "emailInvalid" },
    });
  });
});

describe("SPEC §6 Bill e-mail: other roles send only the typed e-mail", () => {
  it.each(ROLES.filter((r) => r !== "Chooser"))("%s: email only, otherEmails null even when some are given", (role) => {
    expect(billEmailPayload({ role, typedEmail: "Ion@Exemplu.ro", otherEmails: ["alt@exemplu.ro", "nu-e-adresa"] })).toEqual({
      ok: true,
      value: { email: "ion@exemplu.ro", otherEmails: null, userType: role },
    });
  });
});

describe("SPEC §6 Bill e-mail: the typed e-mail is validated (zod's e-mail shape)", () => {
  it.each([
    [undefined, "required"],
    ["", "required"],
    ["   ", "required"],
    [42, "required"],
    ["ion", "emailInvalid"],
    ["ion@", "emailInvalid"],
    ["ion@exemplu", "emailInvalid"],
    ["ion @exemplu.ro", "emailInvalid"],
    [`${"a".repeat(EMAIL_MAX)}@x.ro`, "tooLong"],
    [HUGE, "tooLong"],
  ])("%p → %s", (typedEmail, key) => {
    expect(billEmailPayload({ role: "ContractOwner", typedEmail })).toEqual({ ok: false, errors: { email: key } });
  });

  it(`takes an address of exactly ${EMAIL_MAX} characters`, () => {
    const email = `${"a".repeat(64)}@${"b".repeat(EMAIL_MAX - 64 - 1 - 3)}.ro`;
    expect(email).toHaveLength(EMAIL_MAX);
    expect(billEmailPayload({ role: "ContractOwner", typedEmail: email })).toMatchObject({ ok: true });
  });
});

describe("the e-mail check without zod (the bills page does not load zod)", () => {
  it("EMAIL_PATTERN is zod's e-mail pattern, character for character (same addresses accepted as the checkout's)", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
});
