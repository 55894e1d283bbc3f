// SPEC §7 GET .../billDocument/{type}/download "(accepts pdf, zip or any); saved as a file named as the provider's
// invoice", read as bytes: kept only when they are a PDF or a zip (issue 24, src/domain/billing/documentBytes.ts), named
// by the answer's Content-Disposition (docs/billing-contract.md "Documents"), else the bill's document name. Also the
// JSON body of a refused download, which arrives as bytes too. billsClient.ts loads this module when a document is
// asked for (a download or the preview), so the bills page's first load does not carry it (bench/budgets.json).
import type { AxiosInstance } from "axios";
import { DOCUMENT_FILE_TYPES, documentFileName, documentKindOf, type DocumentKind } from "../../../domain/billing/documentBytes";
import type { BillDocumentType } from "../../../domain/enums";
import { malformed } from "../errors";
import { guarded, headerOf } from "../guarded";
import { BILLING_ROUTES, closedHeaders, type ClosedAccountOption } from "./routes";

export interface DownloadOptions extends ClosedAccountOption {
  /** The bill's document name (billDocument[].name): the file name when the answer names none. */
  fileName?: string | null;
  /** Keep only this kind (the preview: "pdf"); by default a PDF or a zip. */
  only?: DocumentKind;
}

/**
 * A downloaded bill document, to be saved under `fileName` (the provider's invoice name). Its bytes proved to be of
 * `kind`, and `blob` has that kind's fixed type (documentBytes.ts), whatever type the answer claimed.
 */
export interface DownloadedDocument {
  blob: Blob;
  fileName: string;
  mimeType: string;
  kind: DocumentKind;
}

/** A document of a few MB on a slow mobile line needs longer than a JSON call (GATEWAY_TIMEOUT_MS). */
export const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * A refused download's JSON error arrives as bytes too: axios runs transformResponse on failure answers before the
 * interceptors read them, so decoding it there lets the failure keep its status and code (toGatewayError).
 */
function decodeFailureBody(this: unknown, data: unknown, _headers: unknown, status?: number): unknown {
  return status !== undefined && (status < 200 || status >= 300) ? jsonOfBytes(data) : data;
}

/** A fallback name when neither the answer nor the bill names the file. */
const defaultName = (billId: string, type: string) => `${billId.replace(/^VDF/i, "")}_${type}`;

export function downloadDocument(
  ebill: AxiosInstance,
  billId: string,
  type: BillDocumentType,
  opts?: DownloadOptions,
): Promise<DownloadedDocument> {
  return guarded("ebill", async () => {
    const res = await ebill.get(BILLING_ROUTES.download(billId, type), {
      headers: { ...closedHeaders(opts), Accept: DOCUMENT_ACCEPT },
      // Bytes, never text: a PDF or zip read as a string is corrupted.
      responseType: "arraybuffer",
      transformResponse: [decodeFailureBody],
      timeout: DOWNLOAD_TIMEOUT_MS,
    });
    const bytes = bytesOf(res.data);
    // The bytes decide, never the answer's Content-Type: anything but a PDF or a zip (a gateway page, HTML or SVG
    // that would run in our origin, JSON answered with 200, nothing) is not a document.
    const kind = bytes ? documentKindOf(bytes) : null;
    if (!bytes || !kind || (opts?.only && kind !== opts.only)) {
      const claimed = mimeOf(headerOf(res, "content-type")) || "none";
      throw malformed("ebill", jsonOfBytes(res.data), `not a ${opts?.only ?? "pdf or zip"} document (type ${claimed})`, res.status);
    }
    const { mimeType } = DOCUMENT_FILE_TYPES[kind];
    const named = fileNameOfDisposition(headerOf(res, "content-disposition")) ?? safeFileName(opts?.fileName) ?? defaultName(billId, type);
    const fileName = documentFileName(named, kind);
    return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }), fileName, mimeType, kind };
  });
}

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
