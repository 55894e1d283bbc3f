import { loadedPageContext, prefetchPage } from "../../src/browser/gatsbyLoader";

describe("Gatsby loader access", () => {
  afterEach(() => {
    delete window.___loader;
  });

  it("reads the page context of a loaded page", () => {
    window.___loader = {
      loadPageSync: (p) => (p === "/x" ? { json: { pageContext: { pageSettings: { scrollBehaviour: "top" } } } } : undefined),
    };
    expect(loadedPageContext("/x")).toEqual({ pageSettings: { scrollBehaviour: "top" } });
    expect(loadedPageContext("/y")).toBeUndefined();
  });

  it("is safe when Gatsby's loader is absent", () => {
    expect(loadedPageContext("/x")).toBeUndefined();
    expect(() => prefetchPage("/x")).not.toThrow();
  });

  it("prefetches internal paths only", () => {
    const hovering = jest.fn();
    window.___loader = { hovering };
    prefetchPage("/roaming");
    prefetchPage("https://example.org/");
    expect(hovering.mock.calls).toEqual([["/roaming"]]);
  });
});
