// The bill summary, details and closed-account pages' rules (src/domain/billing/billPages.ts).
import {
  billDetailsPath,
  billQueryOf,
  chosenBill,
  chosenClosedAccount,
  closedAccountPath,
  closedBanOfQuery,
  isPdfDocument,
  lineTotal,
  linesTotal,
  previewDocument,
  summaryBillId,
  taxRatePercent,
} from "../../../src/domain/billing/billPages";
import { mapBills } from "../../../src/domain/billing/bills";
import { tmfBill } from "./fixtures";

const BILLS = mapBills([tmfBill("1000001012605"), tmfBill("1000001012604"), tmfBill("1000001012603")]);
const NONE = mapBills([]);

describe("SPEC §2 /sumar and /detalii-facturi ?factura=<billId>", () => {
  it("reads the bill id, without the SPEC §7 VDF prefix; absent or blank is 'not given'", () => {
    expect(billQueryOf("?factura=1000001012604")).toEqual({ given: true, billId: "1000001012604" });
    expect(billQueryOf("?factura=VDF1000001012604")).toEqual({ given: true, billId: "1000001012604" });
    expect(billQueryOf("")).toEqual({ given: false, billId: null });
    expect(billQueryOf("?factura=%20")).toEqual({ given: false, billId: null });
    expect(billQueryOf("?rechargeSuccess=true")).toEqual({ given: false, billId: null });
  });

  it("text that is no bill id is given but names no bill", () => {
    expect(billQueryOf("?factura=%3Cscript%3E")).toEqual({ given: true, billId: null });
    expect(billQueryOf(`?factura=${"1".repeat(65)}`)).toEqual({ given: true, billId: null });
  });

  it("builds the pages' addresses with the query", () => {
    expect(billDetailsPath("1000001012604")).toBe("/ecare/facturi-si-plati/detalii-facturi?factura=1000001012604");
    expect(closedAccountPath("100000199")).toBe("/ecare/facturi-cont-inchis?cont=100000199");
  });
});

describe("SPEC §3 Bill: the bill a page shows (the first bill is the current bill)", () => {
  it("no query: the current bill", () => {
    expect(chosenBill(BILLS, billQueryOf(""))).toMatchObject({ bill: { billId: "1000001012605" }, isCurrent: true });
  });

  it("a bill of the history by id, not current (so never payable)", () => {
    expect(chosenBill(BILLS, billQueryOf("?factura=1000001012603"))).toMatchObject({
      bill: { billId: "1000001012603" },
      isCurrent: false,
    });
    expect(chosenBill(BILLS, billQueryOf("?factura=1000001012605"))?.isCurrent).toBe(true);
  });

  it("an id that is not one of the account's bills, or no bill at all: none", () => {
    expect(chosenBill(BILLS, billQueryOf("?factura=9999"))).toBeNull();
    expect(chosenBill(BILLS, billQueryOf("?factura=%3Cx%3E"))).toBeNull();
    expect(chosenBill(NONE, billQueryOf(""))).toBeNull();
  });

  it("/sumar asks for the named bill's summary, else the current bill's", () => {
    expect(summaryBillId(billQueryOf("?factura=1000001012603"), undefined)).toBe("1000001012603");
    expect(summaryBillId(billQueryOf(""), BILLS)).toBe("1000001012605");
    expect(summaryBillId(billQueryOf(""), NONE)).toBeNull();
    expect(summaryBillId(billQueryOf(""), undefined)).toBeNull();
  });
});

describe("SPEC §7 billSummary: services add up to their line, lines to the bill", () => {
  const services = [
    { amount: 30.12, unit: "RON" },
    { amount: 43.25, unit: "RON" },
  ];

  it("a line's own total wins; else its services summed in cents", () => {
    expect(lineTotal({ amount: 73.37, unit: "RON", services })).toEqual({ amount: 73.37, unit: "RON" });
    expect(lineTotal({ amount: null, unit: "", services })).toEqual({ amount: 73.37, unit: "RON" });
    expect(lineTotal({ amount: null, unit: "", services: [] })).toBeNull();
  });

  it("the lines' totals summed; unknown when a line is unknown or currencies differ", () => {
    const a = { amount: 0.1, unit: "RON", services: [] };
    const b = { amount: 0.2, unit: "RON", services: [] };
    expect(linesTotal([a, b])).toEqual({ amount: 0.3, unit: "RON" });
    expect(linesTotal([a, { amount: null, unit: "", services: [] }])).toBeNull();
    expect(linesTotal([a, { amount: 1, unit: "EUR", services: [] }])).toBeNull();
    expect(linesTotal([])).toBeNull();
  });
});

describe("SPEC §3 billDocument list: the in-page preview shows a PDF, never the ZIP_CD archive", () => {
  const bill = BILLS.currentBill!;

  it("the customer's own type when it is a PDF, else the first PDF", () => {
    expect(previewDocument(bill, "PDF_1P")?.attachmentType).toBe("PDF_1P");
    expect(previewDocument(bill, "ZIP_CD")?.attachmentType).toBe("PDF_1P");
    expect(previewDocument(bill, null)?.attachmentType).toBe("PDF_1P");
  });

  it("none when the bill has no PDF", () => {
    const zipOnly = { billDocument: bill.billDocument.filter((d) => d.attachmentType === "ZIP_CD") };
    expect(previewDocument(zipOnly, "ZIP_CD")).toBeNull();
    expect(isPdfDocument({ attachmentType: "PDF_2P", mimeType: "" })).toBe(true);
    expect(isPdfDocument({ attachmentType: "PDF_2P", mimeType: "application/zip" })).toBe(false);
  });
});

describe("SPEC §3 taxItem: the TMF rate is a fraction", () => {
  it("shows it as a percentage", () => {
    expect(taxRatePercent(0.19)).toBe(19);
    expect(taxRatePercent(0.095)).toBe(9.5);
    expect(taxRatePercent(null)).toBeNull();
    expect(taxRatePercent(-1)).toBeNull();
  });
});

describe("SPEC §3 Closed account: the chosen one (?cont=<ban>)", () => {
  const one = [{ ban: "100000199", customerId: "C", crmCustomerSegment: "R" }];
  const two = [...one, { ban: "100000198", customerId: "C", crmCustomerSegment: "R" }];

  it("the one the address names, when it is the identity's", () => {
    expect(closedBanOfQuery("?cont=100000198")).toBe("100000198");
    expect(chosenClosedAccount(two, "100000198")?.ban).toBe("100000198");
  });

  it("the only one by default; none to choose among several or an unknown BAN", () => {
    expect(chosenClosedAccount(one, null)?.ban).toBe("100000199");
    expect(chosenClosedAccount(one, "555")?.ban).toBe("100000199");
    expect(chosenClosedAccount(two, null)).toBeNull();
    expect(chosenClosedAccount(two, "555")).toBeNull();
    expect(chosenClosedAccount([], "100000199")).toBeNull();
    expect(closedBanOfQuery("?cont=a%20b")).toBeNull();
    expect(closedBanOfQuery("")).toBeNull();
  });
});
