// The dashboard per account type, with the gateway faked at the API level (hooks, mapping and screen are real): the
// bill list's client answers what mockBilling answers, read by its own reader (readBills: the domain's mapBills).
import React from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { DashboardScreen } from "../../../src/ecare/dashboard/DashboardScreen";
import { CanVisitProvider, type CanVisit } from "../../../src/ecare/kit/CanVisitContext";
import { QUICK_ACTIONS } from "../../../src/ecare/dashboard/quickActions";
import { createQueryClient } from "../../../src/state/queryClient";
import { bucket, consumption, PERSONAS, tmfBill } from "../fixtures";

let mockProfile: UserInfo;
const mockBilling = { customerBills: jest.fn<Promise<unknown[]>, [string]>() };
const mockUsage = { usageSummary: jest.fn<Promise<Record<string, unknown>>, []>() };

jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => {
  const { readBills } = jest.requireActual("../../../src/clients/gateway/billing/billListClient");
  const billList = { customerBills: async (ban: string) => readBills(await mockBilling.customerBills(ban)) };
  return { boundClient: (create: { name: string }) => (create.name === "createBillListApi" ? billList : mockUsage) };
});

const BILLS = [tmfBill("1000001012605"), tmfBill("1000001012604", { paymentStatus: "PAID" })];
const POSTPAID_USAGE = {
  usageConsumption: [
    consumption("0722000101", [
      bucket("data", "Internet", 12.5, 50),
      bucket("voice", "Minute naționale", 0, 0, { isUnlimited: true }),
      bucket("sms", "SMS naționale", 0, 0, { isUnlimited: true }),
    ]),
  ],
};
const PREPAID_USAGE = {
  usageConsumption: [
    consumption("0733000201", [
      bucket("monetary", "Credit", 7.35, 10, { validFor: { startDateTime: "2026-05-01T00:00:00Z", endDateTime: "2026-06-10T12:00:00Z" } }),
      bucket("data", "Internet", 9.4, 15),
    ]),
  ],
};

const never = <T,>() => new Promise<T>(() => undefined);
const httpError = () => new GatewayError({ kind: "http", message: "Service Unavailable", status: 503, service: "ebill" });

function renderDashboard(profile: UserInfo, canVisit?: CanVisit) {
  mockProfile = profile;
  // The site's client (its retry rule), with retryDelay 0: the retries (SPEC §9: 3) run at once.
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const ui = (p: UserInfo) => {
    mockProfile = p;
    return (
      <QueryClientProvider client={client}>
        <DashboardScreen canVisit={canVisit} />
      </QueryClientProvider>
    );
  };
  const view = renderWithRoot(ui(profile));
  return { ...view, user: userEvent.setup(), switchTo: (p: UserInfo) => view.rerender(ui(p)) };
}

const section = (name: string | RegExp) => screen.getByRole("region", { name });
const billCard = () => section("Factura curentă");

beforeEach(() => {
  mockBilling.customerBills.mockReset().mockResolvedValue(BILLS);
  mockUsage.usageSummary.mockReset().mockResolvedValue(POSTPAID_USAGE);
});

describe("dashboard: consumer postpaid (contract owner)", () => {
  it("welcomes by first name and shows the current bill: amount, due date, status, left to pay", async () => {
    renderDashboard(PERSONAS.postpaidOwner());
    expect(screen.getByRole("heading", { level: 1, name: "Bun venit, Andrei!" })).toBeInTheDocument();
    const bill = billCard();
    await within(bill).findByText("Factura din mai 2026");
    const facts = within(bill);
    expect(facts.getByText("Total de plată").nextSibling).toHaveTextContent("62,47 lei");
    expect(facts.getByText("Scadență").nextSibling).toHaveTextContent("25 mai 2026");
    expect(facts.getByText("Stare").nextSibling).toHaveTextContent("Neplătită");
    expect(facts.getByText("Rest de plată pe cont").nextSibling).toHaveTextContent("62,47 lei");
    expect(mockBilling.customerBills).toHaveBeenCalledWith("100000101");
  });

  it("shows the allowances left, without a credit", async () => {
    renderDashboard(PERSONAS.postpaidOwner());
    const usage = section("Resurse rămase");
    await within(usage).findByText("Internet");
    expect(within(usage).getByText("12,5 GB rămase din 50 GB")).toBeInTheDocument();
    expect(within(usage).getByRole("meter", { name: "Cât a rămas din Internet" })).toHaveAttribute("value", "12.5");
    expect(within(usage).getAllByText("Nelimitat")).toHaveLength(2);
    expect(within(usage).getAllByText("Valabil până la 31 mai 2026").length).toBeGreaterThan(0);
    expect(screen.queryByText("Credit disponibil")).not.toBeInTheDocument();
  });

  it("a plain user (SPEC §6 kept out of billing) gets allowances but no bill, and no bill call", async () => {
    renderDashboard(PERSONAS.postpaidUser());
    await within(section("Resurse rămase")).findByText("Internet");
    expect(screen.queryByRole("region", { name: "Factura curentă" })).not.toBeInTheDocument();
    expect(mockBilling.customerBills).not.toHaveBeenCalled();
  });
});

