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
  });

  it("points at real systems by configuration alone", async () => {
    process.env.GATSBY_GATEWAY_URL = "https://api.operator.example/";
    process.env.GATSBY_CONTENT_URL = "https://cms.operator.example";
    const e = await import("../../src/config/endpoints");
    expect(e.backendUrl("identity")).toBe("https://api.operator.example/identity");
    expect(e.CONTENT_URL).toBe("https://cms.operator.example");
  });
});
