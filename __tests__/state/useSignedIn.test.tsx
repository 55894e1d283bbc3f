import React from "react";
import { hydrateRoot } from "react-dom/client";
import { act, render, screen } from "@testing-library/react";
import { emptyTokens, setAnonymousTokens, setBaseTokens, setOtcTokens } from "../../src/domain/session/tokens";
import { clearSession, setTokens } from "../../src/state/sessionStore";
import { useSignedIn } from "../../src/state/useSignedIn";
import { pair } from "../domain/session/fixtures";

// Static pages must not ship Recoil: importing it anywhere below useSignedIn fails this file.
jest.mock("recoil", () => {
  throw new Error("recoil imported by useSignedIn");
});

function Marker() {
  return <span data-testid="marker">{useSignedIn() ? "signed in" : "guest"}</span>;
}

afterEach(() => {
  act(() => clearSession());
  window.localStorage.clear();
});

describe("useSignedIn for static pages (no Recoil root, no Recoil import)", () => {
  it("follows the session store: SPEC §4 logged in = a non-anonymous method holds a token", () => {
    render(<Marker />);
    const marker = screen.getByTestId("marker");
    expect(marker).toHaveTextContent("guest");
    act(() => setTokens(setAnonymousTokens(emptyTokens(), "anonymous", pair("a"))));
    expect(marker).toHaveTextContent("guest");
    act(() => setTokens(setOtcTokens(emptyTokens(), "personal", pair("o"))));
    expect(marker).toHaveTextContent("signed in");
    act(() => clearSession());
    expect(marker).toHaveTextContent("guest");
  });

  it("follows a sign-out in another tab", () => {
    act(() => setTokens(setBaseTokens(emptyTokens(), pair("b"))));
    render(<Marker />);
    expect(screen.getByTestId("marker")).toHaveTextContent("signed in");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "aria-state", newValue: null, storageArea: window.localStorage }));
    });
    expect(screen.getByTestId("marker")).toHaveTextContent("guest");
  });

  it("hydrates the static (guest) HTML without a mismatch, then shows the stored session", () => {
    act(() => setTokens(setBaseTokens(emptyTokens(), pair("b"))));
    const container = document.createElement("div");
    container.innerHTML = '<span data-testid="marker">guest</span>';
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <Marker />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe("signed in");
    errors.mockRestore();
    act(() => root!.unmount());
    container.remove();
  });
});
