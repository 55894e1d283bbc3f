// cererileutilizatorilor (issue 27; SPEC §2, §6, §7 trouble tickets, TMF621) with the client faked at the API level:
// hooks, domain and screen are real, the router's navigate is caught (filters and the page live in the address). A row
// per request with its user, kind, number, state and date; the user select lists the requesters; a role the list is not
// for reads an honest notice and nothing is asked; a refusal of the back end is a notice too, a failure a ribbon.
import React from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { navigate } from "gatsby";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { PATHS } from "../../../src/domain/guards/paths";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { mapUsersRequest, type Requester, type UsersRequest, type UsersRequestsPage } from "../../../src/domain/tickets/usersRequests";
import type { UsersRequestsQuery } from "../../../src/domain/tickets/usersRequestsQuery";
import UsersRequestsScreen from "../../../src/ecare/account/usersRequests/UsersRequestsScreen";
import { roErrors } from "../../../src/i18n/ro/errors";
import { roUsersRequests } from "../../../src/i18n/ro/usersRequests";
import { PERSONAS, profile } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = {
  list: jest.fn<Promise<UsersRequestsPage>, [UsersRequestsQuery]>(),
  requesters: jest.fn<Promise<Requester[]>, []>(),
};
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const t = roUsersRequests;
const PATH = PATHS.usersRequests;

const request = (raw: Record<string, unknown>): UsersRequest => {
  const m = mapUsersRequest(raw);
  if (!m) throw new Error("request");
  return m;
};
const STOLEN = request({
  id: "TT-000023",
  "@type": "CustomerRequest",
  description: "Blocare SIM: telefon furat",
  ticketType: "simBlock",
  status: "completed",
  creationDate: "2026-02-28T09:00:00+02:00",
  channel: { id: "callCentre" },
  relatedEntity: [{ id: "0729100063", role: "number" }],
  relatedParty: [{ id: "0729100063", name: "Radu Nistor", role: "requester" }],
});
const ODD = request({
  id: "TT-000040",
  description: "Schimbare e-mail de contact",
  ticketType: "emailChange",
  status: "assessing",
  creationDate: "2026-02-10T09:00:00+02:00",
  channel: { id: "ecare" },
  relatedParty: [{ id: "usr-012", name: "George Matei", role: "requester" }],
});
const PAGE: UsersRequestsPage = { items: [STOLEN, ODD], total: 33 };
const REQUESTERS: Requester[] = [
  { id: "usr-012", name: "George Matei", msisdn: "0728000506", requestCount: 1 },
  { id: "0729100063", name: "Radu Nistor", msisdn: "0729100063", requestCount: 1 },
  { id: "0729100219", name: "Radu Nistor", msisdn: "0729100219", requestCount: 1 },
];

