// cererilemele (issue 26; SPEC §7 trouble tickets, TMF621) with the clients faked at the API level: hooks, domain and
// screen are real, the router's navigate is caught (filters and the page live in the address). Each row shows its
// state, date, kind and a timeline behind a disclosure; a new ticket is checked before sending, confirmed, sent, and
// on failure the ribbon shows and what was typed stays.
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
import { mapTicket, type Ticket, type TicketPage } from "../../../src/domain/tickets/ticketModel";
import type { TicketListQuery } from "../../../src/domain/tickets/ticketQuery";
import MyRequestsScreen from "../../../src/ecare/account/requests/MyRequestsScreen";
import { CanVisitProvider } from "../../../src/ecare/kit/CanVisitContext";
import { roErrors } from "../../../src/i18n/ro/errors";
import { roTickets } from "../../../src/i18n/ro/tickets";
import { PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = {
  list: jest.fn<Promise<TicketPage>, [TicketListQuery]>(),
  create: jest.fn<Promise<Ticket>, [Record<string, unknown>]>(),
};
const mockBills = { customerBills: jest.fn() };
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createBillListApi" ? mockBills : mockApi),
}));

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const t = roTickets;
const PATH = PATHS.myRequests;

const ticket = (raw: Record<string, unknown>): Ticket => {
  const m = mapTicket(raw);
  if (!m) throw new Error("ticket");
  return m;
};
const NETWORK = ticket({
  id: "TT-000004",
  "@type": "TroubleTicket",
  description: "Semnal slab acasă.",
  severity: "major",
  ticketType: "network",
  status: "resolved",
  creationDate: "2025-11-12T10:00:00+02:00",
  relatedEntity: [{ id: "0722000101", role: "number" }],
  statusChange: [
    { status: "acknowledged", changeDate: "2025-11-12T10:00:00+02:00" },
    { status: "inProgress", changeDate: "2025-11-12T10:20:00+02:00" },
    { status: "resolved", changeDate: "2025-11-15T10:00:00+02:00", changeReason: "Antena a fost reparată." },
  ],
});
const BLOCK = ticket({
  id: "TT-000006",
  "@type": "CustomerRequest",
  description: "Blocare SIM pentru 0722000101",
  ticketType: "simBlock",
  status: "assessing",
  creationDate: "2026-01-10T08:15:00+02:00",
});
const PAGE: TicketPage = { items: [BLOCK, NETWORK], total: 12 };
const CREATED = ticket({
  id: "TT-000013",
  description: "Nu pot suna de acasă.",
  ticketType: "network",
  severity: "critical",
  status: "acknowledged",
  creationDate: "2026-03-02T11:00:00+02:00",
});
const BILL = { billId: "1000001012602", billDate: "2026-02-05", billNumber: "FV202602-100000101" };

function renderScreen(search = "", profile: UserInfo = PERSONAS.postpaidOwner(), allowed: string[] = [PATHS.bills]) {
  mockProfile = profile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const ui = (s: string) => (
    <QueryClientProvider client={client}>
      <CanVisitProvider value={(path) => allowed.includes(path)}>
        <MyRequestsScreen location={{ pathname: PATH, search: s } as WindowLocation} />
      </CanVisitProvider>
    </QueryClientProvider>
  );
  const view = renderWithRoot(ui(search));
  return { user: userEvent.setup(), at: (s: string) => view.rerender(ui(s)) };
}

const list = () => screen.getByRole("region", { name: t.list.heading });
const form = () => screen.getByRole("region", { name: t.form.heading });

async function fillValid(user: ReturnType<typeof userEvent.setup>, description = "Nu pot suna de acasă.") {
  await user.type(within(form()).getByLabelText(t.form.description), description);
  await user.selectOptions(within(form()).getByLabelText(t.form.category), "network");
  await user.selectOptions(within(form()).getByLabelText(t.form.severity), "critical");
}

beforeEach(() => {
  navigateMock.mockClear();
  mockApi.list.mockReset().mockResolvedValue(PAGE);
  mockApi.create.mockReset().mockResolvedValue(CREATED);
  mockBills.customerBills.mockReset().mockResolvedValue({ currentBill: BILL, billHistory: [BILL], unifiedBillHistory: [BILL] });
});

