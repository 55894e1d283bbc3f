// cartela-sim (issue 26; SPEC §7 "Bar/unbar", SPEC §8 DXL-BAR-UNBAR_006) with the clients faked at the API level:
// hooks, domain and screen are real. Each SIM shows its state in words; the contract holder blocks and unblocks after
// a confirmation naming the number and the consequence; a user who may not act reads why and gets no button.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { mapInventory } from "../../../src/domain/inventory/inventory";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import SimCardScreen from "../../../src/ecare/account/sim/SimCardScreen";
import { roErrors } from "../../../src/i18n/ro/errors";
import { roSim } from "../../../src/i18n/ro/sim";
import { PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = { inventory: jest.fn(), status: jest.fn(), act: jest.fn() };
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const s = roSim;
const LINE = "0722000101";
const product = (id: string, msisdn: string, category: string, targetSystem: string, name: string) => ({
  id,
  name,
  status: "active",
  ...(msisdn ? { publicIdentifier: msisdn } : {}),
  productCharacteristic: [
    { name: "TARGET_SYSTEM", value: targetSystem },
    { name: "category", value: category },
  ],
});
const sim = (msisdn: string, status: string, statusDate = "") => ({
  msisdn,
  state: status === "suspended" ? "blocked" : status === "active" ? "active" : "unknown",
  rawStatus: status,
  statusDate,
});

function renderScreen(profile = PERSONAS.postpaidOwner()) {
  mockProfile = profile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <SimCardScreen />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const card = (msisdn = LINE) => screen.findByRole("region", { name: s.card(msisdn) });

beforeEach(() => {
  jest.clearAllMocks();
  mockApi.inventory.mockResolvedValue(
    mapInventory([product("p1", LINE, "Plan", "BSCS", "RED 12"), product("p2", LINE, "Roaming", "BSCS", "Roaming 5 GB")]),
  );
  mockApi.status.mockResolvedValue(sim(LINE, "active"));
});

describe("cartela-sim (SPEC §7 Bar/unbar)", () => {
  it("shows each SIM with its number, plan and state in words, and the page heading", async () => {
    mockApi.inventory.mockResolvedValue(
      mapInventory([
        product("p1", LINE, "Plan", "BSCS", "RED 12"),
        product("p3", "0722000199", "Plan", "BSCS", "RED 8"),
        product("f1", "", "Plan", "UPC", "Internet Fibră"),
      ]),
    );
    mockApi.status.mockImplementation((line: { msisdn: string }) =>
      Promise.resolve(line.msisdn === LINE ? sim(LINE, "active") : sim(line.msisdn, "suspended", "2026-03-02T11:00:00+02:00")),
    );
    renderScreen();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Cartela SIM");
    const first = await card();
    await within(first).findByText(s.states.active);
    expect(within(first).getByText("RED 12")).toBeTruthy();
    expect(within(first).getByText(s.meaning.active)).toBeTruthy();
    const second = await card("0722000199");
    await within(second).findByText(s.states.blocked);
    expect(within(second).getByText(s.meaning.blocked)).toBeTruthy();
    expect(within(second).getByText("2 martie 2026")).toBeTruthy();
    expect(within(second).getByRole("button", { name: s.actions.unbar })).toBeTruthy();
    expect(screen.getAllByRole("region")).toHaveLength(2);
    expect(mockApi.status).toHaveBeenCalledWith({ msisdn: LINE, targetSystem: "BSCS", planName: "RED 12" });
  });

  it("Blochează shows the consequence beside it; the dialog names the number and the consequence; Renunță sends nothing", async () => {
    const user = renderScreen();
    const button = await within(await card()).findByRole("button", { name: s.actions.bar });
    expect(button).toHaveAccessibleDescription(s.consequence.bar);
    await user.click(button);
    const dialog = screen.getByRole("alertdialog", { name: s.confirmTitle.bar });
    expect(dialog.textContent).toContain(LINE);
    expect(dialog.textContent).toContain("Apelurile și SMS-urile primite vor funcționa în continuare");
    await user.click(within(dialog).getByRole("button", { name: s.cancel }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(mockApi.act).not.toHaveBeenCalled();
  });

  it("Confirmă blocks once (progress, then a polite status), the state is read again and the button becomes Deblochează", async () => {
    let resolve: (v: unknown) => void = () => undefined;
    mockApi.act.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = renderScreen();
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: s.actions.bar }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: s.confirm }));
    const busy = within(region).getByRole("button", { name: s.sending }) as HTMLButtonElement;
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await user.click(busy);
    expect(mockApi.act).toHaveBeenCalledTimes(1);
    expect(mockApi.act).toHaveBeenCalledWith({ msisdn: LINE, targetSystem: "BSCS", planName: "RED 12" }, "bar");
    mockApi.status.mockResolvedValue(sim(LINE, "suspended"));
    resolve(sim(LINE, "suspended"));
    expect((await within(region).findByRole("status")).textContent).toBe(s.done.bar(LINE));
    expect(within(region).getByText(s.states.blocked)).toBeTruthy();
    expect(within(region).getByRole("button", { name: s.actions.unbar })).toHaveAccessibleDescription(s.consequence.unbar);
    expect(mockApi.status).toHaveBeenCalledTimes(2);
  });

  it("a failure shows the catalogued ribbon next to the button, which stays to try again", async () => {
    mockApi.act.mockRejectedValue(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }));
    const user = renderScreen();
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: s.actions.bar }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: s.confirm }));
    const alert = await within(region).findByRole("alert");
    expect(alert.textContent).toContain(s.failed.bar);
    expect(alert.textContent).toContain(roErrors.general.unavailable);
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    expect(screen.getByRole("alertdialog", { name: s.confirmTitle.bar })).toBeTruthy();
    expect(within(region).getByText(s.states.active)).toBeTruthy();
  });

  it("SPEC §8 DXL-BAR-UNBAR_006 'already so' says the state changed and shows it read again", async () => {
    mockApi.act.mockRejectedValue(new GatewayError({ kind: "http", status: 409, code: "DXL-BAR-UNBAR_006", message: "deja" }));
    const user = renderScreen();
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: s.actions.bar }));
    mockApi.status.mockResolvedValue(sim(LINE, "suspended"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: s.confirm }));
    expect((await within(region).findByRole("alert")).textContent).toBe(s.refusals.alreadyInState);
    await within(region).findByText(s.states.blocked);
    expect(within(region).getByRole("button", { name: s.actions.unbar })).toBeTruthy();
  });

  it.each([
    ["a plain user", PERSONAS.postpaidUser(), s.notAllowed.contractHolder],
    ["a company's power user", PERSONAS.businessPower(), s.notAllowed.companyAdmin],
  ])("%s sees the state and why there is no button", async (_who, profile, why) => {
    renderScreen(profile);
    const region = await card();
    await within(region).findByText(s.states.active);
    expect(within(region).getByText(why)).toBeTruthy();
    expect(within(region).queryByRole("button")).toBeNull();
  });

  it("a state the page does not know is shown as such, with no action", async () => {
    mockApi.status.mockResolvedValue(sim(LINE, "aborted"));
    renderScreen();
    const region = await card();
    await within(region).findByText(s.unknownRaw("aborted"));
    expect(within(region).getByText(s.unknownHelp)).toBeTruthy();
    expect(within(region).queryByRole("button")).toBeNull();
  });

  it("a SIM whose state cannot be read shows its ribbon; the other SIMs still show theirs", async () => {
    mockApi.inventory.mockResolvedValue(
      mapInventory([product("p1", LINE, "Plan", "BSCS", "RED 12"), product("p3", "0722000199", "Plan", "BSCS", "RED 8")]),
    );
    mockApi.status.mockImplementation((line: { msisdn: string }) =>
      line.msisdn === LINE
        ? Promise.reject(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }))
        : Promise.resolve(sim(line.msisdn, "active")),
    );
    renderScreen();
    const alert = await within(await card()).findByRole("alert");
    expect(alert.textContent).toContain(s.stateError);
    expect(within(alert).getByRole("button", { name: roErrors.retry })).toBeTruthy();
    await within(await card("0722000199")).findByRole("button", { name: s.actions.bar });
  });

  it("the inventory's failure is a ribbon with a retry; an inventory without mobile lines says there is no SIM", async () => {
    mockApi.inventory.mockRejectedValueOnce(new GatewayError({ kind: "http", status: 503, code: "x", message: "x" }));
    const user = renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(s.error);
    mockApi.inventory.mockResolvedValue(mapInventory([product("f1", "", "Plan", "UPC", "Internet Fibră")]));
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    await screen.findByText(s.none);
    await waitFor(() => expect(mockApi.status).not.toHaveBeenCalled());
  });
});
