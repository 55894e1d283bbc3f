// The header badge answered by the gateway's minified cart (src/hooks/cart/useMiniCartBadge.ts → miniCart.ts; SPEC §2
// "elsewhere a minified cart is loaded", SPEC §7 GET cart with miniCart): the stored count until the answer, the
// answer's itemCount after it, 0 when the gateway says the cart is gone; read on idle (a counted cart) or on the first
// interaction (a stored session), never on /cart and /checkout. The header and its accessible name are the real ones;
// the cart back end is faked.
import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import type * as HeaderModule from "../../../src/components/layout/Header";
import { setAnonymousTokens, setBaseTokens, setExtendedTokens } from "../../../src/domain/session/tokens";
import type * as CartSnapshot from "../../../src/state/cart/cartSnapshot";
import { CART_SNAPSHOT_KEY } from "../../../src/state/cart/cartSnapshot";
import type * as SessionStore from "../../../src/state/sessionStore";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { SESSION_STORAGE_KEY } from "../../../src/state/sessionKey";
import { pair } from "../../domain/session/fixtures";

// Each test is a new page (newPage below: its modules loaded again, the mini cart not read yet), but React stays the one
// the testing library renders with: loaded once and kept for every page.
jest.mock("react", () => ((globalThis as { mockReact?: unknown }).mockReact ??= jest.requireActual("react")));

const mockCartApi = { get: jest.fn(), patch: jest.fn(), remove: jest.fn() };
// The cart client is the fake; no other client is called.
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createCartApi" ? mockCartApi : {}),
}));

/** A new page: every module loaded again (what the page held in memory is gone), the web storages kept. */
function newPage() {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- the modules of the new page */
  const { Header } = require("../../../src/components/layout/Header") as typeof HeaderModule;
  const { updateSnapshot } = require("../../../src/state/cart/cartSnapshot") as typeof CartSnapshot;
  const { clearSession, setTokens, setUserProfile } = require("../../../src/state/sessionStore") as typeof SessionStore;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { Header, updateSnapshot, clearSession, setTokens, setUserProfile };
}
let page = newPage();

const miniAnswer = (itemCount: number, id: string | null = "c-1") => ({
  "@type": "ShoppingCart",
  id,
  miniCart: true,
  customerType: "CBU",
  itemCount,
  cartItem: [],
});

const badge = () => screen.getByRole("link", { name: /^Coș/ });

/** The idle callbacks the page asked for; run them as the browser would when idle. */
let idle: (() => void)[] = [];
const runIdle = async () => {
  await act(async () => {
    idle.splice(0).forEach((cb) => cb());
  });
};

function storeCount(count: number): void {
  window.localStorage.setItem(CART_SNAPSHOT_KEY, JSON.stringify({ personal: { count }, business: { count: 0 } }));
}
function storeSession(tokens: Parameters<typeof SessionStore.setTokens>[0]): void {
  page.setTokens(tokens);
  // The header's cheap hint reads the persisted key (the store writes it debounced).
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ tokens: { anonymous: { accessToken: "x" } } }));
}
const anonymousSession = () => storeSession((t) => setAnonymousTokens(t, "anonymous", pair("anon")));

beforeEach(() => {
  page = newPage();
  page.clearSession();
  page.updateSnapshot((s) => ({ ...s, personal: { ...s.personal, pending: 0 }, business: { ...s.business, pending: 0 } }));
  window.localStorage.clear();
  mockCartApi.get.mockReset();
  idle = [];
  window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
    idle.push(() => cb({ didTimeout: false, timeRemaining: () => 50 }));
    return idle.length;
  });
  window.cancelIdleCallback = jest.fn();
});