describe("SPEC §7 trouble tickets: the list", () => {
  it("each row: kind and id, state in words (an unknown one as such), date, and the timeline behind a disclosure", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Cererile mele" })).toBeInTheDocument();
    const rows = await within(list()).findAllByRole("listitem");
    const [first, second, ...rest] = rows.filter((r) => r.classList.contains("tickets-item"));
    if (!first || !second) throw new Error("two rows");
    expect(rest).toHaveLength(0);
    const items = [first, second] as const;
    expect(items[0]).toHaveTextContent("Blocare SIM · TT-000006");
    expect(items[0]).toHaveTextContent("Stare: Stare necunoscută (assessing)");
    expect(items[0]).toHaveTextContent("10 ianuarie 2026");
    expect(items[1]).toHaveTextContent("Rețea și semnal · TT-000004");
    expect(items[1]).toHaveTextContent("Stare: Rezolvată");
    expect(items[1]).toHaveTextContent("numărul 0722000101");
    const history = within(items[1]).getByText(t.list.history("TT-000004"));
    expect(history.tagName).toBe("SUMMARY");
    const steps = within(items[1].querySelector("ol") as HTMLElement).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual([
      "Înregistrată – 12.11.2025, 10:00",
      "În lucru – 12.11.2025, 10:20",
      "Rezolvată – 15.11.2025, 10:00Antena a fost reparată.",
    ]);
    expect(steps[2]).toHaveAttribute("aria-current", "step");
    expect(within(list()).getByText("12 cereri")).toBeInTheDocument();
    expect(within(list()).getByText("Pagina 1 din 2")).toBeInTheDocument();
    expect(mockApi.list).toHaveBeenCalledWith({ state: null, kind: null, from: null, to: null, page: 1 });
  });

  it("filters and the page are read from the address; a bad value there is ignored", async () => {
    renderScreen("?state=held&kind=weather&page=2");
    await within(list()).findByText("Pagina 2 din 2");
    expect(mockApi.list).toHaveBeenCalledWith({ state: "held", kind: null, from: null, to: null, page: 2 });
    expect(within(list()).getByLabelText(t.filters.state)).toHaveValue("held");
    expect(within(list()).getByLabelText(t.filters.kind)).toHaveValue("");
  });

  it("a filter goes into the address (page 1); the pager too; bad days are said and nothing moves", async () => {
    const { user } = renderScreen("?page=2");
    await within(list()).findByText("Pagina 2 din 2");
    await user.selectOptions(within(list()).getByLabelText(t.filters.state), "inProgress");
    await user.click(within(list()).getByRole("button", { name: t.filters.apply }));
    expect(navigateMock).toHaveBeenLastCalledWith(`${PATH}?state=inProgress`);
    await user.click(within(list()).getByRole("button", { name: t.pager.previous }));
    expect(navigateMock).toHaveBeenLastCalledWith(PATH);
    navigateMock.mockClear();
    fireEvent.change(within(list()).getByLabelText(t.filters.from), { target: { value: "2026-02-10" } });
    fireEvent.change(within(list()).getByLabelText(t.filters.to), { target: { value: "2026-02-01" } });
    await user.click(within(list()).getByRole("button", { name: t.filters.apply }));
    expect(await within(list()).findByText(t.filters.errors.rangeOrder)).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("empty: says there is nothing yet", async () => {
    mockApi.list.mockResolvedValue({ items: [], total: 0 });
    renderScreen();
    expect(await within(list()).findByText(t.list.empty)).toBeInTheDocument();
  });

  it("empty with a filter: nothing matches", async () => {
    mockApi.list.mockResolvedValue({ items: [], total: 0 });
    renderScreen("?state=rejected");
    expect(await within(list()).findByText(t.list.emptyFiltered)).toBeInTheDocument();
  });

  it("a failed list (500) shows the catalogue's ribbon with a retry; the form below still works", async () => {
    mockApi.list.mockRejectedValue(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }));
    const { user } = renderScreen();
    const alert = await within(list()).findByRole("alert");
    expect(alert).toHaveTextContent(`${t.list.error} ${roErrors.general.unavailable}`);
    mockApi.list.mockResolvedValue(PAGE);
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    expect(await within(list()).findByText("Pagina 1 din 2")).toBeInTheDocument();
    expect(within(form()).getByRole("button", { name: t.form.submit })).toBeEnabled();
  });
});

