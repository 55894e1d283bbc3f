// /ecare/serviciile-tale/istoric-reincarcari (issue 15; SPEC §2 top-up history, §9 "Usage page size 10";
// docs/billing-contract.md "Top-up history"), with the billing client faked at the API level (hooks, domain and
// screen are real) and the router's navigate caught: the range and the page live in the address.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { navigate } from "gatsby";
import { renderWithRoot } from "../../render";
import type { TopUp } from "../../../src/domain/billing/topUpFilters";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import TopUpHistoryScreen from "../../../src/ecare/topUps/TopUpHistoryScreen";
import { CanVisitProvider } from "../../../src/ecare/kit/CanVisitContext";
import { PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = { topUpHistory: jest.fn() };
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const PATH = "/ecare/serviciile-tale/istoric-reincarcari";

const topUp = (n: number, channel: string | null, extra: Partial<TopUp> = {}): TopUp => ({
  id: `TU-${n}`,
  status: "confirmed",
  date: `2026-02-${String(20 - (n % 19)).padStart(2, "0")}T00:00:00.000Z`,
  amount: { value: 10, unit: "EUR" },
  amountRon: { value: 49.75, unit: "RON" },
  channel,
  channelName: channel ? channel[0]!.toUpperCase() + channel.slice(1) : null,
  msisdn: "0733000201",
  ...extra,
});
const PAGE_1 = {
  items: [
    topUp(0, "card", { date: "2026-02-20T00:00:00.000Z", amount: { value: 12.5, unit: "EUR" } }),
    topUp(1, "voucher"),
    topUp(2, "shop"),
    ...Array.from({ length: 7 }, (_, i) => topUp(i + 3, "card")),
  ],
  total: 25,
};
const never = <T,>() => new Promise<T>(() => undefined);

function renderScreen(search = "", profile: UserInfo = PERSONAS.prepaidOwner(), allowed: string[] = []) {
  mockProfile = profile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (s: string) => (
    <QueryClientProvider client={client}>
      <CanVisitProvider value={(path) => allowed.includes(path)}>
        <TopUpHistoryScreen location={{ pathname: PATH, search: s } as WindowLocation} />
      </CanVisitProvider>
    </QueryClientProvider>
  );
  const view = renderWithRoot(ui(search));
  return { user: userEvent.setup(), at: (s: string) => view.rerender(ui(s)) };
}

const request = (extra: Record<string, unknown> = {}) => ({
  relatedPartyId: "0733000201",
  startDate: null,
  endDate: null,
  limit: 10,
  offset: 0,
  ...extra,
});
const list = () => screen.getByRole("region", { name: "Reîncărcări" });

beforeEach(() => {
  navigateMock.mockClear();
  mockApi.topUpHistory.mockReset().mockResolvedValue(PAGE_1);
});

describe("the top-up history: what it shows", () => {
  it("lists the user's own number's top-ups, 10 a page: date, amount, channel in Romanian, number", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Istoric reîncărcări" })).toBeInTheDocument();
    const table = await within(list()).findByRole("table");
    expect(mockApi.topUpHistory).toHaveBeenCalledWith(request());
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent("20.02.2026");
    expect(rows[1]).toHaveTextContent("12,50 €");
    expect(rows[1]).toHaveTextContent("Card");
    expect(rows[1]).toHaveTextContent("0733000201");
    expect(rows[2]).toHaveTextContent("Voucher");
    expect(rows[3]).toHaveTextContent("Magazin");
    expect(within(list()).getByText("Pagina 1 din 3")).toBeInTheDocument();
  });

  it("shows a busy skeleton while loading", () => {
    mockApi.topUpHistory.mockImplementation(never);
    renderScreen();
    expect(list()).toHaveAttribute("aria-busy", "true");
    expect(within(list()).getByRole("status")).toHaveTextContent("Se încarcă reîncărcările…");
  });

  it("an empty period says so", async () => {
    mockApi.topUpHistory.mockResolvedValue({ items: [], total: 0 });
    renderScreen("?de=2025-01-01&pana=2025-01-31");
    expect(await within(list()).findByText("Nu ai reîncărcări în perioada aleasă.")).toBeInTheDocument();
    expect(within(list()).queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pagina următoare" })).not.toBeInTheDocument();
  });

  it("a failure is a ribbon with a retry that asks again", async () => {
    mockApi.topUpHistory.mockRejectedValueOnce(new GatewayError({ kind: "http", message: "x", status: 503, service: "topUp" }));
    const { user } = renderScreen();
    const alert = await within(list()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca istoricul reîncărcărilor.");
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await within(list()).findByRole("table")).toBeInTheDocument();
    expect(mockApi.topUpHistory).toHaveBeenCalledTimes(2);
  });
});

describe("issue 16: the twin page rapoarte is linked only where the guards let the user there", () => {
  it("a hybrid line (both twins allowed) gets the link", async () => {
    renderScreen("", PERSONAS.hybridOwner(), ["/ecare/serviciile-tale/rapoarte"]);
    await within(list()).findByRole("table");
    expect(screen.getByRole("link", { name: "Rapoarte de consum" }).getAttribute("href")).toBe("/ecare/serviciile-tale/rapoarte");
  });
  it("without the guards' leave there is no link", async () => {
    renderScreen();
    await within(list()).findByRole("table");
    expect(screen.queryByRole("link", { name: "Rapoarte de consum" })).toBeNull();
  });
});

describe("SPEC §9 page size 10: paging through the address (?pagina=)", () => {
  it("'Pagina următoare' puts page 2 in the address; page 2 asks from offset 10", async () => {
    const { user, at } = renderScreen();
    await within(list()).findByRole("table");
    expect(screen.getByRole("button", { name: "Pagina anterioară" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Pagina următoare" }));
    expect(navigateMock).toHaveBeenCalledWith(`${PATH}?pagina=2`);
    at("?pagina=2");
    await waitFor(() => expect(mockApi.topUpHistory).toHaveBeenLastCalledWith(request({ offset: 10 })));
    expect(await within(list()).findByText("Pagina 2 din 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pagina anterioară" }));
    expect(navigateMock).toHaveBeenLastCalledWith(PATH);
  });

  it("the last page (a reload of ?pagina=3) has no next page; the range stays in the address", async () => {
    mockApi.topUpHistory.mockResolvedValue({ items: [topUp(20, "card")], total: 25 });
    const { user } = renderScreen("?de=2026-01-01&pagina=3");
    expect(await within(list()).findByText("Pagina 3 din 3")).toBeInTheDocument();
    expect(mockApi.topUpHistory).toHaveBeenCalledWith(request({ startDate: "2026-01-01", offset: 20 }));
    expect(screen.getByRole("button", { name: "Pagina următoare" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Pagina anterioară" }));
    expect(navigateMock).toHaveBeenCalledWith(`${PATH}?de=2026-01-01&pagina=2`);
  });
});

describe("docs/billing-contract.md top-up history: the date range (?de=&pana=)", () => {
  it("'Filtrează' puts the range in the address (page 1); the range changes the request", async () => {
    const { user, at } = renderScreen("?pagina=2");
    await within(list()).findByRole("table");
    await user.type(screen.getByLabelText("De la"), "2026-01-01");
    await user.type(screen.getByLabelText("Până la"), "2026-01-31");
    await user.click(screen.getByRole("button", { name: "Filtrează" }));
    expect(navigateMock).toHaveBeenCalledWith(`${PATH}?de=2026-01-01&pana=2026-01-31`);
    at("?de=2026-01-01&pana=2026-01-31");
    await waitFor(() =>
      expect(mockApi.topUpHistory).toHaveBeenLastCalledWith(request({ startDate: "2026-01-01", endDate: "2026-01-31", offset: 0 })),
    );
    expect(screen.getByLabelText("De la")).toHaveValue("2026-01-01");
    expect(screen.getByLabelText("Până la")).toHaveValue("2026-01-31");
  });

  it("a start after the end is said under 'Până la' and asks nothing", async () => {
    const { user } = renderScreen();
    await within(list()).findByRole("table");
    await user.type(screen.getByLabelText("De la"), "2026-03-01");
    await user.type(screen.getByLabelText("Până la"), "2026-01-01");
    await user.click(screen.getByRole("button", { name: "Filtrează" }));
    const to = screen.getByLabelText("Până la");
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(to).toHaveAccessibleDescription("Data „Până la” trebuie să fie după data „De la” sau aceeași zi.");
    expect(to).toHaveFocus();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(mockApi.topUpHistory).toHaveBeenCalledTimes(1);
  });

  it("a reversed range in the address (typed or bookmarked) is said too, and no request is made", async () => {
    renderScreen("?de=2026-03-01&pana=2026-01-01");
    expect(screen.getByLabelText("Până la")).toHaveAccessibleDescription(/trebuie să fie după data „De la”/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockApi.topUpHistory).not.toHaveBeenCalled();
    expect(within(list()).queryByRole("table")).not.toBeInTheDocument();
  });

  it("a user without a number of their own: a message, no request", async () => {
    renderScreen("", { ...PERSONAS.prepaidOwner(), phoneNumber: null, vfResourceValue: "" });
    expect(within(list()).getByText(/nu are un număr de telefon/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockApi.topUpHistory).not.toHaveBeenCalled();
  });
});
