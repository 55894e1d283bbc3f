describe("endpoints configuration", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  it("defaults to the local sandbox", async () => {
    delete process.env.GATSBY_GATEWAY_URL;
    delete process.env.GATSBY_CONTENT_URL;
    const e = await import("../../src/config/endpoints");
    expect(e.GATEWAY_URL).toBe("http://127.0.0.1:8787");
    expect(e.CONTENT_URL).toBe("http://127.0.0.1:8787/cms");
    expect(e.backendUrl("ebill")).toBe("http://127.0.0.1:8787/ebill");
    expect(e.backendUrl("webuser")).toBe("http://127.0.0.1:8787/dxl-sso-webuser");
  });

  it("loads the sandbox's bot-check script and site key by default", async () => {
    delete process.env.GATSBY_GATEWAY_URL;
    delete process.env.GATSBY_RECAPTCHA_SCRIPT_URL;
    delete process.env.GATSBY_RECAPTCHA_SITE_KEY;
    const e = await import("../../src/config/endpoints");
    expect(e.BOTCHECK).toEqual({ scriptUrl: "http://127.0.0.1:8787/sandbox/recaptcha/api.js", siteKey: "sandbox-site-key" });
  });

  it("follows the gateway for the default bot-check script, and takes both from the environment", async () => {
    process.env.GATSBY_GATEWAY_URL = "https://api.operator.example/";
    delete process.env.GATSBY_RECAPTCHA_SCRIPT_URL;
    delete process.env.GATSBY_RECAPTCHA_SITE_KEY;
    expect((await import("../../src/config/endpoints")).BOTCHECK.scriptUrl).toBe("https://api.operator.example/sandbox/recaptcha/api.js");
    jest.resetModules();
    process.env.GATSBY_RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";
    process.env.GATSBY_RECAPTCHA_SITE_KEY = "6Lc-real-key";
    const e = await import("../../src/config/endpoints");
    expect(e.BOTCHECK).toEqual({ scriptUrl: "https://www.google.com/recaptcha/api.js", siteKey: "6Lc-real-key" });
  });

  it("points at real systems by configuration alone", async () => {
    process.env.GATSBY_GATEWAY_URL = "https://api.operator.example/";
    process.env.GATSBY_CONTENT_URL = "https://cms.operator.example";
    const e = await import("../../src/config/endpoints");
    expect(e.backendUrl("identity")).toBe("https://api.operator.example/identity");
    expect(e.backendUrl("webuser")).toBe("https://api.operator.example/dxl-sso-webuser");
    expect(e.CONTENT_URL).toBe("https://cms.operator.example");
  });
});