describe("SPEC §7 trouble tickets / TMF621: a new ticket", () => {
  it("the attachment's limits are stated before upload; the own number is chosen and the bills are offered", async () => {
    renderScreen();
    expect(within(form()).getByText("Un singur fișier PDF, JPEG sau PNG, de cel mult 2 MB.")).toBeInTheDocument();
    const related = within(form()).getByLabelText(t.form.related);
    expect(related).toHaveValue("number:0722000101");
    expect(await within(form()).findByRole("option", { name: "Factura din februarie 2026 (1000001012602)" })).toBeInTheDocument();
    expect(within(form()).getAllByRole("option", { name: /^Factura din/ })).toHaveLength(1);
    expect(mockBills.customerBills).toHaveBeenCalledWith("100000101", { closedBan: null });
  });

  it("a user kept out of bills gets no bills to choose from (none asked)", () => {
    renderScreen("", PERSONAS.postpaidUser(), []);
    expect(within(form()).getByLabelText(t.form.related)).toHaveValue("number:0722000102");
    expect(mockBills.customerBills).not.toHaveBeenCalled();
  });

  it("a bad form says why under each field, focuses the error summary that links to them, and sends nothing", async () => {
    const { user } = renderScreen();
    await user.type(within(form()).getByLabelText(t.form.description), "scurt");
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    expect(within(form()).getByText(t.form.errors.descriptionShort)).toBeInTheDocument();
    expect(within(form()).getByText(t.form.errors.categoryMissing)).toBeInTheDocument();
    expect(within(form()).getByText(t.form.errors.severityMissing)).toBeInTheDocument();
    const summary = within(form()).getByRole("group", { name: "Formularul are 3 erori" });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([t.form.description, t.form.category, t.form.severity]);
    await user.click(within(summary).getByRole("link", { name: t.form.description }));
    expect(within(form()).getByLabelText(t.form.description)).toHaveFocus();
    expect(within(form()).getByLabelText(t.form.description)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockApi.create).not.toHaveBeenCalled();
  });

  it("a file too large or of another type is refused before anything is sent", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await fillValid(user);
    const input = within(form()).getByLabelText(t.form.attachment);
    await user.upload(input, new File(["GIF89a"], "poza.gif", { type: "image/gif" }));
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    expect(within(form()).getByText(t.form.errors.attachmentType)).toBeInTheDocument();
    const big = new File(["x"], "mare.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 2 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    expect(within(form()).getByText(t.form.errors.attachmentSize)).toBeInTheDocument();
    expect(mockApi.create).not.toHaveBeenCalled();
  });

  it("confirmed in a dialog naming what is sent, then sent (with the file as base64), a polite success and the list read again", async () => {
    const { user } = renderScreen();
    await within(list()).findByText("Pagina 1 din 2");
    await fillValid(user);
    await user.upload(within(form()).getByLabelText(t.form.attachment), new File(["%PDF-1"], "scan.pdf", { type: "application/pdf" }));
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    const dialog = await screen.findByRole("alertdialog", { name: t.form.confirmTitle });
    expect(dialog).toHaveTextContent("„Rețea și semnal”");
    expect(dialog).toHaveTextContent("gravitate critică");
    expect(dialog).toHaveTextContent("numărul 0722000101");
    expect(dialog).toHaveTextContent("cu fișierul scan.pdf");
    expect(dialog).toHaveTextContent("„Nu pot suna de acasă.”");
    const listCalls = mockApi.list.mock.calls.length;
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    expect(await within(form()).findByRole("status")).toHaveTextContent(t.form.sent("TT-000013"));
    expect(mockApi.create).toHaveBeenCalledWith({
      description: "Nu pot suna de acasă.",
      severity: "critical",
      ticketType: "network",
      channel: { id: "ecare" },
      relatedEntity: [{ id: "0722000101", role: "number", "@referredType": "Subscription" }],
      attachment: [{ name: "scan.pdf", mimeType: "application/pdf", size: 6, content: Buffer.from("%PDF-1").toString("base64") }],
    });
    await waitFor(() => expect(mockApi.list.mock.calls.length).toBeGreaterThan(listCalls));
    // Sent: the form is empty again for the next one.
    expect(within(form()).getByLabelText(t.form.description)).toHaveValue("");
  });

  it("Renunță sends nothing and keeps what was typed", async () => {
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Renunță" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockApi.create).not.toHaveBeenCalled();
    expect(within(form()).getByLabelText(t.form.description)).toHaveValue("Nu pot suna de acasă.");
  });

  it("a failed send (500) shows the ribbon next to the button and everything typed stays", async () => {
    mockApi.create.mockRejectedValue(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }));
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent(`${t.form.sendError} ${roErrors.general.unavailable}`);
    expect(within(form()).getByLabelText(t.form.description)).toHaveValue("Nu pot suna de acasă.");
    expect(within(form()).getByLabelText(t.form.category)).toHaveValue("network");
    expect(within(form()).getByLabelText(t.form.severity)).toHaveValue("critical");
    expect(within(form()).queryByRole("status")).not.toBeInTheDocument();
  });

  it("the open-ticket limit is said in its own words", async () => {
    mockApi.create.mockRejectedValue(new GatewayError({ kind: "http", status: 429, code: "open_ticket_limit", message: "x" }));
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent(t.form.refusals.openLimit);
  });

  it("a ticket opened while a filter is set brings the whole list back (the new one is first there)", async () => {
    const { user } = renderScreen("?state=closed");
    await fillValid(user);
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    await within(form()).findByRole("status");
    expect(navigateMock).toHaveBeenLastCalledWith(PATH);
  });
});
