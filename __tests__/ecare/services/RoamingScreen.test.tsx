// The self-care roaming panel (issue 16; SPEC §2 roaming panel defaults and signed-in /roaming/{tara} → ?tara=; SPEC §7
// queryProductRecommendation and POST /productOrder/mva; SPEC §8 the pending-orders call returns its error) with the
// products client and the countries file faked: hooks, reducer and screen are real.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { mapInventory } from "../../../src/domain/inventory/inventory";
import { mapRecommendationAnswer } from "../../../src/domain/offers/recommendations";
import RoamingScreen from "../../../src/ecare/services/roaming/RoamingScreen";
import { ORDER_POLL_MS } from "../../../src/hooks/services/useOrders";
import { PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = {
  inventory: jest.fn(),
  eligibleOffers: jest.fn(),
  pendingOrders: jest.fn(),
  placeOrder: jest.fn(),
  order: jest.fn(),
  roamingRecommendations: jest.fn(),
};
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const line = "0722000101";
const plan = {
  id: "prd-001-1",
  name: "RED 12",
  status: "active",
  publicIdentifier: line,
  productCharacteristic: [
    { name: "category", value: "Plan" },
    { name: "TARGET_SYSTEM", value: "BSCS" },
  ],
};
const roamingService = {
  id: "rs-1",
  name: "Serviciul de roaming",
  status: "active",
  publicIdentifier: line,
  productOffering: { id: "PO-ROAMING-SERVICE" },
  productCharacteristic: [{ name: "category", value: "RoamingService" }],
};
const COUNTRIES = [
  { slug: "italia", name: "Italia", isoCode: "IT", zone: "UE", flag: "🇮🇹" },
  { slug: "turcia", name: "Turcia", isoCode: "TR", zone: "Europa non-UE", flag: "🇹🇷" },
];
const recommendation = (country: string, offers: { id: string; name: string }[]) =>
  mapRecommendationAnswer([
    {
      id: `REC-${country}`,
      recommendationType: "OFFER_FB",
      recommendationItem: offers.map((o, i) => ({
        id: `R-${i}`,
        priority: i + 1,
        offering: { ...o, productOfferingPrice: [{ price: { taxIncludedAmount: { value: 5, unit: "EUR" } } }] },
      })),
    },
  ]);
const order = (id: string, state: string) => ({
  id,
  orderNumber: id,
  state,
  displayState: state === "completed" ? "completed" : state === "failed" ? "failed" : "pending",
  orderDate: "",
  items: [{ id: "1", action: "activate", offeringId: "PO-ROAMING-SERVICE", offeringName: "", productId: plan.id }],
});

function renderScreen(search = "") {
  mockProfile = PERSONAS.postpaidOwner();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <RoamingScreen location={{ pathname: "/ecare/serviciile-tale/roaming", search } as WindowLocation} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => COUNTRIES }) as unknown as typeof fetch;
  mockApi.inventory.mockResolvedValue(mapInventory([plan]));
  mockApi.pendingOrders.mockResolvedValue({ ok: true, orders: [] });
  mockApi.roamingRecommendations.mockImplementation(async (iso: string) =>
    recommendation(iso, iso === "IT" ? [{ id: "ADDON-INTERNET-10GB", name: "Internet extra 10 GB" }] : []),
  );
});

const toggle = () => screen.getByRole("switch", { name: "Roaming" }) as HTMLButtonElement;

