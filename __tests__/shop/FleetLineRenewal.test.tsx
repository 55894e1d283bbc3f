// A business customer's "Reînnoiește" (issue 28): the line picker's chunk is loaded on the press; when the company's
// directory lists more than one line in reach, "Alege linia de reînnoit" asks which one (search by number, name or
// account, radio results, count announced), and the add names the chosen line; one line only: the add at once, for the
// signed-in line; a consumer never asks the directory. Escape puts the focus back on "Reînnoiește".
import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OfferFlowActions } from "../../src/shop/existingCustomers/OfferFlowIsland";
import { roOfferFlows } from "../../src/i18n/ro/offerFlows";
import { roFleetRenewal } from "../../src/i18n/ro/fleetRenewal";
import { GatewayError } from "../../src/clients/gateway/errors";
import type { CustomerType } from "../../src/domain/enums";
import { setBaseTokens } from "../../src/domain/session/tokens";
import { mapUserInfo } from "../../src/domain/session/userInfo";
import { ELIGIBLE_FLOWS_KEY, saveEligibleFlows } from "../../src/state/eligibleFlowsStore";
import { clearSession, flushSession, setTokens, setUserProfile } from "../../src/state/sessionStore";
import { pair } from "../domain/session/fixtures";

const mockAdd = jest.fn();
jest.mock("../../src/shop/cart/addFromPage/addFromPage", () => ({ addFromPage: (a: unknown) => mockAdd(a) }));
const mockApi = { list: jest.fn(), search: jest.fn() };
const mockPickerLoaded = jest.fn();
jest.mock("../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));
jest.mock("../../src/shop/existingCustomers/fleetLine/FleetLinePicker", () => {
  mockPickerLoaded();
  return jest.requireActual("../../src/shop/existingCustomers/fleetLine/FleetLinePicker");
});

async function customer(customerType: CustomerType, subscriberId: string): Promise<void> {
  setTokens((t) => setBaseTokens(t, pair("base")));
  setUserProfile({ ...mapUserInfo({ ssoRoles: ["Chooser"], vfCustomerType: customerType }), subscriberId });
  await flushSession();
  saveEligibleFlows({ account: subscriberId, customerType, flows: ["RET", "MNP", "ACQ"], at: Date.now() });
}

const PLAN = {
  id: "PLAN-EBU-PRO-18",
  title: "Pro 18",
  segment: "EBU" as const,
  cartOffer: { offerType: "MobileService", serviceType: "MOBILE", flow: "ACQ" },
};
const LINE = { msisdn: "0729100005", ban: "500000501", userName: "Cristian Lazăr" };
const lineName = new RegExp(LINE.msisdn);

const renewButton = () => screen.getByRole("button", { name: roOfferFlows.action.RET });
const panel = () => screen.findByRole("form", { name: roFleetRenewal.title });

beforeEach(async () => {
  mockAdd.mockReset().mockResolvedValue(1);
  mockApi.list.mockReset().mockResolvedValue({ items: [], total: 303 });
  mockApi.search.mockReset().mockResolvedValue([LINE]);
  clearSession();
  await flushSession();
  window.localStorage.removeItem(ELIGIBLE_FLOWS_KEY);
});

describe("a business renewal chooses the line", () => {
  it("a consumer's renewal never loads the picker nor asks the directory", async () => {
    await customer("CBU", "SUB-0722000101");
    render(<OfferFlowActions product={{ ...PLAN, segment: "CBU" }} />);
    await userEvent.click(renewButton());
    await waitFor(() => expect(mockAdd).toHaveBeenCalledTimes(1));
    expect(mockAdd.mock.calls[0][0]).toMatchObject({ selectedSubscriberId: "SUB-0722000101" });
    expect(mockPickerLoaded).not.toHaveBeenCalled();
    expect(mockApi.list).not.toHaveBeenCalled();
  });

  it("a business customer with one line in reach renews it at once, for the signed-in line", async () => {
    mockApi.list.mockResolvedValue({ items: [], total: 1 });
    await customer("EBU", "SUB-0728000506");
    render(<OfferFlowActions product={PLAN} />);
    await userEvent.click(renewButton());
    await waitFor(() => expect(mockAdd).toHaveBeenCalledTimes(1));
    expect(mockPickerLoaded).toHaveBeenCalledTimes(1);
    expect(mockAdd.mock.calls[0][0]).toMatchObject({ fields: { flow: "RET" }, selectedSubscriberId: "SUB-0728000506" });
    expect(screen.queryByRole("form", { name: roFleetRenewal.title })).toBeNull();
  });

  it("the chooser searches a line of the fleet, the count is announced, and the add names the chosen line", async () => {
    await customer("EBU", "SUB-0728000501");
    render(<OfferFlowActions product={PLAN} />);
    await userEvent.click(renewButton());
    const form = await panel();
    const search = screen.getByRole("searchbox", { name: roFleetRenewal.search });
    expect(search).toHaveFocus();
    expect(renewButton()).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("0729100005");
    await waitFor(() => expect(mockApi.search).toHaveBeenCalledWith("0729100005"));
    // Debounced: one search for the whole number typed.
    expect(mockApi.search).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(form.querySelector('[role="status"]')).toHaveTextContent(roFleetRenewal.found(1)));

    // Without a choice the panel says what is missing and adds nothing.
    await userEvent.click(screen.getByRole("button", { name: roFleetRenewal.confirm }));
    expect(screen.getByRole("alert")).toHaveTextContent(roFleetRenewal.pickOne);
    expect(mockAdd).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("radio", { name: lineName }));
    expect(screen.getByRole("radio", { name: lineName })).toHaveAccessibleName(roFleetRenewal.option(LINE.msisdn, LINE.userName, LINE.ban));
    await userEvent.click(screen.getByRole("button", { name: roFleetRenewal.confirm }));
    await waitFor(() => expect(mockAdd).toHaveBeenCalledTimes(1));
    expect(mockAdd.mock.calls[0][0]).toMatchObject({ fields: { productId: PLAN.id, flow: "RET" }, selectedSubscriberId: LINE.msisdn });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        roOfferFlows.added.RET(PLAN.title, roFleetRenewal.line(LINE.msisdn, LINE.userName)),
      ),
    );
    expect(screen.queryByRole("form", { name: roFleetRenewal.title })).toBeNull();
    await waitFor(() => expect(renewButton()).toHaveFocus());
  });

  it("Escape closes the panel without adding and gives the focus back to Reînnoiește", async () => {
    await customer("EBU", "SUB-0728000501");
    render(<OfferFlowActions product={PLAN} />);
    await userEvent.click(renewButton());
    await panel();
    await userEvent.keyboard("Ana{Escape}");
    expect(screen.queryByRole("form", { name: roFleetRenewal.title })).toBeNull();
    await waitFor(() => expect(renewButton()).toHaveFocus());
    expect(renewButton()).toHaveAttribute("aria-expanded", "false");
    expect(mockAdd).not.toHaveBeenCalled();
  });

  it("a failed search shows its ribbon; a failed directory read opens the panel with its ribbon", async () => {
    mockApi.list.mockRejectedValue(new GatewayError({ kind: "http", status: 403, message: "no" }));
    mockApi.search.mockRejectedValue(new GatewayError({ kind: "http", status: 403, message: "no" }));
    await customer("EBU", "SUB-0728000501");
    render(<OfferFlowActions product={PLAN} />);
    await userEvent.click(renewButton());
    await panel();
    expect(screen.getByRole("alert")).toHaveTextContent(roFleetRenewal.countFailed);
    await userEvent.keyboard("lazar");
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("alert")
          .map((a) => a.textContent)
          .join(" "),
      ).toContain(roFleetRenewal.searchFailed),
    );
    expect(screen.getByRole("searchbox", { name: roFleetRenewal.search })).toHaveValue("lazar");
    expect(mockAdd).not.toHaveBeenCalled();
  });
});