describe("dashboard: loading, failure and empty states", () => {
  it("shows a busy skeleton in the bill card while the bills load, the rest of the page already usable", async () => {
    mockBilling.customerBills.mockImplementation(never);
    renderDashboard(PERSONAS.postpaidOwner());
    const bill = billCard();
    expect(bill).toHaveAttribute("aria-busy", "true");
    expect(within(bill).getByTestId("dashboard-skeleton")).toHaveAttribute("aria-hidden", "true");
    expect(within(bill).getByRole("status")).toHaveTextContent("Se încarcă factura…");
    await within(section("Resurse rămase")).findByText("Internet");
    expect(section("Resurse rămase")).toHaveAttribute("aria-busy", "false");
    expect(billCard()).toHaveAttribute("aria-busy", "true");
  });

  it("a failure shows the generic ribbon (role=alert) with a retry that reloads only that card", async () => {
    mockBilling.customerBills.mockRejectedValue(httpError());
    const { user } = renderDashboard(PERSONAS.postpaidOwner());
    const alert = await within(billCard()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca factura. Serviciul nu răspunde acum.");
    // SPEC §9 "3 retries" before giving up (a 503 is worth retrying).
    expect(mockBilling.customerBills).toHaveBeenCalledTimes(4);
    // The rest of the page stays.
    expect(await within(section("Resurse rămase")).findByText("Internet")).toBeInTheDocument();
    const usageCalls = mockUsage.usageSummary.mock.calls.length;

    mockBilling.customerBills.mockResolvedValue(BILLS);
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    await within(billCard()).findByText("Factura din mai 2026");
    expect(within(billCard()).queryByRole("alert")).not.toBeInTheDocument();
    expect(mockUsage.usageSummary).toHaveBeenCalledTimes(usageCalls);
  });

  it("a usage failure keeps the bill and shows its own ribbon", async () => {
    mockUsage.usageSummary.mockRejectedValue(httpError());
    renderDashboard(PERSONAS.postpaidOwner());
    expect(await within(section("Resurse rămase")).findByRole("alert")).toHaveTextContent("Nu am putut încărca creditul și consumul.");
    expect(within(billCard()).getByText("Factura din mai 2026")).toBeInTheDocument();
    expect(within(billCard()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("an expired session (unauthorized) is not retried: the session handles it", async () => {
    mockBilling.customerBills.mockRejectedValue(new GatewayError({ kind: "unauthorized", message: "expired", status: 401 }));
    renderDashboard(PERSONAS.postpaidOwner());
    await within(billCard()).findByRole("alert");
    expect(mockBilling.customerBills).toHaveBeenCalledTimes(1);
  });

  it("issue 12: a 403 is asked once and says the account has no access, with no pointless retry button", async () => {
    mockBilling.customerBills.mockRejectedValue(
      new GatewayError({
        kind: "http",
        message: "Forbidden",
        status: 403,
        code: "ban_not_allowed",
        transactionId: "tx-42",
        service: "ebill",
      }),
    );
    renderDashboard(PERSONAS.postpaidOwner());
    const alert = await within(billCard()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca factura. Contul cu care ești conectat nu are acces la aceste informații.");
    expect(alert).toHaveTextContent("Cod pentru asistență: tx-42");
    expect(within(alert).queryByRole("button")).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(mockBilling.customerBills).toHaveBeenCalledTimes(1);
  });

  it("issue 12: a malformed answer is not retried either", async () => {
    mockBilling.customerBills.mockRejectedValue(new GatewayError({ kind: "invalid_response", message: "bad", status: 200 }));
    renderDashboard(PERSONAS.postpaidOwner());
    expect(await within(billCard()).findByRole("alert")).toHaveTextContent("A apărut o eroare neașteptată.");
    expect(mockBilling.customerBills).toHaveBeenCalledTimes(1);
  });

  it("no bills yet: an empty state instead of a bill", async () => {
    mockBilling.customerBills.mockResolvedValue([]);
    renderDashboard(PERSONAS.postpaidOwner());
    expect(await within(billCard()).findByText(/Nu ai facturi încă/)).toBeInTheDocument();
    expect(within(billCard()).queryByText("Total de plată")).not.toBeInTheDocument();
  });

  it("no allowances: an empty state", async () => {
    mockUsage.usageSummary.mockResolvedValue({ usageConsumption: [] });
    renderDashboard(PERSONAS.postpaidOwner());
    expect(await within(section("Resurse rămase")).findByText("Nu ai resurse incluse active în acest moment.")).toBeInTheDocument();
  });

  it("malformed answers give the empty states, never a crash", async () => {
    mockBilling.customerBills.mockResolvedValue([null, { id: "1" }, "x"]);
    mockUsage.usageSummary.mockResolvedValue({ usageConsumption: "nothing" });
    renderDashboard(PERSONAS.postpaidOwner());
    expect(await within(billCard()).findByText(/Nu ai facturi încă/)).toBeInTheDocument();
    expect(await within(section("Resurse rămase")).findByText("Nu ai resurse incluse active în acest moment.")).toBeInTheDocument();
  });
});

describe("dashboard: prepaid", () => {
  it("shows the credit in euro with its validity, then the allowances; no bill call", async () => {
    mockUsage.usageSummary.mockResolvedValue(PREPAID_USAGE);
    renderDashboard(PERSONAS.prepaidOwner());
    const usage = section("Credit și resurse");
    expect((await within(usage).findByText("Credit disponibil")).nextSibling).toHaveTextContent("7,35 €");
    expect(within(usage).getByText("Credit valabil până la").nextSibling).toHaveTextContent("10 iunie 2026");
    expect(within(usage).getByRole("heading", { level: 3, name: "Resurse incluse" })).toBeInTheDocument();
    expect(within(usage).getByText("9,4 GB rămase din 15 GB")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Factura curentă" })).not.toBeInTheDocument();
    expect(mockBilling.customerBills).not.toHaveBeenCalled();
  });

  it("says so when the summary holds no credit", async () => {
    mockUsage.usageSummary.mockResolvedValue(POSTPAID_USAGE);
    renderDashboard(PERSONAS.prepaidOwner());
    expect(await within(section("Credit și resurse")).findByText("Creditul nu poate fi afișat acum.")).toBeInTheDocument();
  });
});

describe("dashboard: hybrid", () => {
  it("shows the bill, the credit and the allowances", async () => {
    mockUsage.usageSummary.mockResolvedValue(PREPAID_USAGE);
    renderDashboard(PERSONAS.hybridOwner());
    await within(billCard()).findByText("Factura din mai 2026");
    expect((await within(section("Credit și resurse")).findByText("Credit disponibil")).nextSibling).toHaveTextContent("7,35 €");
    expect(within(section("Credit și resurse")).getByText("Internet")).toBeInTheDocument();
    expect(mockBilling.customerBills).toHaveBeenCalledWith("300000301");
  });
});

describe("dashboard: fixed services", () => {
  it("shows the bill of the fixed-line BAN and the services; no usage call", async () => {
    renderDashboard(PERSONAS.fixedOwner());
    await within(billCard()).findByText("Factura din mai 2026");
    // selectedBan is the BAN base id (SPEC §3); the bills are those of the BAN it starts.
    expect(mockBilling.customerBills).toHaveBeenCalledWith("400000401");
    const services = section("Serviciile tale");
    const items = within(services).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Internet Fibră 1000 MbpsActiv", "TV PlusSuspendat"]);
    expect(screen.queryByRole("region", { name: /Resurse/ })).not.toBeInTheDocument();
    expect(mockUsage.usageSummary).not.toHaveBeenCalled();
    // The user's phone shows although the account's resource is not a mobile number.
    expect(within(section("Contul tău")).getByText("Număr de telefon").nextSibling).toHaveTextContent("0722000401");
  });
});

describe("dashboard: business", () => {
  const businessUsage = {
    usageConsumption: [
      consumption("0728000501", [bucket("data", "Internet", 41.5, 60, { isShared: true })]),
      consumption("0728000511", [bucket("sms", "SMS naționale", 320, 500)]),
    ],
  };

  it("shows the company, the selected BAN, its current bill and the allowances of the user's own number", async () => {
    mockUsage.usageSummary.mockResolvedValue(businessUsage);
    renderDashboard(PERSONAS.businessChooser());
    const account = section("Contul tău");
    expect(within(account).getByText("Companie").nextSibling).toHaveTextContent("Acme Logistic SRL");
    expect(within(account).getByText("Cont de facturare").nextSibling).toHaveTextContent("500000502");
    await within(billCard()).findByText("Factura din mai 2026");
    expect(mockBilling.customerBills).toHaveBeenCalledWith("500000502");
    const usage = section("Resurse rămase");
    expect(await within(usage).findByText("Internet · Partajat")).toBeInTheDocument();
    expect(within(usage).queryByText("SMS naționale")).not.toBeInTheDocument();
  });

  it("a power user (SPEC §6 kept out of billing) gets no bill", async () => {
    mockUsage.usageSummary.mockResolvedValue(businessUsage);
    renderDashboard(PERSONAS.businessPower());
    await waitFor(() => expect(mockUsage.usageSummary).toHaveBeenCalled());
    expect(screen.queryByRole("region", { name: "Factura curentă" })).not.toBeInTheDocument();
    expect(mockBilling.customerBills).not.toHaveBeenCalled();
  });
});

describe("dashboard: non-operator user", () => {
  it("explains that no operator services are on the account, and calls nothing", async () => {
    renderDashboard(PERSONAS.nonOperator());
    // The placeholder first name 'Prenume' is ignored (SPEC §3).
    expect(screen.getByRole("heading", { level: 1, name: "Bun venit!" })).toBeInTheDocument();
    expect(section("Nu ai servicii Aria în acest cont")).toHaveTextContent("nu are asociat un număr sau un serviciu Aria");
    const account = section("Contul tău");
    expect(within(account).getByText("Număr de telefon").nextSibling).toHaveTextContent("0744000701");
    expect(within(account).queryByText("Cont de facturare")).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(mockBilling.customerBills).not.toHaveBeenCalled();
    expect(mockUsage.usageSummary).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Factura curentă" })).not.toBeInTheDocument();
  });
});

describe("dashboard: switching account", () => {
  it("fetches the new identity's bill and usage instead of showing the previous ones", async () => {
    const { switchTo } = renderDashboard(PERSONAS.businessChooser());
    await within(billCard()).findByText("Factura din mai 2026");
    mockBilling.customerBills.mockResolvedValue([tmfBill("2", { amountDue: { unit: "RON", value: 10 } })]);
    switchTo(PERSONAS.postpaidOwner());
    await waitFor(() => expect(within(billCard()).getByText("Total de plată").nextSibling).toHaveTextContent("10 lei"));
    expect(mockBilling.customerBills.mock.calls.map(([ban]) => ban)).toEqual(["500000502", "100000101"]);
    expect(mockUsage.usageSummary).toHaveBeenCalledTimes(2);
  });
});

describe("dashboard: quick actions filtered by canVisit", () => {
  const links = () =>
    within(screen.getByRole("navigation", { name: "Acțiuni rapide" }))
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);

  it("shows only the actions the route guards allow", () => {
    const allowed = new Set(["/ecare/facturi-si-plati", "/ecare/serviciile-tale/roaming", "/ecare/setari-cont/date-personale"]);
    renderDashboard(PERSONAS.postpaidOwner(), (path) => allowed.has(path));
    expect(links()).toEqual([
      ["Facturi și plăți", "/ecare/facturi-si-plati"],
      ["Roaming", "/ecare/serviciile-tale/roaming"],
      ["Date personale", "/ecare/setari-cont/date-personale"],
    ]);
  });

  it("reads canVisit from the CanVisitProvider when no prop is given", () => {
    mockProfile = PERSONAS.businessChooser();
    const client = createQueryClient();
    renderWithRoot(
      <QueryClientProvider client={client}>
        <CanVisitProvider value={(path) => path === "/business/assurance"}>
          <DashboardScreen />
        </CanVisitProvider>
      </QueryClientProvider>,
    );
    expect(links()).toEqual([["Asigurarea serviciilor", "/business/assurance"]]);
  });

  it("without a provider nothing is offered (no guard, no link)", () => {
    renderDashboard(PERSONAS.postpaidOwner());
    expect(screen.queryByRole("navigation", { name: "Acțiuni rapide" })).not.toBeInTheDocument();
  });

  it("every candidate shows when the guards allow all", () => {
    renderDashboard(PERSONAS.postpaidOwner(), () => true);
    expect(links()).toEqual(QUICK_ACTIONS.map((a) => [a.label, a.to]));
  });

  it("no allowed action: no quick-actions navigation at all", () => {
    renderDashboard(PERSONAS.nonOperator(), () => false);
    expect(screen.queryByRole("navigation", { name: "Acțiuni rapide" })).not.toBeInTheDocument();
  });
});
