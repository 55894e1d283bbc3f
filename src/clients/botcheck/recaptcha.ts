// The browser bot-check (reCAPTCHA v3 API: window.grecaptcha.ready / execute). SPEC §7: a token is
// obtained with an action name before login and sent as g-recaptcha-response / g-recaptcha-action
// (the gateway clients' botcheckBody, src/clients/gateway/answers.ts); the script is loaded with 2 retries. SPEC §9: tokens retried up to 5 times, 1000 ms apart, not
// retried when the script is missing.
import { BOTCHECK } from "../../config/endpoints";
import { BOT_CHECK_RETRY, CAPTCHA_SCRIPT_RETRIES } from "../../domain/constants";

export interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface BotcheckToken {
  token: string;
  action: string;
}

const grecaptcha = (): Grecaptcha | undefined =>
  typeof window === "undefined" ? undefined : (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;

/** Google's v3 api.js only executes for the key named in ?render=; the sandbox's script ignores it. */
export function botcheckScriptSrc(url: string, siteKey: string): string {
  if (/[?&]render=/.test(url)) return url;
  return `${url}${url.includes("?") ? "&" : "?"}render=${encodeURIComponent(siteKey)}`;
}

// One load per script address; a failed load is forgotten so the next sign-in attempt tries again.
const loads = new Map<string, Promise<boolean>>();

function insertScript(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.dataset.botcheck = "";
    script.addEventListener("load", () => resolve(true), { once: true });
    script.addEventListener(
      "error",
      () => {
        script.remove();
        resolve(false);
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
}

/** Loads the bot-check script once; true when loaded, false after 1 + CAPTCHA_SCRIPT_RETRIES failed attempts. Never throws. */
export function loadBotcheckScript(url: string = BOTCHECK.scriptUrl): Promise<boolean> {
  if (typeof document === "undefined") return Promise.resolve(false);
  if (grecaptcha()) return Promise.resolve(true);
  const src = botcheckScriptSrc(url, BOTCHECK.siteKey);
  const pending = loads.get(src);
  if (pending) return pending;
  const load = (async () => {
    for (let attempt = 0; attempt <= CAPTCHA_SCRIPT_RETRIES; attempt++) {
      if (await insertScript(src)) return true;
    }
    loads.delete(src);
    return false;
  })();
  loads.set(src, load);
  return load;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function executeOnce(api: Grecaptcha, action: string): Promise<string | null> {
  try {
    await new Promise<void>((resolve) => api.ready(resolve));
    const token = await api.execute(BOTCHECK.siteKey, { action });
    return typeof token === "string" && token !== "" ? token : null;
  } catch {
    return null;
  }
}

/**
 * A bot-check token for `action`, or null: at once when the script is missing, else after
 * BOT_CHECK_RETRY.attempts failed tries (rejection or empty token) spaced BOT_CHECK_RETRY.delayMs apart.
 */
export async function getBotcheckToken(action: string): Promise<BotcheckToken | null> {
  const api = (await loadBotcheckScript()) ? grecaptcha() : undefined;
  if (!api) return null;
  for (let attempt = 1; attempt <= BOT_CHECK_RETRY.attempts; attempt++) {
    const token = await executeOnce(api, action);
    if (token) return { token, action };
    if (attempt < BOT_CHECK_RETRY.attempts) await sleep(BOT_CHECK_RETRY.delayMs);
  }
  return null;
}
