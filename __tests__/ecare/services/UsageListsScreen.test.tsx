// /ecare/serviciile-tale/rapoarte (issue 16; SPEC §2 usage detail lists, billed or unbilled, 10 per page; §7 usage
// query; §9 page size 10), with the usage-management client faked at the API level (hooks, domain and screen are
// real) and the router's navigate caught: every choice lives in the address.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { navigate } from "gatsby";
import { renderWithRoot } from "../../render";
import type { UsageResultPage } from "../../../src/clients/gateway/usageManagementClient";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UsageRecord } from "../../../src/domain/usage/usageRecords";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { CanVisitProvider } from "../../../src/ecare/kit/CanVisitContext";
import UsageListsScreen from "../../../src/ecare/services/usage/UsageListsScreen";
import { consumption, bucket, PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = { usagePage: jest.fn<Promise<UsageResultPage>, [Record<string, string>]>() };
const mockUsage = { usageSummary: jest.fn() };
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
// The usage summary's client answers with mockUsage, the usage lists' (and any other) with mockApi.
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createUsageSummaryApi" ? mockUsage : mockApi),
}));

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const PATH = "/ecare/serviciile-tale/rapoarte";
const NOW = Date.parse("2026-02-20T10:00:00Z");

const record = (n: number, extra: Partial<UsageRecord> = {}): UsageRecord => ({
  id: `USG-${n}`,
  date: "2026-02-11T09:56:13+02:00",
  category: "voice",
  type: "voice",
  description: `Apel către 07200411${String(n).padStart(2, "0")}`,
  amountRon: 1.2,
  volume: null,
  durationSeconds: 752,
  calledNumber: `07200411${String(n).padStart(2, "0")}`,
  roamingCountry: "",
  ...extra,
});
const PAGE = (page = 1): UsageResultPage => ({
  items: [
    record(0, { amountRon: 3.9, roamingCountry: "IT" }),
    record(1, { category: "data", type: "data", durationSeconds: null, calledNumber: "", volume: { value: 523.44, units: "MB" } }),
    ...Array.from({ length: 8 }, (_, i) => record(i + 2)),
  ],
  total: 125,
  page,
  pageCount: 13,
  totals: { amount: 243, durationSeconds: 3903, volumeMb: 1280, currency: "RON" },
});
const never = <T,>() => new Promise<T>(() => undefined);

function renderScreen(search = "", profile: UserInfo = PERSONAS.postpaidOwner(), allowed: string[] = []) {
  mockProfile = profile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (s: string) => (
    <QueryClientProvider client={client}>
      <CanVisitProvider value={(path) => allowed.includes(path)}>
        <UsageListsScreen now={NOW} location={{ pathname: PATH, search: s } as WindowLocation} />
      </CanVisitProvider>
    </QueryClientProvider>
  );
  const view = renderWithRoot(ui(search));
  return { user: userEvent.setup(), at: (s: string) => view.rerender(ui(s)) };
}

const list = () => screen.getByRole("region", { name: "Detalii consum" });
const sent = (extra: Record<string, string> = {}) =>
  expect.objectContaining({
    customerId: "CUST-1",
    mainSubscriptionProductId: "0722000101",
    nbVdfBillEventType: "unbilled",
    offset: "0",
    limit: "10",
    total: "true",
    "billingCycle.year": "2026",
    "billingCycle.instance": "2",
    "billingCycle.day": "1",
    sort: "-date",
    ...extra,
  });

beforeEach(() => {
  navigateMock.mockClear();
  mockApi.usagePage.mockReset().mockResolvedValue(PAGE());
  mockUsage.usageSummary.mockReset().mockResolvedValue({ usageConsumption: [] });
});

