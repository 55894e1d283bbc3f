import React from "react";
import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecoilRoot, useRecoilState, useRecoilValue, useResetRecoilState } from "recoil";
import { emptyTokens, setAnonymousTokens, setBaseTokens, setOtcTokens, type AuthTokens } from "../../src/domain/session/tokens";
import { mapUserInfo } from "../../src/domain/session/userInfo";
import {
  activeMethodState,
  authTokensState,
  IDLE_USER_INFO_REQUEST,
  isLoggedInState,
  sessionStatusOf,
  sessionStatusState,
  UNAUTHORIZED,
  userInfoRequestState,
  userProfileState,
  type UserInfoRequest,
} from "../../src/state/session";
import { useSession, useUserInfoRequest } from "../../src/state/sessionHooks";
import { useSignedIn } from "../../src/state/useSignedIn";
import { clearSession, getTokens, getUserProfile, sessionStore, setTokens, setUserProfile } from "../../src/state/sessionStore";
import { pair } from "../domain/session/fixtures";

const profile = mapUserInfo({ firstName: "Ion", ssoRoles: ["ContractOwner"] });
const base = () => setBaseTokens(emptyTokens(), pair("base"));
const wrapper = ({ children }: { children: React.ReactNode }) => <RecoilRoot>{children}</RecoilRoot>;

afterEach(() => {
  act(() => clearSession());
  window.localStorage.clear();
});

function Probe({ id = "p" }: { id?: string }) {
  const [tokens, setTokensAtom] = useRecoilState(authTokensState);
  const [user, setProfile] = useRecoilState(userProfileState);
  const resetTokens = useResetRecoilState(authTokensState);
  const loggedIn = useRecoilValue(isLoggedInState);
  return (
    <div data-testid={id}>
      <span data-testid={`${id}-base`}>{tokens.baseSSO?.accessToken ?? "none"}</span>
      <span data-testid={`${id}-logged`}>{String(loggedIn)}</span>
      <span data-testid={`${id}-name`}>{user?.firstName ?? "no profile"}</span>
      <button type="button" onClick={() => setTokensAtom((t) => setBaseTokens(t, pair(`${id}-set`)))}>
        {id} sign in
      </button>
      <button type="button" onClick={() => setProfile(profile)}>
        {id} profile
      </button>
      <button type="button" onClick={resetTokens}>
        {id} reset
      </button>
    </div>
  );
}

describe("Recoil session atoms mirror the session store both ways", () => {
  it("start from the store", () => {
    act(() => {
      setTokens(base());
      setUserProfile(profile);
    });
    render(
      <RecoilRoot>
        <Probe />
      </RecoilRoot>,
    );
    expect(screen.getByTestId("p-base")).toHaveTextContent("base-access");
    expect(screen.getByTestId("p-name")).toHaveTextContent("Ion");
    expect(screen.getByTestId("p-logged")).toHaveTextContent("true");
  });

  it("store → atoms: changes by the gateway clients or other tabs show up", () => {
    render(
      <RecoilRoot>
        <Probe />
      </RecoilRoot>,
    );
    expect(screen.getByTestId("p-logged")).toHaveTextContent("false");
    act(() => setTokens(base()));
    expect(screen.getByTestId("p-base")).toHaveTextContent("base-access");
    expect(screen.getByTestId("p-logged")).toHaveTextContent("true");
    act(() => setUserProfile(profile));
    expect(screen.getByTestId("p-name")).toHaveTextContent("Ion");
    act(() => clearSession());
    expect(screen.getByTestId("p-base")).toHaveTextContent("none");
    expect(screen.getByTestId("p-name")).toHaveTextContent("no profile");
  });

  it("atoms → store: a screen's write reaches the store (and so the gateway clients); reset signs out", async () => {
    render(
      <RecoilRoot>
        <Probe />
      </RecoilRoot>,
    );
    await userEvent.click(screen.getByRole("button", { name: "p sign in" }));
    expect(getTokens().baseSSO).toEqual(pair("p-set"));
    await userEvent.click(screen.getByRole("button", { name: "p profile" }));
    expect(getUserProfile()).toBe(profile);
    expect(sessionStore.get().auth.baseSSO).toEqual(pair("p-set"));
    await userEvent.click(screen.getByRole("button", { name: "p reset" }));
    expect(getTokens()).toEqual(emptyTokens());
    expect(getUserProfile()).toBe(profile); // only the tokens atom was reset
  });

  it("two roots (two client-only sections) stay in step through the store", async () => {
    render(
      <>
        <RecoilRoot>
          <Probe id="a" />
        </RecoilRoot>
        <RecoilRoot>
          <Probe id="b" />
        </RecoilRoot>
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "a sign in" }));
    expect(screen.getByTestId("b-base")).toHaveTextContent("a-set-access");
  });

  it("a sign-out in another tab reaches the atoms", () => {
    act(() => setTokens(base()));
    render(
      <RecoilRoot>
        <Probe />
      </RecoilRoot>,
    );
    const signedOut = JSON.stringify({ version: "2.4.2", state: { auth: emptyTokens(), user: { profile: null } } });
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "aria-state", newValue: signedOut, storageArea: window.localStorage }));
    });
    expect(screen.getByTestId("p-logged")).toHaveTextContent("false");
  });
});

