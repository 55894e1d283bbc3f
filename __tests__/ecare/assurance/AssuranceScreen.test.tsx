// /business/assurance (issue 27; SPEC §2, §7 trouble tickets and impacted service; TMF621) with the clients faked at the
// API level: hooks, domain and screen are real. The impacted services, each a card of its own; the company's tickets
// with their timeline (statusChange and notes); "Deschide un tichet" checked before sending, confirmed, sent, with a
// polite status naming the new ticket, or the ribbon on failure with everything typed kept.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { mapBusinessTicket, type BusinessTicket, type BusinessTicketPage } from "../../../src/domain/assurance/businessTicket";
import { mapImpactedServices, type ImpactedService } from "../../../src/domain/assurance/impactedService";
import { AssuranceScreen } from "../../../src/ecare/assurance/AssuranceScreen";
import { roAssurance } from "../../../src/i18n/ro/assurance";
import { roErrors } from "../../../src/i18n/ro/errors";

const mockTickets = {
  list: jest.fn<Promise<BusinessTicketPage>, [number]>(),
  create: jest.fn<Promise<BusinessTicket>, [Record<string, unknown>]>(),
};
const mockServices = { current: jest.fn<Promise<ImpactedService[]>, []>() };
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createImpactedServiceApi" ? mockServices : mockTickets),
}));

const t = roAssurance;
const ticket = (raw: Record<string, unknown>): BusinessTicket => {
  const m = mapBusinessTicket(raw);
  if (!m) throw new Error("ticket");
  return m;
};
const UNDER_WAY = ticket({
  id: "BT-000001",
  description: "Din biroul din Pipera nu se pot iniția apeluri.",
  severity: "critical",
  ticketType: "voice",
  status: "inProgress",
  creationDate: "2026-03-02T09:30:00+02:00",
  expectedResolutionDate: "2026-03-02T15:00:00+02:00",
  relatedEntity: [
    { id: "0728000504", role: "number" },
    { id: "IS-000001", role: "impactedService" },
  ],
  relatedParty: [{ id: "usr-010", name: "Bogdan Tudor", role: "reporter" }],
  statusChange: [
    { status: "acknowledged", changeDate: "2026-03-02T09:30:00+02:00" },
    { status: "inProgress", changeDate: "2026-03-02T09:40:00+02:00", changeReason: "Echipa tehnică a preluat tichetul." },
  ],
  note: [{ author: "Centrul de asistență tehnică business", date: "2026-03-02T09:40:00+02:00", text: "Analizăm problema." }],
});
const CLOSED = ticket({
  id: "BT-000004",
  description: "Semnal slab în depozit.",
  severity: "minor",
  ticketType: "coverage",
  status: "closed",
  creationDate: "2026-02-10T10:00:00+02:00",
  resolutionDate: "2026-02-12T10:00:00+02:00",
  relatedEntity: [{ id: "500000501", role: "account" }],
  statusChange: [
    { status: "acknowledged", changeDate: "2026-02-10T10:00:00+02:00" },
    { status: "resolved", changeDate: "2026-02-12T10:00:00+02:00" },
    { status: "closed", changeDate: "2026-02-13T10:00:00+02:00" },
  ],
});
const SERVICES = mapImpactedServices([
  {
    id: "IS-000003",
    name: "Timișoara – lucrări programate",
    category: "plannedMaintenance",
    affectedService: ["voice", "data", "sms"],
    area: "Timișoara, Complexul Studențesc",
    status: "scheduled",
    startDate: "2026-03-04T09:00:00+02:00",
    expectedResolutionDate: "2026-03-04T13:00:00+02:00",
    affectedNumberOfLines: 9,
  },
  {
    id: "IS-000001",
    name: "București – Pipera",
    description: "Stație de bază defectă.",
    category: "networkIncident",
    affectedService: ["voice", "data"],
    area: "București, Pipera (Voluntari)",
    status: "inProgress",
    startDate: "2026-03-02T07:00:00+02:00",
    expectedResolutionDate: "2026-03-02T13:00:00+02:00",
    affectedNumberOfLines: 19,
    relatedTicket: [{ id: "BT-000001" }],
  },
]) as ImpactedService[];
const CREATED = ticket({ id: "BT-000007", status: "acknowledged", ticketType: "voice", severity: "major", description: "x" });

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <AssuranceScreen />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole("region", { name });
const form = () => region(t.form.heading);
const fail = (status: number, code = "internal_error") => new GatewayError({ kind: "http", status, code, message: "x" });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(form()).getByLabelText(t.form.description), "Nu putem suna din depozitul Chitila.");
  await user.selectOptions(within(form()).getByLabelText(t.form.category), "voice");
  await user.selectOptions(within(form()).getByLabelText(t.form.severity), "major");
  await user.type(within(form()).getByLabelText(t.form.affected), "0729 100 017");
}

