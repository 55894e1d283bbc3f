// The legacy cost-control stand-in (SPEC §2: the abonament guard opens "an external legacy cost-control page")
// and the registration of the self-care modules.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

describe("legacy cost-control page", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it("serves a Romanian HTML page without a token", async () => {
    const r = await t.request("GET", "/legacy/cost-control");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(r.text).toMatch(/^<!doctype html>/i);
    expect(r.text).toContain('<html lang="ro">');
    expect(r.text).toContain("<title>Control cost (pagina veche)</title>");
    expect(r.text).toContain("pagina veche de control al costurilor a operatorului");
  });

  it("answers other /legacy paths with a TMF 404", async () => {
    const r = await t.request("GET", "/legacy/nope");
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("Not found");
  });

  it("lists the self-care modules in /health", async () => {
    const r = await t.request("GET", "/health");
    expect(r.body.modules).toEqual(expect.arrayContaining(["ebill", "usage-consumption", "legacy"]));
  });
});
