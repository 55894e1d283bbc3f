// The existing-customer actions on a plan (issue 28): "Reînnoiește" (RET) and "Adaugă o linie" (MFP) for a customer
// whose eligible flows (stored at sign-in) include them; the add, loaded only on a press, sends the flow and, for a
// renewal, the line; a visitor, or a customer without a stored list of their own account, sees nothing.
import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OfferFlowActions } from "../../src/shop/existingCustomers/OfferFlowIsland";
import { maySignedInCustomer } from "../../src/shop/existingCustomers/useOfferFlowIsland";
import { roOfferFlows } from "../../src/i18n/ro/offerFlows";
import type { CustomerType } from "../../src/domain/enums";
import { setAnonymousTokens, setBaseTokens } from "../../src/domain/session/tokens";
import { mapUserInfo } from "../../src/domain/session/userInfo";
import { ELIGIBLE_FLOWS_KEY, saveEligibleFlows } from "../../src/state/eligibleFlowsStore";
import { clearSession, flushSession, setTokens, setUserProfile, SESSION_STORAGE_KEY } from "../../src/state/sessionStore";
import { pair } from "../domain/session/fixtures";

const mockAdd = jest.fn();
const mockAddLoaded = jest.fn();
jest.mock("../../src/shop/cart/addFromPage/addFromPage", () => {
  mockAddLoaded();
  return { addFromPage: (a: unknown) => mockAdd(a) };
});

/** A signed-in customer as the sign-in leaves them in storage: SSO session, profile, their eligible flows. */
async function customer(customerType: CustomerType, flows: string[], subscriberId: string, listAccount = subscriberId): Promise<void> {
  setTokens((t) => setBaseTokens(t, pair("base")));
  setUserProfile({ ...mapUserInfo({ ssoRoles: ["ContractOwner"], vfCustomerType: customerType }), subscriberId });
  await flushSession();
  saveEligibleFlows({ account: listAccount, customerType, flows, at: Date.now() });
}

const PLAN = {
  id: "PLAN-CBU-SMART-15",
  title: "Smart 15",
  segment: "CBU" as const,
  cartOffer: { offerType: "MobileService", serviceType: "MOBILE", flow: "ACQ" },
};

beforeEach(async () => {
  mockAdd.mockReset();
  clearSession();
  await flushSession();
  window.localStorage.removeItem(ELIGIBLE_FLOWS_KEY);
});

describe("OfferFlowActions", () => {
  it("a visitor sees no renewal", () => {
    const { container } = render(<OfferFlowActions product={PLAN} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("a visitor whose browser still holds a customer's list (anonymous session) sees nothing", async () => {
    saveEligibleFlows({ account: "SUB-1", customerType: "CBU", flows: ["RET", "ACQ"], at: Date.now() });
    setTokens((t) => setAnonymousTokens(t, "anonymous", pair("anon")));
    await flushSession();
    const { container } = render(<OfferFlowActions product={PLAN} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("a customer whose stored list is missing or another account's sees no action", async () => {
    await customer("CBU", ["RET", "ACQ"], "SUB-1", "SUB-OTHER");
    expect(render(<OfferFlowActions product={PLAN} />).container).toBeEmptyDOMElement();
    window.localStorage.removeItem(ELIGIBLE_FLOWS_KEY);
    expect(render(<OfferFlowActions product={PLAN} />).container).toBeEmptyDOMElement();
  });

  // First test to press: the add's code is fetched only then (the factory above runs on its first import).
  it("postpaid customer (RET, MNP, ACQ): only Reînnoiește; the add, loaded on the press, sends flow RET and the line renewed", async () => {
    await customer("CBU", ["RET", "MNP", "ACQ"], "SUB-0722000101");
    mockAdd.mockResolvedValue(1);
    render(<OfferFlowActions product={PLAN} describedBy="p-x" />);
    expect(screen.getByRole("group", { name: roOfferFlows.group })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: roOfferFlows.action.MFP })).toBeNull();
    const renew = screen.getByRole("button", { name: roOfferFlows.action.RET });
    expect(renew).toHaveAttribute("aria-describedby", "p-x");
    expect(mockAddLoaded).not.toHaveBeenCalled();
    await userEvent.click(renew);
    await waitFor(() => expect(mockAddLoaded).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(mockAdd).toHaveBeenCalledTimes(1));
    expect(mockAdd).toHaveBeenCalledWith({
      fields: { productId: "PLAN-CBU-SMART-15", name: "Smart 15", offerType: "MobileService", serviceType: "MOBILE", flow: "RET" },
      area: "personal",
      selectedSubscriberId: "SUB-0722000101",
    });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(roOfferFlows.added.RET("Smart 15", roOfferFlows.yourLine)));
  });

  it("add a line (MFP) sends no subscriber", async () => {
    await customer("CBU", ["MFP", "MNP", "ACQ"], "SUB-0733000201");
    mockAdd.mockResolvedValue(1);
    render(<OfferFlowActions product={PLAN} />);
    await userEvent.click(screen.getByRole("button", { name: roOfferFlows.action.MFP }));
    await waitFor(() => expect(mockAdd).toHaveBeenCalledTimes(1));
    expect(mockAdd.mock.calls[0][0]).toMatchObject({ fields: { flow: "MFP" }, selectedSubscriberId: undefined });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(roOfferFlows.added.MFP("Smart 15")));
  });

  it("while the add runs the buttons are disabled; a refused add (error shown by the add) clears the status", async () => {
    await customer("CBU", ["RET", "MFP", "ACQ"], "SUB-1");
    let finish: (v: number | null) => void = () => undefined;
    mockAdd.mockReturnValue(new Promise((r) => (finish = r)));
    render(<OfferFlowActions product={PLAN} />);
    await userEvent.click(screen.getByRole("button", { name: roOfferFlows.action.RET }));
    expect(screen.getByRole("button", { name: roOfferFlows.action.MFP })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent(roOfferFlows.adding);
    await waitFor(() => expect(mockAdd).toHaveBeenCalledTimes(1));
    finish(null);
    await waitFor(() => expect(screen.getByRole("button", { name: roOfferFlows.action.MFP })).toBeEnabled());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("a consumer customer sees nothing on a business plan", async () => {
    await customer("CBU", ["RET", "ACQ"], "SUB-1");
    const { container } = render(<OfferFlowActions product={{ ...PLAN, segment: "EBU" }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the island loads only for a single sign-on session (as the session store writes it)", () => {
  beforeEach(async () => {
    clearSession();
    await flushSession();
  });
  it("nothing stored, or only an anonymous (visitor's cart) session: not loaded", async () => {
    expect(maySignedInCustomer(window.localStorage)).toBe(false);
    setTokens((t) => setAnonymousTokens(t, "anonymous", pair("anon")));
    await flushSession();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toContain("accessToken");
    expect(maySignedInCustomer(window.localStorage)).toBe(false);
  });
  it("a single sign-on session: loaded", async () => {
    setTokens((t) => setBaseTokens(t, pair("base")));
    await flushSession();
    expect(maySignedInCustomer(window.localStorage)).toBe(true);
  });
  it("unreadable storage: not loaded", () => {
    expect(maySignedInCustomer(null)).toBe(false);
    expect(
      maySignedInCustomer({
        getItem: () => {
          throw new Error("denied");
        },
      }),
    ).toBe(false);
  });
});
