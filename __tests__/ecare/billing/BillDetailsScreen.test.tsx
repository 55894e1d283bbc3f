// /ecare/facturi-si-plati/detalii-facturi (SPEC §2, §3 taxItem and billDocument lists): the bill's taxes, documents
// and actions, and the in-page preview whose module and bytes load on "Previzualizează factura" only.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { mapBills } from "../../../src/domain/billing/bills";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { BillDetailsScreen } from "../../../src/ecare/billing/details/BillDetailsScreen";
import { PERSONAS, tmfBill } from "../fixtures";
import { at, never, newApi, renderScreen, unavailable, type ApiMock } from "./screenSetup";

let mockProfile: UserInfo;
let mockApi: ApiMock;
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));
// The real preview module, counting when its code is loaded (React.lazy's import()); a global, as a static import
// would load it before this file's own variables exist.
const previewLoads = () => (globalThis as { previewModuleLoads?: number }).previewModuleLoads ?? 0;
jest.mock("../../../src/ecare/billing/details/PdfPreview", () => {
  const g = globalThis as { previewModuleLoads?: number };
  g.previewModuleLoads = (g.previewModuleLoads ?? 0) + 1;
  return jest.requireActual("../../../src/ecare/billing/details/PdfPreview");
});

const BILLS = mapBills([
  tmfBill("1000001012605"),
  tmfBill("1000001012604", {
    billDate: "2026-04-04T21:00:00.000Z",
    paymentStatus: "PAID",
    financialAccount: { id: "FA-1", accountBalance: [{ balanceType: "leftToPay", amount: { unit: "RON", value: 0 } }] },
  }),
]);
const PDF = new Blob(["%PDF-1.4 …%%EOF"], { type: "application/pdf" });

const createObjectURL = jest.fn((_: Blob) => "blob:http://localhost/preview-1");
const revokeObjectURL = jest.fn();
Object.assign(URL, { createObjectURL, revokeObjectURL });

