// Bill summary (SPEC §7 "GET ebill /billSummary/VDF{billId}") and bill documents (SPEC §3 document types): PDFs
// generated on the fly with the invoice number, period and amounts (pdf.ts), the call-detail archive ZIP_CD as a real
// zip holding a CSV (zip.ts). Deterministic per bill: the same bill gives the same bytes.
import type { BillDocumentType } from "../../../../src/domain/enums";
import { round2, stableInt } from "../../seed/stableNumber";
import type { IdentityRecord, UserRecord } from "../identity/store";
import type { CustomerBill } from "./bills";
import { buildPdf, type PdfLine } from "./pdf";
import { buildZip } from "./zip";

const money = (value: number) => ({ unit: "RON" as const, value });
const lei = (n: number) => `${n.toFixed(2).replace(".", ",")} lei`;
const roDate = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getUTCDate()).padStart(2, "0")}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.${d.getUTCFullYear()}`;
};

export const DOCUMENT_TITLES: Record<BillDocumentType, string> = {
  PDF_1P: "Factura (sumar)",
  PDF_2P: "Factura detaliata",
  PDF_2C: "Factura servicii fixe",
  ZIP_CD: "Detalii apeluri",
};

interface Line {
  id: string;
  msisdn: string | null;
  services: { name: string; category: "recurring" | "usage"; taxExcludedAmount: { unit: "RON"; value: number } }[];
  taxExcludedAmount: { unit: "RON"; value: number };
}

/** The lines billed (mobile numbers or the fixed service) with their services, adding up to the bill's net amount. */
export function linesOf(identity: IdentityRecord, bill: CustomerBill): Line[] {
  const byLine = new Map<string, string[]>();
  const own = identity.resourceValue;
  byLine.set(own, []);
  for (const p of identity.products) {
    const key = p.msisdn || own;
    byLine.set(key, [...(byLine.get(key) ?? []), p.name]);
  }
  const keys = [...byLine.keys()];
  const net = bill.taxExcludedAmount.value;
  let left = net;
  return keys.map((key, k) => {
    const last = k === keys.length - 1;
    const share = last ? left : round2(net / keys.length);
    left = round2(left - share);
    const products = byLine.get(key)?.length ? (byLine.get(key) as string[]) : ["Abonament"];
    const usage = round2(share * ((stableInt(`${bill.id}:${key}:usage`) % 15) / 100));
    let rest = round2(share - usage);
    const services: Line["services"] = products.map((name, i) => {
      const v = i === products.length - 1 ? rest : round2((share - usage) / products.length);
      rest = round2(rest - v);
      return { name, category: "recurring", taxExcludedAmount: money(v) };
    });
    services.push({ name: "Consum în afara abonamentului", category: "usage", taxExcludedAmount: money(usage) });
    return {
      id: `${bill.id}-${key}`,
      msisdn: /^07\d{8}$/.test(key) ? key : null,
      services,
      taxExcludedAmount: money(share),
    };
  });
}

export function billSummary(identity: IdentityRecord, bill: CustomerBill) {
  return {
    id: bill.id,
    href: `/ebill/billSummary/VDF${bill.id}`,
    billNo: bill.billNo,
    billDate: bill.billDate,
    paymentDueDate: bill.paymentDueDate,
    billingPeriod: bill.billingPeriod,
    billingAccount: bill.billingAccount,
    paymentStatus: bill.paymentStatus,
    state: bill.state,
    amountDue: bill.amountDue,
    remainingAmount: bill.remainingAmount,
    taxExcludedAmount: bill.taxExcludedAmount,
    taxIncludedAmount: bill.taxIncludedAmount,
    taxItem: bill.taxItem,
    lines: linesOf(identity, bill),
    billDocument: bill.billDocument,
  };
}

function holderOf(user: UserRecord | null, identity: IdentityRecord): string {
  if (identity.companyName) return identity.companyName;
  return user ? `${user.profile.firstName} ${user.profile.lastName}` : identity.customerId;
}

function pdfOf(identity: IdentityRecord, user: UserRecord | null, bill: CustomerBill, type: BillDocumentType): Buffer {
  const vat = bill.taxItem[0];
  const lines: PdfLine[] = [
    { text: "Aria - Factura fiscala", size: 18 },
    { text: `Numar factura: ${bill.billNo}` },
    { text: `Document: ${type} - ${DOCUMENT_TITLES[type]}` },
    { text: `Client: ${holderOf(user, identity)} (${identity.customerId})` },
    { text: `Cont de facturare (BAN): ${bill.billingAccount.id}` },
    { text: `Data emiterii: ${roDate(bill.billDate)}    Scadenta: ${roDate(bill.paymentDueDate)}` },
    { text: `Perioada de facturare: ${roDate(bill.billingPeriod.startDateTime)} - ${roDate(bill.billingPeriod.endDateTime)}` },
    { text: " " },
    { text: `Total fara TVA: ${lei(bill.taxExcludedAmount.value)}` },
    { text: `TVA ${Math.round(vat.taxRate * 100)}%: ${lei(vat.taxAmount.value)}` },
    { text: `Total de plata: ${lei(bill.amountDue.value)}`, size: 14 },
    { text: `Rest de plata: ${lei(bill.remainingAmount.value)}` },
  ];
  if (type !== "PDF_1P") {
    lines.push({ text: " " }, { text: "Servicii pe linie", size: 14 });
    for (const l of linesOf(identity, bill)) {
      lines.push({ text: `${l.msisdn ?? identity.resourceValue}: ${lei(l.taxExcludedAmount.value)} fara TVA` });
      for (const s of l.services) lines.push({ text: `    ${s.name}: ${lei(s.taxExcludedAmount.value)}` });
    }
  }
  lines.push({ text: " " }, { text: "Document generat de sandbox-ul Aria. Nu are valoare fiscala." });
  return buildPdf({ title: `Factura ${bill.billNo}`, author: "Aria", lines });
}

/** Call details of the bill's period: one CSV row per call, deterministic per bill. */
export function callDetailsCsv(identity: IdentityRecord, bill: CustomerBill): string {
  const rows = ["data;ora;numar_apelant;numar_apelat;tip;durata_secunde;cost_lei_fara_tva"];
  const start = Date.parse(bill.billingPeriod.startDateTime);
  const span = Date.parse(bill.billingPeriod.endDateTime) - start;
  const lines = linesOf(identity, bill).filter((l) => l.msisdn);
  const callers = lines.length ? lines.map((l) => l.msisdn as string) : [identity.resourceValue];
  const count = 20 + (stableInt(`${bill.id}:calls`) % 21);
  for (let i = 0; i < count; i++) {
    const h = stableInt(`${bill.id}:call:${i}`);
    const at = new Date(start + Math.floor((i / count) * span) + (h % 3_600_000));
    const kind = h % 5 === 0 ? "SMS" : "VOCE";
    const seconds = kind === "SMS" ? 0 : 15 + (h % 900);
    const to = `07${String(20_000_000 + (h % 79_999_999)).padStart(8, "0")}`;
    const cost = h % 7 === 0 ? ((h % 300) / 100).toFixed(2) : "0.00";
    rows.push(
      [at.toISOString().slice(0, 10), at.toISOString().slice(11, 19), callers[i % callers.length], to, kind, seconds, cost].join(";"),
    );
  }
  return `${rows.join("\r\n")}\r\n`;
}

export interface GeneratedDocument {
  name: string;
  mimeType: string;
  content: Buffer;
}

/** The document of `type` the bill lists (its own file name and type), or null when the bill has no such document. */
export function billDocument(
  identity: IdentityRecord,
  user: UserRecord | null,
  bill: CustomerBill,
  type: string,
): GeneratedDocument | null {
  const listed = bill.billDocument.find((d) => d.attachmentType === type);
  if (!listed) return null;
  if (listed.attachmentType === "ZIP_CD") {
    const csv = Buffer.from(callDetailsCsv(identity, bill), "utf8");
    const content = buildZip([{ name: `${bill.billNo}_detalii_apeluri.csv`, data: csv, modified: Date.parse(bill.billDate) }]);
    return { name: listed.name, mimeType: listed.mimeType, content };
  }
  return { name: listed.name, mimeType: listed.mimeType, content: pdfOf(identity, user, bill, listed.attachmentType) };
}
