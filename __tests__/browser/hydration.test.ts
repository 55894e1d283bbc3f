// servedPagePath: while React hydrates, the address whose HTML it hydrates (Gatsby's window.pagePath); else the address.
import { endInitialHydration, servedPagePath } from "../../src/browser/hydration";

afterEach(() => {
  document.body.innerHTML = "";
  delete (window as { pagePath?: string }).pagePath;
});

test("during the first hydration of server HTML it is the served page's path, not the browser's address", () => {
  document.body.innerHTML = '<div id="gatsby-focus-wrapper"><main></main></div>';
  (window as { pagePath?: string }).pagePath = "/ecare";
  expect(servedPagePath("/ecare/nu-exista")).toBe("/ecare");
});

test("a page rendered in the browser (no server HTML) uses the address", () => {
  document.body.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
  (window as { pagePath?: string }).pagePath = "/";
  expect(servedPagePath("/ecare/dashboard")).toBe("/ecare/dashboard");
});

test("after the first hydration it is always the address", () => {
  document.body.innerHTML = '<div id="gatsby-focus-wrapper"><main></main></div>';
  (window as { pagePath?: string }).pagePath = "/ecare";
  endInitialHydration();
  expect(servedPagePath("/ecare/facturi-si-plati")).toBe("/ecare/facturi-si-plati");
});
