// The account switcher: offered only when there is a choice; a choice is confirmed with the button; the switch swaps
// the tokens (selectedidentity with changedBanId), reloads the profile and drops the cached personal data.
import React from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider, QueryObserver } from "@tanstack/react-query";
import { renderWithRoot } from "../render";
import { mapUserInfo, type UserInfo } from "../../src/domain/session/userInfo";
import { AccountSwitcher } from "../../src/ecare/layout/AccountSwitcher";
import { clearSession, getTokens, getUserProfile } from "../../src/state/sessionStore";
import { startSsoSession } from "../../src/hooks/signInFlow";
import { pair } from "../domain/session/fixtures";

const mockApi = {
  contactRoles: jest.fn(),
  selectIdentity: jest.fn(),
  userInfo: jest.fn(),
  convertToken: jest.fn(),
};
jest.mock("../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const CHOOSER_ROLE = { id: "idn-007", ban: "500000501", role: "Chooser", customerType: "EBU", companyName: "Acme", selected: true };

const chooser = (selectedBan = "500000501"): UserInfo =>
  mapUserInfo({
    authProvider: "sso",
    ssoRoles: ["Chooser"],
    selectedRole: "Chooser",
    selectedIdentityId: "idn-007",
    selectedBan,
    vfCustomerType: "EBU",
    customerInfo: { bans: ["500000501", "500000502", "500000503"] },
  });

function renderSwitcher(profile: UserInfo) {
  const client = new QueryClient();
  client.setQueryData(["ecare", "bills", "idn-007", "500000501"], { stale: true });
  const invalidate = jest.spyOn(client, "invalidateQueries");
  renderWithRoot(
    <QueryClientProvider client={client}>
      <AccountSwitcher profile={profile} area="personal" />
    </QueryClientProvider>,
  );
  return { invalidate, user: userEvent.setup() };
}

beforeEach(() => {
  clearSession();
  startSsoSession(pair("base"));
  Object.values(mockApi).forEach((m) => m.mockReset());
  mockApi.contactRoles.mockResolvedValue([CHOOSER_ROLE]);
  mockApi.convertToken.mockResolvedValue({ tokens: pair("ext"), clientType: "shopEBU" });
});

describe("issue 6 account switcher", () => {
  it("is not shown when there is nothing to switch to", async () => {
    mockApi.contactRoles.mockResolvedValue([{ ...CHOOSER_ROLE }]);
    const single = mapUserInfo({
      authProvider: "sso",
      ssoRoles: ["Chooser"],
      selectedRole: "Chooser",
      selectedIdentityId: "idn-007",
      selectedBan: "500000501",
    });
    renderSwitcher(single);
    await waitFor(() => expect(mockApi.contactRoles).toHaveBeenCalled());
    expect(screen.queryByLabelText("Contul afișat")).not.toBeInTheDocument();
  });

  it("lists the chooser's BANs, changes nothing until confirmed, then swaps to the chosen BAN", async () => {
    mockApi.selectIdentity.mockResolvedValue({ tokens: pair("swapped"), payload: {} });
    mockApi.userInfo.mockResolvedValue({ ssoRoles: ["Chooser"], selectedRole: "Chooser", selectedBan: "500000502", vfCustomerType: "EBU" });
    const { invalidate, user } = renderSwitcher(chooser());
    const select = await screen.findByLabelText("Contul afișat");
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      "Acme · Administrator cont · Cont de facturare 500000501 (afișat acum)",
      "Cont de facturare 500000502",
      "Cont de facturare 500000503",
    ]);
    const button = screen.getByRole("button", { name: "Schimbă contul" });
    expect(button).toBeDisabled();
    await user.selectOptions(select, "idn-007:500000502");
    expect(mockApi.selectIdentity).not.toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(mockApi.selectIdentity).toHaveBeenCalledWith("shopcbuweb", { changedBanId: "500000502", role: "Chooser", customerType: "EBU" });
    expect(getTokens().baseSSO).toEqual(pair("swapped"));
    expect(getUserProfile()?.selectedBan).toBe("500000502");
  });

  it("another identity: the previous account's queries are not asked again under the new tokens; the rest are", async () => {
    const OWNER_ROLE = { id: "idn-015", ban: "600000901", role: "ContractOwner", customerType: "CBU", selected: false };
    mockApi.contactRoles.mockResolvedValue([CHOOSER_ROLE, OWNER_ROLE]);
    mockApi.selectIdentity.mockResolvedValue({ tokens: pair("swapped"), payload: {} });
    mockApi.userInfo.mockResolvedValue({
      ssoRoles: ["ContractOwner"],
      selectedRole: "ContractOwner",
      selectedIdentityId: "idn-015",
      selectedBan: "600000901",
      vfCustomerType: "CBU",
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const previousAccount = jest.fn().mockResolvedValue("chooser's");
    const everyone = jest.fn().mockResolvedValue("site's");
    const watch = (queryKey: string[], queryFn: () => Promise<string>) =>
      new QueryObserver(client, { queryKey, queryFn }).subscribe(() => undefined);
    const stops = [watch(["account", "idn-007", "fleetReport"], previousAccount), watch(["site", "countries"], everyone)];
    await waitFor(() => expect([previousAccount.mock.calls.length, everyone.mock.calls.length]).toEqual([1, 1]));
    renderWithRoot(
      <QueryClientProvider client={client}>
        <AccountSwitcher profile={chooser()} area="personal" />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Contul afișat"), "idn-015:600000901");
    await user.click(screen.getByRole("button", { name: "Schimbă contul" }));
    await waitFor(() => expect(everyone).toHaveBeenCalledTimes(2));
    expect(getUserProfile()?.selectedIdentityId).toBe("idn-015");
    expect(previousAccount).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(["account", "idn-007", "fleetReport"])?.isInvalidated).toBe(true);
    stops.forEach((stop) => stop());
  });

  it("a refused switch says so and keeps the session as it was", async () => {
    mockApi.selectIdentity.mockRejectedValue(new Error("404"));
    const { user, invalidate } = renderSwitcher(chooser());
    await user.selectOptions(await screen.findByLabelText("Contul afișat"), "idn-007:500000503");
    await user.click(screen.getByRole("button", { name: "Schimbă contul" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nu am putut schimba contul");
    expect(getTokens().baseSSO).toEqual(pair("base"));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("says when the list of accounts cannot be loaded", async () => {
    mockApi.contactRoles.mockRejectedValue(new Error("down"));
    renderSwitcher(chooser());
    expect(await screen.findByText("Nu am putut încărca lista conturilor tale.")).toBeInTheDocument();
  });
});
