// The privacy consents page (issue 26; SPEC §3 gdprAttributes, SPEC §7 "GET (with ?skipCache) and POST GDPR
// settings") with the GDPR settings client faked: hooks, domain and screen are real. Each purpose a switch named by it,
// off until granted; one save confirms what is granted and withdrawn, reports in a polite status, re-reads with
// skipCache; a failure shows its ribbon and the switches keep the choice.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { readGdprSettings, type PrivacySettings } from "../../../src/domain/privacy/privacy";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import PrivacyScreen from "../../../src/ecare/account/privacy/PrivacyScreen";
import { roErrors } from "../../../src/i18n/ro/errors";
import { roPrivacy as t } from "../../../src/i18n/ro/privacy";
import { PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = { settings: jest.fn(), save: jest.fn() };
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const answer = (basic: Record<string, unknown>, advanced: Record<string, unknown>, lastUpdated = "2025-09-01T12:00:00+03:00") =>
  readGdprSettings({ customerId: "CUST-1", gdprBasic: basic, gdprAdvanced: advanced, lastUpdated }) as PrivacySettings;
const SEEDED = answer({ marketingEmail: true, marketingSms: false, marketingCall: false }, { profiling: true, partners: false });
const http500 = () => new GatewayError({ kind: "http", status: 500, message: "boom" });

const sw = (name: string) => screen.getByRole("switch", { name }) as HTMLInputElement;
const email = () => sw(t.purposes.marketingEmail.name);
const sms = () => sw(t.purposes.marketingSms.name);
const dialog = () => screen.getByRole("alertdialog", { name: t.confirmTitle });

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <PrivacyScreen />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  jest.clearAllMocks();
  mockProfile = PERSONAS.postpaidOwner();
  mockApi.settings.mockResolvedValue(SEEDED);
  mockApi.save.mockResolvedValue(undefined);
});

