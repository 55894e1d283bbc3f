// /ecare/setari-cont/comenzi (issue 26): the shop's and self-care's orders with their state (SPEC §4 pending set), the
// open order's detail with its timeline, filters and page in the address, and SPEC §8 ORDER HISTORY ribbons (404000
// with the server's words, 999999 generic, PAYMENT 5000 order history internal error). The orders client is faked at
// the API level (hooks, domain and screen are real); the router's navigate is caught: everything lives in the address.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { navigate } from "gatsby";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { mapOrder, type OrderSummary } from "../../../src/domain/orders/orderHistory";
import OrdersScreen from "../../../src/ecare/account/orders/OrdersScreen";
import { DONOR_REFUSALS } from "../../../src/domain/portIn/donorRefusals";

const mockApi = { listOrders: jest.fn(), orderDetail: jest.fn(), orders: jest.fn(), cancel: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const PATH = "/ecare/setari-cont/comenzi";

const ron = (name: "upfront" | "monthly", value: number) => ({ name, price: { taxIncludedAmount: { unit: "RON", value } } });
const milestone = (name: string, milestoneDate: string) => ({ name, milestoneDate });

const SHOP = mapOrder({
  id: "po-1",
  orderNumber: "CMD-2026-000007",
  state: "inProgress",
  orderDate: "2026-03-02T09:00:00.000Z",
  channel: [{ id: "Online" }],
  paymentMethod: "CARD",
  orderTotalPrice: [ron("upfront", 497.5), ron("monthly", 75)],
  productOrderItem: [
    {
      id: "1",
      quantity: 1,
      productOffering: { id: "DEV-NORDIA-X5-ALBASTRU", name: "Nordia X5 albastru" },
      itemTotalPrice: [ron("upfront", 497.5)],
    },
  ],
  productOrderMilestone: [
    milestone("pending", "2026-03-02T09:00:00.000Z"),
    milestone("acknowledged", "2026-03-02T09:00:30.000Z"),
    milestone("inProgress", "2026-03-02T09:02:30.000Z"),
  ],
}) as OrderSummary;
const SELFCARE = mapOrder({
  id: "SCO-000003",
  orderNumber: "SCO-000003",
  state: "completed",
  orderDate: "2026-02-20T10:00:00.000Z",
  channel: [{ id: "eCare" }],
  productOrderItem: [{ id: "1", action: "delete", productOffering: { id: "PO-OPT-DATA-10GB", name: "Opțiune Internet 10 GB" } }],
}) as OrderSummary;
const ODD = mapOrder({ id: "po-9", orderNumber: "CMD-2026-000009", state: "draft", channel: [{ id: "Online" }] }) as OrderSummary;

const never = <T,>() => new Promise<T>(() => undefined);
const refused = (status: number, code: string | null, message = "x") =>
  new GatewayError({ kind: "http", message, status, code, payload: code ? { code, message, status: String(status) } : { message } });

function renderScreen(search = "") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (s: string) => (
    <QueryClientProvider client={client}>
      <OrdersScreen location={{ pathname: PATH, search: s } as WindowLocation} />
    </QueryClientProvider>
  );
  const view = renderWithRoot(ui(search));
  return { user: userEvent.setup(), at: (s: string) => view.rerender(ui(s)) };
}

const list = () => screen.getByRole("region", { name: "Comenzi" });
const detail = () => screen.getByRole("region", { name: /^Comanda |^Detaliile comenzii$/ });
const lastNavigation = () => navigateMock.mock.calls.at(-1)?.[0];

beforeEach(() => {
  navigateMock.mockClear();
  mockApi.listOrders.mockReset().mockResolvedValue({ orders: [SHOP, SELFCARE, ODD], total: 3 });
  mockApi.orderDetail.mockReset().mockResolvedValue(SHOP);
  // The port-in client's list (issue 28): none, unless a test says otherwise.
  mockApi.orders.mockReset().mockResolvedValue([]);
  mockApi.cancel.mockReset();
});

