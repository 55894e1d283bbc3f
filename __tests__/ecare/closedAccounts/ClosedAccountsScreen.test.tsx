// /ecare/facturi-cont-inchis (SPEC §2, §3 Closed account, §6 closed-account header): the closed accounts, the frozen
// bills of the chosen one (kept in ?cont=), each downloaded or e-mailed with the X-Closed-Account-Ban option, never paid.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { mapBills } from "../../../src/domain/billing/bills";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { ClosedAccountsScreen } from "../../../src/ecare/closedAccounts/ClosedAccountsScreen";
import { PERSONAS, tmfBill } from "../fixtures";
import { at, never, newApi, renderScreen, unavailable, type ApiMock } from "../billing/screenSetup";

let mockProfile: UserInfo;
let mockApi: ApiMock;
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const account = (ban: string) => ({ customerId: "CUST-CBU-1001", crmCustomerSegment: "RESIDENTIAL", ban });
const paid = (id: string, billDate: string) =>
  tmfBill(id, {
    billDate,
    paymentStatus: "PAID",
    state: "settled",
    financialAccount: { id: "FA", accountBalance: [{ balanceType: "leftToPay", amount: { unit: "RON", value: 0 } }] },
  });
const FROZEN = mapBills([paid("1000001992506", "2025-06-04T21:00:00.000Z"), paid("1000001992505", "2025-05-04T21:00:00.000Z")]);

Object.assign(URL, { createObjectURL: jest.fn(() => "blob:http://localhost/file"), revokeObjectURL: jest.fn() });

beforeEach(() => {
  mockProfile = PERSONAS.postpaidOwner();
  mockApi = newApi();
  mockApi.closedAccounts.mockResolvedValue([account("100000199")]);
  mockApi.customerBills.mockResolvedValue(FROZEN);
  mockApi.downloadDocument.mockResolvedValue({ blob: new Blob(["%PDF-"]), fileName: "FV.pdf", mimeType: "application/pdf" });
  (navigate as jest.Mock).mockClear();
});

const billsCard = (ban: string) => screen.getByRole("region", { name: `Facturile contului ${ban}` });

