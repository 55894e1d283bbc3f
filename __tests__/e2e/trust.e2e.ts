// Issue 12 "Trust before growth", tried as a new user would: typing from the page's load event (not after
// hydration), values filled before hydration (as a password manager does), crafted return paths, two tabs waking up
// with an expired token, a refused self-care call, and the gateway going down.
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { holdScripts, launch, newContext, settlesOn, siteUrl, trackRequests, waitForApp, watchErrors } from "./support/browser";
import { gatewayUrl, sandboxUrl } from "./support/cms";
import { clearFaults, FAULTS, injectFault } from "./support/faults";
import { PASSWORD, PERSONA_LANDINGS, expireAccessTokens, latestCode } from "./support/identity";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await clearFaults();
});

const SITE_ORIGIN = new URL(siteUrl("/")).origin;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const username = (page: Page) => page.getByRole("textbox", { name: "Utilizator", exact: true });
const password = (page: Page) => page.getByLabel("Parolă", { exact: true });
const signInButton = (page: Page) => page.getByRole("button", { name: "Intră în cont" });

/** Every request the page sends that would carry form data to the static host (a native form submission). */
function watchPostsToSite(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (req) => {
    if (req.method() !== "GET" && req.method() !== "HEAD" && new URL(req.url()).origin === SITE_ORIGIN) posts.push(req);
  });
  return posts;
}

test("20 consecutive sign-ins across personas, typing from the load event, all land where their role says", async () => {
  const outcomes: string[] = [];
  for (let i = 0; i < 20; i++) {
    const [user, landing] = PERSONA_LANDINGS[i % PERSONA_LANDINGS.length]!;
    const context = await newContext(browser, 412, 823);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const posts = watchPostsToSite(page);
    await page.goto(siteUrl("/login"), { waitUntil: "load" });
    // No wait for hydration: a person (or a password manager) acts as soon as the page is there.
    await username(page).fill(user);
    await password(page).fill(PASSWORD);
    await signInButton(page).click();
    try {
      await settlesOn(page, landing);
      await page.getByRole("heading", { level: 1 }).waitFor();
      outcomes.push(`${user}: ok`);
    } catch {
      outcomes.push(`${user}: at ${page.url()} (${(await page.getByRole("alert").allTextContents()).join(" | ")})`);
    }
    expect(posts.map((p) => p.url())).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }
  expect(outcomes).toEqual(Array.from({ length: 20 }, (_, i) => `${PERSONA_LANDINGS[i % PERSONA_LANDINGS.length]![0]}: ok`));
});

test("(holds scripts) a password sign-in submitted before the page is interactive is held, keeps the fields, and completes once it is", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const posts = watchPostsToSite(page);
  const scripts = await holdScripts(context);
  await page.goto(siteUrl("/login?returnTo=%2Fecare%2Fdashboard%3Ftab%3D1"), { waitUntil: "domcontentloaded" });
  await username(page).fill("postpaid.owner");
  await password(page).fill(PASSWORD);
  await signInButton(page).click();
  await page.waitForTimeout(300);
  // Not hydrated yet: nothing was sent anywhere, the page did not change, what was typed is still there.
  expect(pathOf(page)).toBe("/login");
  await expect(username(page).inputValue()).resolves.toBe("postpaid.owner");
  await expect(password(page).inputValue()).resolves.toBe(PASSWORD);
  scripts.release();
  await settlesOn(page, "/ecare/dashboard");
  expect(new URL(page.url()).search).toBe("?tab=1");
  expect(posts).toEqual([]);
  await context.close();
});

test("(holds scripts) values autofilled before hydration (no input events, as a password manager may) are used by the password form", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const scripts = await holdScripts(context);
  await page.goto(siteUrl("/login"), { waitUntil: "domcontentloaded" });
  await page.evaluate(
    ([u, p]) => {
      (document.getElementById("signin-username") as HTMLInputElement).value = u!;
      (document.getElementById("signin-password") as HTMLInputElement).value = p!;
    },
    ["prepaid.owner", PASSWORD],
  );
  scripts.release();
  await waitForApp(page);
  await signInButton(page).click();
  await settlesOn(page, "/ecare/dashboard");
  await context.close();
});