describe("SPEC §2 usage detail lists: what the reports show", () => {
  it("the running cycle's unbilled records, 10 a page: date, description, number/country, duration or volume, cost", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Rapoarte" })).toBeInTheDocument();
    const table = await within(list()).findByRole("table");
    expect(mockApi.usagePage).toHaveBeenCalledWith(sent());
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent("11.02.2026, 09:56");
    expect(rows[1]).toHaveTextContent("0720041100 · Italia");
    expect(rows[1]).toHaveTextContent("12 min 32 s");
    expect(rows[1]).toHaveTextContent("3,90 lei");
    expect(rows[2]).toHaveTextContent("523,4 MB");
    expect(within(list()).getByText("Pagina 1 din 13")).toBeInTheDocument();
  });

  it("the whole selection's totals come from the headers, in Romanian", async () => {
    renderScreen();
    expect(await within(list()).findByText("Total: 243,00 lei")).toBeInTheDocument();
    expect(within(list()).getByText("Durată totală: 1 h 05 min 03 s")).toBeInTheDocument();
    expect(within(list()).getByText("Volum total: 1,25 GB")).toBeInTheDocument();
    expect(within(list()).getByText("125 de înregistrări")).toBeInTheDocument();
  });

  it("offers the current and three previous cycles, the categories and the sort", () => {
    mockApi.usagePage.mockImplementation(never);
    renderScreen();
    const cycles = within(screen.getByLabelText("Ciclu de facturare")).getAllByRole("option");
    expect(cycles.map((o) => o.textContent)).toEqual([
      "01.02.2026 – 28.02.2026 (ciclul curent)",
      "01.01.2026 – 31.01.2026",
      "01.12.2025 – 31.12.2025",
      "01.11.2025 – 30.11.2025",
    ]);
    expect(
      within(screen.getByLabelText("Tip"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Toate", "Apeluri", "SMS", "MMS", "Date", "Roaming", "Alte servicii"]);
    expect(screen.getByLabelText("Sortează după")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Nefacturat" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Facturat" })).not.toBeChecked();
    expect(list()).toHaveAttribute("aria-busy", "true");
    expect(within(list()).getByRole("status")).toHaveTextContent("Se încarcă detaliile de consum…");
  });

  it("an empty selection says so", async () => {
    mockApi.usagePage.mockResolvedValue({ items: [], total: 0, page: 1, pageCount: 1, totals: null });
    renderScreen("?stare=facturat");
    expect(await within(list()).findByText("Nu ai consum pentru alegerea făcută.")).toBeInTheDocument();
    expect(mockApi.usagePage).toHaveBeenCalledWith(sent({ nbVdfBillEventType: "billed", "billingCycle.instance": "1" }));
  });

  it("a failure is the catalogued ribbon in the list; the form and the rest of the page stay", async () => {
    mockApi.usagePage.mockRejectedValueOnce(new GatewayError({ kind: "http", message: "x", status: 500, service: "usage" }));
    const { user } = renderScreen("", PERSONAS.postpaidOwner(), ["/ecare/serviciile-tale/istoric-reincarcari"]);
    const alert = await within(list()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca detaliile de consum.");
    expect(screen.getByRole("heading", { level: 1, name: "Rapoarte" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Arată consumul" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Istoric reîncărcări" })).toHaveAttribute("href", "/ecare/serviciile-tale/istoric-reincarcari");
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await within(list()).findByRole("table")).toBeInTheDocument();
  });
});

