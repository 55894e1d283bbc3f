// A persona signed in through /login as a person does (user name, password, "Intră în cont"), in a fresh context.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { newContext, siteUrl, waitForApp, watchErrors } from "./browser";
import { PASSWORD } from "./identity";

export interface Signed {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen (watchErrors). */
  errors: string[];
}

export async function signedIn(browser: Browser, username: string): Promise<Signed> {
  const context = await newContext(browser, 1280, 900);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(siteUrl("/login"));
  await waitForApp(page);
  await page.getByRole("textbox", { name: "Utilizator", exact: true }).fill(username);
  await page.getByLabel("Parolă", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Intră în cont" }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 20000 });
  await page.getByRole("heading", { level: 1 }).waitFor();
  return { context, page, errors };
}
