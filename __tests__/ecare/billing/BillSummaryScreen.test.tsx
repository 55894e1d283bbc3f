// /ecare/facturi-si-plati/sumar (SPEC §2, §7 billSummary): the bill's facts and its services per number, over the real
// hooks with the billing API faked (mockApi).
import React from "react";
import { screen, within } from "@testing-library/react";
import { readBillSummary } from "../../../src/clients/gateway/billing/billPagesClient";
import { mapBills } from "../../../src/domain/billing/bills";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { BillSummaryScreen } from "../../../src/ecare/billing/summary/BillSummaryScreen";
import { PERSONAS, tmfBill } from "../fixtures";
import { at, never, newApi, notFound, renderScreen, unavailable, type ApiMock } from "./screenSetup";

let mockProfile: UserInfo;
let mockApi: ApiMock;
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const BILLS = mapBills([tmfBill("1000001012605"), tmfBill("1000001012604", { paymentStatus: "PAID" })]);
const summaryOf = (id: string) =>
  readBillSummary({
    ...tmfBill(id),
    lines: [
      {
        id: `${id}-0722000101`,
        msisdn: "0722000101",
        services: [
          { name: "RED 12", category: "recurring", taxExcludedAmount: { unit: "RON", value: 30.12 } },
          { name: "Consum în afara abonamentului", category: "usage", taxExcludedAmount: { unit: "RON", value: 12.38 } },
        ],
        taxExcludedAmount: { unit: "RON", value: 42.5 },
      },
      {
        id: `${id}-fixed`,
        msisdn: null,
        services: [{ name: "Internet fix", category: "recurring", taxExcludedAmount: { unit: "RON", value: 10 } }],
      },
    ],
  });

const billCard = () => screen.getByRole("region", { name: /^Factura/ });

beforeEach(() => {
  mockProfile = PERSONAS.postpaidOwner();
  mockApi = newApi();
  mockApi.customerBills.mockResolvedValue(BILLS);
  mockApi.billSummary.mockImplementation((id: string) => Promise.resolve(summaryOf(id)));
});

