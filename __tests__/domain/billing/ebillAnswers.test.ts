import { ebillSubscriptionBody, readDocumentFormat, readEbillSubscription } from "../../../src/domain/billing/ebillAnswers";

describe("SPEC §3 E-bill subscription (ebillEmail, isEbillSubscribed, isEmailVerified) from GET ebill-subscription", () => {
  it("reads a full answer", () => {
    expect(readEbillSubscription({ ebillEmail: " Ana@Exemplu.ro ", isEbillSubscribed: true, isEmailVerified: "true" })).toEqual({
      ebillEmail: "ana@exemplu.ro",
      isEbillSubscribed: true,
      isEmailVerified: true,
    });
  });

  it.each([null, undefined, "text", 42, [], {}, { ebillEmail: {}, isEbillSubscribed: "yes", isEmailVerified: 1 }])(
    "an unusable answer (%p) is not subscribed, not verified, no address; nothing throws",
    (raw) => {
      expect(readEbillSubscription(raw)).toEqual({ ebillEmail: "", isEbillSubscribed: false, isEmailVerified: false });
    },
  );

  it("a flag is true only as true or the text true (any case)", () => {
    expect(readEbillSubscription({ isEbillSubscribed: "TRUE", isEmailVerified: "false" })).toMatchObject({
      isEbillSubscribed: true,
      isEmailVerified: false,
    });
  });
});

describe("SPEC §3 Document format (billDocumentFormat, isEbillAlertAllowed, isEbillFormatAllowed) from GET document-format", () => {
  it("reads a full answer", () => {
    expect(readDocumentFormat({ billDocumentFormat: " PDF_2P ", isEbillAlertAllowed: true, isEbillFormatAllowed: "true" })).toEqual({
      billDocumentFormat: "PDF_2P",
      isEbillAlertAllowed: true,
      isEbillFormatAllowed: true,
    });
  });

  it.each([null, undefined, "x", [], {}, { billDocumentFormat: {}, isEbillAlertAllowed: "no", isEbillFormatAllowed: 1 }])(
    "an unusable answer (%p) gives no format and nothing allowed; nothing throws",
    (raw) => {
      expect(readDocumentFormat(raw)).toEqual({ billDocumentFormat: "", isEbillAlertAllowed: false, isEbillFormatAllowed: false });
    },
  );
});

describe("SPEC §7 POST ebill-subscription: ebillEmail and isEbillSubscribed true", () => {
  it("the typed address, trimmed and in lower case", () => {
    expect(ebillSubscriptionBody(" Ana@Exemplu.RO ")).toEqual({
      ok: true,
      value: { ebillEmail: "ana@exemplu.ro", isEbillSubscribed: true },
    });
  });

  it.each([
    ["", "required"],
    ["ana", "emailInvalid"],
    ["a".repeat(10_000), "tooLong"],
  ])("refuses %p: %s", (typed, key) => {
    expect(ebillSubscriptionBody(typed)).toEqual({ ok: false, errors: { ebillEmail: key } });
  });
});
