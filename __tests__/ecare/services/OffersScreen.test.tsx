// bonusuri-si-optiuni / oferte (issue 16; SPEC §2 twins, §4 pending orders, §7 POST /productOrder/ebill|ecare) with the
// products client faked at the API level: hooks, domain and screen are real.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { mapInventory } from "../../../src/domain/inventory/inventory";
import { mapOffers } from "../../../src/domain/offers/offerings";
import { OffersScreen } from "../../../src/ecare/services/offers/OffersScreen";
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
const product = (id: string, name: string, category: string, priceType = "recurring") => ({
  id,
  name,
  status: "active",
  publicIdentifier: line,
  productOffering: { id: `PO-${id}` },
  productCharacteristic: [{ name: "category", value: category }],
  productPrice: [{ priceType, price: { taxIncludedAmount: { value: 5, unit: "EUR" } } }],
});
const offering = (id: string, name: string, kind: string, segment: string) => ({
  id,
  name,
  attributes: [
    { name: "category", value: kind },
    { name: "segment", value: segment },
    { name: "allowance", value: "10 GB" },
  ],
  productOfferingPrice: [{ priceType: "recurring", price: { taxIncludedAmount: { value: 5, unit: "EUR" } } }],
});
const order = (id: string, state: string, offeringId: string, name = "") => ({
  id,
  orderNumber: id,
  state,
  displayState: state === "completed" ? "completed" : "pending",
  orderDate: "2026-03-02T09:00:00Z",
  items: [{ id: "1", action: "add", offeringId, offeringName: name, productId: "" }],
});

function renderScreen(segment: "postpaid" | "prepaid" = "postpaid", profile = PERSONAS.postpaidOwner()) {
  mockProfile = profile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <OffersScreen segment={segment} location={{ pathname: "/x", search: "" } as WindowLocation} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  jest.clearAllMocks();
  mockApi.inventory.mockResolvedValue(mapInventory([product("plan", "RED 12", "Plan"), product("opt-1", "Roaming 5 GB", "Roaming")]));
  mockApi.eligibleOffers.mockResolvedValue(
    mapOffers([
      offering("PO-NBA", "20 GB cadou", "NEXT_BEST_ACTION", "postpaid"),
      offering("PO-DATA", "Opțiune Internet 10 GB", "Bonus", "postpaid"),
      offering("PO-INT", "100 minute internaționale", "International", "postpaid"),
      offering("PO-PRE", "Extraopțiune prepaid", "Bonus", "prepaid"),
    ]),
  );
  mockApi.pendingOrders.mockResolvedValue({ ok: true, orders: [] });
});

const offerCard = (name: string) => screen.getByRole("article", { name });

