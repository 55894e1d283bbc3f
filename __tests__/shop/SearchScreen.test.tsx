import React from "react";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../render";
import { SearchScreen, searchIndexUrl } from "../../src/shop/search/SearchScreen";
import type { SearchEntry } from "../../src/domain/shop/search";
import { roShop } from "../../src/i18n/ro/shop";

const t = roShop.search;

const entry = (id: string, title: string, over: Partial<SearchEntry> = {}): SearchEntry => ({
  id,
  path: `/abonamente/${id}`,
  title,
  kind: "plan",
  summary: `Despre ${title}`,
  keywords: "",
  price: 12,
  currency: "EUR",
  recurring: true,
  ...over,
});

const INDEX = [
  entry("smart-15", "Smart 15"),
  entry("smart-25", "Smart 25"),
  entry("x5", "Nordia X5", { kind: "device", path: "/telefoane/x5", keywords: "Nordia", price: 2499, currency: "RON", recurring: false }),
];

type FetchAnswer = { ok: boolean; status: number; json: () => Promise<unknown> };
const ok = (body: unknown): FetchAnswer => ({ ok: true, status: 200, json: async () => body });

/** A fetch whose answers are released by the test, one per call. */
function deferredFetch() {
  const pending: { resolve: (a: FetchAnswer) => void; reject: (e: Error) => void }[] = [];
  const fn = jest.fn(
    () =>
      new Promise<FetchAnswer>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    fn,
    answer: async (a: FetchAnswer | Error, call = pending.length - 1) => {
      await act(async () => {
        const p = pending[call];
        if (!p) throw new Error(`no fetch call ${call}`);
        if (a instanceof Error) p.reject(a);
        else p.resolve(a);
      });
    },
  };
}

const realFetch = global.fetch;
let fetchMock: jest.Mock;

function mockFetch(impl: () => Promise<FetchAnswer>) {
  fetchMock = jest.fn(impl);
  global.fetch = fetchMock as unknown as typeof fetch;
}

beforeEach(() => {
  window.history.replaceState(null, "", "/rezultate");
  mockFetch(async () => ok(INDEX));
});

afterEach(() => {
  global.fetch = realFetch;
});

const open = (search: string, area: "personal" | "business" = "personal") => {
  window.history.replaceState(null, "", `${area === "business" ? "/business" : ""}/rezultate${search}`);
  return renderWithRoot(<SearchScreen area={area} title={t.title} />);
};

describe("search screen", () => {
  it("without a query: the intro, the empty form, nothing loaded", () => {
    open("");
    expect(screen.getByText(t.intro)).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: t.label })).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("?q=smart: loading, then the results with their count, links, kinds and prices", async () => {
    const d = deferredFetch();
    global.fetch = d.fn as unknown as typeof fetch;
    open("?q=smart");
    expect(screen.getByRole("searchbox", { name: t.label })).toHaveValue("smart");
    expect(screen.getByRole("status")).toHaveTextContent(t.loading);
    expect(d.fn).toHaveBeenCalledWith(searchIndexUrl("personal"));
    expect(searchIndexUrl("personal")).toBe("/search/personal.json");

    await d.answer(ok(INDEX));
    expect(screen.getByRole("status")).toHaveTextContent(t.results(2, "smart"));
    const links = screen.getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Smart 15", "/abonamente/smart-15"],
      ["Smart 25", "/abonamente/smart-25"],
    ]);
    const first = links[0]?.closest("li") as HTMLElement;
    expect(within(first).getByText(`${roShop.kind.plan} · Despre Smart 15`)).toBeInTheDocument();
    expect(first).toHaveTextContent(roShop.recurring);
  });

  it("one result: the singular text; a one-off price has no monthly unit", async () => {
    open("?q=nordia");
    expect(await screen.findByText(t.results(1, "nordia"))).toBeInTheDocument();
    const item = screen.getByRole("link", { name: "Nordia X5" }).closest("li") as HTMLElement;
    expect(item).toHaveTextContent(roShop.kind.device);
    expect(item).not.toHaveTextContent(roShop.recurring);
  });

  it("nothing found: the none-found message, no result list", async () => {
    open("?q=inexistent");
    expect(await screen.findByText(t.none("inexistent"))).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("the business area loads the business index", async () => {
    open("?q=smart", "business");
    await screen.findByText(t.results(2, "smart"));
    expect(fetchMock).toHaveBeenCalledWith("/search/business.json");
  });

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an HTTP error", async () => ({ ok: false, status: 503, json: async () => ({}) })],
  ])("%s: an alert with a retry that loads the index again", async (_what, failure) => {
    const user = userEvent.setup();
    let calls = 0;
    mockFetch(() => (++calls === 1 ? failure() : Promise.resolve(ok(INDEX))));
    open("?q=smart");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(t.error);
    await user.click(within(alert).getByRole("button", { name: t.retry }));
    expect(await screen.findByText(t.results(2, "smart"))).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("an index that is not a list is treated as empty", async () => {
    mockFetch(async () => ok({ nope: true }));
    open("?q=smart");
    expect(await screen.findByText(t.none("smart"))).toBeInTheDocument();
  });

  it.each(["?q=a", "?q=%20%20x%20"])("a too-short query (%s) asks for more", async (search) => {
    open(search);
    expect(await screen.findByText(t.tooShort)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("a new search from the form updates the address and reuses the loaded index", async () => {
    const user = userEvent.setup();
    const pushState = jest.spyOn(window.history, "pushState");
    open("?q=smart");
    await screen.findByText(t.results(2, "smart"));
    const box = screen.getByRole("searchbox", { name: t.label });
    await user.clear(box);
    await user.type(box, "  nordia x5 ");
    await user.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByText(t.results(1, "nordia x5"))).toBeInTheDocument();
    expect(pushState.mock.calls.at(-1)?.[2]).toBe("/rezultate?q=nordia%20x5");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    pushState.mockRestore();
  });

  it("a new search while the index is still loading shows the new query's results once it arrives", async () => {
    const user = userEvent.setup();
    const d = deferredFetch();
    global.fetch = d.fn as unknown as typeof fetch;
    open("?q=smart");
    expect(screen.getByRole("status")).toHaveTextContent(t.loading);
    const box = screen.getByRole("searchbox", { name: t.label });
    await user.clear(box);
    await user.type(box, "nordia");
    await user.click(screen.getByRole("button", { name: t.submit }));
    await d.answer(ok(INDEX), 0);
    expect(screen.getByRole("status")).toHaveTextContent(t.results(1, "nordia"));
    expect(d.fn).toHaveBeenCalledTimes(1);
  });
});
