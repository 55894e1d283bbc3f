// gatsby-ssr.tsx onRenderBody (build time): what every page's HTML carries before the app (issue 29).
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { onRenderBody } from "../../../gatsby-ssr";

type Args = Parameters<NonNullable<typeof onRenderBody>>[0];

function render(pathname: string): { head: string; preBody: string } {
  let head: React.ReactNode[] = [];
  let preBody: React.ReactNode[] = [];
  const args = {
    pathname,
    setHtmlAttributes: () => undefined,
    setHeadComponents: (c: React.ReactNode[]) => (head = c),
    setPreBodyComponents: (c: React.ReactNode[]) => (preBody = c),
  } as unknown as Args;
  onRenderBody!(args, {} as never);
  const markup = (nodes: React.ReactNode[]) => renderToStaticMarkup(React.createElement(React.Fragment, null, ...nodes));
  return { head: markup(head), preBody: markup(preBody) };
}

describe("Issue 29: every page's HTML before the app", () => {
  it("the consent runtime is the first script in <head>, so Consent Mode's defaults precede anything else", () => {
    const { head } = render("/");
    expect(head.indexOf("<script")).toBe(head.indexOf('<script id="aria-consent-runtime"'));
    expect(head).toContain('gtag("consent", "default", defaults)');
  });

  it("before Gatsby's root: the skip link first, then the consent banner, then the polite route announcer", () => {
    const { preBody } = render("/ecare/dashboard");
    const skip = preBody.indexOf('href="#continut"');
    const banner = preBody.indexOf('id="aria-consent"');
    const announcer = preBody.indexOf('id="aria-route-announcer"');
    expect(skip).toBeGreaterThanOrEqual(0);
    expect(skip).toBeLessThan(banner);
    expect(banner).toBeLessThan(announcer);
    expect(preBody).toContain("Sari la conținut");
    expect(preBody).toMatch(/<div id="aria-route-announcer"[^>]*aria-live="polite"/);
  });
});
