// A persona's stored session for measuring signed-in pages (bench/check.mjs): the persona signs in through the
// sandbox's gateway API (bot-check token, then applicationLogin, as /login does), and the tokens are written the way
// the site stores a fresh password sign-in: the base SSO pair in the session store's envelope under localStorage
// `aria-state` (src/state/sessionStore.ts, startSsoSession in src/hooks/signInFlow.ts). The profile is left out: a
// self-care page fetches it again on every visit. __tests__/tools/budgets.test.ts checks this envelope against the
// site's own reader, so a change of the stored format breaks that test, not the gate silently.
export const SESSION_STORAGE_KEY = "aria-state";
/** src/domain/constants.ts STORED_STATE_VERSION (a test keeps them equal). */
export const STORED_STATE_VERSION = "2.4.2";
export const PERSONA_PASSWORD = "Sandbox!2026";

/** The stored session text for a base SSO token pair (what the site writes right after a password sign-in). */
export function storedSession({ accessToken, refreshToken }) {
  const auth = {
    baseSSO: { accessToken, refreshToken },
    extendedSSO: { shopCBU: null, shopEBU: null, tobi: null, selectedClientType: null },
    bronzeRO: { shopCBU: null, shopEBU: null },
    anonymous: null,
    ebuAnonymous: null,
    otc: { personal: null, business: null },
  };
  return JSON.stringify({ version: STORED_STATE_VERSION, state: { auth } });
}

/** Playwright storage state holding that session for the site's origin. */
export function sessionStorageState(siteUrl, tokens) {
  return {
    cookies: [],
    origins: [{ origin: new URL(siteUrl).origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: storedSession(tokens) }] }],
  };
}

async function post(url, body) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${new URL(url).pathname}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Signs `username` in at the sandbox (client shopcbuweb, as /login); throws when the gateway refuses. */
export async function signInPersona(sandboxUrl, username, { password = PERSONA_PASSWORD, client = "shopcbuweb" } = {}) {
  const { token } = await post(`${sandboxUrl}/sandbox/recaptcha/token`, { action: "login" });
  const login = await post(`${sandboxUrl}/identity/applicationLogin/${client}`, {
    username,
    password,
    "g-recaptcha-response": token,
    "g-recaptcha-action": "login",
  });
  if (typeof login.accessToken !== "string" || typeof login.refreshToken !== "string") {
    throw new Error(`sign-in of ${username} refused: ${login.errorCode ?? "no tokens"}`);
  }
  return { accessToken: login.accessToken, refreshToken: login.refreshToken };
}
