// SPEC §2 /business/assurance "open a ticket", §3 phone normalisation, §7 trouble tickets (TMF621 TroubleTicket_Create
// requires description, severity and ticketType; issue 27): the form's rules and the body it sends.
import {
  businessTicketBody,
  businessTicketRefusalOf,
  checkBusinessTicket,
  firstBadBusinessField,
  parseAffected,
} from "../../../src/domain/assurance/businessTicketForm";

const VALID = { description: "Nu putem suna din biroul din Pipera.", category: "voice", severity: "critical", affected: "0729 100 024" };

describe("SPEC §7 trouble tickets: the assurance ticket form", () => {
  it("SPEC §3 phone normalisation: the affected entity is a company number (spaces, +40 tolerated) or a 9-digit account", () => {
    expect(parseAffected("0729 100 024")).toEqual({ role: "number", id: "0729100024" });
    expect(parseAffected("+40 729-100-024")).toEqual({ role: "number", id: "0729100024" });
    expect(parseAffected("729100024")).toEqual({ role: "number", id: "0729100024" });
    expect(parseAffected(" 500000501 ")).toEqual({ role: "account", id: "500000501" });
    for (const bad of ["", "Pipera", "12345", "0212345678", "072910002", "0729100024x", "50000050"]) expect(parseAffected(bad)).toBeNull();
  });

  it("TMF621 TroubleTicket_Create: a valid form is what will be sent (description trimmed)", () => {
    expect(checkBusinessTicket({ ...VALID, description: `  ${VALID.description}  ` })).toEqual({
      ok: true,
      value: { description: VALID.description, category: "voice", severity: "critical", affected: { role: "number", id: "0729100024" } },
    });
  });

  it("TMF621 required fields: description of 10–1000 characters, a category, a severity, the affected number or account", () => {
    expect(checkBusinessTicket({ description: "scurt", category: "", severity: "urgent", affected: "" })).toEqual({
      ok: false,
      errors: { description: "descriptionShort", category: "categoryMissing", severity: "severityMissing", affected: "affectedMissing" },
    });
    expect(checkBusinessTicket({ ...VALID, description: "x".repeat(1001), affected: "Pipera" })).toEqual({
      ok: false,
      errors: { description: "descriptionLong", affected: "affectedInvalid" },
    });
    expect(checkBusinessTicket({ ...VALID, description: "x".repeat(1000) }).ok).toBe(true);
    expect(checkBusinessTicket({ ...VALID, category: "billing" })).toEqual({ ok: false, errors: { category: "categoryMissing" } });
  });

  it("the first bad field in the form's order is the one focused", () => {
    expect(firstBadBusinessField({ affected: "affectedMissing", severity: "severityMissing" })).toBe("severity");
    expect(firstBadBusinessField({})).toBeNull();
  });

  it("TMF621 TroubleTicket_Create body: description, severity, ticketType, channel and the related entity", () => {
    const number = checkBusinessTicket(VALID);
    const account = checkBusinessTicket({ ...VALID, affected: "500000502", severity: "minor", category: "data" });
    if (!number.ok || !account.ok) throw new Error("valid");
    expect(businessTicketBody(number.value)).toEqual({
      description: VALID.description,
      severity: "critical",
      ticketType: "voice",
      channel: { id: "assurance" },
      relatedEntity: [{ id: "0729100024", role: "number", "@referredType": "Subscription" }],
    });
    expect(businessTicketBody(account.value).relatedEntity).toEqual([
      { id: "500000502", role: "account", "@referredType": "BillingAccount" },
    ]);
  });

  it("the back end's refusals with their own words: the company's open-ticket limit, a number not the company's", () => {
    expect(businessTicketRefusalOf({ code: "open_ticket_limit", status: 429 })).toBe("openLimit");
    expect(businessTicketRefusalOf({ code: "related_entity_not_allowed" })).toBe("relatedNotAllowed");
    expect(businessTicketRefusalOf({ code: "internal_error" })).toBeNull();
    expect(businessTicketRefusalOf(undefined)).toBeNull();
  });
});