describe("issue 26 orders page: the list with a state per row", () => {
  it("lists both channels' orders: number, date, channel, state in Romanian, total; asks for both channels, page 1", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Comenzile mele" })).toBeInTheDocument();
    const table = await within(list()).findByRole("table", { name: "Toate comenzile: 3 comenzi" });
    expect(mockApi.listOrders).toHaveBeenCalledWith({ states: null, channels: ["shop", "selfcare"], offset: 0, limit: 10 });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["02.03.2026", "Magazin online", "În curs de procesare", "497,50 lei"]);
    expect(
      within(rows[2]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["20.02.2026", "Contul meu", "Finalizată", "–"]);
    expect(rows[3]).toHaveTextContent("Stare necunoscută (draft)");
    expect(within(rows[1]!).getByRole("link", { name: "Detaliile comenzii CMD-2026-000007" })).toHaveAttribute(
      "href",
      `${PATH}?comanda=po-1`,
    );
  });

  it("while loading, a busy card with a spoken status", () => {
    mockApi.listOrders.mockImplementation(never);
    renderScreen();
    expect(list()).toHaveAttribute("aria-busy", "true");
    expect(within(list()).getByRole("status")).toHaveTextContent("Se încarcă comenzile…");
  });

  it("no orders says so; none matching the filters says that", async () => {
    mockApi.listOrders.mockResolvedValue({ orders: [], total: 0 });
    const { at } = renderScreen();
    expect(await within(list()).findByText("Nu ai nicio comandă.")).toBeInTheDocument();
    at("?stare=finalizate");
    expect(await within(list()).findByText("Nu ai comenzi care să corespundă filtrelor alese.")).toBeInTheDocument();
    expect(within(list()).queryByRole("table")).not.toBeInTheDocument();
  });

  it("a page past the last says so and offers the first page", async () => {
    mockApi.listOrders.mockResolvedValue({ orders: [], total: 3 });
    const { user } = renderScreen("?pagina=5");
    await user.click(await within(list()).findByRole("button", { name: "Mergi la prima pagină" }));
    expect(lastNavigation()).toBe(PATH);
  });
});

