// SPEC §7 bill download "(accepts pdf, zip or any); saved as a file named as the provider's invoice". We ask for any
// (the Accept header stays as SPEC says) but keep only what the bytes prove to be a PDF or a zip (issue 24): a
// gateway answer is never trusted for its Content-Type, so an HTML or SVG page (which would run in the site's origin
// from a blob: address) is neither framed nor saved. The kind decides the Blob's type and the file's extension.

export type DocumentKind = "pdf" | "zip";

export interface DocumentFileType {
  /** The fixed type the Blob is made with, whatever the answer said. */
  mimeType: string;
  extension: string;
}

export const DOCUMENT_FILE_TYPES: Readonly<Record<DocumentKind, DocumentFileType>> = {
  pdf: { mimeType: "application/pdf", extension: "pdf" },
  zip: { mimeType: "application/zip", extension: "zip" },
};

/** The first bytes of each kind: `%PDF-` (ISO 32000 header) and `PK\x03\x04` (a zip's first local file header). */
const MAGIC: Readonly<Record<DocumentKind, readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  zip: [0x50, 0x4b, 0x03, 0x04],
};

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.byteLength >= magic.length && magic.every((b, i) => bytes[i] === b);

/** What the bytes are, by their first bytes only: "pdf", "zip", or null for anything else (HTML, SVG, JSON, empty). */
export function documentKindOf(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, MAGIC.pdf)) return "pdf";
  if (startsWith(bytes, MAGIC.zip)) return "zip";
  return null;
}

/**
 * The name to save a document under: `name` (already made safe for a file system) with the extension its kind
 * proves, appended when it has another one ("FV.html" → "FV.html.pdf"), so the saved file opens as what it is.
 */
export function documentFileName(name: string, kind: DocumentKind): string {
  const { extension } = DOCUMENT_FILE_TYPES[kind];
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}