describe("SPEC §3 gdprAttributes: the privacy consents page", () => {
  it("the page's heading, then every purpose as its own switch named by it, with its sentence, as the settings say", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Confidențialitate" })).toBeTruthy();
    expect(await screen.findByRole("switch", { name: t.purposes.marketingEmail.name })).toBeTruthy();
    expect(mockApi.settings).toHaveBeenCalledWith("CUST-1");
    const switches = screen.getAllByRole("switch") as HTMLInputElement[];
    expect(
      switches.map((s) => [
        s.getAttribute("aria-describedby") && document.getElementById(s.getAttribute("aria-describedby") as string)?.textContent,
        s.checked,
      ]),
    ).toEqual([
      [t.purposes.marketingEmail.text, true],
      [t.purposes.marketingSms.text, false],
      [t.purposes.marketingCall.text, false],
      [t.purposes.profiling.text, true],
      [t.purposes.partners.text, false],
    ]);
    expect(switches.every((s) => s.type === "checkbox")).toBe(true);
    expect(screen.getAllByRole("switch", { name: /marketing/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole("group", { name: t.groups.gdprBasic })).toBeTruthy();
    expect(screen.getByText(t.lastUpdated("1 septembrie 2025"))).toBeTruthy();
  });

  it("nothing granted in the answer (or a purpose missing from it): every switch off", async () => {
    mockApi.settings.mockResolvedValue(answer({ marketingEmail: false }, {}, ""));
    renderScreen();
    await screen.findByRole("switch", { name: t.purposes.partners.name });
    expect((screen.getAllByRole("switch") as HTMLInputElement[]).some((s) => s.checked)).toBe(false);
  });

  it("while the settings load: a skeleton, no switch", () => {
    mockApi.settings.mockReturnValue(new Promise(() => undefined));
    renderScreen();
    expect(screen.getByRole("status").textContent).toBe(t.loading);
    expect(screen.queryAllByRole("switch")).toHaveLength(0);
  });

  it("an account without a customer is told so and nothing is asked", () => {
    mockProfile = { ...PERSONAS.postpaidOwner(), customerInfo: null };
    renderScreen();
    expect(screen.getByText(t.noCustomer)).toBeTruthy();
    expect(mockApi.settings).not.toHaveBeenCalled();
  });
});

describe("SPEC §7 GDPR settings: saving", () => {
  it("grant one and withdraw another with one save: the confirmation names both, then the body, a polite status and a skipCache re-read", async () => {
    const user = renderScreen();
    await screen.findByRole("switch", { name: t.purposes.marketingSms.name });
    await user.click(sms());
    await user.click(email());
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(within(dialog()).getByText(t.confirmText([t.purposes.marketingSms.name], [t.purposes.marketingEmail.name]))).toBeTruthy();
    expect(mockApi.save).not.toHaveBeenCalled();

    mockApi.settings.mockResolvedValue(answer({ marketingEmail: false, marketingSms: true }, { profiling: true }));
    await user.click(within(dialog()).getByRole("button", { name: t.confirm }));
    expect(mockApi.save).toHaveBeenCalledTimes(1);
    expect(mockApi.save).toHaveBeenCalledWith("CUST-1", {
      marketingEmail: false,
      marketingSms: true,
      marketingCall: false,
      profiling: true,
      partners: false,
    });
    await waitFor(() => expect(screen.getByText(t.saved).getAttribute("role")).toBe("status"));
    expect(screen.getByText(t.saved).closest("[aria-live=polite]")).toBeTruthy();
    await waitFor(() => expect(mockApi.settings).toHaveBeenLastCalledWith("CUST-1", { skipCache: true }));
    expect([sms().checked, email().checked]).toEqual([true, false]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("withdrawing is the same switch and the same single save", async () => {
    const user = renderScreen();
    await screen.findByRole("switch", { name: t.purposes.profiling.name });
    await user.click(sw(t.purposes.profiling.name));
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(within(dialog()).getByText(t.confirmText([], [t.purposes.profiling.name]))).toBeTruthy();
    await user.click(within(dialog()).getByRole("button", { name: t.confirm }));
    expect(mockApi.save.mock.calls[0][1]).toMatchObject({ profiling: false, marketingEmail: true });
    await screen.findByText(t.saved);
  });

  it("the next save compares with what was saved (not the first answer)", async () => {
    const user = renderScreen();
    await screen.findByRole("switch", { name: t.purposes.marketingSms.name });
    await user.click(sms());
    await user.click(screen.getByRole("button", { name: t.save }));
    mockApi.settings.mockResolvedValue(answer({ marketingEmail: true, marketingSms: true }, { profiling: true }));
    await user.click(within(dialog()).getByRole("button", { name: t.confirm }));
    await screen.findByText(t.saved);
    await user.click(sms());
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(within(dialog()).getByText(t.confirmText([], [t.purposes.marketingSms.name]))).toBeTruthy();
  });

  it("Renunță: nothing is sent and the switches keep the choice", async () => {
    const user = renderScreen();
    await screen.findByRole("switch", { name: t.purposes.marketingSms.name });
    await user.click(sms());
    await user.click(screen.getByRole("button", { name: t.save }));
    await user.click(within(dialog()).getByRole("button", { name: t.cancel }));
    expect(mockApi.save).not.toHaveBeenCalled();
    expect(sms().checked).toBe(true);
  });

  it("nothing changed: said politely, no confirmation, nothing sent", async () => {
    const user = renderScreen();
    await screen.findByRole("switch", { name: t.purposes.marketingSms.name });
    await user.click(sms());
    await user.click(sms());
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(screen.getByText(t.noChange).getAttribute("role")).toBe("status");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(mockApi.save).not.toHaveBeenCalled();
  });

  it("progress: the button is busy and says so while the save runs", async () => {
    let resolve: () => void = () => undefined;
    mockApi.save.mockReturnValue(new Promise<void>((r) => (resolve = r)));
    const user = renderScreen();
    await screen.findByRole("switch", { name: t.purposes.marketingSms.name });
    await user.click(sms());
    await user.click(screen.getByRole("button", { name: t.save }));
    await user.click(within(dialog()).getByRole("button", { name: t.confirm }));
    const busy = await screen.findByRole("button", { name: t.sending });
    expect([busy.getAttribute("aria-busy"), busy.getAttribute("aria-disabled")]).toEqual(["true", "true"]);
    resolve();
    await screen.findByText(t.saved);
  });
});

describe("SPEC §8 ribbons: a failure says so next to the action and the switches keep the choice", () => {
  it("the save fails: the ribbon, no success, the chosen switches stay", async () => {
    mockApi.save.mockRejectedValue(http500());
    const user = renderScreen();
    await screen.findByRole("switch", { name: t.purposes.marketingSms.name });
    await user.click(sms());
    await user.click(sw(t.purposes.partners.name));
    await user.click(screen.getByRole("button", { name: t.save }));
    await user.click(within(dialog()).getByRole("button", { name: t.confirm }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(t.saveError);
    expect(alert.textContent).toContain(roErrors.general.unavailable);
    expect(screen.queryByText(t.saved)).toBeNull();
    expect([sms().checked, sw(t.purposes.partners.name).checked, email().checked]).toEqual([true, true, true]);
    expect(mockApi.settings).toHaveBeenCalledTimes(1);
  });

  it("the save works but the skipCache re-read fails: saved, the re-read ribbon with a retry, the switches as chosen", async () => {
    const user = renderScreen();
    await screen.findByRole("switch", { name: t.purposes.marketingSms.name });
    await user.click(sms());
    await user.click(screen.getByRole("button", { name: t.save }));
    mockApi.settings.mockRejectedValue(http500());
    await user.click(within(dialog()).getByRole("button", { name: t.confirm }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(t.rereadError);
    expect(screen.getByText(t.saved)).toBeTruthy();
    expect(sms().checked).toBe(true);

    mockApi.settings.mockResolvedValue(answer({ marketingEmail: true, marketingSms: true }, { profiling: true }));
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(mockApi.settings).toHaveBeenLastCalledWith("CUST-1", { skipCache: true });
    expect(sms().checked).toBe(true);
  });

  it("the first read fails: the load ribbon with a retry, then the switches", async () => {
    mockApi.settings.mockRejectedValueOnce(http500());
    const user = renderScreen();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(t.loadError);
    expect(screen.queryAllByRole("switch")).toHaveLength(0);
    await user.click(within(alert).getByRole("button", { name: roErrors.retry }));
    expect(await screen.findByRole("switch", { name: t.purposes.marketingEmail.name })).toBeTruthy();
  });
});
