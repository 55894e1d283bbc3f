// Sign-out (src/hooks/signOut.ts; SPEC §4 "Logout clears auth state"): issue 24 "checkout drafts (name, phone, e-mail,
// address) survive sign-out in the same tab" — they must not.
import type * as Gatsby from "gatsby";
import type * as SignOutModule from "../../src/hooks/signOut";
import { setBaseTokens } from "../../src/domain/session/tokens";
import type * as CheckoutStore from "../../src/state/checkout/checkoutStore";
import { CHECKOUT_STORAGE_KEY } from "../../src/state/checkout/forgetCheckouts";
import type * as SessionStore from "../../src/state/sessionStore";
import { pair } from "../domain/session/fixtures";

const mockIdentity = { logout: jest.fn() };
jest.mock("../../src/hooks/boundClient", () => ({ boundClient: () => mockIdentity }));

/** A new page of the tab: every module loaded again (what the page held in memory is gone), sessionStorage kept. */
function newPage() {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- the modules of the new page */
  const { signOut } = require("../../src/hooks/signOut") as typeof SignOutModule;
  const { getCheckout, updateCheckout } = require("../../src/state/checkout/checkoutStore") as typeof CheckoutStore;
  const { clearSession, isSignedIn, setTokens } = require("../../src/state/sessionStore") as typeof SessionStore;
  const navigate = (require("gatsby") as typeof Gatsby).navigate as unknown as jest.Mock;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { signOut, getCheckout, updateCheckout, clearSession, isSignedIn, setTokens, navigate };
}
let page = newPage();

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
  page = newPage();
  page.clearSession();
  mockIdentity.logout.mockReset();
  page.navigate.mockReset();
  page.setTokens((t) => setBaseTokens(t, pair("base")));
  page.updateCheckout("personal", (s) => ({
    ...s,
    ...drafts,
    order: { id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" },
  }));
  page.updateCheckout("business", (s) => ({ ...s, ...drafts, organisation: { companyName: "Firma SRL", cui: "8971726" } }));
});

describe("signOut (SPEC §4 logout; issue 24 checkout drafts)", () => {
  it("forgets the checkout drafts of both shops in this tab, in memory and in sessionStorage", async () => {
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toContain("0722123456");
    mockIdentity.logout.mockResolvedValue({ afterLogoutUrl: null });
    await page.signOut("personal");
    expect(page.isSignedIn()).toBe(false);
    for (const area of ["personal", "business"] as const) {
      expect(page.getCheckout(area)).toMatchObject({
        contract: {},
        shipping: { useContractAddress: false },
        organisation: {},
        order: null,
      });
    }
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? "").not.toMatch(/Ana|0722123456|ana@exemplu|Lungă|Firma/);
    expect(page.navigate).toHaveBeenCalledWith("/login?reason=signedOut");
    // A reload of the tab finds nothing either.
    const reloaded = newPage();
    expect(reloaded.getCheckout("personal").contract).toEqual({});
    expect(reloaded.getCheckout("business").organisation).toEqual({});
  });

  it("forgets them also when the gateway's logout fails", async () => {
    mockIdentity.logout.mockRejectedValue(new Error("offline"));
    await page.signOut("business");
    expect(page.getCheckout("business").contract).toEqual({});
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? "").not.toContain("Ana");
  });
});
