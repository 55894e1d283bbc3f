// A product added to the cart from its page, as a person does: "Adaugă în coș", then the add's status line
// "Am adăugat … în coș." (the gateway's answer).
import type { Page } from "playwright-core";
import { siteUrl } from "./browser";

export async function addFromProductPage(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: "load" });
  await page.getByRole("button", { name: "Adaugă în coș", exact: true }).first().click();
  await page
    .getByRole("status")
    .filter({ hasText: /^Am adăugat .+ în coș\.$/ })
    .first()
    .waitFor({ timeout: 20000 });
}
