// useEcareSession's profile during an account switch (issue 27): the switch stores the new account's profile before
// the profile query fetches it again; until then the page gets the stored one, so the page and every query keyed by
// the account (useAccountIdentity) speak of the same account.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RecoilRoot } from "recoil";
import { mapUserInfo } from "../../src/domain/session/userInfo";
import { useAccountIdentity } from "../../src/hooks/accountIdentity";
import { useEcareSession } from "../../src/hooks/useEcareSession";
import { clearSession, setUserProfile } from "../../src/state/sessionStore";
import { startSsoSession } from "../../src/hooks/signInFlow";
import { pair } from "../domain/session/fixtures";

const mockApi = { userInfo: jest.fn() };
jest.mock("../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const CHOOSER = {
  ssoRoles: ["Chooser"],
  selectedRole: "Chooser",
  selectedIdentityId: "idn-902",
  selectedBan: "610000902",
  vfCustomerType: "EBU",
};
const OWNER = {
  ssoRoles: ["ContractOwner"],
  selectedRole: "ContractOwner",
  selectedIdentityId: "idn-901",
  selectedBan: "600000901",
  vfCustomerType: "CBU",
};

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <RecoilRoot>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </RecoilRoot>
  );
  return renderHook(() => ({ session: useEcareSession("personal"), account: useAccountIdentity() }), { wrapper });
}

beforeEach(() => {
  clearSession();
  startSsoSession(pair("base"));
  mockApi.userInfo.mockReset().mockResolvedValue(CHOOSER);
});

describe("issue 27 the self-care profile across an account switch", () => {
  it("gives the stored profile of the new account until the profile query catches up, never the previous account's", async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.session.kind).toBe("ready"));
    const profileOf = () => (result.current.session.kind === "ready" ? result.current.session.profile : null);
    expect(profileOf()?.selectedIdentityId).toBe("idn-902");
    // The switcher stores the new account's profile (signInFlow); the query still holds the previous one.
    act(() => setUserProfile(mapUserInfo({ ...OWNER, authProvider: "sso" })));
    expect(result.current.account).toBe("idn-901");
    expect(profileOf()?.selectedIdentityId).toBe("idn-901");
    expect(profileOf()?.selectedBan).toBe("600000901");
  });
});
