// The one delegated handler of every "Adaugă în coș" form (src/shop/cart/addFromPage/cartAddListener.ts) over the form's markup
// (src/components/shop/AddToCartForm.tsx): SPEC §4 cart pending (the badge moves at once, controls disabled while the
// change is pending) and the forms-from-first-paint rule (a submit held before the handler existed is replayed).
import "../../../textEncoder";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AddToCartForm } from "../../../../src/components/shop/AddToCartForm";
import { installCartAddListener } from "../../../../src/shop/cart/addFromPage/cartAddListener";
import { EARLY_PENDING_PROP } from "../../../../src/browser/earlySubmit";
import type { CartAddFields } from "../../../../src/browser/cartAddFields";
import type { Area } from "../../../../src/domain/area";
import type { ProductSummary } from "../../../../src/domain/shop/model";
import { roCart } from "../../../../src/i18n/ro/cartButton";
import { badgeCount, readSnapshot, updateSnapshot } from "../../../../src/state/cart/cartSnapshot";
import type * as SnapshotModule from "../../../../src/state/cart/cartSnapshot";
import type * as ListenerModule from "../../../../src/shop/cart/addFromPage/cartAddListener";

const mockAddFromPage = jest.fn<Promise<number | null>, [{ fields: CartAddFields; area: Area }]>();
// The listener fetches this chunk on demand (dynamic import); the add itself is the cart commands' business.
jest.mock("../../../../src/shop/cart/addFromPage/addFromPage", () => ({
  addFromPage: (args: { fields: CartAddFields; area: Area }) => mockAddFromPage(args),
}));

const phone: ProductSummary = {
  id: "DEV-NORDIA-X5",
  kind: "device",
  segment: "CBU",
  category: "telefoane",
  path: "/telefoane/dev-nordia-x5",
  title: "Nordia X5",
  headlineHtml: "",
  summary: "",
  price: null,
  labels: [],
  image: { src: null, placeholder: "/images/placeholders/device.svg", width: 400, height: 400 },
  highlights: [],
  facets: { brand: "Nordia", serviceType: "", network: "", inStock: true },
  orderIndex: 1,
  cartOffer: { offerType: "Device", serviceType: "", flow: "NO_MSISDN_ACQ" },
};
const plan: ProductSummary = {
  ...phone,
  id: "PLAN-CBU-SMART-15",
  kind: "plan",
  title: "Smart 15",
  cartOffer: { offerType: "MobileService", serviceType: "MOBILE", flow: "ACQ" },
};

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** This tab's pending adds are module state: settle them so each test starts from none. */
function settlePending(update: typeof updateSnapshot = updateSnapshot): void {
  update((s) => ({ ...s, personal: { ...s.personal, pending: 0 }, business: { ...s.business, pending: 0 } }));
}

const setCount = (area: Area, count: number) => updateSnapshot((s) => ({ ...s, [area]: { ...s[area], count } }));

function renderForm(product: ProductSummary = phone) {
  const view = render(React.createElement(AddToCartForm, { product }));
  const form = view.container.querySelector("form") as HTMLFormElement;
  return { ...view, form, button: screen.getByRole("button", { name: roCart.add }), status: screen.getByRole("status") };
}

// Installed once for the page (gatsby-browser onClientEntry), like the site does.
beforeAll(() => installCartAddListener());

beforeEach(() => {
  mockAddFromPage.mockReset();
  settlePending();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/telefoane/dev-nordia-x5");
});

