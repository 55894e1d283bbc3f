// /ecare/setari-cont/raport-sumar-flota (issue 27; SPEC §2 raport-sumar-flota, SPEC §7 fleet reports) with the fleet
// reports client faked at the API level (hooks, domain and screen are real): accounts named by BAN with their lines,
// the period and the format, the domain's messages before any call, the generation followed in the live status, the
// download named by format and size and saved under the back end's name, and a failure that keeps what was chosen.
import React from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { navigate } from "gatsby";
import { renderWithRoot } from "../../render";
import { CanVisitProvider } from "../../../src/ecare/kit/CanVisitContext";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { mapBanCheck } from "../../../src/domain/fleetReport/banCheck";
import { defaultPeriod, monthOfDate, monthText } from "../../../src/domain/fleetReport/reportRequest";
import { mapFleetReport } from "../../../src/domain/fleetReport/reportStatus";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import FleetReportScreen from "../../../src/ecare/account/fleetReport/FleetReportScreen";
import { roFleetReport } from "../../../src/i18n/ro/fleetReport";
import { roErrors } from "../../../src/i18n/ro/errors";
import { saveFile } from "../../../src/hooks/billing/saveFile";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";
import { PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = { checkBans: jest.fn(), create: jest.fn(), report: jest.fn(), download: jest.fn() };
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));
jest.mock("../../../src/hooks/billing/saveFile", () => ({ saveFile: jest.fn() }));

const f = roFleetReport.form;
const r = roFleetReport.report;
const PATH = "/ecare/setari-cont/raport-sumar-flota";
const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const NOW = monthOfDate(new Date());
const LAST = defaultPeriod(NOW).from;

const CHECK = mapBanCheck({
  customerId: "CUST-EBU-5000",
  multipleBans: true,
  currentMonth: monthText(NOW),
  bans: [
    { ban: "500000501", allowed: true, lineCount: 142 },
    { ban: "500000502", allowed: true, lineCount: 91 },
    { ban: "500000503", allowed: true, lineCount: 60 },
  ],
});
const report = (status: string, size: number | null = null) =>
  mapFleetReport({
    id: "FR-000001",
    status,
    bans: ["500000503"],
    period: { from: LAST, to: LAST },
    format: "csv",
    lineCount: 60,
    requestedAt: "2026-11-26T19:00:00+02:00",
    file: size === null ? null : { name: "raport-flota-500000503.csv", mimeType: "text/csv", size },
  });

function renderScreen(canVisit: (path: string) => boolean = () => true) {
  mockProfile = PERSONAS.businessChooser();
  setUserProfile(mockProfile);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const ui = (search: string) => (
    <QueryClientProvider client={client}>
      <CanVisitProvider value={canVisit}>
        <FleetReportScreen location={{ pathname: PATH, search } as WindowLocation} />
      </CanVisitProvider>
    </QueryClientProvider>
  );
  const view = renderWithRoot(ui(""));
  // The router's navigate, as the address changing: the screen is rendered again for it.
  navigateMock.mockImplementation(async (to) => {
    act(() => view.rerender(ui(new URL(String(to), "http://site").search)));
  });
  return userEvent.setup();
}

const form = () => screen.getByRole("region", { name: f.heading });
const account = (ban: string) => within(form()).getByRole("checkbox", { name: ban }) as HTMLInputElement;
const month = (name: string) => within(form()).getByLabelText(name) as HTMLInputElement;
const generate = () => within(form()).getByRole("button", { name: f.generate });

beforeEach(() => {
  clearSession();
  navigateMock.mockReset();
  (saveFile as jest.Mock).mockReset();
  mockApi.checkBans.mockReset().mockResolvedValue(CHECK);
  mockApi.create.mockReset().mockResolvedValue(report("acknowledged"));
  mockApi.report.mockReset().mockResolvedValue(report("completed", 24_311));
  mockApi.download.mockReset().mockResolvedValue({ blob: new Blob(["x"]), fileName: "raport-flota-500000503.csv", format: "csv" });
});