function renderScreen(search = "", who: UserInfo = PERSONAS.businessChooser()) {
  mockProfile = who;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <UsersRequestsScreen location={{ pathname: PATH, search } as WindowLocation} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const list = () => screen.getByRole("region", { name: t.list.heading });

beforeEach(() => {
  navigateMock.mockClear();
  mockApi.list.mockReset().mockResolvedValue(PAGE);
  mockApi.requesters.mockReset().mockResolvedValue(REQUESTERS);
});

describe("SPEC §2 cererileutilizatorilor: the list", () => {
  it("a row per request: id, user (and how they asked), kind, number, state in words (an unknown one as such), date", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Cererile utilizatorilor" })).toBeInTheDocument();
    const table = await within(list()).findByRole("table", { name: t.list.caption(1, 4) });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Radu Nistor prin telefon", "Blocare SIM Blocare SIM: telefon furat", "0729100063", "Finalizată", "28.02.2026"],
      ["George Matei prin Contul meu", "Schimbare e-mail Schimbare e-mail de contact", "—", "Stare necunoscută (assessing)", "10.02.2026"],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent("TT-000023");
    expect(within(list()).getByText("33 de cereri")).toBeInTheDocument();
    expect(within(list()).getByText("Pagina 1 din 4")).toBeInTheDocument();
    expect(mockApi.list).toHaveBeenCalledWith({ user: null, state: null, from: null, to: null, page: 1 });
  });

  it("the user select lists the requesters (same names told apart by their number); the address's choices are shown", async () => {
    renderScreen("?user=0729100219&state=held&page=2");
    await within(list()).findByText("Pagina 2 din 4");
    expect(mockApi.list).toHaveBeenCalledWith({ user: "0729100219", state: "held", from: null, to: null, page: 2 });
    const select = within(list()).getByLabelText(t.filters.user);
    await within(select).findByRole("option", { name: "Radu Nistor · 0729100063" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([t.filters.anyUser, "Radu Nistor · 0729100219", "George Matei · 0728000506", "Radu Nistor · 0729100063"]);
    expect(select).toHaveValue("0729100219");
    expect(within(list()).getByLabelText(t.filters.state)).toHaveValue("held");
  });

  it("Filtrează writes user, state and days in the address (page 1); the pager too; bad days are said and nothing moves", async () => {
    const { user } = renderScreen("?page=2");
    await within(list()).findByText("Pagina 2 din 4");
    await within(list()).findByRole("option", { name: "George Matei · 0728000506" });
    await user.selectOptions(within(list()).getByLabelText(t.filters.user), "usr-012");
    await user.selectOptions(within(list()).getByLabelText(t.filters.state), "inProgress");
    fireEvent.change(within(list()).getByLabelText(t.filters.from), { target: { value: "2026-02-01" } });
    await user.click(within(list()).getByRole("button", { name: t.filters.apply }));
    expect(navigateMock).toHaveBeenLastCalledWith(`${PATH}?user=usr-012&state=inProgress&from=2026-02-01`);
    await user.click(within(list()).getByRole("button", { name: t.pager.next }));
    expect(navigateMock).toHaveBeenLastCalledWith(`${PATH}?page=3`);
    navigateMock.mockClear();
    fireEvent.change(within(list()).getByLabelText(t.filters.to), { target: { value: "2026-01-01" } });
    await user.click(within(list()).getByRole("button", { name: t.filters.apply }));
    expect(await within(list()).findByText(t.filters.errors.rangeOrder)).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
    await user.click(within(list()).getByRole("button", { name: t.filters.clear }));
    expect(navigateMock).toHaveBeenLastCalledWith(PATH);
  });

  it("empty with a filter: says nothing matches the filters", async () => {
    mockApi.list.mockResolvedValue({ items: [], total: 0 });
    renderScreen("?state=rejected");
    expect(await within(list()).findByText(t.list.emptyFiltered)).toBeInTheDocument();
  });

  it("a failed list (500) shows the catalogue's ribbon with a retry; a failed requesters list only narrows the filter", async () => {
    mockApi.list.mockRejectedValue(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }));
    mockApi.requesters.mockRejectedValue(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }));
    const { user } = renderScreen("?user=0729100063");
    const alert = await within(list()).findByRole("alert");
    expect(alert).toHaveTextContent(`${t.list.error} ${roErrors.general.unavailable}`);
    expect(await within(list()).findByText(t.filters.usersError)).toBeInTheDocument();
    expect(within(list()).getByLabelText(t.filters.user)).toHaveValue("0729100063");
    mockApi.list.mockResolvedValue(PAGE);
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    expect(await within(list()).findByText("Pagina 1 din 4")).toBeInTheDocument();
  });
});

describe("SPEC §6: whom the list is not for", () => {
  it.each([
    ["a consumer", PERSONAS.postpaidOwner(), t.notices.notBusiness],
    ["a power user", PERSONAS.businessPower(), t.notices.notAdministrator],
    [
      "a technical chooser",
      profile({ role: "TechnicalChooser", identityId: "idn-010", ban: "500000501", msisdn: "0728000504", customerType: "EBU" }),
      t.notices.notAdministrator,
    ],
  ])("%s reads an honest notice, with the way to their own requests; nothing is asked", (_who, who, text) => {
    renderScreen("", who);
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent(text);
    expect(within(note).getByRole("link", { name: t.notices.link })).toHaveAttribute("href", PATHS.myRequests);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(mockApi.list).not.toHaveBeenCalled();
    expect(mockApi.requesters).not.toHaveBeenCalled();
  });

  it("a refusal of the back end (403 not_account_administrator) is the same notice, not an error", async () => {
    mockApi.list.mockRejectedValue(new GatewayError({ kind: "http", status: 403, code: "not_account_administrator", message: "x" }));
    renderScreen();
    expect(await screen.findByRole("note")).toHaveTextContent(t.notices.notAdministrator);
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});
