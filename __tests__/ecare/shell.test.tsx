// The self-care shell around every screen: the route guard decides before a screen mounts, the menu offers only
// what the guards allow, and a guard's "new tab" leaves a notice with the link on the page it lands on.
import React from "react";
import { act, screen, within } from "@testing-library/react";
import { createHistory, createMemorySource, LocationProvider, type History } from "@reach/router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { navigate } from "gatsby";
import { renderWithRoot } from "../render";
import type { UserInfo } from "../../src/domain/session/userInfo";
import { RouteGuard } from "../../src/ecare/guard/RouteGuard";
import { EcareLayout } from "../../src/ecare/layout/EcareLayout";
import { LEGACY_COST_CONTROL_URL } from "../../src/config/endpoints";
import { SUBJECTS } from "../domain/guards/subjects";

let mockProfile: UserInfo;
jest.mock("../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
// The switcher has its own test; here it has nothing to offer.
jest.mock("../../src/ecare/layout/AccountSwitcher", () => ({ AccountSwitcher: () => null }));

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;

function at(url: string, ui: React.ReactElement | (() => React.ReactElement), state?: unknown): { history: History; rerender: () => void } {
  const history = createHistory(createMemorySource(url));
  if (state) void history.navigate(url, { state, replace: true });
  const client = new QueryClient();
  const tree = () => (
    <QueryClientProvider client={client}>
      <LocationProvider history={history}>{typeof ui === "function" ? ui() : ui}</LocationProvider>
    </QueryClientProvider>
  );
  const result = renderWithRoot(tree());
  return { history, rerender: () => result.rerender(tree()) };
}

const Screen = () => <h1>Ecranul cerut</h1>;

beforeEach(() => {
  navigateMock.mockClear();
  jest.spyOn(window, "open").mockImplementation(() => null);
});
afterEach(() => jest.restoreAllMocks());

describe("RouteGuard (issue 6: guards run before a screen fetches anything)", () => {
  it("shows the screen of an allowed address and redirects nowhere", () => {
    mockProfile = SUBJECTS.PO!;
    at("/ecare/serviciile-tale/bonusuri-si-optiuni", <RouteGuard>{<Screen />}</RouteGuard>);
    expect(screen.getByRole("heading", { name: "Ecranul cerut" })).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("never mounts the screen of a refused address: a loader, then one replacing redirect (SPEC §2 twins)", () => {
    mockProfile = SUBJECTS.PO!;
    at("/ecare/serviciile-tale/oferte", <RouteGuard>{<Screen />}</RouteGuard>);
    expect(screen.queryByRole("heading", { name: "Ecranul cerut" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Te ducem la pagina potrivită contului tău");
    expect(navigateMock).toHaveBeenCalledTimes(1);
    expect(navigateMock).toHaveBeenCalledWith("/ecare/serviciile-tale/bonusuri-si-optiuni", { replace: true, state: {} });
    expect(window.open).not.toHaveBeenCalled();
  });

  it("keeps the query on facturi-si-plati?rechargeSuccess=true → /sumar (SPEC §2)", () => {
    mockProfile = SUBJECTS.PRE!;
    at("/ecare/facturi-si-plati?rechargeSuccess=true", <RouteGuard>{<Screen />}</RouteGuard>);
    expect(navigateMock).toHaveBeenCalledWith("/ecare/facturi-si-plati/sumar?rechargeSuccess=true", { replace: true, state: {} });
  });

  it("opens the legacy cost-control page in a new tab and tells the dashboard so (SPEC §2 abonament)", () => {
    mockProfile = SUBJECTS.CH!;
    at("/ecare/serviciile-tale/abonament", <RouteGuard>{<Screen />}</RouteGuard>);
    expect(window.open).toHaveBeenCalledWith(LEGACY_COST_CONTROL_URL, "_blank", "noopener");
    expect(navigateMock).toHaveBeenCalledWith("/ecare/dashboard", { replace: true, state: { openedExternal: "legacyCostControl" } });
  });

  it("sends the technical chooser from the dashboard to /business/assurance (SPEC §2)", () => {
    mockProfile = SUBJECTS.TC!;
    at("/ecare/dashboard", <RouteGuard>{<Screen />}</RouteGuard>);
    expect(navigateMock).toHaveBeenCalledWith("/business/assurance", { replace: true, state: {} });
  });

  it("decides again when the profile changes (another account chosen)", () => {
    mockProfile = SUBJECTS.MIE!;
    // A new element each render, as the session gate's context change would cause.
    const { rerender } = at("/ecare/setari-cont/raport-sumar-flota", () => <RouteGuard>{<Screen />}</RouteGuard>);
    expect(screen.getByRole("heading", { name: "Ecranul cerut" })).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
    mockProfile = SUBJECTS.PO!;
    act(() => rerender());
    expect(screen.queryByRole("heading", { name: "Ecranul cerut" })).not.toBeInTheDocument();
    expect(navigateMock).toHaveBeenCalledWith("/ecare/setari-cont/date-personale", { replace: true, state: {} });
  });
});

describe("EcareLayout: the menu offers only what the guards allow", () => {
  const menuLinks = () =>
    within(screen.getByRole("navigation", { name: "Meniul Contul meu" }))
      .getAllByRole("link")
      .map((a) => a.textContent);

  it("a prepaid owner sees the prepaid twins, not the postpaid pages", () => {
    mockProfile = SUBJECTS.PRE!;
    at("/ecare/serviciile-tale/oferte", <EcareLayout area="personal">{<Screen />}</EcareLayout>);
    const links = menuLinks();
    expect(links).toEqual(expect.arrayContaining(["Sumar cont", "Oferte", "Control cost", "Istoric reîncărcări", "Roaming"]));
    expect(links).not.toContain("Bonusuri și opțiuni");
    expect(links).not.toContain("Abonament");
    expect(links).not.toContain("Raport sumar flotă");
    expect(screen.getByRole("link", { name: "Oferte" })).toHaveAttribute("aria-current", "page");
  });

  it("a postpaid plain user has no billing section (SPEC §6 kept out of billing)", () => {
    mockProfile = SUBJECTS.PU!;
    at("/ecare/dashboard", <EcareLayout area="personal">{<Screen />}</EcareLayout>);
    expect(screen.queryByRole("heading", { name: "Facturi și plăți" })).not.toBeInTheDocument();
    expect(menuLinks()).toEqual(expect.arrayContaining(["Bonusuri și opțiuni", "Abonament", "Rapoarte"]));
  });

  it("the chooser sees the fleet summary and the assurance area, but not bill details", () => {
    mockProfile = SUBJECTS.CH!;
    at("/ecare/dashboard", <EcareLayout area="personal">{<Screen />}</EcareLayout>);
    const links = menuLinks();
    expect(links).toEqual(expect.arrayContaining(["Raport sumar flotă", "Asigurarea serviciilor", "Sumar facturi"]));
    expect(links).not.toContain("Detalii facturi");
    expect(screen.getByRole("link", { name: "Asigurarea serviciilor" })).toHaveAttribute("href", "/business/assurance");
  });

  it("shows the legacy cost-control link a guard opened in a new tab", () => {
    mockProfile = SUBJECTS.CH!;
    at("/ecare/dashboard", <EcareLayout area="personal">{<Screen />}</EcareLayout>, { openedExternal: "legacyCostControl" });
    const link = screen.getByRole("link", { name: /Deschide pagina de control al costurilor/ });
    expect(link).toHaveAttribute("href", LEGACY_COST_CONTROL_URL);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("shows no notice without one", () => {
    mockProfile = SUBJECTS.CH!;
    at("/ecare/dashboard", <EcareLayout area="personal">{<Screen />}</EcareLayout>, { openedExternal: "somethingElse" });
    expect(screen.queryByRole("link", { name: /control al costurilor/ })).not.toBeInTheDocument();
  });
});

describe("the menu on phones and on large screens", () => {
  const withWidth = (wide: boolean) =>
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: () => ({ matches: wide, addEventListener: jest.fn(), removeEventListener: jest.fn() }),
    });
  afterEach(() => Reflect.deleteProperty(window, "matchMedia"));

  it("is closed on a phone, so the page comes first, and closes again after a choice", () => {
    withWidth(false);
    mockProfile = SUBJECTS.PO!;
    at("/ecare/dashboard", <EcareLayout area="personal">{<Screen />}</EcareLayout>);
    const details = screen.getByRole("navigation", { name: "Meniul Contul meu" }).querySelector("details")!;
    expect(details.open).toBe(false);
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event("toggle"));
    });
    act(() => screen.getByRole("link", { name: "Roaming" }).click());
    expect(details.open).toBe(false);
  });

  it("stays open beside the page from the large breakpoint up", () => {
    withWidth(true);
    mockProfile = SUBJECTS.PO!;
    at("/ecare/dashboard", <EcareLayout area="personal">{<Screen />}</EcareLayout>);
    expect(screen.getByRole("navigation", { name: "Meniul Contul meu" }).querySelector("details")!.open).toBe(true);
  });
});