describe("closed accounts: one account, chosen by default", () => {
  it("lists it and shows its frozen bills, asked for with the closed-account header (SPEC §6)", async () => {
    renderScreen(<ClosedAccountsScreen location={at("")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Facturi conturi închise" })).toBeInTheDocument();
    expect(await screen.findByText("Contul 100000199")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Vezi facturile contului 100000199" })).toHaveAttribute("aria-pressed", "true");

    await within(screen.getByRole("region", { name: "Facturile contului 100000199" })).findByRole("heading", {
      name: "Factura din iunie 2025",
    });
    expect(mockApi.customerBills).toHaveBeenCalledWith("100000199", { closedBan: "100000199" });
    const june = within(screen.getByRole("region", { name: "Factura din iunie 2025" }));
    expect(june.getByText("Stare").nextSibling).toHaveTextContent("Plătită");
    expect(june.getByRole("button", { name: "Descarcă" })).toBeInTheDocument();
    expect(june.getByRole("button", { name: "Trimite pe e-mail" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Factura din mai 2025" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Plătește factura" })).not.toBeInTheDocument();
  });

  it("'Descarcă' and 'Trimite pe e-mail' name the closed BAN (the header option)", async () => {
    mockApi.sendBillEmail.mockResolvedValue({ status: "sent", billId: "1000001992506", recipients: ["ana@example.ro"] });
    const { user } = renderScreen(<ClosedAccountsScreen location={at("")} />);
    await screen.findByRole("region", { name: "Factura din iunie 2025" });
    const june = within(screen.getByRole("region", { name: "Factura din iunie 2025" }));

    await user.click(june.getByRole("button", { name: "Descarcă" }));
    await waitFor(() =>
      expect(mockApi.downloadDocument).toHaveBeenCalledWith("1000001992506", "PDF_1P", { fileName: "sumar.pdf", closedBan: "100000199" }),
    );

    await user.click(june.getByRole("button", { name: "Trimite pe e-mail" }));
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByLabelText("E-mail");
    await user.clear(field);
    await user.type(field, "ana@example.ro");
    await user.click(within(dialog).getByRole("button", { name: "Trimite" }));
    await waitFor(() => expect(mockApi.sendBillEmail).toHaveBeenCalledTimes(1));
    expect(mockApi.sendBillEmail.mock.calls[0]).toEqual([
      "1000001992506",
      "PDF_1P",
      expect.objectContaining({ email: "ana@example.ro" }),
      { closedBan: "100000199" },
    ]);
  });
});

describe("closed accounts: several accounts, the choice in the address (?cont=)", () => {
  beforeEach(() => mockApi.closedAccounts.mockResolvedValue([account("100000199"), account("100000198")]));

  it("asks for no bills until one is chosen; choosing puts it in the address and loads its bills", async () => {
    const { user } = renderScreen(<ClosedAccountsScreen location={at("")} />);
    const choose = await screen.findByRole("button", { name: "Vezi facturile contului 100000198" });
    expect(screen.getByText("Alege un cont ca să vezi facturile lui.")).toBeInTheDocument();
    expect(mockApi.customerBills).not.toHaveBeenCalled();

    await user.click(choose);
    expect(navigate).toHaveBeenCalledWith("/ecare/facturi-cont-inchis?cont=100000198", { replace: true });
    expect(choose).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Vezi facturile contului 100000199" })).toHaveAttribute("aria-pressed", "false");
    await within(billsCard("100000198")).findByRole("heading", { name: "Factura din iunie 2025" });
    expect(mockApi.customerBills).toHaveBeenCalledTimes(1);
    expect(mockApi.customerBills).toHaveBeenCalledWith("100000198", { closedBan: "100000198" });
  });

  it("a reload with ?cont= shows that account's bills at once", async () => {
    renderScreen(<ClosedAccountsScreen location={at("?cont=100000198")} />);
    await within(await screen.findByRole("region", { name: "Facturile contului 100000198" })).findByRole("heading", {
      name: "Factura din mai 2025",
    });
    expect(mockApi.customerBills).toHaveBeenCalledWith("100000198", { closedBan: "100000198" });
    expect(mockApi.customerBills).not.toHaveBeenCalledWith("100000199", expect.anything());
  });
});

describe("closed accounts: loading, empty and failures", () => {
  it("a busy skeleton while the accounts load", () => {
    mockApi.closedAccounts.mockImplementation(never);
    renderScreen(<ClosedAccountsScreen location={at("")} />);
    const card = screen.getByRole("region", { name: "Conturile tale închise" });
    expect(card).toHaveAttribute("aria-busy", "true");
    expect(within(card).getByRole("status")).toHaveTextContent("Se încarcă conturile închise…");
  });

  it("no closed account: says so and asks for no bills", async () => {
    mockApi.closedAccounts.mockResolvedValue([]);
    renderScreen(<ClosedAccountsScreen location={at("?cont=100000199")} />);
    expect(await screen.findByText("Nu ai conturi închise.")).toBeInTheDocument();
    expect(mockApi.customerBills).not.toHaveBeenCalled();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("the accounts' failure is a ribbon whose retry loads them", async () => {
    mockApi.closedAccounts.mockRejectedValue(unavailable());
    const { user } = renderScreen(<ClosedAccountsScreen location={at("")} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca conturile închise.");
    mockApi.closedAccounts.mockResolvedValue([account("100000199")]);
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await screen.findByText("Contul 100000199")).toBeInTheDocument();
  });

  it("the bills' failure is a ribbon in their card whose retry loads them", async () => {
    mockApi.customerBills.mockRejectedValue(unavailable());
    const { user } = renderScreen(<ClosedAccountsScreen location={at("")} />);
    const alert = await within(await screen.findByRole("region", { name: "Facturile contului 100000199" })).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca facturile contului închis.");
    mockApi.customerBills.mockResolvedValue(FROZEN);
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await screen.findByRole("region", { name: "Factura din iunie 2025" })).toBeInTheDocument();
  });

  it("an account without bills says so", async () => {
    mockApi.customerBills.mockResolvedValue(mapBills([]));
    renderScreen(<ClosedAccountsScreen location={at("")} />);
    expect(await screen.findByText("Contul nu are facturi.")).toBeInTheDocument();
  });
});
