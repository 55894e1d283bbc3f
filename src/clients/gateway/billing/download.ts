// SPEC §7 bill download "(accepts pdf, zip or any); saved as a file named as the provider's invoice": the file name
// from the answer's Content-Disposition (docs/billing-contract.md "Documents"), else the bill's document name; the
// bytes are kept only when they are a PDF or a zip (src/domain/billing/documentBytes.ts). Also the JSON body of a
// refused download, which arrives as bytes too.

/** SPEC §7 "accepts pdf, zip or any". */
export const DOCUMENT_ACCEPT = "application/pdf, application/zip, */*";

/** What a file name may not hold on any system: path separators and reserved characters (control characters too). */
const RESERVED = new Set([...'\\/:*?"<>|']);
const unsafe = (c: string) => RESERVED.has(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;
const NAME_MAX = 200;

/** A name safe to save under: no path, no control characters, not empty, not "." or ".."; null otherwise. */
export function safeFileName(name: string | null | undefined): string | null {
  if (typeof name !== "string") return null;
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .map((c) => (unsafe(c) ? "_" : c))
    .join("")
    .trim()
    .slice(0, NAME_MAX);
  return clean === "" || /^\.+$/.test(clean) ? null : clean;
}

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const m = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!m) return null;
  try {
    return m[1]?.toLowerCase() === "utf-8" ? decodeURIComponent(m[2] ?? "") : unescape(m[2] ?? "");
  } catch {
    return null;
  }
}

/** The file name of a Content-Disposition header (filename* before filename), made safe; null without one. */
export function fileNameOfDisposition(header: unknown): string | null {
  if (typeof header !== "string" || header.trim() === "") return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*("?)([^";]*)\1/i.exec(header);
  const fromExtended = extended?.[2] ? decodeExtended(extended[2]) : null;
  if (fromExtended) return safeFileName(fromExtended);
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return safeFileName(quoted[1].replace(/\\(.)/g, "$1"));
  const plain = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return safeFileName(plain?.[1]);
}

/** The answer's bytes (ArrayBuffer in the browser, a Buffer/Uint8Array under Node), or null for anything else. */
export function bytesOf(data: unknown): Uint8Array | null {
  // By tag, not instanceof: bytes made in another realm (a worker, a test environment) are bytes too.
  if (Object.prototype.toString.call(data) === "[object ArrayBuffer]") return new Uint8Array(data as ArrayBuffer);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

function utf8(bytes: Uint8Array): string {
  if (typeof TextDecoder === "function") return new TextDecoder().decode(bytes);
  let binary = "";
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  try {
    return decodeURIComponent(escape(binary));
  } catch {
    return binary;
  }
}

/** A refused download's body: its JSON when it is JSON bytes (the TMF error), the data unchanged otherwise. */
export function jsonOfBytes(data: unknown): unknown {
  const bytes = bytesOf(data);
  if (!bytes || bytes.byteLength > 64 * 1024) return data;
  try {
    return JSON.parse(utf8(bytes)) as unknown;
  } catch {
    return data;
  }
}

/** The type without its parameters, lower-cased ("application/pdf"). */
export function mimeOf(contentType: unknown): string {
  return typeof contentType === "string" ? (contentType.split(";")[0] ?? "").trim().toLowerCase() : "";
}
