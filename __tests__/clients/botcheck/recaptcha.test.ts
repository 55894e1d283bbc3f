// The browser bot-check client: script loading (SPEC §7 "loaded with 2 retries") and token retries
// (SPEC §9 "Bot-check retried up to 5 times, 1000 ms delay, not retried if the captcha script is missing").
import type * as Recaptcha from "../../../src/clients/botcheck/recaptcha";
import { botcheckBody } from "../../../src/clients/gateway/answers";

type Module = typeof Recaptcha;

const SRC = "http://127.0.0.1:8787/sandbox/recaptcha/api.js?render=sandbox-site-key";

let m: Module;
beforeEach(() => {
  // A fresh module per test: its memoised script load must not leak between tests.
  jest.resetModules();
  m = jest.requireActual<Module>("../../../src/clients/botcheck/recaptcha");
});
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = "";
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[data-botcheck]"));
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const fire = async (type: "load" | "error") => {
  const [script] = scripts();
  if (!script) throw new Error("no bot-check script in the document");
  script.dispatchEvent(new Event(type));
  await flush();
};

function installGrecaptcha(results: (string | Error)[], ready = (cb: () => void) => cb()) {
  const execute = jest.fn((_siteKey: string, _opts: { action: string }) => {
    const next = results.shift() ?? new Error("no more results");
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  (window as unknown as { grecaptcha: Recaptcha.Grecaptcha }).grecaptcha = { ready, execute };
  return execute;
}

describe("SPEC §7 bot-check fields (the gateway clients' botcheckBody)", () => {
  it("sends the token and action as g-recaptcha-response and g-recaptcha-action", () => {
    expect(botcheckBody({ token: "sbx1.a.b", action: "login" })).toEqual({
      "g-recaptcha-response": "sbx1.a.b",
      "g-recaptcha-action": "login",
    });
    expect(botcheckBody({ token: "sbx1.a.b", action: "login" }, "anonymousLogin")["g-recaptcha-action"]).toBe("anonymousLogin");
  });
  it("sends nothing without a token", () => {
    expect(botcheckBody(null)).toEqual({});
  });
  it("names the site key in the script address unless it is already there", () => {
    expect(m.botcheckScriptSrc("https://www.google.com/recaptcha/api.js", "k 1")).toBe(
      "https://www.google.com/recaptcha/api.js?render=k%201",
    );
    expect(m.botcheckScriptSrc("https://x.example/api.js?hl=ro", "k")).toBe("https://x.example/api.js?hl=ro&render=k");
    expect(m.botcheckScriptSrc("https://x.example/api.js?render=explicit", "k")).toBe("https://x.example/api.js?render=explicit");
  });
});

describe("SPEC §7 captcha script loaded with 2 retries (loadBotcheckScript)", () => {
  it("inserts one async script for the configured address and resolves true on load", async () => {
    const loading = m.loadBotcheckScript();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    expect(scripts()[0]?.src).toBe(SRC);
    const again = m.loadBotcheckScript();
    expect(scripts()).toHaveLength(1);
    await fire("load");
    await expect(loading).resolves.toBe(true);
    await expect(again).resolves.toBe(true);
  });

  it("does not add another tag after a successful load", async () => {
    const first = m.loadBotcheckScript("https://x.example/api.js");
    await fire("load");
    await expect(first).resolves.toBe(true);
    await expect(m.loadBotcheckScript("https://x.example/api.js")).resolves.toBe(true);
    expect(scripts()).toHaveLength(1);
  });

  it("retries twice after errors, removing the failed tag each time, then resolves false", async () => {
    const inserted: string[] = [];
    const append = jest.spyOn(document.head, "appendChild");
    append.mockImplementation(function (this: HTMLHeadElement, node) {
      inserted.push((node as HTMLScriptElement).src);
      return Node.prototype.appendChild.call(this, node) as never;
    });
    const loading = m.loadBotcheckScript("https://x.example/api.js");
    await fire("error");
    expect(scripts()).toHaveLength(1);
    await fire("error");
    expect(scripts()).toHaveLength(1);
    await fire("error");
    await expect(loading).resolves.toBe(false);
    expect(inserted).toEqual(Array(3).fill("https://x.example/api.js?render=sandbox-site-key"));
    expect(scripts()).toHaveLength(0);
    append.mockRestore();
  });

  it("succeeds on the last retry", async () => {
    const loading = m.loadBotcheckScript();
    await fire("error");
    await fire("error");
    await fire("load");
    await expect(loading).resolves.toBe(true);
    expect(scripts()).toHaveLength(1);
  });

  it("tries again on a later call once a load finally failed", async () => {
    const first = m.loadBotcheckScript();
    for (let i = 0; i < 3; i++) await fire("error");
    await expect(first).resolves.toBe(false);
    const second = m.loadBotcheckScript();
    expect(scripts()).toHaveLength(1);
    await fire("load");
    await expect(second).resolves.toBe(true);
  });

  it("adds no script when grecaptcha is already on the page", async () => {
    installGrecaptcha([]);
    await expect(m.loadBotcheckScript()).resolves.toBe(true);
    expect(scripts()).toHaveLength(0);
  });
});

describe("SPEC §9 bot-check retried up to 5 times, 1000 ms delay (getBotcheckToken)", () => {
  it("returns the token and action of the first successful try", async () => {
    const execute = installGrecaptcha(["sbx1.ok.mac"]);
    await expect(m.getBotcheckToken("login")).resolves.toEqual({ token: "sbx1.ok.mac", action: "login" });
    expect(execute).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith("sandbox-site-key", { action: "login" });
  });

  it("waits for grecaptcha.ready before executing", async () => {
    jest.useFakeTimers();
    const execute = installGrecaptcha(["tok"], (cb) => setTimeout(cb, 0));
    const result = m.getBotcheckToken("login");
    await flush();
    expect(execute).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(execute).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toEqual({ token: "tok", action: "login" });
  });

  it("retries 1000 ms apart and succeeds on the 3rd try", async () => {
    jest.useFakeTimers();
    const execute = installGrecaptcha([new Error("network"), "", "sbx1.third"]);
    const result = m.getBotcheckToken("customerInfoUpdate");
    await flush();
    expect(execute).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(execute).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(execute).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(execute).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(execute).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ token: "sbx1.third", action: "customerInfoUpdate" });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it("gives up with null after 5 failed tries in all, without a 6th", async () => {
    jest.useFakeTimers();
    const execute = installGrecaptcha([]);
    let settled: unknown = "pending";
    void m.getBotcheckToken("login").then((r) => (settled = r));
    await flush();
    for (let i = 1; i < 5; i++) {
      expect(execute).toHaveBeenCalledTimes(i);
      await jest.advanceTimersByTimeAsync(1000);
    }
    expect(execute).toHaveBeenCalledTimes(5);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(execute).toHaveBeenCalledTimes(5);
  });

  it("treats an empty token as a failure", async () => {
    jest.useFakeTimers();
    const execute = installGrecaptcha(["", "", "", "", ""]);
    const result = m.getBotcheckToken("login");
    await jest.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toBeNull();
    expect(execute).toHaveBeenCalledTimes(5);
  });

  it("does not retry when the script could not be loaded", async () => {
    jest.useFakeTimers();
    const result = m.getBotcheckToken("login");
    for (let i = 0; i < 3; i++) await fire("error");
    await expect(result).resolves.toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("does not retry when the script loaded but defined no grecaptcha", async () => {
    jest.useFakeTimers();
    const result = m.getBotcheckToken("login");
    await fire("load");
    await expect(result).resolves.toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });
});
