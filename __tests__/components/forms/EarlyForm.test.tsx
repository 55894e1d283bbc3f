// Issue 12 "Forms from first paint": what is typed or autofilled before hydration is kept and used, and a submit
// before the page is interactive is sent once it is — never natively (to the static host), never lost.
import "../../textEncoder";
import React from "react";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { EARLY_PENDING_PROP, EARLY_SUBMIT_SCRIPT } from "../../../src/browser/earlySubmit";
import { EarlyForm } from "../../../src/components/forms/EarlyForm";
import { fieldValue } from "../../../src/components/forms/formControls";

// The inline script every page carries in <head>, installed once as the browser would run it.
new Function(EARLY_SUBMIT_SCRIPT)();

// jsdom does not implement native form submission; a submit that nobody prevents is what would reach the host.
let nativeSubmits = 0;
document.addEventListener("submit", (e) => {
  if (!e.defaultPrevented) nativeSubmits++;
});

function SignInLike({
  onValues,
  onEarlyInput,
}: {
  onValues: (v: { user: string; pass: string }) => void;
  onEarlyInput?: (f: HTMLFormElement) => void;
}) {
  return (
    <EarlyForm
      aria-label="sign in"
      onEarlyInput={onEarlyInput}
      onSubmit={(form) => onValues({ user: fieldValue(form, "user"), pass: fieldValue(form, "pass") })}
    >
      <input id="user" name="user" />
      <input id="pass" type="password" />
      <select id="sort" name="sort" defaultValue="a">
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <button type="submit">Send</button>
    </EarlyForm>
  );
}

let root: Root | null = null;
let container: HTMLDivElement;

/** The server's HTML, as the browser shows it before any bundle ran. */
function serverHtml(ui: React.ReactElement) {
  container = document.createElement("div");
  // Gatsby's focus wrapper holding server HTML is how the site knows it is hydrating (src/browser/hydration.ts).
  container.id = "gatsby-focus-wrapper";
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  return container.querySelector("form") as HTMLFormElement;
}

async function hydrate(ui: React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  // The replay waits a macrotask for the page's own effects.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 5));
  });
}

function typeInto(form: HTMLFormElement, id: string, value: string) {
  (form.querySelector(`#${id}`) as HTMLInputElement).value = value;
}

beforeEach(() => {
  nativeSubmits = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe("issue 12: forms from first paint", () => {
  it("a submit before hydration is held back (nothing sent natively), then sent once with the values the user sees", async () => {
    const onValues = jest.fn();
    const ui = <SignInLike onValues={onValues} />;
    const form = serverHtml(ui);
    typeInto(form, "user", "postpaid.owner");
    typeInto(form, "pass", "Sandbox!2026");
    form.requestSubmit();
    expect(nativeSubmits).toBe(0);
    expect((form as unknown as Record<string, unknown>)[EARLY_PENDING_PROP]).toBe(true);
    expect(onValues).not.toHaveBeenCalled();

    await hydrate(ui);

    expect(onValues).toHaveBeenCalledTimes(1);
    expect(onValues).toHaveBeenCalledWith({ user: "postpaid.owner", pass: "Sandbox!2026" });
    expect((form as unknown as Record<string, unknown>)[EARLY_PENDING_PROP]).not.toBe(true);
    // What was typed is still in the fields.
    expect((form.querySelector("#user") as HTMLInputElement).value).toBe("postpaid.owner");
    expect(nativeSubmits).toBe(0);
  });

  it("values filled before hydration (autofill) are used by a submit after it", async () => {
    const onValues = jest.fn();
    const ui = <SignInLike onValues={onValues} />;
    const form = serverHtml(ui);
    typeInto(form, "user", "prepaid.owner");
    typeInto(form, "pass", "secret");
    await hydrate(ui);
    expect(onValues).not.toHaveBeenCalled();
    act(() => form.requestSubmit());
    expect(onValues).toHaveBeenCalledWith({ user: "prepaid.owner", pass: "secret" });
    expect(nativeSubmits).toBe(0);
  });

  it("after hydration a submit is handled by React only, once", async () => {
    const onValues = jest.fn();
    const ui = <SignInLike onValues={onValues} />;
    const form = serverHtml(ui);
    await hydrate(ui);
    typeInto(form, "user", "a");
    act(() => form.requestSubmit());
    act(() => form.requestSubmit());
    expect(onValues).toHaveBeenCalledTimes(2);
    expect((form as unknown as Record<string, unknown>)[EARLY_PENDING_PROP]).not.toBe(true);
    expect(nativeSubmits).toBe(0);
  });

  it("controls changed before hydration are handed to onEarlyInput once; untouched forms are not", async () => {
    const changed = jest.fn();
    const ui = <SignInLike onValues={jest.fn()} onEarlyInput={changed} />;
    const form = serverHtml(ui);
    (form.querySelector("#sort") as HTMLSelectElement).value = "b";
    await hydrate(ui);
    expect(changed).toHaveBeenCalledTimes(1);
    expect((changed.mock.calls[0]![0] as HTMLFormElement).querySelector<HTMLSelectElement>("#sort")!.value).toBe("b");

    act(() => root?.unmount());
    const untouched = jest.fn();
    const ui2 = <SignInLike onValues={jest.fn()} onEarlyInput={untouched} />;
    serverHtml(ui2);
    await hydrate(ui2);
    expect(untouched).not.toHaveBeenCalled();
  });

  it("a form rendered by React (client-side navigation) reports no early input", async () => {
    const changed = jest.fn();
    container = document.createElement("div");
    document.body.appendChild(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      root = createRoot(container);
      root.render(<SignInLike onValues={jest.fn()} onEarlyInput={changed} />);
    });
    expect(changed).not.toHaveBeenCalled();
  });

  it("the form posts (never GET: a native submit would not put a password in the address)", () => {
    const form = serverHtml(<SignInLike onValues={jest.fn()} />);
    expect(form.getAttribute("method")).toBe("post");
    // The password field has no name, so a native post would not carry it either.
    expect(form.querySelector("#pass")!.hasAttribute("name")).toBe(false);
  });
});