beforeEach(() => {
  mockTickets.list.mockReset().mockResolvedValue({ items: [UNDER_WAY, CLOSED], total: 12 });
  mockTickets.create.mockReset().mockResolvedValue(CREATED);
  mockServices.current.mockReset().mockResolvedValue(SERVICES);
});

describe("SPEC §7 impacted service: the cards", () => {
  it("under way first, each with its state, area, services, lines, times and tickets", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Asigurarea serviciilor" })).toBeInTheDocument();
    const cards = await within(region(t.impacted.heading)).findAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["București – Pipera", "Timișoara – lucrări programate"]);
    const [pipera, timisoara] = cards as [HTMLElement, HTMLElement];
    expect(pipera).toHaveTextContent("Stare: În remediere · Incident în rețea");
    expect(pipera).toHaveTextContent("apeluri, internet mobil");
    expect(pipera).toHaveTextContent(`${t.impacted.lines}19`);
    expect(pipera).toHaveTextContent(`${t.impacted.expected}2 martie 2026 la 13:00`);
    expect(pipera).toHaveTextContent(`${t.impacted.tickets}BT-000001`);
    expect(timisoara).toHaveTextContent("Stare: Lucrare programată · Lucrări programate");
    expect(timisoara).toHaveTextContent(`${t.impacted.plannedStart}4 martie 2026 la 09:00`);
  });

  it("none: says no incident affects the company's lines", async () => {
    mockServices.current.mockResolvedValue([]);
    renderScreen();
    expect(await within(region(t.impacted.heading)).findByText(t.impacted.empty)).toBeInTheDocument();
  });

  it("a failed list (500) is this section's ribbon; the tickets and the form stay", async () => {
    mockServices.current.mockRejectedValue(fail(500));
    renderScreen();
    expect(await within(region(t.impacted.heading)).findByRole("alert")).toHaveTextContent(
      `${t.impacted.error} ${roErrors.general.unavailable}`,
    );
    expect(await within(region(t.tickets.heading)).findByRole("heading", { name: "Apeluri · BT-000001" })).toBeInTheDocument();
    expect(within(form()).getByRole("button", { name: t.form.submit })).toBeEnabled();
  });
});

describe("SPEC §7 trouble tickets (TMF621): the company's tickets", () => {
  it("each with its category, id, state, what it is about, who opened it; the timeline open for the ones being handled", async () => {
    renderScreen();
    const tickets = region(t.tickets.heading);
    const items = (await within(tickets).findAllByRole("listitem")).filter((li) => li.classList.contains("tickets-item"));
    expect(items).toHaveLength(2);
    const [open, closed] = items as [HTMLElement, HTMLElement];
    expect(within(open).getByRole("heading")).toHaveTextContent("Apeluri · BT-000001");
    expect(open).toHaveTextContent("Stare: În lucru");
    expect(open).toHaveTextContent("numărul 0728000504, incidentul IS-000001");
    expect(open).toHaveTextContent(`${t.tickets.openedBy}Bogdan Tudor`);
    expect(open).toHaveTextContent(`${t.tickets.expected}2 martie 2026 la 15:00`);
    expect(open.querySelector("details")).toHaveAttribute("open");
    const steps = within(open.querySelector("ol") as HTMLElement).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual([
      "Înregistrată – 02.03.2026, 09:30",
      "În lucru – 02.03.2026, 09:40Echipa tehnică a preluat tichetul.",
      "Notă de la Centrul de asistență tehnică business – 02.03.2026, 09:40Analizăm problema.",
    ]);
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(closed).toHaveTextContent("Stare: Închisă");
    expect(closed).toHaveTextContent(`${t.tickets.resolved}12 februarie 2026 la 10:00`);
    expect(closed.querySelector("details")).not.toHaveAttribute("open");
    expect(within(tickets).getByText("12 tichete")).toBeInTheDocument();
    expect(within(tickets).getByText("Pagina 1 din 2")).toBeInTheDocument();
  });

  it("the pager asks for the next page; a failed list (500) is this section's ribbon with a retry", async () => {
    const { user } = renderScreen();
    const tickets = region(t.tickets.heading);
    await within(tickets).findByText("Pagina 1 din 2");
    await user.click(within(tickets).getByRole("button", { name: t.pager.next }));
    await waitFor(() => expect(mockTickets.list).toHaveBeenLastCalledWith(2));
    mockTickets.list.mockRejectedValue(fail(500));
    await user.click(within(tickets).getByRole("button", { name: t.pager.previous }));
    const alert = await within(tickets).findByRole("alert");
    expect(alert).toHaveTextContent(`${t.tickets.error} ${roErrors.general.unavailable}`);
    mockTickets.list.mockResolvedValue({ items: [UNDER_WAY], total: 1 });
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    expect(await within(tickets).findByText("1 tichet")).toBeInTheDocument();
  });
});

