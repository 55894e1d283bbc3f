// Which bill document format may be chosen and what is sent (SPEC §3 "Document format: billDocumentFormat,
// isEbillAlertAllowed, isEbillFormatAllowed"; SPEC §7 "GET and POST {subscribe}/document-format/ebill"). The formats
// are the contract's (docs/billing-contract.md "E-bill": billDocumentFormat "EBILL" | "PAPER", anything else is
// refused with 400 invalid_body). The format may be changed only when the back end says isEbillFormatAllowed.
import type { DocumentFormat } from "./ebillAnswers";

export const DOCUMENT_FORMATS = ["EBILL", "PAPER"] as const;
export type DocumentFormatName = (typeof DOCUMENT_FORMATS)[number];

export const isDocumentFormat = (v: unknown): v is DocumentFormatName =>
  typeof v === "string" && (DOCUMENT_FORMATS as readonly string[]).includes(v);

export interface DocumentFormatChoice {
  /** The formats offered, in this order. */
  options: readonly DocumentFormatName[];
  /** The stored format when it is one of the options (upper-cased); null when missing or unknown. */
  current: DocumentFormatName | null;
  /** false: shown, not changeable (isEbillFormatAllowed false). */
  canChange: boolean;
}

export function documentFormatChoice(format: DocumentFormat): DocumentFormatChoice {
  const stored = format.billDocumentFormat.trim().toUpperCase();
  return {
    options: DOCUMENT_FORMATS,
    current: isDocumentFormat(stored) ? stored : null,
    canChange: format.isEbillFormatAllowed,
  };
}

export type DocumentFormatChangeKey = "formatRequired" | "formatNotAllowed" | "formatUnchanged";

/** The POST body for the chosen format (only billDocumentFormat: the other fields keep their value), or why not. */
export function documentFormatChange(
  chosen: unknown,
  format: DocumentFormat,
): { ok: true; value: { billDocumentFormat: DocumentFormatName } } | { ok: false; key: DocumentFormatChangeKey } {
  const choice = documentFormatChoice(format);
  if (!choice.canChange) return { ok: false, key: "formatNotAllowed" };
  if (!isDocumentFormat(chosen)) return { ok: false, key: "formatRequired" };
  if (chosen === choice.current) return { ok: false, key: "formatUnchanged" };
  return { ok: true, value: { billDocumentFormat: chosen } };
}
