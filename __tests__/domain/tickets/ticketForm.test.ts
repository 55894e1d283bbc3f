import {
  ATTACHMENT_LIMITS,
  attachmentMimeType,
  checkTicket,
  firstBadField,
  parseRelated,
  relatedValue,
  ticketBody,
  ticketRefusalOf,
  type TicketInput,
} from "../../../src/domain/tickets/ticketForm";

const OK: TicketInput = {
  description: "  Nu pot suna de acasă de ieri.  ",
  category: "network",
  severity: "major",
  related: "number:0722000101",
  attachment: null,
};

describe("new ticket checks", () => {
  it("SPEC §7 trouble tickets / TMF621 create: description, category (ticketType), severity and related entity make the body", () => {
    const r = checkTicket(OK);
    expect(r).toEqual({
      ok: true,
      value: {
        description: "Nu pot suna de acasă de ieri.",
        category: "network",
        severity: "major",
        related: { role: "number", id: "0722000101" },
        attachment: null,
      },
    });
    if (!r.ok) throw new Error("checked");
    expect(ticketBody(r.value, null)).toEqual({
      description: "Nu pot suna de acasă de ieri.",
      severity: "major",
      ticketType: "network",
      channel: { id: "ecare" },
      relatedEntity: [{ id: "0722000101", role: "number", "@referredType": "Subscription" }],
    });
  });

  it("SPEC §7 trouble tickets: each bad field has its own message key; the first is the one focused", () => {
    const r = checkTicket({ description: "scurt", category: "", severity: "urgent", related: "", attachment: null });
    expect(r).toEqual({
      ok: false,
      errors: { description: "descriptionShort", category: "categoryMissing", severity: "severityMissing", related: "relatedMissing" },
    });
    if (r.ok) throw new Error("bad");
    expect(firstBadField(r.errors)).toBe("description");
    expect(firstBadField({ related: "relatedMissing", severity: "severityMissing" })).toBe("severity");
    expect(checkTicket({ ...OK, description: "x".repeat(1001) })).toMatchObject({ errors: { description: "descriptionLong" } });
    expect(checkTicket({ ...OK, description: "x".repeat(1000) }).ok).toBe(true);
    expect(checkTicket({ ...OK, description: "   a b c d   " })).toMatchObject({ errors: { description: "descriptionShort" } });
    expect(checkTicket({ ...OK, category: "simBlock" })).toMatchObject({ errors: { category: "categoryMissing" } });
  });

  it("SPEC §7 trouble tickets: attachment limits stated before upload — PDF/JPEG/PNG, at most 2 MB, a short name", () => {
    expect(ATTACHMENT_LIMITS.maxBytes).toBe(2 * 1024 * 1024);
    const file = (name: string, size: number, type: string) => checkTicket({ ...OK, attachment: { name, size, type } });
    expect(file("factura.pdf", 1000, "application/pdf")).toMatchObject({
      ok: true,
      value: { attachment: { name: "factura.pdf", size: 1000, mimeType: "application/pdf" } },
    });
    expect(file("poza.gif", 1000, "image/gif")).toMatchObject({ errors: { attachment: "attachmentType" } });
    expect(file("mare.png", ATTACHMENT_LIMITS.maxBytes + 1, "image/png")).toMatchObject({ errors: { attachment: "attachmentSize" } });
    expect(file("fix.png", ATTACHMENT_LIMITS.maxBytes, "image/png").ok).toBe(true);
    expect(file("gol.pdf", 0, "application/pdf")).toMatchObject({ errors: { attachment: "attachmentEmpty" } });
    expect(file(`${"a".repeat(121)}.pdf`, 10, "application/pdf")).toMatchObject({ errors: { attachment: "attachmentName" } });
    // The browser may not know the type: the extension decides.
    expect(attachmentMimeType({ name: "SCAN.JPG", size: 1, type: "" })).toBe("image/jpeg");
    expect(attachmentMimeType({ name: "a.exe", size: 1, type: "" })).toBeNull();
    expect(attachmentMimeType({ name: "a.pdf", size: 1, type: "text/html" })).toBeNull();
  });

  it("SPEC §7 trouble tickets: the body carries the attachment's base64 content; a bill is a CustomerBill", () => {
    const r = checkTicket({
      ...OK,
      related: relatedValue("bill", "1000001012602"),
      attachment: { name: "a.png", size: 3, type: "image/png" },
    });
    if (!r.ok) throw new Error("checked");
    expect(ticketBody(r.value, "iVBO")).toMatchObject({
      relatedEntity: [{ id: "1000001012602", role: "bill", "@referredType": "CustomerBill" }],
      attachment: [{ name: "a.png", mimeType: "image/png", size: 3, content: "iVBO" }],
    });
    expect(parseRelated("product:1")).toBeNull();
    expect(parseRelated("bill:")).toBeNull();
  });
});

describe("ticket refusals", () => {
  it("SPEC §7 trouble tickets / SPEC §8 DOCUMENT UPLOAD: the open-ticket limit, 400108 and 413001 have their own words", () => {
    expect(ticketRefusalOf({ code: "open_ticket_limit", status: 429 })).toBe("openLimit");
    expect(ticketRefusalOf({ code: "400108" })).toBe("wrongFormat");
    expect(ticketRefusalOf({ code: 413001 })).toBe("tooLarge");
    expect(ticketRefusalOf({ code: "related_entity_not_allowed" })).toBe("relatedNotAllowed");
    expect(ticketRefusalOf({ code: "internal_error" })).toBeNull();
    expect(ticketRefusalOf(null)).toBeNull();
  });
});