test("(holds scripts) the one-time-code form: a number filled before hydration and sent at once gets its code, and the code signs in", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const posts = watchPostsToSite(page);
  const scripts = await holdScripts(context);
  await page.goto(siteUrl("/login"), { waitUntil: "domcontentloaded" });
  await page.evaluate(() => {
    (document.getElementById("signin-phone") as HTMLInputElement).value = "0750000200";
  });
  await page.getByRole("button", { name: "Trimite codul" }).click();
  await page.waitForTimeout(200);
  await expect(page.getByRole("textbox", { name: "Număr de telefon", exact: true }).inputValue()).resolves.toBe("0750000200");
  scripts.release();
  const codeField = page.getByRole("textbox", { name: "Codul din SMS", exact: true });
  await codeField.waitFor({ timeout: 20000 });
  await codeField.fill(await latestCode("0750000200"));
  await page.getByRole("button", { name: "Confirmă codul" }).click();
  await settlesOn(page, "/");
  expect(posts).toEqual([]);
  await context.close();
});

// Crafted return paths (dot segments, encodings, other hosts): the browser must never leave the site.
const CRAFTED = [
  "/..//evil.example/",
  "/%2e%2e//evil.example/",
  "/.%2e//evil.example/",
  "/%2e%2e/%2fevil.example/",
  "//evil.example/",
  "/\\evil.example/",
  "https://evil.example/",
  "/ecare/../..//evil.example/",
];

/** Opens /login with a crafted returnTo; records every request that tries to leave 127.0.0.1. */
async function loginWith(returnTo: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const foreign: string[] = [];
  context.on("request", (req) => {
    const host = new URL(req.url()).hostname;
    if (host !== "127.0.0.1" && host !== "localhost") foreign.push(req.url());
  });
  await page.goto(siteUrl(`/login?returnTo=${encodeURIComponent(returnTo)}`), { waitUntil: "load" });
  return { context, page, foreign };
}

test.each(CRAFTED)("crafted returnTo %s never leaves the site after a password sign-in", async (returnTo) => {
  const { context, page, foreign } = await loginWith(returnTo);
  await username(page).fill("postpaid.owner");
  await password(page).fill(PASSWORD);
  await signInButton(page).click();
  await settlesOn(page, "/ecare/dashboard");
  await page.waitForTimeout(300);
  expect(new URL(page.url()).origin).toBe(SITE_ORIGIN);
  expect(foreign).toEqual([]);
  await context.close();
});

// A number per case: the sandbox allows 3 code sends per number in 10 minutes.
const CRAFTED_OTC = CRAFTED.map((returnTo, i) => [returnTo, `07500001${String(i).padStart(2, "0")}`] as const);

test.each(CRAFTED_OTC)("crafted returnTo %s never leaves the site after a one-time-code sign-in", async (returnTo, msisdn) => {
  const { context, page, foreign } = await loginWith(returnTo);
  await page.getByRole("textbox", { name: "Număr de telefon", exact: true }).fill(msisdn);
  await page.getByRole("button", { name: "Trimite codul" }).click();
  const codeField = page.getByRole("textbox", { name: "Codul din SMS", exact: true });
  await codeField.waitFor();
  await codeField.fill(await latestCode(msisdn));
  await page.getByRole("button", { name: "Confirmă codul" }).click();
  await settlesOn(page, "/");
  await page.waitForTimeout(300);
  expect(new URL(page.url()).origin).toBe(SITE_ORIGIN);
  expect(foreign).toEqual([]);
  await context.close();
});

/** Signs a persona in through the form (after hydration) and waits until the dashboard's own calls are done. */
async function signedInDashboard(context: BrowserContext, user: string): Promise<Page> {
  const page = await context.newPage();
  const requests = trackRequests(page);
  await page.goto(siteUrl("/login"));
  await waitForApp(page);
  await username(page).fill(user);
  await password(page).fill(PASSWORD);
  await signInButton(page).click();
  await settlesOn(page, "/ecare/dashboard");
  await page.getByRole("heading", { level: 1 }).waitFor();
  await requests.quiet();
  return page;
}