describe("SPEC §2 raport-sumar-flota: the request", () => {
  it("asks the back end nothing for an identity the guards do not let on the page (an account switch renders it once more)", async () => {
    renderScreen((path) => path !== PATH);
    expect(screen.getByRole("heading", { level: 1, name: "Raport sumar flotă" })).toBeInTheDocument();
    await act(async () => undefined);
    expect(mockApi.checkBans).not.toHaveBeenCalled();
    expect(mockApi.report).not.toHaveBeenCalled();
  });

  it("accounts named by BAN (from the profile at once, their lines once checked), last month, CSV", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Raport sumar flotă" })).toBeInTheDocument();
    expect(["500000501", "500000502", "500000503"].map((ban) => account(ban).checked)).toEqual([false, false, false]);
    expect(mockApi.checkBans).toHaveBeenCalledWith(["500000501", "500000502", "500000503"]);
    await waitFor(() => expect(account("500000503")).toHaveAccessibleDescription("60 de linii"));
    expect(month(f.from).value).toBe(LAST);
    expect(month(f.to).value).toBe(LAST);
    expect((within(form()).getByRole("radio", { name: f.csv }) as HTMLInputElement).checked).toBe(true);
    expect((within(form()).getByRole("radio", { name: f.xlsx }) as HTMLInputElement).checked).toBe(false);
  });

  it("no account, or a month in the future: said under the field, focus on it, nothing sent", async () => {
    const user = renderScreen();
    await user.click(generate());
    expect(within(form()).getByText(f.problems.noAccount)).toBeInTheDocument();
    expect(account("500000501")).toHaveFocus();
    await user.click(account("500000503"));
    const next = NOW.month === 12 ? { year: NOW.year + 1, month: 1 } : { year: NOW.year, month: NOW.month + 1 };
    await user.clear(month(f.to));
    await user.type(month(f.to), monthText(next));
    await user.click(generate());
    expect(within(form()).getByText(f.problems.monthInFuture)).toBeInTheDocument();
    expect(month(f.to)).toHaveFocus();
    expect(mockApi.create).not.toHaveBeenCalled();
  });

  it("generate → followed in the live status until ready; the download names format and size and saves the file", async () => {
    const user = renderScreen();
    await user.click(account("500000503"));
    await user.click(generate());
    await waitFor(() =>
      expect(mockApi.create).toHaveBeenCalledWith({ bans: ["500000503"], period: { from: LAST, to: LAST }, format: "csv" }),
    );
    expect(navigateMock).toHaveBeenCalledWith(`${PATH}?raport=FR-000001`, { replace: true });
    const status = within(form())
      .getAllByRole("status")
      .find((s) => s.classList.contains("fleet-report-status"))!;
    await waitFor(() => expect(status).toHaveTextContent(r.generating));
    await waitFor(() => expect(status).toHaveTextContent(r.ready("CSV, 24 KB")), { timeout: 3000 });
    expect(mockApi.report).toHaveBeenCalledWith("FR-000001");
    const download = within(form()).getByRole("button", { name: "Descarcă raportul (CSV, 24 KB)" });
    await user.click(download);
    await waitFor(() => expect(status).toHaveTextContent(r.downloaded("raport-flota-500000503.csv")));
    expect(mockApi.download).toHaveBeenCalledWith({ id: "FR-000001", format: "csv", fileName: "raport-flota-500000503.csv" });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), "raport-flota-500000503.csv");
    // Ready: nothing is asked any more.
    const asked = mockApi.report.mock.calls.length;
    await new Promise((done) => setTimeout(done, 1200));
    expect(mockApi.report.mock.calls.length).toBe(asked);
  });

  it("a 500 on the request: the catalogued ribbon next to the button, and what was chosen stays", async () => {
    mockApi.create.mockRejectedValue(new GatewayError({ kind: "http", status: 500, message: "x", service: "fleetReports" }));
    const user = renderScreen();
    await user.click(account("500000502"));
    await user.click(account("500000503"));
    await user.click(within(form()).getByRole("radio", { name: f.xlsx }));
    await user.click(generate());
    const alert = await within(form()).findByRole("alert");
    expect(alert).toHaveTextContent(`${f.createError} ${roErrors.general.unavailable}`);
    expect(["500000501", "500000502", "500000503"].map((ban) => account(ban).checked)).toEqual([false, true, true]);
    expect((within(form()).getByRole("radio", { name: f.xlsx }) as HTMLInputElement).checked).toBe(true);
    expect(month(f.from).value).toBe(LAST);
    expect(generate()).toBeEnabled();
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe("SPEC §8 a refusal of the fleet report back end", () => {
  it("too many reports in generation (429 report_limit): said in the page's words, the choice kept", async () => {
    mockApi.create.mockRejectedValue(
      new GatewayError({ kind: "http", status: 429, code: "report_limit", message: "x", service: "fleetReports" }),
    );
    const user = renderScreen();
    await user.click(account("500000501"));
    await user.click(generate());
    expect(await within(form()).findByRole("alert")).toHaveTextContent(`${f.createError} ${f.refusals.tooMany}`);
    expect(account("500000501").checked).toBe(true);
  });
});
