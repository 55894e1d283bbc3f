// Issue 6: the self-care shell in Chromium against the sandbox. Each DESIGN.md persona signs in once; then every
// (persona, address) pair below is opened as a fresh page load and must end at the address SPEC §2 "Route guards"
// and §6 give (the same cells as __tests__/domain/guards/expectedMatrix.ts). The menu offers only pages that do not
// redirect; the account switcher changes the account shown; the dashboard shows what the gateway holds.
import type { Browser, Page } from "playwright-core";
import { launch, siteUrl } from "./support/browser";
import { gatewayUrl } from "./support/cms";
import { signedIn as signIn, type Signed } from "./support/signIn";
import { gatewayGet, gatewayUserInfo } from "./support/identity";
import { formatAmount } from "../../src/domain/currency";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (username: string): Promise<Signed> => signIn(browser, username);

const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the page is at `address` (path and query) and its first heading shows, through client redirects. */
async function settlesAt(page: Page, address: string, timeoutMs = 20000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (here(page) !== address) {
    if (Date.now() > end) throw new Error(`expected ${address}, still at ${here(page)}`);
    await page.waitForTimeout(100);
  }
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  // Still there once the guard had its say.
  await page.waitForTimeout(300);
  expect(here(page)).toBe(address);
}

const DASH = "/ecare/dashboard";
const S = "/ecare/serviciile-tale";
const F = "/ecare/facturi-si-plati";
const SET = "/ecare/setari-cont";

// [persona, address opened, address where the visit must end]
const VISITS: [string, [string, string][]][] = [
  [
    "postpaid.owner",
    [
      [`${S}/oferte`, `${S}/bonusuri-si-optiuni`],
      [`${S}/cost-control`, `${S}/abonament`],
      [`${S}/istoric-reincarcari`, `${S}/rapoarte`],
      [`${F}?rechargeSuccess=true`, `${F}/sumar?rechargeSuccess=true`],
      [`${S}/roaming`, `${S}/roaming`],
      ["/roaming/italia", `${S}/roaming?tara=italia`],
      ["/business/assurance", DASH],
      [`${SET}/raport-sumar-flota`, `${SET}/date-personale`],
      ["/ecare", DASH],
    ],
  ],
  [
    "postpaid.user",
    [
      [F, DASH],
      [`${F}/detalii-facturi`, DASH],
      ["/ecare/facturi-cont-inchis", DASH],
      [`${S}/abonament`, `${S}/abonament`],
    ],
  ],
  [
    "prepaid.owner",
    [
      [`${S}/bonusuri-si-optiuni`, `${S}/oferte`],
      [`${S}/rapoarte`, `${S}/istoric-reincarcari`],
      [`${S}/abonament`, `${S}/cost-control`],
      [`${F}/detalii-facturi`, DASH],
    ],
  ],
  [
    "prepaid.special",
    [
      [`${S}/oferte`, DASH],
      [`${S}/bonusuri-si-optiuni`, DASH],
      [`${S}/roaming`, DASH],
      [`${SET}/cartela-sim`, DASH],
      ["/ecare/facturi-cont-inchis", DASH],
    ],
  ],
  [
    "hybrid.owner",
    [
      [`${S}/oferte`, `${S}/oferte`],
      [`${S}/bonusuri-si-optiuni`, `${S}/bonusuri-si-optiuni`],
    ],
  ],
  [
    "fixed.owner",
    [
      [`${S}/bonusuri-si-optiuni`, DASH],
      [`${S}/roaming`, DASH],
      ["/roaming", DASH],
      [`${SET}/permisiuni`, `${SET}/date-personale`],
      [`${S}/abonament`, `${S}/abonament`],
    ],
  ],
  [
    "business.chooser",
    [
      [`${F}/detalii-facturi`, `${F}/sumar`],
      [`${SET}/raport-sumar-flota`, `${SET}/raport-sumar-flota`],
      ["/business/assurance", "/business/assurance"],
    ],
  ],
  [
    "business.delegated",
    [
      [`${F}/detalii-facturi`, `${F}/sumar`],
      [`${SET}/raport-sumar-flota`, `${SET}/date-personale`],
    ],
  ],
  [
    "business.authorized",
    [
      [`${F}/detalii-facturi`, `${F}/sumar`],
      ["/business/assurance", DASH],
    ],
  ],
  [
    "business.technical",
    [
      [DASH, "/business/assurance"],
      ["/ecare", "/business/assurance"],
      [`${S}/bonusuri-si-optiuni`, "/business/assurance"],
    ],
  ],
  [
    "business.power",
    [
      [F, DASH],
      [`${F}/sumar`, DASH],
    ],
  ],
  [
    "business.sub",
    [
      [`${F}/sumar`, DASH],
      [`${S}/rapoarte`, DASH],
    ],
  ],
  [
    "nonvf.user",
    [
      [`${SET}/cartela-sim`, `${SET}/date-personale`],
      [F, DASH],
      [`${SET}/permisiuni`, `${SET}/date-personale`],
    ],
  ],
  [
    "noroles.user",
    [
      [DASH, "/ecare/asociaza-servicii"],
      [`${S}/roaming`, "/ecare/asociaza-servicii"],
    ],
  ],
];

