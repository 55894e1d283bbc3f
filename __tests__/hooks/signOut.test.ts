// Sign-out (src/hooks/signOut.ts; SPEC §4 "Logout clears auth state"): issue 24 "checkout drafts (name, phone, e-mail,
// address) survive sign-out in the same tab" — they must not.
import { navigate } from "gatsby";
import { signOut } from "../../src/hooks/signOut";
import { setBaseTokens } from "../../src/domain/session/tokens";
import { CHECKOUT_STORAGE_KEY, getCheckout, resetCheckoutStore, updateCheckout } from "../../src/state/checkout/checkoutStore";
import { clearSession, isSignedIn, setTokens } from "../../src/state/sessionStore";
import { pair } from "../domain/session/fixtures";

const mockIdentity = { logout: jest.fn() };
jest.mock("../../src/hooks/gateway", () => ({ identityApi: () => mockIdentity, sessionPort: {} }));

const drafts = {
  contract: {
    firstName: "Ana",
    lastName: "Pop",
    phone: "0722123456",
    email: "ana@exemplu.ro",
    address: "Str. Lungă 1",
    cnp: "1800101221144",
  },
  shipping: { useContractAddress: false, fullName: "Ion Pop", address: "Str. Scurtă 2", phone: "0733123456" },
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  clearSession();
  resetCheckoutStore();
  mockIdentity.logout.mockReset();
  (navigate as unknown as jest.Mock).mockReset();
  setTokens((t) => setBaseTokens(t, pair("base")));
  updateCheckout("personal", (s) => ({ ...s, ...drafts, order: { id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" } }));
  updateCheckout("business", (s) => ({ ...s, ...drafts, organisation: { companyName: "Firma SRL", cui: "8971726" } }));
});

describe("signOut (SPEC §4 logout; issue 24 checkout drafts)", () => {
  it("forgets the checkout drafts of both shops in this tab, in memory and in sessionStorage", async () => {
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toContain("0722123456");
    mockIdentity.logout.mockResolvedValue({ afterLogoutUrl: null });
    await signOut("personal");
    expect(isSignedIn()).toBe(false);
    for (const area of ["personal", "business"] as const) {
      expect(getCheckout(area)).toMatchObject({ contract: {}, shipping: { useContractAddress: false }, organisation: {}, order: null });
    }
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? "").not.toMatch(/Ana|0722123456|ana@exemplu|Lungă|Firma/);
    // A reload of the tab finds nothing either.
    resetCheckoutStore();
    expect(getCheckout("personal").contract).toEqual({});
    expect(getCheckout("business").organisation).toEqual({});
    expect(navigate).toHaveBeenCalledWith("/login?reason=signedOut");
  });

  it("forgets them also when the gateway's logout fails", async () => {
    mockIdentity.logout.mockRejectedValue(new Error("offline"));
    await signOut("business");
    expect(getCheckout("business").contract).toEqual({});
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? "").not.toContain("Ana");
  });
});
