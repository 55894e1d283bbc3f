// SPEC §7 GET .../billDocument/{type}/download, read as bytes: kept only when they are a PDF or a zip (issue 24,
// src/domain/billing/documentBytes.ts), named as the provider names the invoice. billsCalls loads this module when a
// document is asked for (a download or the preview), so the bills page does not carry it.
import type { AxiosInstance } from "axios";
import { DOCUMENT_FILE_TYPES, documentFileName, documentKindOf } from "../../../domain/billing/documentBytes";
import type { BillDocumentType } from "../../../domain/enums";
import { malformed } from "../errors";
import type { DownloadedDocument, DownloadOptions } from "./billsClient";
import { closedHeaders, guarded, headerOf } from "./callHelpers";
import { bytesOf, DOCUMENT_ACCEPT, fileNameOfDisposition, jsonOfBytes, mimeOf, safeFileName } from "./download";
import { BILLING_ROUTES } from "./routes";

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