describe("SPEC §2 roaming panel", () => {
  it("the toggle is disabled while the status loads, then shows the line's state", async () => {
    let resolve: (v: unknown) => void = () => undefined;
    mockApi.inventory.mockReturnValue(new Promise((r) => (resolve = r)));
    renderScreen();
    expect(toggle().disabled).toBe(true);
    resolve(mapInventory([plan]));
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("Roamingul nu este activ pe numărul tău.")).toBeTruthy();
  });

  it("?tara=italia (from /roaming/italia) chooses Italia and lists its recommendations; the country can be changed by search", async () => {
    const user = renderScreen("?tara=italia");
    expect(await screen.findByRole("heading", { name: "Oferte pentru Italia" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Internet extra 10 GB" })).toBeTruthy();
    expect(mockApi.roamingRecommendations).toHaveBeenCalledWith("IT", line);
    await user.click(screen.getByRole("button", { name: "Schimbă țara" }));
    await user.type(screen.getByRole("searchbox", { name: "Caută țara" }), "tur");
    await user.click(screen.getByRole("button", { name: /Turcia/ }));
    expect(await screen.findByText("Nu avem oferte speciale pentru Turcia; se aplică tarifele standard.")).toBeTruthy();
  });

  it("activation: confirmed, sent once to mva with the plan and its TARGET_SYSTEM, pending, then active when the order completes", async () => {
    mockApi.placeOrder.mockResolvedValue(order("SCO-9", "acknowledged"));
    mockApi.order.mockResolvedValue(order("SCO-9", "completed"));
    const user = renderScreen();
    await waitFor(() => expect(toggle().disabled).toBe(false));
    await user.click(toggle());
    const dialog = screen.getByRole("alertdialog", { name: "Activezi roamingul?" });
    await user.click(within(dialog).getByRole("button", { name: "Renunță" }));
    expect(mockApi.placeOrder).not.toHaveBeenCalled();

    mockApi.inventory.mockResolvedValue(mapInventory([plan, roamingService]));
    await user.click(toggle());
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.placeOrder).toHaveBeenCalledTimes(1);
    expect(mockApi.placeOrder).toHaveBeenCalledWith(
      "mva",
      { action: "activate", product: { id: plan.id }, characteristic: [{ name: "TARGET_SYSTEM", value: "BSCS" }] },
      expect.any(String),
    );
    expect(await screen.findByText("Roamingul a fost activat.")).toBeTruthy();
    expect(toggle().getAttribute("aria-checked")).toBe("true");
    await waitFor(() => expect(mockApi.inventory).toHaveBeenCalledTimes(2));
  });

  it("issue 24: 'Activează cu roaming' on Italia's recommendation is one /mva order carrying the offer: pending, then active", async () => {
    mockApi.roamingRecommendations.mockResolvedValue(recommendation("IT", [{ id: "PO-OPT-DATA-10GB", name: "Opțiune Internet 10 GB" }]));
    mockApi.placeOrder.mockResolvedValue(order("SCO-10", "acknowledged"));
    // The first reading says pending; the next one (a poll later) says completed.
    mockApi.order.mockResolvedValueOnce(order("SCO-10", "inProgress")).mockResolvedValue(order("SCO-10", "completed"));
    const user = renderScreen("?tara=italia");
    const offer = await screen.findByRole("article", { name: "Opțiune Internet 10 GB" });
    await waitFor(() => expect(within(offer).getByRole("button", { name: "Activează cu roaming" })).toBeEnabled());
    await user.click(within(offer).getByRole("button", { name: "Activează cu roaming" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent(`Activezi serviciul de roaming și „Opțiune Internet 10 GB” pe numărul ${line}.`);
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.placeOrder).toHaveBeenCalledTimes(1);
    expect(mockApi.placeOrder).toHaveBeenCalledWith(
      "mva",
      {
        action: "activate",
        product: { id: plan.id },
        productOffering: { id: "PO-OPT-DATA-10GB" },
        characteristic: [{ name: "TARGET_SYSTEM", value: "BSCS" }],
      },
      expect.any(String),
    );
    expect(await screen.findByText("Activarea roamingului este în lucru. Pagina se actualizează singură.")).toBeTruthy();
    expect(toggle().disabled).toBe(true);
    mockApi.inventory.mockResolvedValue(mapInventory([plan, roamingService]));
    expect(await screen.findByText("Roamingul a fost activat.", undefined, { timeout: ORDER_POLL_MS + 2000 })).toBeTruthy();
    expect(toggle().getAttribute("aria-checked")).toBe("true");
  });

  it("a recommendation asked and then cancelled does not ride along with a later switch", async () => {
    mockApi.placeOrder.mockResolvedValue(order("SCO-11", "acknowledged"));
    mockApi.order.mockReturnValue(new Promise(() => undefined));
    const user = renderScreen("?tara=italia");
    const offer = await screen.findByRole("article", { name: "Internet extra 10 GB" });
    await waitFor(() => expect(within(offer).getByRole("button", { name: "Activează cu roaming" })).toBeEnabled());
    await user.click(within(offer).getByRole("button", { name: "Activează cu roaming" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Renunță" }));
    await user.click(toggle());
    expect(screen.getByRole("alertdialog")).not.toHaveTextContent("Internet extra 10 GB");
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.placeOrder).toHaveBeenCalledWith(
      "mva",
      { action: "activate", product: { id: plan.id }, characteristic: [{ name: "TARGET_SYSTEM", value: "BSCS" }] },
      expect.any(String),
    );
  });

  it("a pending roaming order found on load blocks the toggle until it ends", async () => {
    mockApi.pendingOrders.mockResolvedValue({ ok: true, orders: [order("SCO-7", "inProgress")] });
    mockApi.order.mockReturnValue(new Promise(() => undefined));
    renderScreen();
    expect(await screen.findByText(/Activarea roamingului este în lucru/)).toBeTruthy();
    expect(toggle().disabled).toBe(true);
  });

  it("a failed send keeps the choice and says so; the pending-orders error is shown beside a usable toggle (SPEC §8)", async () => {
    mockApi.pendingOrders.mockResolvedValue({ ok: false, error: new GatewayError({ kind: "http", status: 500, message: "" }) });
    mockApi.placeOrder.mockRejectedValue(new GatewayError({ kind: "http", status: 500, message: "boom" }));
    const user = renderScreen();
    expect(await screen.findByText(/Nu am putut verifica comenzile în curs/)).toBeTruthy();
    await waitFor(() => expect(toggle().disabled).toBe(false));
    await user.click(toggle());
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((a) => a.textContent).join(" ")).toContain("Nu am putut trimite comanda de roaming");
    expect(toggle().disabled).toBe(false);
    expect(toggle().getAttribute("aria-checked")).toBe("false");
  });
});