beforeEach(() => {
  mockProfile = PERSONAS.postpaidOwner();
  mockApi = newApi();
  mockApi.customerBills.mockResolvedValue(BILLS);
  mockApi.downloadDocument.mockResolvedValue({ blob: PDF, fileName: "FV_PDF_1P.pdf", mimeType: "application/pdf", kind: "pdf" });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

const region = (name: string | RegExp) => screen.getByRole("region", { name });

describe("bill details: the current bill (no ?factura=)", () => {
  it("shows its facts, its taxes (SPEC §3 taxItem) and its documents with pay, download and e-mail", async () => {
    renderScreen(<BillDetailsScreen location={at("")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Detalii factură" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 2, name: "Factura din mai 2026" });
    expect(mockApi.customerBills).toHaveBeenCalledWith("100000101", { closedBan: null });

    const taxes = within(region("Taxe")).getByRole("table", { name: "Taxe" });
    const vat = within(taxes).getByRole("rowheader", { name: "TVA" }).closest("tr")!;
    expect(
      within(vat)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["19%", "9,97 lei"]);

    const docs = within(region("Documente"));
    expect(docs.getByRole("rowheader", { name: "sumar.pdf" }).closest("tr")).toHaveTextContent("Factură (sumar)");
    expect(docs.getByRole("rowheader", { name: "detalii.zip" }).closest("tr")).toHaveTextContent("Detalii apeluri (arhivă zip)");
    expect(docs.getByRole("button", { name: "Plătește factura" })).toBeInTheDocument();
    expect(docs.getByRole("button", { name: "Descarcă" })).toBeInTheDocument();
    expect(docs.getByRole("button", { name: "Trimite pe e-mail" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sumarul facturii" })).toHaveAttribute(
      "href",
      "/ecare/facturi-si-plati/sumar?factura=1000001012605",
    );
  });

  it("a bill of the history (?factura=) is shown but not payable", async () => {
    renderScreen(<BillDetailsScreen location={at("?factura=1000001012604")} />);
    await screen.findByRole("heading", { level: 2, name: "Factura din aprilie 2026" });
    const docs = within(region("Documente"));
    expect(docs.getByRole("button", { name: "Descarcă" })).toBeInTheDocument();
    expect(docs.queryByRole("button", { name: "Plătește factura" })).not.toBeInTheDocument();
  });

  it("an unknown bill id: 'Factura nu a fost găsită' with the way back, nothing else", async () => {
    renderScreen(<BillDetailsScreen location={at("?factura=1000001019999")} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Factura nu a fost găsită" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Facturi și plăți" })).toHaveAttribute("href", "/ecare/facturi-si-plati");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("bill details: loading, empty and failure", () => {
  it("a busy skeleton while the bills load", () => {
    mockApi.customerBills.mockImplementation(never);
    renderScreen(<BillDetailsScreen location={at("")} />);
    const card = region("Factura");
    expect(card).toHaveAttribute("aria-busy", "true");
    expect(within(card).getByRole("status")).toHaveTextContent("Se încarcă factura…");
  });

  it("no bills: says so", async () => {
    mockApi.customerBills.mockResolvedValue(mapBills([]));
    renderScreen(<BillDetailsScreen location={at("")} />);
    expect(await screen.findByText("Nu ai facturi.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Taxe" })).not.toBeInTheDocument();
  });

  it("a failure is a ribbon whose retry loads the bill", async () => {
    mockApi.customerBills.mockRejectedValue(unavailable());
    const { user } = renderScreen(<BillDetailsScreen location={at("")} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca factura.");
    mockApi.customerBills.mockResolvedValue(BILLS);
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await screen.findByRole("region", { name: "Taxe" })).toBeInTheDocument();
  });
});

describe("bill details: the in-page preview, on demand", () => {
  it("loads neither the preview's code nor the document before the click; then shows the PDF from a blob: address", async () => {
    const { user, unmount } = renderScreen(<BillDetailsScreen location={at("")} />);
    const preview = await screen.findByRole("button", { name: "Previzualizează factura" });
    expect(previewLoads()).toBe(0);
    expect(mockApi.downloadDocument).not.toHaveBeenCalled();
    expect(screen.queryByTitle("Previzualizare factură")).not.toBeInTheDocument();

    await user.click(preview);
    const frame = await screen.findByTitle("Previzualizare factură");
    expect(previewLoads()).toBe(1);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "blob:http://localhost/preview-1");
    // The PDF (never the zip), through the download call, not saved as a file (one object URL: the frame's).
    expect(mockApi.downloadDocument).toHaveBeenCalledTimes(1);
    expect(mockApi.downloadDocument).toHaveBeenCalledWith("1000001012605", "PDF_1P", {
      fileName: "sumar.pdf",
      closedBan: null,
      only: "pdf",
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledWith(PDF);
    expect(revokeObjectURL).not.toHaveBeenCalled();

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/preview-1");
  });

  it("a failed preview is a ribbon whose retry downloads again", async () => {
    mockApi.downloadDocument.mockRejectedValueOnce(unavailable());
    const { user } = renderScreen(<BillDetailsScreen location={at("")} />);
    await user.click(await screen.findByRole("button", { name: "Previzualizează factura" }));
    const alert = await within(region("Previzualizare")).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca previzualizarea facturii.");
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await screen.findByTitle("Previzualizare factură")).toBeInTheDocument();
    await waitFor(() => expect(mockApi.downloadDocument).toHaveBeenCalledTimes(2));
  });

  it("a bill without a PDF offers no preview", async () => {
    mockApi.customerBills.mockResolvedValue(
      mapBills([
        tmfBill("1000001012605", {
          billDocument: [{ id: "z", attachmentType: "ZIP_CD", name: "detalii.zip", mimeType: "application/zip" }],
        }),
      ]),
    );
    renderScreen(<BillDetailsScreen location={at("")} />);
    expect(await screen.findByText("Factura nu are un document PDF de previzualizat.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Previzualizează factura" })).not.toBeInTheDocument();
  });
});