describe("request state is plain Recoil state, never persisted", () => {
  it("the user-info request does not touch the store or storage", () => {
    jest.useFakeTimers();
    const before = sessionStore.get();
    const { result } = renderHook(() => ({ request: useUserInfoRequest() }), { wrapper });
    expect(result.current.request[0]).toEqual(IDLE_USER_INFO_REQUEST);
    act(() => {
      result.current.request[1]({ status: "error", error: "network" });
    });
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.request[0]).toEqual({ status: "error", error: "network" });
    expect(sessionStore.get()).toBe(before);
    expect(window.localStorage.getItem("aria-state") ?? "").not.toMatch(/network/);
    jest.useRealTimers();
  });
});

describe("SPEC §4 selectors", () => {
  const anonBoth: AuthTokens = setAnonymousTokens(setAnonymousTokens(emptyTokens(), "anonymous", pair("a")), "ebuAnonymous", pair("e"));

  it.each([
    ["nothing held", null, null, false, emptyTokens()],
    ["both anonymous sets", "anonymous", "ebuAnonymous", false, anonBoth],
    ["business one-time code", "anonymous", "otc", true, setOtcTokens(anonBoth, "business", pair("o"))],
    ["base SSO", "sso", "sso", true, setBaseTokens(anonBoth, pair("b"))],
  ] as const)("%s → personal %s, business %s, logged in %s", (_name, personal, business, loggedIn, tokens) => {
    act(() => setTokens(tokens));
    const { result } = renderHook(
      () => ({
        personal: useRecoilValue(activeMethodState("personal")),
        business: useRecoilValue(activeMethodState("business")),
        loggedIn: useRecoilValue(isLoggedInState),
      }),
      { wrapper },
    );
    expect(result.current).toEqual({ personal, business, loggedIn });
  });
});

describe("session status: an outage is not a sign-out", () => {
  const req = (status: UserInfoRequest["status"], error: string | null = null): UserInfoRequest => ({ status, error });

  it.each([
    ["no tokens", "guest", emptyTokens(), req("idle")],
    ["only anonymous tokens", "guest", setAnonymousTokens(emptyTokens(), "anonymous", pair("a")), req("error", "network")],
    ["signed in, user info not asked yet", "authenticated", base(), req("idle")],
    ["signed in, user info loading", "authenticated", base(), req("pending")],
    ["signed in, user info loaded", "authenticated", base(), req("ready")],
    ["signed in, user info failed (network)", "unavailable", base(), req("error", "network")],
    ["signed in, user info failed (500)", "unavailable", base(), req("error", "http")],
    ["signed in, user info failed (no error text)", "unavailable", base(), req("error")],
    ["signed in, tokens refused", "guest", base(), req("error", UNAUTHORIZED)],
  ] as const)("%s → %s", (_name, expected, tokens, request) => {
    expect(sessionStatusOf(tokens, request)).toBe(expected);
    act(() => setTokens(tokens));
    const { result } = renderHook(
      () => {
        const [, setRequest] = useRecoilState(userInfoRequestState);
        return { status: useRecoilValue(sessionStatusState), setRequest };
      },
      { wrapper },
    );
    act(() => result.current.setRequest(request));
    expect(result.current.status).toBe(expected);
  });
});

describe("session hooks", () => {
  it("useSession gathers tokens, profile, status and the area's active method", () => {
    act(() => {
      setTokens(setOtcTokens(emptyTokens(), "business", pair("o")));
      setUserProfile(profile);
    });
    const { result } = renderHook(() => ({ personal: useSession("personal"), business: useSession("business") }), { wrapper });
    expect(result.current.business).toMatchObject({ isLoggedIn: true, status: "authenticated", activeMethod: "otc", profile });
    expect(result.current.personal.activeMethod).toBeNull();
    expect(result.current.personal.tokens.otc.business).toEqual(pair("o"));
    expect(result.current.personal.userInfoRequest).toEqual(IDLE_USER_INFO_REQUEST);
  });

  it("useSignedIn follows the store inside a Recoil root too", () => {
    const { result } = renderHook(() => useSignedIn(), { wrapper });
    expect(result.current).toBe(false);
    act(() => setTokens(base()));
    expect(result.current).toBe(true);
  });
});
