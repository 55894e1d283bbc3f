import { DEFAULT_PAGE_SETTINGS, readPageSettings, scrollDecision } from "../../src/domain/pageSettings";

describe("SPEC §2 page settings from content page data", () => {
  it("defaults when the page has none or sends garbage", () => {
    expect(readPageSettings(undefined)).toEqual(DEFAULT_PAGE_SETTINGS);
    expect(readPageSettings("dark")).toEqual(DEFAULT_PAGE_SETTINGS);
    expect(readPageSettings({ theme: "neon", scrollBehaviour: "sideways" })).toEqual(DEFAULT_PAGE_SETTINGS);
  });
  it("reads dark mode, theme and scroll behaviour", () => {
    expect(readPageSettings({ darkMode: true, theme: "business", scrollBehaviour: "top" })).toEqual({
      darkMode: true,
      theme: "business",
      scrollBehaviour: "top",
    });
  });
  it("accepts CMS string booleans and the US spelling of scroll behavior", () => {
    expect(readPageSettings({ darkMode: "true", scrollBehavior: "preserve" })).toMatchObject({
      darkMode: true,
      scrollBehaviour: "preserve",
    });
    expect(readPageSettings({ darkMode: "false" }).darkMode).toBe(false);
  });
  it("maps scroll behaviour to the router's decision", () => {
    expect(scrollDecision("restore")).toBe("router");
    expect(scrollDecision("top")).toBe("top");
    expect(scrollDecision("preserve")).toBe("keep");
  });
});