describe("issue 26 orders page: filters and page in the address (SPEC §4 pending, SPEC §7 channels)", () => {
  it("the address's filters are the request and the form's choice", async () => {
    renderScreen("?stare=in-curs&canal=magazin&pagina=2");
    await within(list()).findByRole("table");
    expect(mockApi.listOrders).toHaveBeenCalledWith({
      states: ["inProgress", "acknowledged", "pending"],
      channels: ["shop"],
      offset: 10,
      limit: 10,
    });
    expect(screen.getByRole("combobox", { name: "Starea" })).toHaveValue("pending");
    expect(screen.getByRole("combobox", { name: "Canalul" })).toHaveValue("shop");
  });

  it("bad values in the address are ignored: every order, page 1", async () => {
    renderScreen("?stare=toate-cele-vechi&canal=Online&pagina=-1&comanda=%3Cx%3E");
    await within(list()).findByRole("table");
    expect(mockApi.listOrders).toHaveBeenCalledWith({ states: null, channels: ["shop", "selfcare"], offset: 0, limit: 10 });
    expect(screen.queryByRole("region", { name: /Comanda|Detaliile/ })).not.toBeInTheDocument();
    expect(mockApi.orderDetail).not.toHaveBeenCalled();
  });

  it("applying the filters writes them in the address, on page 1 with no order open", async () => {
    const { user } = renderScreen("?pagina=3&comanda=po-1");
    expect(screen.queryByRole("button", { name: "Toate comenzile" })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Starea" }), "completed");
    await user.selectOptions(screen.getByRole("combobox", { name: "Canalul" }), "selfcare");
    await user.click(screen.getByRole("button", { name: "Aplică filtrele" }));
    expect(lastNavigation()).toBe(`${PATH}?stare=finalizate&canal=contul-meu`);
  });

  it("'Toate comenzile' clears the filters", async () => {
    const { user } = renderScreen("?stare=finalizate&pagina=2");
    await user.click(screen.getByRole("button", { name: "Toate comenzile" }));
    expect(lastNavigation()).toBe(PATH);
  });

  it("the pager moves through the pages in the address, keeping the filters", async () => {
    mockApi.listOrders.mockResolvedValue({ orders: [SHOP], total: 25 });
    const { user } = renderScreen("?canal=magazin");
    const pager = await screen.findByRole("navigation", { name: "Paginile comenzilor" });
    expect(within(pager).getByText("Pagina 1 din 3")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Pagina anterioară" })).toBeDisabled();
    await user.click(within(pager).getByRole("button", { name: "Pagina următoare" }));
    expect(lastNavigation()).toBe(`${PATH}?canal=magazin&pagina=2`);
  });
});

describe("issue 26 orders page: the open order with its timeline", () => {
  it("?comanda=ID opens it: facts, items, the timeline oldest first with the current state marked, a way to close", async () => {
    renderScreen("?stare=in-curs&comanda=po-1");
    const region = await screen.findByRole("region", { name: "Comanda CMD-2026-000007" });
    expect(mockApi.orderDetail).toHaveBeenCalledWith("po-1");
    expect(region).toHaveTextContent("Plata");
    expect(region).toHaveTextContent("Card online");
    expect(region).toHaveTextContent("De plată acum497,50 lei");
    expect(region).toHaveTextContent("Lunar75 lei");
    expect(region).toHaveTextContent("Nordia X5 albastru");
    const timeline = within(region).getByRole("list", { name: "Istoricul comenzii" });
    const steps = within(timeline).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual([
      "În așteptare2 martie 2026 la 11:00",
      "Confirmată2 martie 2026 la 11:00",
      "În curs de procesare (starea actuală)2 martie 2026 la 11:02",
    ]);
    expect(steps[2]).toHaveAttribute("aria-current", "step");
    expect(within(steps[2]!).getByText("2 martie 2026 la 11:02")).toHaveAttribute("datetime", "2026-03-02T09:02:30.000Z");
    expect(within(region).getByRole("link", { name: "Închide detaliile" })).toHaveAttribute("href", `${PATH}?stare=in-curs`);
    // The open order's row says so.
    const table = within(list()).getByRole("table");
    expect(within(table).getByRole("link", { name: "Detaliile comenzii CMD-2026-000007" })).toHaveAttribute("aria-current", "true");
  });

  it("a self-care deactivation reads as such; no price, no payment line", async () => {
    mockApi.orderDetail.mockResolvedValue(SELFCARE);
    renderScreen("?comanda=SCO-000003");
    const region = await screen.findByRole("region", { name: "Comanda SCO-000003" });
    expect(region).toHaveTextContent("Opțiune Internet 10 GB (dezactivare)");
    expect(region).not.toHaveTextContent("De plată acum");
    expect(region).not.toHaveTextContent("Plata");
    expect(within(region).getAllByRole("listitem").at(-1)).toHaveTextContent("Finalizată");
  });

  it("opening an order from the list moves the focus to its heading", async () => {
    const { at } = renderScreen();
    await within(list()).findByRole("table");
    at("?comanda=po-1");
    const heading = await screen.findByRole("heading", { level: 2, name: "Comanda CMD-2026-000007" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("a page loaded with an order open leaves the focus where it is", async () => {
    renderScreen("?comanda=po-1");
    const heading = await screen.findByRole("heading", { level: 2, name: "Comanda CMD-2026-000007" });
    await within(list()).findByRole("table");
    expect(heading).not.toHaveFocus();
  });
});

describe("SPEC §8 ORDER HISTORY on the orders page", () => {
  it("404000 on the open order: the ribbon with the server's words; the list stays", async () => {
    mockApi.orderDetail.mockRejectedValue(refused(404, "404000", "Comanda po-x nu a fost găsită."));
    renderScreen("?comanda=po-x");
    const alert = await within(detail()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am găsit comanda.");
    expect(alert).toHaveTextContent("Detalii: Comanda po-x nu a fost găsită.");
    expect(await within(list()).findByRole("table")).toBeInTheDocument();
  });

  it("Default: 999999 generic ribbon when the list fails (a 500)", async () => {
    mockApi.listOrders.mockRejectedValue(refused(500, "internal_error", "boom"));
    renderScreen();
    const alert = await within(list()).findByRole("alert");
    expect(alert).toHaveTextContent("A apărut o eroare.");
    expect(alert).not.toHaveTextContent("boom");
    expect(alert).toHaveAttribute("data-code", "999999");
  });

  it("PAYMENT 5000 order history internal error from the order history", async () => {
    mockApi.listOrders.mockRejectedValue(refused(500, "5000", "history down"));
    renderScreen();
    const alert = await within(list()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut verifica comanda.");
    expect(alert).toHaveAttribute("data-code", "5000");
  });

  it("issue 28: the customer's port-ins show with their state; a refused one says why and how to fix it; none, no card", async () => {
    const refusal = DONOR_REFUSALS.numberNotInService;
    mockApi.orders.mockResolvedValue([
      {
        id: "PI-7002",
        state: "rejected",
        msisdn: "0770300093",
        portingDate: "2026-03-05",
        asap: true,
        window: null,
        refusal: { code: "numberNotInService", ...refusal },
      },
      { id: "PI-7001", state: "completed", msisdn: "0745100001", portingDate: "2026-03-04", asap: true, window: null, refusal: null },
    ]);
    renderScreen();
    const card = await screen.findByRole("region", { name: "Portările tale" });
    const items = await within(card).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Numărul 0770300093 · Data portării: 5 martie 2026");
    expect(items[0]).toHaveTextContent("Respinsă de operatorul actual");
    expect(items[0]).toHaveTextContent(refusal.message);
    expect(items[0]).toHaveTextContent(refusal.howToFix);
    expect(items[1]).toHaveTextContent("Finalizată: numărul tău este acum în rețeaua noastră");
  });

  it("issue 28: no port-in, no card", async () => {
    renderScreen();
    expect(await within(list()).findByRole("table")).toBeInTheDocument();
    await waitFor(() => expect(mockApi.orders).toHaveBeenCalled());
    expect(screen.queryByRole("region", { name: "Portările tale" })).toBeNull();
  });

  it("issue 28: a failed port-in list fails in its own card; the orders still show", async () => {
    mockApi.orders.mockRejectedValue(refused(500, "internal_error"));
    renderScreen();
    const card = await screen.findByRole("region", { name: "Portările tale" });
    expect(await within(card).findByRole("alert")).toHaveTextContent("Nu am putut încărca portările.");
    expect(await within(list()).findByRole("table")).toBeInTheDocument();
  });
});