describe("SPEC §2 header badge from the minified cart", () => {
  it("a counted cart: the stored count until the answer, then the gateway's itemCount (GET ?miniCart), named 'Coș, N produse'", async () => {
    anonymousSession();
    storeCount(2);
    let answer: (v: unknown) => void = () => undefined;
    mockCartApi.get.mockReturnValue(new Promise((r) => (answer = r)));
    render(<page.Header area="personal" pathname="/telefoane" />);
    expect(badge()).toHaveAccessibleName("Coș, 2 produse");
    expect(mockCartApi.get).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });

    await runIdle();
    await waitFor(() => expect(mockCartApi.get).toHaveBeenCalledTimes(1));
    expect(mockCartApi.get).toHaveBeenCalledWith(expect.objectContaining({ area: "personal", mini: true }));
    expect(badge()).toHaveAccessibleName("Coș, 2 produse");
    await act(async () => answer(miniAnswer(3)));
    await waitFor(() => expect(badge()).toHaveAccessibleName("Coș, 3 produse"));
  });

  it("the gateway says the cart is gone (an empty cart, id null): the stored count is dropped", async () => {
    anonymousSession();
    storeCount(4);
    mockCartApi.get.mockResolvedValue(miniAnswer(0, null));
    render(<page.Header area="personal" pathname="/" />);
    expect(badge()).toHaveAccessibleName("Coș, 4 produse");
    await runIdle();
    await waitFor(() => expect(badge()).toHaveAccessibleName("Coș, 0 produse"));
    expect(JSON.parse(window.localStorage.getItem(CART_SNAPSHOT_KEY) ?? "{}").personal.count).toBe(0);
  });

  it("a count left without any session: no cart to ask the gateway about, so it is dropped", async () => {
    storeCount(2);
    render(<page.Header area="personal" pathname="/" />);
    await runIdle();
    await waitFor(() => expect(badge()).toHaveAccessibleName("Coș, 0 produse"));
    expect(mockCartApi.get).not.toHaveBeenCalled();
  });

  it("a failed call keeps the stored count", async () => {
    anonymousSession();
    storeCount(2);
    mockCartApi.get.mockRejectedValue(new Error("network"));
    render(<page.Header area="personal" pathname="/" />);
    await runIdle();
    await waitFor(() => expect(mockCartApi.get).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(badge()).toHaveAccessibleName("Coș, 2 produse");
  });

  it("a stored session with nothing counted is read on the first interaction, not on idle; once per page life", async () => {
    anonymousSession();
    mockCartApi.get.mockResolvedValue(miniAnswer(1));
    const { rerender } = render(<page.Header area="personal" pathname="/" />);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(mockCartApi.get).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event("pointerdown"));
    });
    await waitFor(() => expect(badge()).toHaveAccessibleName("Coș, 1 produs"));
    // Another page of the same visit (counted now: idle) does not ask again.
    rerender(<page.Header area="personal" pathname="/telefoane" />);
    await runIdle();
    await act(async () => {
      window.dispatchEvent(new Event("keydown"));
    });
    expect(mockCartApi.get).toHaveBeenCalledTimes(1);
  });

  it("not on /cart or /checkout (they load the full cart), nor without anything stored", async () => {
    anonymousSession();
    storeCount(2);
    for (const pathname of ["/cart", "/checkout"]) {
      const { unmount } = render(<page.Header area="personal" pathname={pathname} />);
      await runIdle();
      await act(async () => {
        window.dispatchEvent(new Event("pointerdown"));
      });
      unmount();
    }
    page.clearSession();
    window.localStorage.clear();
    render(<page.Header area="personal" pathname="/" />);
    await runIdle();
    await act(async () => {
      window.dispatchEvent(new Event("pointerdown"));
    });
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(mockCartApi.get).not.toHaveBeenCalled();
    expect(badge()).toHaveAccessibleName("Coș, 0 produse");
  });

  it("SSO without the shop's extended set: no call (the gateway would refuse it), the stored count stays", async () => {
    storeSession((t) => setBaseTokens(t, pair("base")));
    storeCount(2);
    render(<page.Header area="personal" pathname="/" />);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await runIdle();
    await act(async () => undefined);
    expect(mockCartApi.get).not.toHaveBeenCalled();
    expect(badge()).toHaveAccessibleName("Coș, 2 produse");
  });

  it("SSO with the shop's extended set: the signed-in cart answers the badge", async () => {
    storeSession((t) => setExtendedTokens(setBaseTokens(t, pair("base")), "shopCBU", pair("cbu")));
    storeCount(1);
    mockCartApi.get.mockResolvedValue(miniAnswer(2));
    render(<page.Header area="personal" pathname="/abonamente" />);
    await runIdle();
    await waitFor(() => expect(badge()).toHaveAccessibleName("Coș, 2 produse"));
  });

  it("a business customer on a consumer page: no call (the gateway would answer the other shop's 403), the count stays", async () => {
    storeSession((t) => setExtendedTokens(setBaseTokens(t, pair("base")), "shopCBU", pair("cbu")));
    page.setUserProfile({ vfCustomerType: "EBU", customerInfo: null } as unknown as UserInfo);
    storeCount(1);
    render(<page.Header area="personal" pathname="/abonamente" />);
    await runIdle();
    await act(async () => undefined);
    expect(mockCartApi.get).not.toHaveBeenCalled();
    expect(badge()).toHaveAccessibleName("Coș, 1 produs");
  });

  it("without requestIdleCallback: a timer instead", async () => {
    jest.useFakeTimers();
    try {
      // @ts-expect-error: a browser without it (Safari)
      delete window.requestIdleCallback;
      anonymousSession();
      storeCount(2);
      mockCartApi.get.mockResolvedValue(miniAnswer(5));
      render(<page.Header area="personal" pathname="/" />);
      expect(mockCartApi.get).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(1500);
      });
      jest.useRealTimers();
      await waitFor(() => expect(badge()).toHaveAccessibleName("Coș, 5 produse"));
    } finally {
      jest.useRealTimers();
    }
  });
});