describe("SPEC §2 /business/assurance: Deschide un tichet", () => {
  it("a bad form says why under each field, focuses the error summary that links to them, and sends nothing", async () => {
    const { user } = renderScreen();
    await user.type(within(form()).getByLabelText(t.form.affected), "Pipera");
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    expect(within(form()).getByText(t.form.errors.descriptionShort)).toBeInTheDocument();
    expect(within(form()).getByText(t.form.errors.categoryMissing)).toBeInTheDocument();
    expect(within(form()).getByText(t.form.errors.severityMissing)).toBeInTheDocument();
    expect(within(form()).getByText(t.form.errors.affectedInvalid)).toBeInTheDocument();
    const summary = within(form()).getByRole("group", { name: "Formularul are 4 erori" });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#assurance-descriere", "#assurance-categorie", "#assurance-gravitate", "#assurance-afectat"]);
    expect(within(form()).getByLabelText(t.form.affected)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockTickets.create).not.toHaveBeenCalled();
  });

  it("confirmed in a dialog naming what is sent, then sent; a polite status names the new ticket; the lists are read again", async () => {
    const { user } = renderScreen();
    await within(region(t.tickets.heading)).findByText("Pagina 1 din 2");
    await fillValid(user);
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    const dialog = await screen.findByRole("alertdialog", { name: t.form.confirmTitle });
    expect(dialog).toHaveTextContent("„Apeluri”, gravitate majoră, pentru numărul 0729100017");
    expect(dialog).toHaveTextContent("„Nu putem suna din depozitul Chitila.”");
    const calls = mockTickets.list.mock.calls.length + mockServices.current.mock.calls.length;
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    expect(await within(form()).findByRole("status")).toHaveTextContent(t.form.sent("BT-000007"));
    expect(mockTickets.create).toHaveBeenCalledWith({
      description: "Nu putem suna din depozitul Chitila.",
      severity: "major",
      ticketType: "voice",
      channel: { id: "assurance" },
      relatedEntity: [{ id: "0729100017", role: "number", "@referredType": "Subscription" }],
    });
    await waitFor(() =>
      expect(mockTickets.list.mock.calls.length + mockServices.current.mock.calls.length).toBeGreaterThanOrEqual(calls + 2),
    );
    expect(within(form()).getByLabelText(t.form.description)).toHaveValue("");
  });

  it("Renunță sends nothing and keeps what was typed", async () => {
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Renunță" }));
    expect(mockTickets.create).not.toHaveBeenCalled();
    expect(within(form()).getByLabelText(t.form.affected)).toHaveValue("0729 100 017");
  });

  it("a failed send (500) shows the ribbon next to the button and everything typed stays; the limit in its own words", async () => {
    mockTickets.create.mockRejectedValueOnce(fail(500)).mockRejectedValueOnce(fail(429, "open_ticket_limit"));
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent(`${t.form.sendError} ${roErrors.general.unavailable}`);
    expect(within(form()).getByLabelText(t.form.description)).toHaveValue("Nu putem suna din depozitul Chitila.");
    expect(within(form()).getByLabelText(t.form.category)).toHaveValue("voice");
    expect(within(form()).getByLabelText(t.form.severity)).toHaveValue("major");
    expect(within(form()).getByLabelText(t.form.affected)).toHaveValue("0729 100 017");
    expect(within(form()).queryByRole("status")).not.toBeInTheDocument();
    await user.click(within(form()).getByRole("button", { name: t.form.submit }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent(t.form.refusals.openLimit);
  });
});
