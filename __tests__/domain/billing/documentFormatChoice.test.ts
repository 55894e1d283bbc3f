// SPEC §3 "Document format: billDocumentFormat, isEbillAlertAllowed, isEbillFormatAllowed"; SPEC §7 "GET and POST
// {subscribe}/document-format/ebill"; the formats of docs/billing-contract.md "E-bill" (EBILL | PAPER).
import { documentFormatChange, documentFormatChoice, DOCUMENT_FORMATS } from "../../../src/domain/billing/documentFormatChoice";

const format = (billDocumentFormat: string, isEbillFormatAllowed = true) => ({
  billDocumentFormat,
  isEbillAlertAllowed: false,
  isEbillFormatAllowed,
});

describe("documentFormatChoice", () => {
  it("offers EBILL and PAPER with the stored one current", () => {
    expect(DOCUMENT_FORMATS).toEqual(["EBILL", "PAPER"]);
    expect(documentFormatChoice(format("PAPER"))).toEqual({ options: ["EBILL", "PAPER"], current: "PAPER", canChange: true });
    expect(documentFormatChoice(format("ebill")).current).toBe("EBILL");
  });

  it("an unknown or missing stored format is no current choice", () => {
    expect(documentFormatChoice(format("")).current).toBeNull();
    expect(documentFormatChoice(format("FAX")).current).toBeNull();
  });

  it("isEbillFormatAllowed false: shown, not changeable", () => {
    expect(documentFormatChoice(format("PAPER", false)).canChange).toBe(false);
  });
});

describe("documentFormatChange: the POST body or why not", () => {
  it("a different allowed format sends only billDocumentFormat (the rest keep their value)", () => {
    expect(documentFormatChange("EBILL", format("PAPER"))).toEqual({ ok: true, value: { billDocumentFormat: "EBILL" } });
    expect(documentFormatChange("PAPER", format(""))).toEqual({ ok: true, value: { billDocumentFormat: "PAPER" } });
  });

  it("refuses a change the back end does not allow, whatever was chosen", () => {
    expect(documentFormatChange("EBILL", format("PAPER", false))).toEqual({ ok: false, key: "formatNotAllowed" });
  });

  it.each([null, "", "ebill", "PDF", 1])("refuses %p (not one of the contract's formats)", (chosen) => {
    expect(documentFormatChange(chosen, format("PAPER"))).toEqual({ ok: false, key: "formatRequired" });
  });

  it("the stored format again is no change", () => {
    expect(documentFormatChange("PAPER", format("PAPER"))).toEqual({ ok: false, key: "formatUnchanged" });
  });
});
