import "../../textEncoder";
import { DOCUMENT_FILE_TYPES, documentFileName, documentKindOf } from "../../../src/domain/billing/documentBytes";

const ascii = (s: string) => new TextEncoder().encode(s);

describe("SPEC §7 bill download 'accepts pdf, zip or any': only a PDF or a zip, by their first bytes (issue 24)", () => {
  it.each<[string, Uint8Array, "pdf" | "zip" | null]>([
    ["a PDF", ascii("%PDF-1.7\n%âãÏÓ\n1 0 obj"), "pdf"],
    ["the PDF header alone", ascii("%PDF-"), "pdf"],
    ["a zip", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), "zip"],
    ["an HTML page", ascii("<!doctype html><script>alert(1)</script>"), null],
    ["an SVG", ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), null],
    ["HTML that mentions %PDF- later", ascii("<html>%PDF-1.4</html>"), null],
    ["a PDF header after a BOM or a space", ascii(" %PDF-1.4"), null],
    ["a truncated header", ascii("%PDF"), null],
    ["an empty zip's end record (not a file header)", new Uint8Array([0x50, 0x4b, 0x05, 0x06]), null],
    ["JSON", ascii('{"code":"x"}'), null],
    ["nothing", new Uint8Array(0), null],
  ])("%s → %s", (_, bytes, kind) => {
    expect(documentKindOf(bytes)).toBe(kind);
  });

  it("each kind has one fixed type", () => {
    expect(DOCUMENT_FILE_TYPES).toEqual({
      pdf: { mimeType: "application/pdf", extension: "pdf" },
      zip: { mimeType: "application/zip", extension: "zip" },
    });
  });

  it.each([
    ["FV202602.pdf", "pdf", "FV202602.pdf"],
    ["FV202602.PDF", "pdf", "FV202602.PDF"],
    ["FV202602.html", "pdf", "FV202602.html.pdf"],
    ["detalii.zip", "zip", "detalii.zip"],
    ["detalii.pdf", "zip", "detalii.pdf.zip"],
    ["factura", "pdf", "factura.pdf"],
  ] as const)("file name %j of a %s → %j", (name, kind, expected) => {
    expect(documentFileName(name, kind)).toBe(expected);
  });
});
