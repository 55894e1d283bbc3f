import { DOCUMENT_TYPE_RULES, documentTypeFor } from "../../../src/domain/billing/documentType";
import { BILL_DOCUMENT_TYPES, type BillDocumentType, type Role } from "../../../src/domain/enums";
import type { AccountType } from "../../../src/domain/session/accountType";

const ALL = BILL_DOCUMENT_TYPES;
const pick = (accountType: AccountType | null, role: Role | null, isHybrid = false, available: readonly BillDocumentType[] = ALL) =>
  documentTypeFor({ accountType, role, isHybrid, available });

describe("SPEC §6 Bill download picks a document type by account type and role (SPEC §3 PDF_1P, PDF_2P, PDF_2C, ZIP_CD)", () => {
  it("every rule names its spec line and one SPEC §3 type; the last rule catches everyone", () => {
    for (const rule of DOCUMENT_TYPE_RULES) {
      expect(rule.spec).toMatch(/^§6 /);
      expect(ALL).toContain(rule.type);
    }
    expect(DOCUMENT_TYPE_RULES.at(-1)?.when({ accountType: null, role: null, isHybrid: false })).toBe(true);
  });

  it.each<[AccountType, Role]>([
    ["EBU", "Chooser"],
    ["EBU", "DelegatedChooser"],
  ])("a zip type for a certain document type: %s %s gets the call-detail archive ZIP_CD", (type, role) => {
    expect(pick(type, role)).toBe("ZIP_CD");
  });

  it.each<[AccountType, Role]>([
    ["EBU", "AuthorizedPerson"],
    ["EBU", "TechnicalChooser"],
    ["EBU", "PowerUser"],
  ])("other business roles (%s %s) get the one-page bill PDF_1P", (type, role) => {
    expect(pick(type, role)).toBe("PDF_1P");
  });

  it("by account type: fixed (UPC) gets the convergent bill PDF_2C", () => {
    expect(pick("UPC", "FixedContractOwner")).toBe("PDF_2C");
  });

  it("by hybrid status: a hybrid customer (flag or account type) gets PDF_2P", () => {
    expect(pick("CBU", "ContractOwner", true)).toBe("PDF_2P");
    expect(pick("HYBRID", "nonVFUser")).toBe("PDF_2P");
  });

  it("everyone else gets PDF_1P (postpaid, prepaid, unknown account)", () => {
    expect(pick("CBU", "ContractOwner")).toBe("PDF_1P");
    expect(pick("POSTPAID", "nonVFUser")).toBe("PDF_1P");
    expect(pick(null, null)).toBe("PDF_1P");
  });

  it("a chooser's zip wins over the hybrid flag", () => {
    expect(pick("EBU", "Chooser", true)).toBe("ZIP_CD");
  });
});

describe("SPEC §6 document type: falls back to what the bill actually has", () => {
  it("the chooser's bill without ZIP_CD: the first type the bill has, PDF_1P first", () => {
    expect(pick("EBU", "Chooser", false, ["PDF_2P", "PDF_1P"])).toBe("PDF_1P");
  });

  it("a fixed bill without PDF_2C, a hybrid bill without PDF_2P", () => {
    expect(pick("UPC", "FixedContractOwner", false, ["PDF_1P"])).toBe("PDF_1P");
    expect(pick("CBU", "ContractOwner", true, ["PDF_2C", "ZIP_CD"])).toBe("PDF_2C");
  });

  it("a bill that carries only the archive gives the archive", () => {
    expect(pick("CBU", "ContractOwner", false, ["ZIP_CD"])).toBe("ZIP_CD");
  });

  it("a bill without documents gives null (nothing to download)", () => {
    expect(pick("CBU", "ContractOwner", false, [])).toBeNull();
  });

  it("the sandbox's documents per customer: CBU [PDF_1P, PDF_2P], fixed [PDF_1P, PDF_2C], EBU [PDF_1P, PDF_2P, ZIP_CD]", () => {
    expect(pick("CBU", "ContractOwner", false, ["PDF_1P", "PDF_2P"])).toBe("PDF_1P");
    expect(pick("CBU", "ContractOwner", true, ["PDF_1P", "PDF_2P"])).toBe("PDF_2P");
    expect(pick("UPC", "FixedContractOwner", false, ["PDF_1P", "PDF_2C"])).toBe("PDF_2C");
    expect(pick("EBU", "Chooser", false, ["PDF_1P", "PDF_2P", "ZIP_CD"])).toBe("ZIP_CD");
  });
});
