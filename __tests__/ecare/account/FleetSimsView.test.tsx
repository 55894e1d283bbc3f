// cartela-sim's business view (issue 27; SPEC §7 "Bar/unbar" GET /list?owner, GET /count, POST /list/{id}/{action};
// SPEC §6 roles) with the clients faked at the API level: hooks, domain and screen are real, the router's navigate is
// caught (filters and the page live in the address). The chooser sees the company's lines with a count, filters, a
// block/unblock per line and a bulk action with ONE confirmation listing the numbers; every state (loading, empty,
// error) keeps the filters; a company's user keeps the cards of their own SIMs.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { navigate } from "gatsby";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { FleetSim } from "../../../src/domain/fleet/fleetLines";
import type { FleetListQuery } from "../../../src/domain/fleet/fleetQuery";
import { mapInventory } from "../../../src/domain/inventory/inventory";
import { PATHS } from "../../../src/domain/guards/paths";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import SimCardScreen from "../../../src/ecare/account/sim/SimCardScreen";
import { roErrors } from "../../../src/i18n/ro/errors";
import { roFleetSims } from "../../../src/i18n/ro/fleetSims";
import { roSim } from "../../../src/i18n/ro/sim";
import { PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = {
  list: jest.fn<Promise<{ items: FleetSim[]; total: number }>, [FleetListQuery]>(),
  count: jest.fn<Promise<{ total: number; active: number; barred: number }>, [FleetListQuery]>(),
  act: jest.fn(),
  inventory: jest.fn(),
  status: jest.fn(),
};
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const t = roFleetSims;
const PATH = PATHS.simCard;

const sim = (msisdn: string, state: FleetSim["state"] = "active", userName = "Ana Popa"): FleetSim => ({
  msisdn,
  ban: "500000503",
  userName,
  planName: "Business 10",
  state,
  rawStatus: state === "blocked" ? "suspended" : "active",
  statusDate: state === "blocked" ? "2026-03-02T11:00:00+02:00" : "",
  action: state === "blocked" ? "unbar" : "bar",
});
const LINES = [sim("0729100230"), sim("0729100231", "active", "Laura Lazăr"), sim("0729100232"), sim("0729100233", "blocked")];
const DOWN = () => new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x", service: "barUnbar" });

function renderScreen(search = "", profile: UserInfo = PERSONAS.businessChooser()) {
  mockProfile = profile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <SimCardScreen location={{ pathname: PATH, search } as WindowLocation} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const lines = () => screen.findByRole("region", { name: t.list.heading });
const dialog = () => screen.getByRole("alertdialog");
const lastAddress = () => navigateMock.mock.calls.at(-1)?.[0];

beforeEach(() => {
  navigateMock.mockClear();
  mockApi.list.mockReset().mockResolvedValue({ items: LINES, total: 60 });
  mockApi.count.mockReset().mockResolvedValue({ total: 60, active: 59, barred: 1 });
  mockApi.act
    .mockReset()
    .mockImplementation(async (msisdn: string, action: string) => sim(msisdn, action === "bar" ? "blocked" : "active"));
  mockApi.inventory.mockReset();
  mockApi.status.mockReset();
});

describe("SPEC §7 Bar/unbar: the company's lines on cartela-sim", () => {
  it("the chooser sees the count and one row per line: state in words, a select box and a button naming the number", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Cartela SIM" })).toBeInTheDocument();
    const region = await lines();
    const table = await within(region).findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(LINES.length + 1);
    expect(within(table).getByRole("button", { name: "Blochează 0729100230" })).toBeEnabled();
    expect(within(table).getByRole("button", { name: "Deblochează 0729100233" })).toBeEnabled();
    expect(within(table).getByRole("checkbox", { name: "Selectează 0729100231" })).not.toBeChecked();
    const blocked = within(table).getByRole("row", { name: /0729100233/ });
    expect(blocked).toHaveTextContent(t.list.states.blocked);
    expect(blocked).toHaveTextContent("din 2 martie 2026");
    expect(within(table).getByRole("row", { name: /0729100231/ })).toHaveTextContent("Laura Lazăr");
    expect(within(region).getByText("60 de linii găsite, pagina 1 din 3")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: t.summary.heading });
    await within(summary).findByText("59");
    expect(within(summary).getByText(t.summary.barred).nextSibling).toHaveTextContent("1");
    expect(mockApi.list).toHaveBeenCalledWith({ owner: "all", q: "", ban: null, state: null, page: 1 });
    expect(mockApi.inventory).not.toHaveBeenCalled();
  });

  it("a company's power user keeps the card of their own SIM (no fleet view)", async () => {
    mockApi.inventory.mockResolvedValue(
      mapInventory([{ id: "p1", name: "Business 10", status: "active", publicIdentifier: "0728000505" }]),
    );
    mockApi.status.mockResolvedValue({ msisdn: "0728000505", state: "active", rawStatus: "active", statusDate: "" });
    renderScreen("", PERSONAS.businessPower());
    await screen.findByRole("region", { name: roSim.card("0728000505") });
    expect(screen.queryByRole("region", { name: t.list.heading })).toBeNull();
    expect(mockApi.list).not.toHaveBeenCalled();
  });

  it("filters are read from the address (a bad one ignored) and the form's choice goes to the address, page 1", async () => {
    const user = renderScreen("?q=Lazar&ban=500000503&state=blocked&page=2");
    const region = await lines();
    await within(region).findByRole("table");
    expect(mockApi.list).toHaveBeenCalledWith({ owner: "all", q: "Lazar", ban: "500000503", state: null, page: 2 });
    const search = within(region).getByRole("searchbox", { name: t.filters.search });
    expect(search).toHaveValue("Lazar");
    expect(within(region).getByRole("combobox", { name: t.filters.account })).toHaveValue("500000503");
    await user.click(within(region).getByRole("radio", { name: t.filters.owner.mine }));
    await user.clear(search);
    await user.type(search, "  Ana   Popa ");
    await user.selectOptions(within(region).getByRole("combobox", { name: t.filters.state }), "barred");
    await user.click(within(region).getByRole("button", { name: t.filters.apply }));
    expect(lastAddress()).toBe(`${PATH}?owner=true&q=Ana+Popa&ban=500000503&state=barred`);
    await user.click(within(region).getByRole("button", { name: t.filters.clear }));
    expect(lastAddress()).toBe(PATH);
  });

  it("the pager's pages go to the address with the filters", async () => {
    const user = renderScreen("?ban=500000503");
    const region = await lines();
    await within(region).findByRole("table");
    await user.click(within(region).getByRole("button", { name: t.pager.next }));
    expect(lastAddress()).toBe(`${PATH}?ban=500000503&page=2`);
  });

  it("a line is blocked after a confirmation naming it: progress, then a polite status; the list is read again", async () => {
    let resolve: (v: FleetSim) => void = () => undefined;
    mockApi.act.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = renderScreen();
    const region = await lines();
    await user.click(await within(region).findByRole("button", { name: "Blochează 0729100230" }));
    const confirm = dialog();
    expect(confirm).toHaveAccessibleName(t.line.confirmTitle.bar("0729100230"));
    expect(confirm.textContent).toContain("Apelurile și SMS-urile primite vor funcționa în continuare");
    await user.click(within(confirm).getByRole("button", { name: t.confirm }));
    expect(mockApi.act).toHaveBeenCalledWith("0729100230", "bar");
    const busy = within(region).getByRole("button", { name: `${t.sending} 0729100230` });
    expect(busy).toBeDisabled();
    expect(within(region).getByRole("button", { name: "Deblochează 0729100233" })).toBeDisabled();
    const reads = mockApi.list.mock.calls.length;
    resolve(sim("0729100230", "blocked"));
    expect((await within(region).findByRole("status")).textContent).toBe(roSim.done.bar("0729100230"));
    expect(mockApi.list.mock.calls.length).toBeGreaterThan(reads);
  });

  it("Renunță sends nothing; a failed line shows the catalogued ribbon, and its retry asks again", async () => {
    const user = renderScreen();
    const region = await lines();
    await user.click(await within(region).findByRole("button", { name: "Deblochează 0729100233" }));
    await user.click(within(dialog()).getByRole("button", { name: t.cancel }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(mockApi.act).not.toHaveBeenCalled();

    mockApi.act.mockRejectedValue(DOWN());
    await user.click(within(region).getByRole("button", { name: "Deblochează 0729100233" }));
    await user.click(within(dialog()).getByRole("button", { name: t.confirm }));
    const alert = await within(region).findByRole("alert");
    expect(alert.textContent).toContain(t.line.failed.unbar("0729100233"));
    expect(alert.textContent).toContain(roErrors.general.unavailable);
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    expect(dialog()).toHaveAccessibleName(t.line.confirmTitle.unbar("0729100233"));
  });

  it("SPEC §8 DXL-BAR-UNBAR_006 'already so' on a line says the state changed", async () => {
    mockApi.act.mockRejectedValue(new GatewayError({ kind: "http", status: 409, code: "DXL-BAR-UNBAR_006", message: "deja" }));
    const user = renderScreen();
    const region = await lines();
    await user.click(await within(region).findByRole("button", { name: "Blochează 0729100231" }));
    await user.click(within(dialog()).getByRole("button", { name: t.confirm }));
    expect((await within(region).findByRole("alert")).textContent).toBe(roSim.refusals.alreadyInState);
  });

  it("bulk: the selected lines are blocked after ONE confirmation listing the numbers it applies to; the result says which failed", async () => {
    mockApi.act.mockImplementation(async (msisdn: string) => {
      if (msisdn === "0729100232") throw DOWN();
      return sim(msisdn, "blocked");
    });
    const user = renderScreen();
    const region = await lines();
    const bulkBar = within(region).getByRole("group", { name: t.bulk.heading });
    expect(within(bulkBar).getByRole("button", { name: t.bulk.buttons.bar })).toBeDisabled();
    await within(region).findByRole("table");
    for (const n of ["0729100230", "0729100232", "0729100233", "0729100231"])
      await user.click(within(region).getByRole("checkbox", { name: `Selectează ${n}` }));
    await user.click(within(region).getByRole("checkbox", { name: "Selectează 0729100231" }));
    expect(within(bulkBar).getByText(t.selection.count(3))).toBeInTheDocument();
    expect(within(bulkBar).getByRole("button", { name: t.bulk.buttons.unbar })).toBeEnabled();

    await user.click(within(bulkBar).getByRole("button", { name: t.bulk.buttons.bar }));
    const confirm = dialog();
    expect(confirm).toHaveAccessibleName(t.bulk.confirmTitle.bar(2));
    expect(confirm.textContent).toContain("Numerele: 0729100230, 0729100232.");
    expect(confirm.textContent).toContain("Rămân cum sunt (nu sunt active): 0729100233.");
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    await user.click(within(confirm).getByRole("button", { name: t.confirm }));

    const status = await within(region).findByRole("status");
    expect(status.textContent).toBe(t.bulk.someFailed.bar(1, ["0729100232"]));
    expect(status.textContent).toBe("Am blocat 1 linie. Nu am putut bloca: 0729100232.");
    expect(mockApi.act.mock.calls.map(([m, a]) => `${m}:${a}`).sort()).toEqual(["0729100230:bar", "0729100232:bar"]);
    const alert = within(region).getByRole("alert");
    expect(alert.textContent).toContain(t.bulk.failedWhat.bar(1));
    expect(alert.textContent).toContain(roErrors.general.unavailable);
    // What was done leaves the selection; the failed line stays selected, to try again.
    expect(within(region).getByRole("checkbox", { name: "Selectează 0729100232" })).toBeChecked();
    expect(within(region).getByRole("checkbox", { name: "Selectează 0729100230" })).not.toBeChecked();
  });

  it("empty: 'Nicio linie nu corespunde filtrelor', with the filters as they were", async () => {
    mockApi.list.mockResolvedValue({ items: [], total: 0 });
    renderScreen("?q=nimeni");
    const region = await lines();
    expect(await within(region).findByText(t.list.empty)).toBeInTheDocument();
    expect(within(region).getByRole("searchbox", { name: t.filters.search })).toHaveValue("nimeni");
  });

  it("error: the list's catalogued ribbon with a retry; the count's own; the filters stay", async () => {
    mockApi.list.mockRejectedValue(DOWN());
    mockApi.count.mockRejectedValue(DOWN());
    const user = renderScreen("?q=Ana");
    const region = await lines();
    const alert = await within(region).findByRole("alert");
    expect(alert.textContent).toContain(t.list.error);
    expect(alert.textContent).toContain(roErrors.general.unavailable);
    expect(within(region).getByRole("searchbox", { name: t.filters.search })).toHaveValue("Ana");
    const summary = screen.getByRole("region", { name: t.summary.heading });
    expect((await within(summary).findByRole("alert")).textContent).toContain(t.summary.error);
    mockApi.list.mockResolvedValue({ items: LINES, total: 4 });
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    await waitFor(() => expect(within(region).getByRole("table")).toBeInTheDocument());
  });

  it("loading: the list says so while it comes", async () => {
    mockApi.list.mockReturnValue(new Promise(() => undefined));
    renderScreen();
    const region = await lines();
    expect(within(region).getByRole("status")).toHaveTextContent(t.list.loading);
  });
});