describe("SPEC §9 page size 10: paging through the address (?pagina=)", () => {
  it("'Pagina următoare' puts the page in the address; pages 2 and 3 ask from offsets 10 and 20", async () => {
    const { user, at } = renderScreen();
    await within(list()).findByRole("table");
    expect(screen.getByRole("button", { name: "Pagina anterioară" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Pagina următoare" }));
    expect(navigateMock).toHaveBeenCalledWith(`${PATH}?pagina=2`);
    mockApi.usagePage.mockResolvedValue(PAGE(2));
    at("?pagina=2");
    await waitFor(() => expect(mockApi.usagePage).toHaveBeenLastCalledWith(sent({ offset: "10" })));
    expect(await within(list()).findByText("Pagina 2 din 13")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pagina următoare" }));
    expect(navigateMock).toHaveBeenLastCalledWith(`${PATH}?pagina=3`);
    mockApi.usagePage.mockResolvedValue(PAGE(3));
    at("?pagina=3");
    await waitFor(() => expect(mockApi.usagePage).toHaveBeenLastCalledWith(sent({ offset: "20" })));
  });
});

describe("SPEC §7 usage query: the choices go into the address; a bad range asks nothing", () => {
  it("the form sends the choices (page 1) into the address; the address changes the request", async () => {
    const { user, at } = renderScreen("?pagina=4");
    await within(list()).findByRole("table");
    await user.click(screen.getByRole("radio", { name: "Facturat" }));
    await user.selectOptions(screen.getByLabelText("Ciclu de facturare"), "2025-12");
    await user.selectOptions(screen.getByLabelText("Tip"), "Roaming");
    await user.selectOptions(screen.getByLabelText("Sortează după"), "Cost");
    await user.selectOptions(screen.getByLabelText("Ordine"), "Crescător");
    await user.click(screen.getByRole("button", { name: "Arată consumul" }));
    const to = `${PATH}?stare=facturat&ciclu=2025-12&tip=roaming&sortare=cost&ordine=asc`;
    expect(navigateMock).toHaveBeenCalledWith(to);
    at(to.slice(PATH.length));
    await waitFor(() =>
      expect(mockApi.usagePage).toHaveBeenLastCalledWith(
        sent({
          nbVdfBillEventType: "billed",
          "billingCycle.year": "2025",
          "billingCycle.instance": "12",
          nVdfCategory: "roaming",
          sort: "amount",
        }),
      ),
    );
  });

  it("a date range replaces the cycle", async () => {
    const { user, at } = renderScreen();
    await within(list()).findByRole("table");
    await user.type(screen.getByLabelText("De la"), "2026-02-01");
    await user.type(screen.getByLabelText("Până la"), "2026-02-10");
    await user.click(screen.getByRole("button", { name: "Arată consumul" }));
    expect(navigateMock).toHaveBeenCalledWith(`${PATH}?de=2026-02-01&pana=2026-02-10`);
    at("?de=2026-02-01&pana=2026-02-10");
    await waitFor(() =>
      expect(mockApi.usagePage).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDateTime: "2026-02-01T00:00:00+02:00", endDateTime: "2026-02-11T00:00:00+02:00" }),
      ),
    );
  });

  it("a reversed range typed in the form is refused with a message; nothing is asked or navigated", async () => {
    const { user } = renderScreen();
    await within(list()).findByRole("table");
    const calls = mockApi.usagePage.mock.calls.length;
    await user.type(screen.getByLabelText("De la"), "2026-02-10");
    await user.type(screen.getByLabelText("Până la"), "2026-02-01");
    await user.click(screen.getByRole("button", { name: "Arată consumul" }));
    expect(screen.getByText("Data „Până la” trebuie să fie după data „De la” sau aceeași zi.")).toBeInTheDocument();
    expect(screen.getByLabelText("Până la")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Până la")).toHaveFocus();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(mockApi.usagePage).toHaveBeenCalledTimes(calls);
  });

  it("a reversed or half range in the address asks nothing and says why", () => {
    renderScreen("?de=2026-02-10&pana=2026-02-01");
    expect(screen.getByText("Data „Până la” trebuie să fie după data „De la” sau aceeași zi.")).toBeInTheDocument();
    expect(mockApi.usagePage).not.toHaveBeenCalled();
    expect(within(list()).queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("docs/services-contract.md Access: the line and the top-up history link", () => {
  it("an owner with several lines chooses the number; the choice goes into the address", async () => {
    mockUsage.usageSummary.mockResolvedValue({
      usageConsumption: [
        consumption("0728000501", [bucket("data", "Internet", 10, 30)]),
        consumption("0728000511", [bucket("sms", "SMS", 1, 2)]),
      ],
    });
    const { user } = renderScreen("", PERSONAS.businessChooser());
    const select = await screen.findByLabelText("Număr de telefon");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["0728000501", "0728000511"]);
    await user.selectOptions(select, "0728000511");
    await user.click(screen.getByRole("button", { name: "Arată consumul" }));
    expect(navigateMock).toHaveBeenCalledWith(`${PATH}?numar=0728000511`);
  });

  it("a user with one line has no number choice; no top-up link where the guards would not let them", async () => {
    renderScreen("", PERSONAS.postpaidUser());
    await within(list()).findByRole("table");
    expect(screen.queryByLabelText("Număr de telefon")).not.toBeInTheDocument();
    expect(mockUsage.usageSummary).not.toHaveBeenCalled();
    expect(screen.queryByRole("link", { name: "Istoric reîncărcări" })).not.toBeInTheDocument();
  });
});

describe("SPEC §2 billed lists: switching to 'Facturat' lists the last billed cycle", () => {
  it("a cycle left as shown is not put into the address", async () => {
    const { user } = renderScreen();
    await within(list()).findByRole("table");
    await user.click(screen.getByRole("radio", { name: "Facturat" }));
    await user.click(screen.getByRole("button", { name: "Arată consumul" }));
    expect(navigateMock).toHaveBeenCalledWith(`${PATH}?stare=facturat`);
  });
});