describe("bill summary: data (SPEC §7 GET billSummary/VDF{billId})", () => {
  it("without ?factura= sums up the account's current bill: facts, then each number's services and total", async () => {
    renderScreen(<BillSummaryScreen location={at("")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Sumarul facturii" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 2, name: "Factura din mai 2026" });
    expect(mockApi.customerBills).toHaveBeenCalledWith("100000101", { closedBan: null });
    expect(mockApi.billSummary).toHaveBeenCalledWith("1000001012605", { closedBan: null });

    const facts = within(billCard());
    expect(facts.getByText("Total factură").nextSibling).toHaveTextContent("62,47 lei");
    expect(facts.getByText("Rest de plată").nextSibling).toHaveTextContent("62,47 lei");
    expect(facts.getByText("Total fără TVA").nextSibling).toHaveTextContent("52,50 lei");
    expect(facts.getByText("Scadență").nextSibling).toHaveTextContent("25 mai 2026");
    expect(facts.getByText("Stare").nextSibling).toHaveTextContent("Neplătită");
    expect(facts.getByText("Număr factură").nextSibling).toHaveTextContent("FV-1000001012605");
    expect(facts.getByText("Perioada de facturare").nextSibling).toHaveTextContent("01.04.2026 – 30.04.2026");

    const mobile = screen.getByRole("table", { name: "Numărul 0722000101" });
    expect(within(mobile).getByRole("rowheader", { name: "RED 12" }).closest("tr")).toHaveTextContent("Abonament30,12 lei");
    expect(within(mobile).getByRole("rowheader", { name: "Total număr" }).closest("tr")).toHaveTextContent("42,50 lei");
    // A fixed service has no number; its total is its services' (the line sent none).
    const fixed = screen.getByRole("table", { name: "Servicii fixe" });
    expect(within(fixed).getByRole("rowheader", { name: "Total număr" }).closest("tr")).toHaveTextContent("10 lei");
    expect(screen.getByText("Total servicii, fără TVA").nextSibling?.nextSibling).toHaveTextContent("52,50 lei");
  });

  it("?factura= names the bill: its summary, without asking for the list", async () => {
    renderScreen(<BillSummaryScreen location={at("?factura=1000001012604")} />);
    await screen.findByRole("heading", { level: 2, name: "Factura din mai 2026" });
    expect(mockApi.billSummary).toHaveBeenCalledWith("1000001012604", { closedBan: null });
    expect(mockApi.customerBills).not.toHaveBeenCalled();
    expect(within(billCard()).getByText("Număr factură").nextSibling).toHaveTextContent("FV-1000001012604");
  });

  it("links back to the bills page; 'Detalii factură' only when the caller allows it", async () => {
    const { unmount } = renderScreen(<BillSummaryScreen location={at("")} />);
    await screen.findByRole("table", { name: "Numărul 0722000101" });
    expect(screen.getByRole("link", { name: "Facturi și plăți" })).toHaveAttribute("href", "/ecare/facturi-si-plati");
    expect(screen.queryByRole("link", { name: "Detalii factură" })).not.toBeInTheDocument();
    unmount();

    renderScreen(<BillSummaryScreen location={at("")} canSeeDetails />);
    expect(await screen.findByRole("link", { name: "Detalii factură" })).toHaveAttribute(
      "href",
      "/ecare/facturi-si-plati/detalii-facturi?factura=1000001012605",
    );
  });

  it("shows the caller's notice under the title", () => {
    renderScreen(<BillSummaryScreen location={at("")} notice={<p role="status">Reîncărcarea a reușit.</p>} />);
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.nextElementSibling).toHaveTextContent("Reîncărcarea a reușit.");
  });
});

describe("bill summary: loading, empty and failures", () => {
  it("a busy skeleton while the current bill is not known", () => {
    mockApi.customerBills.mockImplementation(never);
    renderScreen(<BillSummaryScreen location={at("")} />);
    const card = screen.getByRole("region", { name: "Factura" });
    expect(card).toHaveAttribute("aria-busy", "true");
    expect(within(card).getByRole("status")).toHaveTextContent("Se încarcă sumarul facturii…");
    expect(mockApi.billSummary).not.toHaveBeenCalled();
  });

  it("no bills (prepaid): says so, no summary asked for", async () => {
    mockProfile = PERSONAS.prepaidOwner();
    mockApi.customerBills.mockResolvedValue(mapBills([]));
    renderScreen(<BillSummaryScreen location={at("")} />);
    expect(await screen.findByText(/^Nu ai facturi/)).toBeInTheDocument();
    expect(mockApi.billSummary).not.toHaveBeenCalled();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("a failed summary is a ribbon whose retry loads it", async () => {
    mockApi.billSummary.mockRejectedValue(unavailable());
    const { user } = renderScreen(<BillSummaryScreen location={at("")} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca sumarul facturii.");
    mockApi.billSummary.mockImplementation((id: string) => Promise.resolve(summaryOf(id)));
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await screen.findByRole("table", { name: "Numărul 0722000101" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a failed bill list is a ribbon whose retry loads the list, then the summary", async () => {
    mockApi.customerBills.mockRejectedValue(unavailable());
    const { user } = renderScreen(<BillSummaryScreen location={at("")} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca sumarul facturii.");
    expect(mockApi.billSummary).not.toHaveBeenCalled();
    mockApi.customerBills.mockResolvedValue(BILLS);
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await screen.findByRole("table", { name: "Numărul 0722000101" })).toBeInTheDocument();
  });

  it("a bill that is not the account's (404 bill_not_found) is not found, with the way back", async () => {
    mockApi.billSummary.mockRejectedValue(notFound());
    renderScreen(<BillSummaryScreen location={at("?factura=1000001019999")} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Factura nu a fost găsită" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Facturi și plăți" })).toHaveAttribute("href", "/ecare/facturi-si-plati");
    expect(mockApi.billSummary).toHaveBeenCalledTimes(1);
  });
});