describe("bonusuri-si-optiuni (SPEC §2; SPEC §9 NEXT_BEST_ACTION, Bonus, International)", () => {
  it("shows the active options and the postpaid offers by kind, recommended first", async () => {
    renderScreen();
    expect(await screen.findByRole("article", { name: "Roaming 5 GB" })).toBeTruthy();
    const headings = (await screen.findAllByRole("heading", { level: 3 })).map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(["Recomandate pentru tine", "Bonusuri", "Internațional"]));
    expect(headings.indexOf("Recomandate pentru tine")).toBeLessThan(headings.indexOf("Bonusuri"));
    expect(screen.queryByRole("article", { name: "Extraopțiune prepaid" })).toBeNull();
    expect(mockApi.eligibleOffers).toHaveBeenCalledWith(line);
  });

  it("activation asks first; Renunță sends nothing; Confirmă sends one ebill order even on a double click", async () => {
    let resolve: (v: unknown) => void = () => undefined;
    mockApi.placeOrder.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = renderScreen();
    await user.click(
      within(await screen.findByRole("article", { name: "Opțiune Internet 10 GB" })).getByRole("button", { name: "Activează" }),
    );
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("Opțiune Internet 10 GB");
    expect(dialog.textContent).toContain(line);
    await user.click(within(dialog).getByRole("button", { name: "Renunță" }));
    expect(mockApi.placeOrder).not.toHaveBeenCalled();

    await user.click(within(offerCard("Opțiune Internet 10 GB")).getByRole("button", { name: "Activează" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const busy = within(offerCard("Opțiune Internet 10 GB")).getByRole("button", { name: "Se trimite…" }) as HTMLButtonElement;
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await user.click(busy);
    expect(mockApi.placeOrder).toHaveBeenCalledTimes(1);
    const [channel, body, key] = mockApi.placeOrder.mock.calls[0] as [string, unknown, string];
    expect(channel).toBe("ebill");
    expect(body).toEqual({
      productOrderItem: [{ action: "add", productOffering: { id: "PO-DATA" }, product: { publicIdentifier: line } }],
    });
    expect(key).toMatch(/\S{8,}/);

    mockApi.pendingOrders.mockResolvedValue({ ok: true, orders: [order("SCO-1", "acknowledged", "PO-DATA", "Opțiune Internet 10 GB")] });
    resolve(order("SCO-1", "acknowledged", "PO-DATA", "Opțiune Internet 10 GB"));
    expect((await screen.findByRole("status")).textContent).toContain("Opțiune Internet 10 GB");
    const pendingCard = await screen.findByRole("region", { name: "Comenzi în curs" });
    expect(within(pendingCard).getByText("În lucru")).toBeTruthy();
    expect(
      (within(offerCard("Opțiune Internet 10 GB")).getByRole("button", { name: "Comandă în curs" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("a refusal is said in words and the offers stay; a retry after a failure resends with the same key", async () => {
    mockApi.placeOrder.mockRejectedValueOnce(new GatewayError({ kind: "http", status: 409, code: "already_active", message: "x" }));
    const user = renderScreen();
    await user.click(
      within(await screen.findByRole("article", { name: "Opțiune Internet 10 GB" })).getByRole("button", { name: "Activează" }),
    );
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect((await screen.findByRole("alert")).textContent).toContain("deja activă");
    expect(offerCard("Opțiune Internet 10 GB")).toBeTruthy();

    mockApi.placeOrder.mockRejectedValueOnce(new GatewayError({ kind: "http", status: 503, message: "down" }));
    mockApi.placeOrder.mockResolvedValueOnce(order("SCO-2", "acknowledged", "PO-INT"));
    await user.click(within(offerCard("100 minute internaționale")).getByRole("button", { name: "Activează" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    await user.click(await screen.findByRole("button", { name: "Încearcă din nou" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    await waitFor(() => expect(mockApi.placeOrder).toHaveBeenCalledTimes(3));
    expect(mockApi.placeOrder.mock.calls[2][2]).toBe(mockApi.placeOrder.mock.calls[1][2]);
    expect(mockApi.placeOrder.mock.calls[1][2]).not.toBe(mockApi.placeOrder.mock.calls[0][2]);
  });

  it("deactivation of an active option is confirmed and sent as a delete of its product", async () => {
    mockApi.placeOrder.mockResolvedValue(order("SCO-3", "acknowledged", ""));
    const user = renderScreen();
    await user.click(within(await screen.findByRole("article", { name: "Roaming 5 GB" })).getByRole("button", { name: "Dezactivează" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    await waitFor(() =>
      expect(mockApi.placeOrder).toHaveBeenCalledWith(
        "ebill",
        { productOrderItem: [{ action: "delete", product: { id: "opt-1" } }] },
        expect.any(String),
      ),
    );
  });

  it("each card fails on its own: offers down, active options and pending orders still shown (SPEC §8 pending orders answer their error)", async () => {
    mockApi.eligibleOffers.mockRejectedValue(new GatewayError({ kind: "http", status: 500, message: "boom" }));
    mockApi.pendingOrders.mockResolvedValue({ ok: false, error: new GatewayError({ kind: "http", status: 500, message: "boom" }) });
    renderScreen();
    expect(await screen.findByRole("article", { name: "Roaming 5 GB" })).toBeTruthy();
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((a) => a.textContent).join(" ")).toContain("Nu am putut încărca ofertele.");
    expect(alerts.map((a) => a.textContent).join(" ")).toContain("Nu am putut verifica comenzile în curs.");
  });
});

describe("oferte (SPEC §2 prepaid twin)", () => {
  it("shows the prepaid offers and orders them through ecare", async () => {
    mockApi.placeOrder.mockResolvedValue(order("SCO-4", "acknowledged", "PO-PRE"));
    const user = renderScreen("prepaid", PERSONAS.prepaidOwner());
    await user.click(
      within(await screen.findByRole("article", { name: "Extraopțiune prepaid" })).getByRole("button", { name: "Activează" }),
    );
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    await waitFor(() => expect(mockApi.placeOrder.mock.calls[0][0]).toBe("ecare"));
    expect(screen.queryByRole("article", { name: "Opțiune Internet 10 GB" })).toBeNull();
  });
});
