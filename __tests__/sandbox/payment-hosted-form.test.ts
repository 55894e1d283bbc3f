// The hosted card form and tokenisation (docs/checkout-contract.md "Hosted card form"): allowed origins only, strict
// headers, accessible Romanian HTML without inline code, card checks, and no card number or CVV kept anywhere.
import Database from "better-sqlite3";
import { startTestSandbox, type TestSandbox } from "./support/sandbox";
import { SITE, tokenize } from "./order-helpers";

describe("payments: hosted card form", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it("serves the form to an allowed site origin only, framable by that origin alone", async () => {
    const r = await fetch(`${t.url}/payments/hosted-form?origin=${encodeURIComponent(SITE)}`);
    expect(r.status).toBe(200);
    const csp = r.headers.get("content-security-policy") as string;
    expect(csp).toContain(`frame-ancestors ${SITE}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    const html = await r.text();
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain(`data-parent-origin="${SITE}"`);
    // The accessible names DESIGN.md fixes for the provider's form (tests and the bench drive it by these).
    expect(html).toContain("<title>Datele cardului</title>");
    expect(html).toContain("<h1>Datele cardului</h1>");
    for (const [id, name] of [
      ["number", "Număr card"],
      ["expiry", "Data expirării"],
      ["cvv", "CVV"],
      ["holder", "Numele de pe card"],
    ])
      expect(html).toContain(`<label for="card-${id}">${name}</label>`);
    expect(html).toMatch(/<button type="submit"[^>]*>Plătește<\/button>/);
    expect(html).not.toMatch(/Numărul cardului<|Cod de securitate|Folosește cardul/);
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).not.toMatch(/<script>|\son[a-z]+=|style="/i);

    const refused = await fetch(`${t.url}/payments/hosted-form?origin=${encodeURIComponent("https://evil.example")}`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("the script posts the token to the parent origin only and listens to that origin only", async () => {
    const js = await (await fetch(`${t.url}/payments/hosted-form.js`)).text();
    expect(js).toContain("postMessage(message, parentOrigin)");
    expect(js).toContain("e.origin === parentOrigin");
    expect(js).not.toContain('"*"');
    expect(js).toContain('"Cardul a fost verificat: " + res.body.brand + " •••• " + res.body.last4');
  });

  it("tokenises a valid card: token, brand, last four, installments; nothing of the number or CVV is stored", async () => {
    const r = await tokenize(t, "4242 4242 4242 4242", { cvv: "987" });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      token: expect.stringMatching(/^sbx_card_/),
      encryptedCvv: expect.stringMatching(/^sbx_ecvv_/),
      brand: "VISA",
      last4: "4242",
      expiryMonth: 12,
      expiryYear: 2029,
      installments: [1, 3, 6, 12],
    });
    const db = new Database(t.dbFile, { readonly: true });
    const dump = JSON.stringify(db.prepare("SELECT * FROM payments_card_tokens").all());
    db.close();
    expect(dump).not.toContain("4242424242424242");
    expect(dump).not.toContain("424242");
    expect(dump).not.toContain("987");
  });

  it("refuses a bad number, a past expiry and a short CVV, per field", async () => {
    const r = await tokenize(t, "4111111111111112", { expiry: "01/26", cvv: "12" });
    expect(r.status).toBe(400);
    expect(r.body.fields.map((f: any) => f.field)).toEqual(["number", "expiry", "cvv"]);
    const amex = await tokenize(t, "378282246310005", { cvv: "123" });
    expect(amex.body.fields).toEqual([{ field: "cvv", message: expect.stringContaining("4 cifre") }]);
    const origin = await t.request("POST", "/payments/card-token", {
      body: { number: "4111111111111111", expiry: "12/29", cvv: "123", origin: "https://evil.example" },
    });
    expect(origin.status).toBe(403);
  });

  it("lists the test cards", async () => {
    const r = await t.request("GET", "/payments/test-cards");
    expect(r.body.map((c: any) => c.scenario)).toEqual(
      expect.arrayContaining(["approved", "challenge", "declined", "insufficient_funds", "fraud", "expired"]),
    );
  });
});
