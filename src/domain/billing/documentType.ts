// SPEC §6 "Bill download picks a document type by account type and role: a zip type for a certain document type,
// otherwise one of several attachment types by account type and hybrid status" with SPEC §3's types PDF_1P, PDF_2P,
// PDF_2C, ZIP_CD. Which type goes to whom is not shown; our reading (docs/decisions.md "Billing rules and screens"):
// - ZIP_CD, the call-detail archive of every number, is the business chooser's document (Chooser and its delegate
//   manage the company's numbers); the "certain document type" is the call detail, which only exists as a zip;
// - PDF_2C, the convergent bill, is the fixed-line customer's (account type UPC);
// - PDF_2P, the two-part bill (subscription + top-ups), is the hybrid customer's;
// - PDF_1P, the one-page bill, is everyone else's.
// The table is data, first match wins; a preferred type the bill does not carry falls back to what it has.
import { BILL_DOCUMENT_TYPES, type BillDocumentType, type Role } from "../enums";
import type { AccountType } from "../session/accountType";

export interface DocumentTypeFacts {
  accountType: AccountType | null;
  role: Role | null;
  isHybrid: boolean;
}

export interface DocumentTypeRule {
  /** The spec line the rule comes from. */
  spec: string;
  when: (who: DocumentTypeFacts) => boolean;
  type: BillDocumentType;
}

export const DOCUMENT_TYPE_RULES: readonly DocumentTypeRule[] = [
  {
    spec: "§6 a zip type for a certain document type: the business chooser's call-detail archive",
    when: (w) => w.accountType === "EBU" && (w.role === "Chooser" || w.role === "DelegatedChooser"),
    type: "ZIP_CD",
  },
  { spec: "§6 attachment type by account type: fixed (UPC)", when: (w) => w.accountType === "UPC", type: "PDF_2C" },
  {
    spec: "§6 attachment type by hybrid status",
    when: (w) => w.isHybrid || w.accountType === "HYBRID",
    type: "PDF_2P",
  },
  { spec: "§6 attachment type by account type: everyone else", when: () => true, type: "PDF_1P" },
];

/** The order a missing preferred type falls back in: the one-page bill first, the archive last (SPEC §3 order). */
const FALLBACK: readonly BillDocumentType[] = BILL_DOCUMENT_TYPES;

/**
 * The document type to download or e-mail for this customer, among the types the bill carries (`available`); null
 * when it carries none. The preferred type of DOCUMENT_TYPE_RULES when available, else the first of PDF_1P, PDF_2P,
 * PDF_2C, ZIP_CD the bill has.
 */
export function documentTypeFor(who: DocumentTypeFacts & { available: readonly BillDocumentType[] }): BillDocumentType | null {
  const preferred = DOCUMENT_TYPE_RULES.find((rule) => rule.when(who))?.type;
  if (preferred !== undefined && who.available.includes(preferred)) return preferred;
  return FALLBACK.find((type) => who.available.includes(type)) ?? null;
}
