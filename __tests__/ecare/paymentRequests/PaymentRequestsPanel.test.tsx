// The payment requests panel (src/ecare/billing/paymentRequests/PaymentRequestsPanel.tsx) against a fake billing
// client (hooks, domain and panel are real): SPEC §7 paymentConfirmation / paymentAgreement with checkEligibility and
// the agreementDate; the day range of docs/billing-contract.md; DESIGN.md confirmations ("Confirmă" / "Renunță").
import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import type { BillingCareApi } from "../../../src/clients/gateway/billing/billingCareClient";
import type { PaymentEligibility } from "../../../src/domain/billing/agreementDate";
import type { BillListApi } from "../../../src/clients/gateway/billing/billListClient";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { addDays, romanianToday } from "../../../src/domain/billing/agreementDate";
import { formatDateRo } from "../../../src/domain/dates";
import PaymentRequestsPanel from "../../../src/ecare/billing/paymentRequests/PaymentRequestsPanel";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";
import { PERSONAS } from "../fixtures";

type Api = { [K in keyof (BillingCareApi & BillListApi)]: jest.Mock };
const mockApi = {} as Api;
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const BAN = "100000101";
const never = <T,>() => new Promise<T>(() => undefined);
const unavailable = () => new GatewayError({ kind: "http", message: "Service Unavailable", status: 503, service: "ebill" });

// The days the sandbox offers: tomorrow .. 30 days from today (Romania's today, as the panel computes it).
const today = romanianToday(Date.now());
const MIN = addDays(today, 1);
const MAX = addDays(today, 30);

const eligible = (extra: Partial<PaymentEligibility> = {}): PaymentEligibility => ({
  eligible: true,
  reason: null,
  banId: BAN,
  billId: "1000001012602",
  billNo: "F-2602",
  amountDue: { unit: "RON", value: 87.31 },
  paymentDueDate: "2026-03-25",
  minAgreementDate: null,
  maxAgreementDate: null,
  ...extra,
});
const notEligible = (reason: string): PaymentEligibility => ({ ...eligible(), eligible: false, reason });
const record = (type: string, agreementDate: string | null = null, repeated = false) => ({
  id: type === "PaymentAgreement" ? "PA-1" : "PC-1",
  type,
  status: "registered",
  banId: BAN,
  billId: "1000001012602",
  agreementDate,
  creationDate: "2026-03-02T10:00:00Z",
  repeated,
});

