// SPEC §2 raport-sumar-flota "download (the link names its format and size)": the file's label for the download's
// accessible name ("CSV, 24 KB"), the file's type per format, the name it is saved under, and a check that the bytes
// downloaded are the format asked for (a CSV is UTF-8 text, an XLSX a zip), so a gateway's error page is never saved
// as a report.
import type { ReportFormat } from "./reportRequest";

export const REPORT_FILE_TYPES: Readonly<Record<ReportFormat, { mimeType: string; extension: string; label: string }>> = {
  csv: { mimeType: "text/csv", extension: "csv", label: "CSV" },
  xlsx: { mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx", label: "XLSX" },
};

const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size as people read it: whole kilobytes, rounded up, at least 1 KB ("24 KB"); from 1 MB on, megabytes with
 * one decimal and a decimal comma ("1,2 MB"). Binary units (1 KB = 1024 bytes), as file managers show them.
 */
export function formatFileSize(bytes: number): string {
  const b = Math.max(0, Math.round(bytes));
  if (b < MB) return `${Math.max(1, Math.ceil(b / KB))} KB`;
  return `${(Math.round((b / MB) * 10) / 10).toFixed(1).replace(".", ",")} MB`;
}

/** "CSV, 24 KB": what the download's name says about the file. */
export const fileLabel = (format: ReportFormat, bytes: number): string => `${REPORT_FILE_TYPES[format].label}, ${formatFileSize(bytes)}`;

/** The name the file is saved under: the back end's (made to end in the format's extension), else one from the id. */
export function reportFileName(named: string | null | undefined, format: ReportFormat, id: string): string {
  const ext = REPORT_FILE_TYPES[format].extension;
  const base = (named ?? "").trim();
  if (base === "") return `raport-flota-${id}.${ext}`;
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Whether the downloaded bytes are a file of `format`: an XLSX is a zip; a CSV is text (no zip, no NUL byte) that is
 * neither markup (a gateway's HTML page), a JSON object answered with 200, nor a PDF.
 */
export function reportBytesMatch(bytes: Uint8Array, format: ReportFormat): boolean {
  if (bytes.byteLength === 0) return false;
  const zip = ZIP.every((b, i) => bytes[i] === b);
  if (format === "xlsx") return zip;
  if (zip) return false;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const head = bytes.subarray(bom, 4096);
  const first = head[0];
  return head.length > 0 && !head.includes(0) && first !== 0x3c && first !== 0x7b && !(first === 0x25 && head[1] === 0x50);
}