test("at least 25 (persona, address) pairs are checked", () => {
  expect(VISITS.reduce((n, [, visits]) => n + visits.length, 0)).toBeGreaterThanOrEqual(25);
});

describe.each(VISITS)("SPEC §2 route guards in the browser: %s", (username, visits) => {
  let session: Signed;
  beforeAll(async () => {
    session = await signedIn(username);
  });
  afterAll(async () => {
    await session?.context.close();
  });

  test.each(visits)("%s ends at %s", async (from, to) => {
    await session.page.goto(siteUrl(from));
    await settlesAt(session.page, to);
    expect(session.errors).toEqual([]);
  });
});

describe("the self-care menu offers only what the guards allow", () => {
  const MENUS: [string, string[], string[]][] = [
    // persona, entries that must be offered, entries that must not
    [
      "prepaid.owner",
      ["Oferte", "Control cost", "Istoric reîncărcări", "Roaming"],
      ["Bonusuri și opțiuni", "Abonament", "Rapoarte", "Detalii facturi"],
    ],
    [
      "postpaid.user",
      ["Bonusuri și opțiuni", "Abonament", "Rapoarte"],
      ["Facturi și plăți", "Sumar facturi", "Oferte", "Raport sumar flotă"],
    ],
    [
      "business.chooser",
      ["Sumar facturi", "Raport sumar flotă", "Asigurarea serviciilor"],
      ["Detalii facturi", "Bonusuri și opțiuni", "Abonament"],
    ],
    ["fixed.owner", ["Abonament", "Date personale", "Facturi și plăți"], ["Roaming", "Bonusuri și opțiuni", "Cartela SIM", "Permisiuni"]],
  ];

  test.each(MENUS)("%s: every menu entry opens without a redirect", async (username, offered, withheld) => {
    const { context, page, errors } = await signedIn(username);
    await page.goto(siteUrl(DASH));
    await settlesAt(page, DASH);
    const menu = page.getByRole("navigation", { name: "Meniul Contul meu" });
    const links = await menu
      .getByRole("link")
      .evaluateAll((as) => as.map((a): [string, string] => [a.textContent ?? "", a.getAttribute("href") ?? ""]));
    const names = links.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(offered));
    for (const name of withheld) expect(names).not.toContain(name);
    // Each entry, clicked in the menu, stays where it leads.
    for (const [name, href] of links) {
      await menu.getByRole("link", { name, exact: true }).click();
      await settlesAt(page, href);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

test("the technical chooser signs in to /business/assurance and its menu has no dashboard detour", async () => {
  const { context, page, errors } = await signedIn("business.technical");
  await settlesAt(page, "/business/assurance");
  await page.getByRole("heading", { level: 1, name: "Asigurarea serviciilor" }).waitFor();
  const names = await page.getByRole("navigation", { name: "Meniul Contul meu" }).getByRole("link").allTextContents();
  expect(names).toContain("Asigurarea serviciilor");
  expect(names).not.toContain("Sumar cont");
  expect(errors).toEqual([]);
  await context.close();
});

test("SPEC §2 abonament: a hybrid owner goes to the dashboard and the legacy cost-control page opens in a new tab", async () => {
  const { context, page, errors } = await signedIn("hybrid.owner");
  await page.goto(siteUrl(DASH));
  await settlesAt(page, DASH);
  // Reached by a click (a link in the page), as a user would: the browser allows the new tab.
  const popup = context.waitForEvent("page", { timeout: 10000 }).catch(() => null);
  await page.evaluate((to) => {
    const a = document.createElement("a");
    a.href = to;
    a.textContent = "abonament";
    a.addEventListener("click", (e) => {
      e.preventDefault();
      (window as unknown as { ___navigate: (to: string) => void }).___navigate(to);
    });
    document.querySelector("main")?.append(a);
  }, `${S}/abonament`);
  await page.getByRole("link", { name: "abonament", exact: true }).click();
  await settlesAt(page, DASH);
  const link = page.getByRole("link", { name: /Deschide pagina de control al costurilor/ });
  await link.waitFor();
  const legacy = await link.getAttribute("href");
  expect(legacy).toBe(gatewayUrl("/legacy/cost-control"));
  const opened = await popup;
  expect(opened?.url()).toBe(legacy);
  expect(errors).toEqual([]);
  await context.close();
});

test("the account switcher shows another BAN of the business chooser, then another identity of multi.identity", async () => {
  const chooser = await signedIn("business.chooser");
  const account = chooser.page.getByRole("region", { name: "Contul tău" });
  await account.getByText("500000501", { exact: true }).waitFor();
  await chooser.page.getByLabel("Contul afișat").selectOption({ label: "Cont de facturare 500000502" });
  await chooser.page.getByRole("button", { name: "Schimbă contul" }).click();
  await account.getByText("500000502", { exact: true }).waitFor();
  // The switch holds across a reload (the gateway's tokens carry it).
  await chooser.page.reload();
  await chooser.page.getByRole("region", { name: "Contul tău" }).getByText("500000502", { exact: true }).waitFor();
  expect(chooser.errors).toEqual([]);
  await chooser.context.close();

  const multi = await signedIn("multi.identity");
  await settlesAt(multi.page, "/login/identitate");
  await multi.page.getByRole("radio", { name: /Companie/ }).check();
  await multi.page.getByRole("button", { name: "Continuă" }).click();
  await settlesAt(multi.page, DASH);
  // As a business chooser the fleet summary is offered; as the personal contract owner it is not.
  const menu = multi.page.getByRole("navigation", { name: "Meniul Contul meu" });
  await menu.getByRole("link", { name: "Raport sumar flotă" }).waitFor();
  await multi.page.goto(siteUrl(`${SET}/raport-sumar-flota`));
  await settlesAt(multi.page, `${SET}/raport-sumar-flota`);
  const personal = await multi.page
    .getByLabel("Contul afișat")
    .locator("option")
    .evaluateAll((os) => os.map((o) => o.textContent ?? "").find((t) => t.includes("Titular de contract")) ?? "");
  await multi.page.getByLabel("Contul afișat").selectOption({ label: personal });
  await multi.page.getByRole("button", { name: "Schimbă contul" }).click();
  // The page the user was on is no longer theirs: the guards move them on.
  await settlesAt(multi.page, `${SET}/date-personale`);
  await expect(menu.getByRole("link", { name: "Raport sumar flotă" }).count()).resolves.toBe(0);
  expect(multi.errors).toEqual([]);
  await multi.context.close();
});

describe("the dashboard per account type shows what the gateway holds", () => {
  const region = (page: Page, name: string) => page.getByRole("region", { name });

  test("postpaid: the current bill (SPEC §3 first bill) and the allowances left", async () => {
    const bills = await gatewayGet<any[]>("postpaid.owner", "/ebill/customerBill?banId=100000101");
    const { context, page, errors } = await signedIn("postpaid.owner");
    await region(page, "Factura curentă").getByText(formatAmount(bills[0].amountDue.value, "RON"), { exact: true }).first().waitFor();
    await region(page, "Resurse rămase").getByRole("meter").first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("prepaid: the credit in euro (SPEC §7 first bucket) and no bill", async () => {
    const usage = await gatewayGet("prepaid.owner", "/dxl-nb-usage-consumption/queryUsageConsumption/summary");
    const credit = usage.usageConsumption[0].bucketRefOrValue[0].remainingValue;
    const { context, page, errors } = await signedIn("prepaid.owner");
    await region(page, "Credit și resurse").getByText(formatAmount(credit.amount, credit.units), { exact: true }).waitFor();
    await expect(region(page, "Factura curentă").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("fixed: the bill and the services of the product inventory, no usage", async () => {
    const info = await gatewayUserInfo("fixed.owner");
    const { context, page, errors } = await signedIn("fixed.owner");
    for (const product of info.customerInfo.productInventory) await region(page, "Serviciile tale").getByText(product.name).waitFor();
    await region(page, "Factura curentă").getByText(/lei$/).first().waitFor();
    await expect(region(page, "Resurse rămase").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