function renderPanel(ban = BAN) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = renderWithRoot(
    <QueryClientProvider client={client}>
      <PaymentRequestsPanel ban={ban} />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

const panel = () => screen.getByRole("region", { name: "Ai plătit deja sau ai nevoie de mai mult timp?" });
const confirmationPart = () => within(panel()).getByRole("region", { name: "Ai plătit factura în altă parte?" });
const agreementPart = () => within(panel()).getByRole("region", { name: "Ai nevoie de mai mult timp?" });

beforeEach(() => {
  clearSession();
  setUserProfile(PERSONAS.postpaidOwner());
  mockApi.paymentConfirmationEligibility = jest.fn().mockResolvedValue(eligible());
  mockApi.paymentAgreementEligibility = jest.fn().mockResolvedValue(eligible({ minAgreementDate: MIN, maxAgreementDate: MAX }));
  mockApi.confirmPayment = jest.fn().mockResolvedValue(record("PaymentConfirmation"));
  mockApi.agreePayment = jest.fn(async (_ban: string, date: string) => record("PaymentAgreement", date));
  mockApi.customerBills = jest.fn().mockResolvedValue({ currentBill: null, billHistory: [], unifiedBillHistory: [] });
});

describe("payment requests: loading, failure, eligibility", () => {
  it("each part is busy with its own text while its check runs", () => {
    mockApi.paymentConfirmationEligibility.mockImplementation(never);
    mockApi.paymentAgreementEligibility.mockImplementation(never);
    renderPanel();
    expect(screen.getByRole("heading", { level: 2, name: "Ai plătit deja sau ai nevoie de mai mult timp?" })).toBeInTheDocument();
    expect(confirmationPart()).toHaveAttribute("aria-busy", "true");
    expect(within(confirmationPart()).getByRole("status")).toHaveTextContent("Se verifică dacă poți confirma plata…");
    expect(within(agreementPart()).getByRole("status")).toHaveTextContent("Se verifică dacă poți face o promisiune de plată…");
    expect(mockApi.paymentConfirmationEligibility).toHaveBeenCalledWith(BAN);
    expect(mockApi.paymentAgreementEligibility).toHaveBeenCalledWith(BAN);
  });

  it("a failed check is a ribbon with a retry; the other part is unaffected", async () => {
    mockApi.paymentConfirmationEligibility.mockRejectedValueOnce(unavailable());
    const { user } = renderPanel();
    const alert = await within(confirmationPart()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut verifica dacă poți confirma plata. Serviciul nu răspunde acum.");
    expect(await within(agreementPart()).findByLabelText("Data plății")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await within(confirmationPart()).findByRole("button", { name: "Confirmă plata" })).toBeEnabled();
    expect(mockApi.paymentConfirmationEligibility).toHaveBeenCalledTimes(2);
  });

  it("not eligible: the back end's reason instead of the button", async () => {
    mockApi.paymentConfirmationEligibility.mockResolvedValue(notEligible("Factura curentă este plătită."));
    mockApi.paymentAgreementEligibility.mockResolvedValue(notEligible("Ai deja un angajament de plată pentru factura curentă."));
    renderPanel();
    expect(await within(confirmationPart()).findByText("Factura curentă este plătită.")).toBeInTheDocument();
    expect(await within(agreementPart()).findByText("Ai deja un angajament de plată pentru factura curentă.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirmă plata" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Promisiune de plată" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Data plății")).not.toBeInTheDocument();
  });

  it("shows which bill: number, amount and due date", async () => {
    renderPanel();
    expect(await within(confirmationPart()).findByText(/^Factura F-2602 de 87,31 lei, scadentă pe 25 martie 2026\.$/)).toBeInTheDocument();
  });
});

describe("payment requests: confirmation (SPEC §7 POST paymentConfirmation)", () => {
  it("asks first: Renunță sends nothing; Confirmă registers it and the status stays as the check says no", async () => {
    const { user } = renderPanel();
    const button = await within(confirmationPart()).findByRole("button", { name: "Confirmă plata" });
    await user.click(button);
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Confirmi că ai plătit factura curentă?" })).getByRole("button", { name: "Renunță" }),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockApi.confirmPayment).not.toHaveBeenCalled();

    mockApi.paymentConfirmationEligibility.mockResolvedValue(notEligible("Ai confirmat deja plata facturii curente."));
    await user.click(within(confirmationPart()).getByRole("button", { name: "Confirmă plata" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.confirmPayment).toHaveBeenCalledWith(BAN);
    expect(await within(confirmationPart()).findByRole("status")).toHaveTextContent("Am înregistrat confirmarea plății facturii F-2602.");
    expect(await within(confirmationPart()).findByText("Ai confirmat deja plata facturii curente.")).toBeInTheDocument();
    expect(within(confirmationPart()).getByRole("status")).toHaveTextContent("Am înregistrat confirmarea plății");
  });

  it("a failure is a ribbon and the button is offered again", async () => {
    mockApi.confirmPayment.mockRejectedValueOnce(unavailable());
    const { user } = renderPanel();
    await user.click(await within(confirmationPart()).findByRole("button", { name: "Confirmă plata" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(await within(confirmationPart()).findByRole("alert")).toHaveTextContent("Nu am putut înregistra confirmarea plății.");
    expect(within(confirmationPart()).getByRole("button", { name: "Confirmă plata" })).toBeEnabled();
  });
});

describe("payment requests: agreement (SPEC §7 POST paymentAgreement with the agreementDate header)", () => {
  it("the date field is limited to the eligibility's days", async () => {
    renderPanel();
    const field = await within(agreementPart()).findByLabelText("Data plății");
    expect(field).toHaveAttribute("type", "date");
    expect(field).toHaveAttribute("min", MIN);
    expect(field).toHaveAttribute("max", MAX);
    expect(field).toHaveAccessibleDescription(`Poți alege o zi între ${formatDateRo(MIN, "long")} și ${formatDateRo(MAX, "long")}.`);
  });

  it.each([
    ["the day after the last one", addDays(MAX, 1)],
    ["today", today],
    ["a past day", "2020-01-01"],
  ])("%s is refused before anything is sent, the typed day kept", async (_what, day) => {
    const { user } = renderPanel();
    const field = await within(agreementPart()).findByLabelText("Data plății");
    await user.type(field, day);
    expect(field).toHaveValue(day);
    await user.click(within(agreementPart()).getByRole("button", { name: "Promisiune de plată" }));
    expect(within(agreementPart()).getByText(/^Data aleasă nu este în intervalul permis\./)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveValue(day);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockApi.agreePayment).not.toHaveBeenCalled();
  });

  it("no day chosen: asked to choose one", async () => {
    const { user } = renderPanel();
    await user.click(await within(agreementPart()).findByRole("button", { name: "Promisiune de plată" }));
    expect(within(agreementPart()).getByText("Alege data plății.")).toBeInTheDocument();
    expect(mockApi.agreePayment).not.toHaveBeenCalled();
  });

  it("a day in range asks first, then sends it; Renunță sends nothing", async () => {
    const day = addDays(MIN, 6);
    const { user } = renderPanel();
    const field = await within(agreementPart()).findByLabelText("Data plății");
    await user.type(field, day);
    await user.click(within(agreementPart()).getByRole("button", { name: "Promisiune de plată" }));
    let dialog = screen.getByRole("alertdialog", { name: "Trimiți promisiunea de plată?" });
    expect(dialog).toHaveTextContent(`Te angajezi să plătești factura curentă până pe ${formatDateRo(day, "long")}.`);
    await user.click(within(dialog).getByRole("button", { name: "Renunță" }));
    expect(mockApi.agreePayment).not.toHaveBeenCalled();
    expect(field).toHaveValue(day);

    mockApi.paymentAgreementEligibility.mockResolvedValue(notEligible("Ai deja un angajament de plată pentru factura curentă."));
    await user.click(within(agreementPart()).getByRole("button", { name: "Promisiune de plată" }));
    dialog = screen.getByRole("alertdialog", { name: "Trimiți promisiunea de plată?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.agreePayment).toHaveBeenCalledWith(BAN, day);
    expect(await within(agreementPart()).findByRole("status")).toHaveTextContent(
      `Am înregistrat promisiunea de plată: vei plăti factura până pe ${formatDateRo(day, "long")}.`,
    );
    expect(await within(agreementPart()).findByText("Ai deja un angajament de plată pentru factura curentă.")).toBeInTheDocument();
  });

  it("the last allowed day is accepted", async () => {
    const { user } = renderPanel();
    await user.type(await within(agreementPart()).findByLabelText("Data plății"), MAX);
    await user.click(within(agreementPart()).getByRole("button", { name: "Promisiune de plată" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.agreePayment).toHaveBeenCalledWith(BAN, MAX);
  });

  it("a failure is a ribbon and the typed day stays", async () => {
    mockApi.agreePayment.mockRejectedValueOnce(unavailable());
    const day = addDays(MIN, 2);
    const { user } = renderPanel();
    const field = await within(agreementPart()).findByLabelText("Data plății");
    await user.type(field, day);
    await user.click(within(agreementPart()).getByRole("button", { name: "Promisiune de plată" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(await within(agreementPart()).findByRole("alert")).toHaveTextContent("Nu am putut înregistra promisiunea de plată.");
    expect(field).toHaveValue(day);
  });
});