describe("submitting 'Adaugă în coș' (SPEC §4 cart pending: optimistic badge)", () => {
  it("the badge goes +1 at once, before the add answers, then settles on the cart's answer", async () => {
    setCount("personal", 2);
    const add = deferred<number | null>();
    mockAddFromPage.mockReturnValue(add.promise);
    const { button } = renderForm();
    fireEvent.click(button);
    // Synchronously, before the add's chunk is even loaded.
    expect(badgeCount("personal")).toBe(3);
    expect(readSnapshot().personal.count).toBe(2);
    await waitFor(() => expect(mockAddFromPage).toHaveBeenCalledTimes(1));
    expect(mockAddFromPage).toHaveBeenCalledWith({
      area: "personal",
      fields: { productId: "DEV-NORDIA-X5", name: "Nordia X5", offerType: "Device", serviceType: "", flow: "NO_MSISDN_ACQ" },
    });
    expect(badgeCount("personal")).toBe(3);
    add.resolve(5);
    await waitFor(() => expect(badgeCount("personal")).toBe(5));
    expect(readSnapshot().personal.count).toBe(5);
    expect(badgeCount("business")).toBe(0);
  });

  it("while pending the button is disabled and the form aria-busy, the status says so; after, all is back", async () => {
    const add = deferred<number | null>();
    mockAddFromPage.mockReturnValue(add.promise);
    const { form, button, status } = renderForm();
    fireEvent.click(button);
    // The form's DOM changes wait for hydration (none here: the test renders, it does not hydrate).
    await waitFor(() => expect(form).toHaveAttribute("aria-busy", "true"));
    expect(button).toBeDisabled();
    expect(status).toHaveTextContent(roCart.adding);
    add.resolve(1);
    await waitFor(() => expect(button).toBeEnabled());
    expect(form).not.toHaveAttribute("aria-busy");
    expect(status).toHaveTextContent(roCart.added("Nordia X5"));
  });

  it("a second submit while the first is pending adds once (and counts once)", async () => {
    setCount("personal", 0);
    const add = deferred<number | null>();
    mockAddFromPage.mockReturnValue(add.promise);
    const { form, button } = renderForm();
    fireEvent.click(button);
    // A double click reaches the form as a second submit event.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(badgeCount("personal")).toBe(1);
    add.resolve(1);
    await waitFor(() => expect(button).toBeEnabled());
    expect(mockAddFromPage).toHaveBeenCalledTimes(1);
    expect(badgeCount("personal")).toBe(1);
  });

  it("once settled, the next submit adds again", async () => {
    mockAddFromPage.mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const { button } = renderForm();
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(badgeCount("personal")).toBe(1));
    fireEvent.click(button);
    await waitFor(() => expect(badgeCount("personal")).toBe(2));
    expect(mockAddFromPage).toHaveBeenCalledTimes(2);
  });

  it("an add that did not happen (null: its error is shown by the add) puts the badge back and clears the status", async () => {
    setCount("personal", 2);
    const add = deferred<number | null>();
    mockAddFromPage.mockReturnValue(add.promise);
    const { button, status } = renderForm();
    fireEvent.click(button);
    expect(badgeCount("personal")).toBe(3);
    add.resolve(null);
    await waitFor(() => expect(button).toBeEnabled());
    expect(badgeCount("personal")).toBe(2);
    expect(readSnapshot().personal.count).toBe(2);
    expect(status.textContent).toBe("");
  });

  it("the add's code failing to load (offline): badge back, the 'not added' status, the button usable again", async () => {
    setCount("personal", 1);
    mockAddFromPage.mockRejectedValue(new Error("ChunkLoadError"));
    const { form, button, status } = renderForm();
    fireEvent.click(button);
    await waitFor(() => expect(status).toHaveTextContent(roCart.notAdded));
    expect(badgeCount("personal")).toBe(1);
    expect(button).toBeEnabled();
    expect(form).not.toHaveAttribute("aria-busy");
  });

  it("on a business page the business badge moves (SPEC §2 business area)", async () => {
    window.history.replaceState(null, "", "/business/telefoane");
    const add = deferred<number | null>();
    mockAddFromPage.mockReturnValue(add.promise);
    const { button } = renderForm(plan);
    fireEvent.click(button);
    expect(badgeCount("business")).toBe(1);
    expect(badgeCount("personal")).toBe(0);
    await waitFor(() => expect(mockAddFromPage).toHaveBeenCalledWith(expect.objectContaining({ area: "business" })));
    add.resolve(4);
    await waitFor(() => expect(badgeCount("business")).toBe(4));
  });

  it("the submit never leaves the page: its default is prevented", () => {
    mockAddFromPage.mockReturnValue(new Promise(() => undefined));
    const { form } = renderForm();
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("another form's submit is left alone", () => {
    const other = document.createElement("form");
    document.body.appendChild(other);
    const event = new Event("submit", { bubbles: true, cancelable: true });
    let seen = false;
    other.addEventListener("submit", (e) => {
      seen = !e.defaultPrevented;
      e.preventDefault();
    });
    other.dispatchEvent(event);
    other.remove();
    expect(seen).toBe(true);
    expect(mockAddFromPage).not.toHaveBeenCalled();
    expect(badgeCount("personal")).toBe(0);
  });

  it("a cart form missing a field (an older build's markup) does nothing: no add, no pending badge", () => {
    const { form } = renderForm();
    form.querySelector('input[name="flow"]')?.remove();
    fireEvent.submit(form);
    expect(form).not.toHaveAttribute("aria-busy");
    expect(badgeCount("personal")).toBe(0);
    expect(mockAddFromPage).not.toHaveBeenCalled();
  });

  it("installing again adds no second handler", () => {
    const add = jest.spyOn(document, "addEventListener");
    installCartAddListener();
    expect(add).not.toHaveBeenCalled();
    add.mockRestore();
  });
});

describe("a submit held before the handler existed is replayed on install (issue 12 forms from first paint)", () => {
  it("the held form is added once, the others are not; the hold is taken over", async () => {
    const doc = document.implementation.createHTMLDocument("page");
    doc.body.innerHTML =
      renderToStaticMarkup(React.createElement(AddToCartForm, { product: phone })) +
      renderToStaticMarkup(React.createElement(AddToCartForm, { product: plan }));
    type HeldForm = HTMLFormElement & Record<string, unknown>;
    const held = doc.querySelectorAll("form")[0] as HeldForm;
    const idle = doc.querySelectorAll("form")[1] as HeldForm;
    held[EARLY_PENDING_PROP] = true;
    const add = deferred<number | null>();
    mockAddFromPage.mockReturnValue(add.promise);
    const page = {} as { install: typeof ListenerModule.installCartAddListener; snapshot: typeof SnapshotModule };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a page whose handler was not installed yet */
      page.install = (require("../../../../src/shop/cart/addFromPage/cartAddListener") as typeof ListenerModule).installCartAddListener;
      page.snapshot = require("../../../../src/state/cart/cartSnapshot") as typeof SnapshotModule;
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    page.install(doc);
    expect(held[EARLY_PENDING_PROP]).toBe(false);
    // (A document of its own has no window: jest-dom's matchers refuse its elements, so plain DOM reads.)
    await waitFor(() => expect(held.getAttribute("aria-busy")).toBe("true"));
    expect(held.querySelector("button")?.disabled).toBe(true);
    expect(held.querySelector("[role=status]")?.textContent).toBe(roCart.adding);
    expect(idle.hasAttribute("aria-busy")).toBe(false);
    expect(page.snapshot.badgeCount("personal")).toBe(1);
    await waitFor(() => expect(mockAddFromPage).toHaveBeenCalledTimes(1));
    expect(mockAddFromPage.mock.calls[0]?.[0].fields.productId).toBe("DEV-NORDIA-X5");
    add.resolve(1);
    await waitFor(() => expect(held.hasAttribute("aria-busy")).toBe(false));
    expect(held.querySelector("[role=status]")?.textContent).toBe(roCart.added("Nordia X5"));
    expect(page.snapshot.badgeCount("personal")).toBe(1);
    settlePending(page.snapshot.updateSnapshot);
  });
});

describe("a page still hydrating (issue 12 forms from first paint)", () => {
  it("the add starts at once but the form's DOM is left as the server sent it until hydration ends", async () => {
    const add = deferred<number | null>();
    mockAddFromPage.mockReturnValue(add.promise);
    const wrapper = document.createElement("div");
    wrapper.id = "gatsby-focus-wrapper";
    wrapper.innerHTML = renderToStaticMarkup(React.createElement(AddToCartForm, { product: phone }));
    document.body.appendChild(wrapper);
    const mods = {} as { install: typeof ListenerModule.installCartAddListener; end: () => void };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh page: hydration not ended yet */
      mods.install = (require("../../../../src/shop/cart/addFromPage/cartAddListener") as typeof ListenerModule).installCartAddListener;
      mods.end = (require("../../../../src/browser/hydration") as { endInitialHydration: () => void }).endInitialHydration;
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    mods.install(document);
    const form = wrapper.querySelector("form")!;
    const before = wrapper.innerHTML;
    fireEvent.submit(form);
    // (The handler other tests installed on this document takes the submit too: only the DOM matters here.)
    await waitFor(() => expect(mockAddFromPage).toHaveBeenCalled());
    add.resolve(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(wrapper.innerHTML).toBe(before);
    mods.end();
    await waitFor(() => expect(form.querySelector("[role=status]")).toHaveTextContent(roCart.added("Nordia X5")));
    wrapper.remove();
  });
});
