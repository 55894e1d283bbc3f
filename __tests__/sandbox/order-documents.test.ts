// Document upload (docs/checkout-contract.md "Document upload"; SPEC §8 DOCUMENT UPLOAD): real format, size and
// readability checks with the catalogue's codes, stored per owner and type.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";
import { anonymous, expectCartError, type Session } from "./cart-helpers";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.alloc(17),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("IEND"),
  Buffer.from([0xae, 0x42, 0x60, 0x82]),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe("document upload", () => {
  let t: TestSandbox;
  let s: Session;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  beforeEach(async () => {
    s = await anonymous(t);
  });
  afterAll(() => t.close());

  const upload = (documentType: string, content: Buffer | string, mimeType?: string, name = "act.bin") =>
    t.request("POST", "/document-upload/document", {
      token: s.token,
      provider: s.provider,
      body: {
        documentType,
        attachment: { name, mimeType, content: Buffer.isBuffer(content) ? content.toString("base64") : content },
      },
    });

  it("stores JPEG, PNG and PDF; a new upload of a type replaces the old one; the list is the owner's", async () => {
    const ci = await upload("CI", JPEG, "image/jpeg", "ci.jpg");
    expect(ci.status).toBe(201);
    expect(ci.body).toMatchObject({
      documentType: "CI",
      attachment: { name: "ci.jpg", mimeType: "image/jpeg", size: { amount: JPEG.length } },
    });
    expect((await upload("CI", PNG, "image/png")).status).toBe(201);
    expect((await upload("RegistrationCertificate", PDF, "application/pdf")).status).toBe(201);
    const list = await t.request("GET", "/document-upload/document", { token: s.token, provider: s.provider });
    expect(list.body.map((d: any) => [d.documentType, d.attachment.mimeType])).toEqual([
      ["CI", "image/png"],
      ["RegistrationCertificate", "application/pdf"],
    ]);
    const other = await anonymous(t);
    expect((await t.request("GET", "/document-upload/document", { token: other.token, provider: other.provider })).body).toEqual([]);
    expect(
      (await t.request("DELETE", `/document-upload/document/${list.body[0].id}`, { token: other.token, provider: other.provider })).status,
    ).toBe(404);
    expect(
      (await t.request("DELETE", `/document-upload/document/${list.body[0].id}`, { token: s.token, provider: s.provider })).status,
    ).toBe(204);
  });

  it("accepts the raw file as the body with its content type", async () => {
    const r = await fetch(`${t.url}/document-upload/document?documentType=CI&fileName=ci.pdf`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.token}`, "x-auth-provider": s.provider as string, "content-type": "application/pdf" },
      body: PDF,
    });
    expect(r.status).toBe(201);
  });

  it("400108: not a JPEG, PNG or PDF, or not what it claims to be", async () => {
    expectCartError(await upload("CI", Buffer.from("GIF89a...."), "image/gif"), 400, "400108");
    expectCartError(await upload("CI", PDF, "image/jpeg"), 400, "400108");
    const raw = await fetch(`${t.url}/document-upload/document?documentType=CI`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.token}`, "x-auth-provider": s.provider as string, "content-type": "application/msword" },
      body: Buffer.from("PK\u0003\u0004 a docx"),
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { code: string }).code).toBe("400108");
    // A text file sent raw (the browser's File, text/plain): its bytes are read, not taken for a JSON body.
    const text = await fetch(`${t.url}/document-upload/document?documentType=CI&fileName=ci.txt`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.token}`, "x-auth-provider": s.provider as string, "content-type": "text/plain" },
      body: "nu este un act de identitate\n",
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { code: string }).code).toBe("400108");
  });

  it("400109: empty, truncated, password-protected or not base64", async () => {
    expectCartError(await upload("CI", Buffer.alloc(0), "image/jpeg"), 400, "400109");
    expectCartError(await upload("CI", JPEG.subarray(0, 6), "image/jpeg"), 400, "400109");
    expectCartError(await upload("CI", PNG.subarray(0, 30), "image/png"), 400, "400109");
    expectCartError(await upload("CI", Buffer.from("%PDF-1.4\n/Encrypt 5 0 R\n%%EOF"), "application/pdf"), 400, "400109");
    expectCartError(await upload("CI", "not base64 at all!", "image/jpeg"), 400, "400109");
  });

  it("413001: over 5 MB, checked on the file and on the request body", async () => {
    const big = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(5 * 1024 * 1024), Buffer.from([0xff, 0xd9])]);
    expectCartError(await upload("CI", big, "image/jpeg"), 413, "413001");
    const huge = await fetch(`${t.url}/document-upload/document?documentType=CI`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.token}`, "x-auth-provider": s.provider as string, "content-type": "image/jpeg" },
      body: Buffer.alloc(17 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe("413001");
  });

  it("400104: an unknown document type; 401 without a token", async () => {
    expectCartError(await upload("Passport", JPEG, "image/jpeg"), 400, "400104");
    expect((await t.request("POST", "/document-upload/document", { body: { documentType: "CI" } })).status).toBe(401);
  });
});