test("two tabs on /ecare/dashboard with an expired access token, reloaded together, both stay signed in with exactly one refresh", async () => {
  const context = await newContext(browser);
  const first = await signedInDashboard(context, "hybrid.owner");
  const second = await context.newPage();
  await second.goto(siteUrl("/ecare/dashboard"));
  await second.getByRole("heading", { level: 1, name: /Bun venit/ }).waitFor();
  const quiet = [trackRequests(first), trackRequests(second)];
  await second.waitForTimeout(500);

  const refreshes: string[] = [];
  context.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/identity/refresh/")) refreshes.push(req.url());
  });
  await expireAccessTokens("hybrid.owner");
  await Promise.all([first.reload(), second.reload()]);
  for (const page of [first, second]) {
    await page.getByRole("heading", { level: 1, name: /Bun venit/ }).waitFor({ timeout: 20000 });
    await page.getByRole("region", { name: "Factura curentă" }).getByText("Total de plată").waitFor();
  }
  await Promise.all(quiet.map((q) => q.quiet()));
  expect(refreshes).toHaveLength(1);
  expect([pathOf(first), pathOf(second)]).toEqual(["/ecare/dashboard", "/ecare/dashboard"]);
  await context.close();
});

test("a 403 from a self-care call is requested once and says the account has no access", async () => {
  await injectFault(FAULTS.billsForbidden);
  const context = await newContext(browser);
  const bills: string[] = [];
  context.on("request", (req) => {
    if (new URL(req.url()).pathname === "/ebill/customerBill") bills.push(req.url());
  });
  const page = await signedInDashboard(context, "postpaid.owner");
  const alert = page.getByRole("region", { name: "Factura curentă" }).getByRole("alert");
  await alert.waitFor();
  await expect(alert.textContent()).resolves.toContain("nu are acces la aceste informații");
  await page.waitForTimeout(4000); // longer than the first two retry delays would have been
  expect(bills).toHaveLength(1);
  await context.close();
});

test("with the gateway down the outage screen appears within 25 s of the first failure", async () => {
  const context = await newContext(browser);
  const page = await signedInDashboard(context, "postpaid.owner");
  await injectFault(FAULTS.gatewayDown);
  let firstFailure = 0;
  page.on("response", (res) => {
    if (res.url().startsWith(gatewayUrl("/")) && res.status() === 503 && firstFailure === 0) firstFailure = Date.now();
  });
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "Contul meu nu este disponibil momentan" }).waitFor({ timeout: 40000 });
  const shownAfter = Date.now() - firstFailure;
  expect(firstFailure).toBeGreaterThan(0);
  expect(shownAfter).toBeLessThanOrEqual(25000);
  // Still signed in: the outage is not a sign-out, and the retry works once the gateway is back.
  await clearFaults();
  await page.getByRole("button", { name: "Încearcă din nou" }).click();
  await page.getByRole("heading", { level: 1, name: /Bun venit/ }).waitFor({ timeout: 20000 });
  await context.close();
});

test("SPEC §2/§6: postpaid.user gets 403 from the ebill bill list, called directly with its own token", async () => {
  const { token } = (await (
    await fetch(sandboxUrl("/sandbox/recaptcha/token"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"action":"login"}',
    })
  ).json()) as { token: string };
  const login = (await (
    await fetch(sandboxUrl("/identity/applicationLogin/shopcbuweb"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "postpaid.user", password: PASSWORD, "g-recaptcha-response": token, "g-recaptcha-action": "login" }),
    })
  ).json()) as { accessToken: string };
  const res = await fetch(sandboxUrl("/ebill/customerBill?banId=100000101"), { headers: { authorization: `Bearer ${login.accessToken}` } });
  expect(res.status).toBe(403);
  await expect(res.json()).resolves.toMatchObject({ "@type": "Error", status: "403" });
});
