// ebill bill summary, documents and e-mail, services, closed accounts (docs/billing-contract.md "Bill summary",
// "Documents", "E-mail a document", "Services", "Closed accounts"; SPEC §3 Bill, Closed account; §6 closed-account
// header; §7 "Bills and payments"). Real documents: a PDF a reader can open, a zip with a valid central directory.
import { crc32 } from "node:zlib";
import { readZip, tokenOf } from "./billing-helpers";
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const CLOSED = "x-closed-account-ban";

describe("ebill: bill summary, documents, e-mail, closed accounts", () => {
  let t: TestSandbox;
  let owner: string;
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
    owner = await tokenOf(t, "postpaid.owner");
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = T0;
  });

  const bills = async (token: string, ban: string, headers: Record<string, string> = {}) =>
    (await t.request("GET", `/ebill/customerBill?banId=${ban}`, { token, headers })).body as any[];

  async function download(token: string, billId: string, type: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${t.url}/ebill/customerBill/VDF${billId}/billDocument/${type}/download`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  describe("bill summary", () => {
    it("answers amounts, tax items, period and the services per line, adding up to the bill", async () => {
      const [current] = await bills(owner, "100000101");
      const r = await t.request("GET", `/ebill/billSummary/VDF${current.id}`, { token: owner });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        id: current.id,
        billNo: "FV202602-100000101",
        billingPeriod: current.billingPeriod,
        amountDue: current.amountDue,
        remainingAmount: current.remainingAmount,
        taxExcludedAmount: current.taxExcludedAmount,
        taxItem: current.taxItem,
        paymentStatus: "UNPAID",
        billingAccount: { id: "100000101" },
      });
      expect(r.body.lines).toHaveLength(1);
      const line = r.body.lines[0];
      expect(line.msisdn).toBe("0722000101");
      expect(line.services.map((s: any) => s.name)).toEqual(["RED 12", "Roaming 5 GB", "Consum în afara abonamentului"]);
      const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
      expect(sum(line.services.map((s: any) => s.taxExcludedAmount.value))).toBe(line.taxExcludedAmount.value);
      expect(sum(r.body.lines.map((l: any) => l.taxExcludedAmount.value))).toBe(current.taxExcludedAmount.value);
    });

    it("splits a business bill over its lines; a fixed bill names its service", async () => {
      const chooser = await tokenOf(t, "business.chooser");
      const [b] = await bills(chooser, "500000502");
      const r = await t.request("GET", `/ebill/billSummary/VDF${b.id}`, { token: chooser });
      expect(r.body.lines.map((l: any) => l.msisdn)).toEqual(["0728000501", "0728000511"]);
      const fixed = await tokenOf(t, "fixed.owner");
      const [f] = await bills(fixed, "400000401");
      const s = await t.request("GET", `/ebill/billSummary/VDF${f.id}`, { token: fixed });
      expect(s.body.lines[0]).toMatchObject({ msisdn: null, id: `${f.id}-FIX-4000401` });
    });

    it("refuses someone else's bill (403 ban_not_allowed) and an unknown one (404 bill_not_found)", async () => {
      const other = await t.request("GET", "/ebill/billSummary/VDF5000005012602", { token: owner });
      expect([other.status, other.body.code]).toEqual([403, "ban_not_allowed"]);
      for (const ref of ["VDF1000001011001", "VDFabc", "1000001012602x"]) {
        const r = await t.request("GET", `/ebill/billSummary/${ref}`, { token: owner });
        expect([ref, r.status, r.body.code]).toEqual([ref, 404, "bill_not_found"]);
        expect(r.body).toMatchObject({ "@type": "Error", status: "404" });
      }
    });
  });

  describe("documents", () => {
    it("PDF_1P: a real PDF with the invoice's own file name, naming the invoice, period and amount", async () => {
      const [current] = await bills(owner, "100000101");
      const doc = current.billDocument.find((d: any) => d.attachmentType === "PDF_1P");
      const { res, bytes } = await download(owner, current.id, "PDF_1P");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${doc.name}"`);
      expect(doc.name).toBe("FV202602-100000101_PDF_1P.pdf");
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
      const text = bytes.toString("latin1");
      expect(text).toContain("FV202602-100000101");
      expect(text).toContain("05.01.2026 - 04.02.2026");
      expect(text).toContain(`Total de plata: ${current.amountDue.value.toFixed(2).replace(".", ",")} lei`);
      // The cross-reference table points at every object: a reader opens it without repair.
      const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe("xref");
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets.length).toBeGreaterThanOrEqual(6);
      offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
      // Each content stream's /Length is its byte length.
      for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
        const start = (m.index as number) + m[0].length;
        expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe("\nendstream");
      }
    });

    it("lets the site's page read the file name (CORS exposes Content-Disposition) and send the billing headers", async () => {
      const [current] = await bills(owner, "100000101");
      const { res } = await download(owner, current.id, "PDF_1P", { origin: "http://127.0.0.1:9000" });
      expect(res.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:9000");
      expect(res.headers.get("access-control-expose-headers")?.split(/,\s*/)).toContain("content-disposition");
      const preflight = await fetch(`${t.url}/ebill/customerBill/VDF${current.id}/billDocument/PDF_1P/sendEmail`, {
        method: "OPTIONS",
        headers: {
          origin: "http://127.0.0.1:9000",
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization,content-type,x-security-token,x-closed-account-ban,x-source,agreementdate",
        },
      });
      expect(preflight.status).toBe(204);
      const allowed = preflight.headers.get("access-control-allow-headers")?.toLowerCase();
      expect(allowed).toContain("x-security-token");
      expect(allowed).toContain("agreementdate");
    });

    it("PDF_2P lists the services per line; the same bill gives the same bytes", async () => {
      const [current] = await bills(owner, "100000101");
      const a = await download(owner, current.id, "PDF_2P");
      expect(a.bytes.toString("latin1")).toContain("Servicii pe linie");
      expect(a.bytes.toString("latin1")).toContain("RED 12");
      const b = await download(owner, current.id, "PDF_2P");
      expect(b.bytes.equals(a.bytes)).toBe(true);
    });

    it("ZIP_CD: a real zip (central directory, CRC-32) holding the call details as CSV", async () => {
      const chooser = await tokenOf(t, "business.chooser");
      const [b] = await bills(chooser, "500000501");
      const doc = b.billDocument.find((d: any) => d.attachmentType === "ZIP_CD");
      const { res, bytes } = await download(chooser, b.id, "ZIP_CD");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/zip");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${doc.name}"`);
      const files = readZip(bytes);
      expect(files.map((f) => f.name)).toEqual([`${b.billNo}_detalii_apeluri.csv`]);
      expect(crc32(files[0].data)).toBe(files[0].crc);
      const rows = files[0].data.toString("utf8").trim().split("\r\n");
      expect(rows[0]).toBe("data;ora;numar_apelant;numar_apelat;tip;durata_secunde;cost_lei_fara_tva");
      expect(rows.length).toBeGreaterThan(20);
      for (const row of rows.slice(1)) {
        const [day, , from] = row.split(";");
        expect(day >= b.billingPeriod.startDateTime.slice(0, 10) && day <= b.billingPeriod.endDateTime.slice(0, 10)).toBe(true);
        expect(["0728000501", "0728000511"]).toContain(from);
      }
    });

    it("a type the bill does not have → 404 document_not_available; someone else's bill → 403", async () => {
      const [current] = await bills(owner, "100000101");
      for (const type of ["ZIP_CD", "PDF_2C", "DOCX"]) {
        const { res, bytes } = await download(owner, current.id, type);
        expect(res.status).toBe(404);
        expect(JSON.parse(bytes.toString())).toMatchObject({ code: "document_not_available", status: "404" });
      }
      const chooser = await tokenOf(t, "business.chooser");
      const [b] = await bills(chooser, "500000501");
      const { res } = await download(owner, b.id, "PDF_1P");
      expect(res.status).toBe(403);
    });

    it("refuses roles kept out of billing and anonymous callers", async () => {
      const user = await tokenOf(t, "postpaid.user");
      const { res } = await download(user, "1000001012602", "PDF_1P");
      expect(res.status).toBe(403);
      const none = await fetch(`${t.url}/ebill/customerBill/VDF1000001012602/billDocument/PDF_1P/download`);
      expect(none.status).toBe(401);
    });
  });

  describe("e-mail a document", () => {
    const securityToken = async (token: string) => (await t.request("GET", "/ebill/securityToken", { token })).body.securityToken;
    const send = (token: string, billId: string, type: string, body: unknown, st?: string) =>
      t.request("POST", `/ebill/customerBill/VDF${billId}/billDocument/${type}/sendEmail`, {
        token,
        body,
        headers: st ? { "x-security-token": st } : {},
      });

    it("delivers the document to the outbox of the typed address, as an attachment with the invoice's file name", async () => {
      const [current] = await bills(owner, "100000101");
      const r = await send(
        owner,
        current.id,
        "PDF_1P",
        { email: "Andrei.Popescu@Example.ro", otherEmails: null, userType: "ContractOwner" },
        await securityToken(owner),
      );
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        status: "sent",
        recipients: ["andrei.popescu@example.ro"],
        document: { name: "FV202602-100000101_PDF_1P.pdf" },
      });
      const box = await t.request("GET", "/sandbox/outbox?to=andrei.popescu@example.ro");
      const [m] = box.body.messages;
      expect(m).toMatchObject({ channel: "email", subject: "Factura Aria FV202602-100000101" });
      expect(m.attachments).toEqual([{ name: "FV202602-100000101_PDF_1P.pdf", mimeType: "application/pdf", size: expect.any(Number) }]);
      const file = await fetch(`${t.url}/sandbox/outbox/${m.id}/attachments/0`);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.length).toBe(m.attachments[0].size);
      expect(bytes.toString("latin1")).toContain("FV202602-100000101");
    });

    it("the Chooser may add other addresses (each gets the message); other roles may not", async () => {
      const chooser = await tokenOf(t, "business.chooser");
      const [b] = await bills(chooser, "500000501");
      const r = await send(
        chooser,
        b.id,
        "ZIP_CD",
        { email: "victor@acme.ro", otherEmails: ["contabil@acme.ro", "audit@acme.ro"], userType: "Chooser" },
        await securityToken(chooser),
      );
      expect(r.status).toBe(200);
      expect(r.body.recipients).toEqual(["victor@acme.ro", "contabil@acme.ro", "audit@acme.ro"]);
      for (const to of r.body.recipients) {
        const box = await t.request("GET", `/sandbox/outbox?to=${to}`);
        expect(box.body.messages[0].attachments[0]).toMatchObject({
          mimeType: "application/zip",
          name: expect.stringMatching(/_ZIP_CD\.zip$/),
        });
      }
      const [current] = await bills(owner, "100000101");
      const refused = await send(
        owner,
        current.id,
        "PDF_1P",
        { email: "a@b.ro", otherEmails: ["c@d.ro"], userType: "ContractOwner" },
        await securityToken(owner),
      );
      expect([refused.status, refused.body.code]).toEqual([400, "other_emails_not_allowed"]);
    });

    it("needs a fresh security token (missing 400, reused or another user's 403), a valid e-mail and the caller's role", async () => {
      const [current] = await bills(owner, "100000101");
      const body = { email: "a@b.ro", otherEmails: null, userType: "ContractOwner" };
      const missing = await send(owner, current.id, "PDF_1P", body);
      expect([missing.status, missing.body.code]).toEqual([400, "security_token_missing"]);
      const st = await securityToken(owner);
      expect((await send(owner, current.id, "PDF_1P", body, st)).status).toBe(200);
      const reused = await send(owner, current.id, "PDF_1P", body, st);
      expect([reused.status, reused.body.code]).toEqual([403, "security_token_invalid"]);
      const hybrid = await tokenOf(t, "hybrid.owner");
      const foreign = await send(owner, current.id, "PDF_1P", body, await securityToken(hybrid));
      expect([foreign.status, foreign.body.code]).toEqual([403, "security_token_invalid"]);
      const stale = await securityToken(owner);
      t.clock.advance(5 * 60 * 1000 + 1);
      const expired = await send(owner, current.id, "PDF_1P", body, stale);
      expect([expired.status, expired.body.code]).toEqual([403, "security_token_invalid"]);
      const bad = await send(owner, current.id, "PDF_1P", { ...body, email: "nu-e-email" }, await securityToken(owner));
      expect([bad.status, bad.body.code]).toEqual([400, "invalid_email"]);
      const role = await send(owner, current.id, "PDF_1P", { ...body, userType: "Chooser" }, await securityToken(owner));
      expect([role.status, role.body.code]).toEqual([400, "invalid_user_type"]);
      const noDoc = await send(owner, current.id, "ZIP_CD", body, await securityToken(owner));
      expect([noDoc.status, noDoc.body.code]).toEqual([404, "document_not_available"]);
    });

    it("limits a user to 10 bill e-mails an hour (429 email_limit_reached)", async () => {
      const fixed = await tokenOf(t, "fixed.owner");
      const [b] = await bills(fixed, "400000401");
      const body = { email: "cristina@example.ro", otherEmails: null, userType: "FixedContractOwner" };
      for (let i = 0; i < 10; i++) expect((await send(fixed, b.id, "PDF_2C", body, await securityToken(fixed))).status).toBe(200);
      const over = await send(fixed, b.id, "PDF_2C", body, await securityToken(fixed));
      expect([over.status, over.body.code]).toEqual([429, "email_limit_reached"]);
      t.clock.advance(60 * 60 * 1000 + 1);
      const later = await tokenOf(t, "fixed.owner");
      expect((await send(later, b.id, "PDF_2C", body, await securityToken(later))).status).toBe(200);
    });
  });

  describe("services and closed accounts", () => {
    it("GET common/getServices lists the BAN's services", async () => {
      const r = await t.request("GET", "/ebill/common/getServices", { token: owner });
      expect(r.status).toBe(200);
      expect(r.body.map((s: any) => [s.name, s.msisdn, s.serviceType])).toEqual([
        ["RED 12", "0722000101", "MOBILE"],
        ["Roaming 5 GB", "0722000101", "MOBILE"],
      ]);
      const other = await t.request("GET", "/ebill/common/getServices?banId=500000501", { token: owner });
      expect([other.status, other.body.code]).toEqual([403, "ban_not_allowed"]);
    });

    it("GET closedAccounts: the identity's closed BANs (customerId, crmCustomerSegment, ban)", async () => {
      expect((await t.request("GET", "/ebill/closedAccounts", { token: owner })).body).toEqual([
        { customerId: "CUST-CBU-1001", crmCustomerSegment: "RESIDENTIAL", ban: "100000199" },
      ]);
      const chooser = await tokenOf(t, "business.chooser");
      expect((await t.request("GET", "/ebill/closedAccounts", { token: chooser })).body).toEqual([
        { customerId: "CUST-EBU-5000", crmCustomerSegment: "SOHO", ban: "500000599" },
      ]);
      const hybrid = await tokenOf(t, "hybrid.owner");
      expect((await t.request("GET", "/ebill/closedAccounts", { token: hybrid })).body).toEqual([]);
    });

    it("a closed BAN's bills only with the closed-account header naming it", async () => {
      const without = await t.request("GET", "/ebill/customerBill?banId=100000199", { token: owner });
      expect([without.status, without.body.code]).toEqual([403, "closed_account_header_required"]);
      const frozen = await bills(owner, "100000199", { [CLOSED]: "100000199" });
      expect(frozen).toHaveLength(3);
      expect(frozen.every((b) => b.paymentStatus === "PAID")).toBe(true);
      const wrong = await t.request("GET", "/ebill/customerBill?banId=100000199", { token: owner, headers: { [CLOSED]: "500000599" } });
      expect([wrong.status, wrong.body.code]).toEqual([403, "closed_ban_not_allowed"]);
      // Its documents too.
      const { res } = await download(owner, frozen[0].id, "PDF_1P");
      expect(res.status).toBe(403);
      const ok = await download(owner, frozen[0].id, "PDF_1P", { [CLOSED]: "100000199" });
      expect(ok.res.status).toBe(200);
      expect(ok.bytes.toString("latin1")).toContain(frozen[0].billNo);
      // Open BANs answer with or without it.
      expect(await bills(owner, "100000101", { [CLOSED]: "100000199" })).toHaveLength(6);
    });
  });

  it("fault injection reaches every billing route", async () => {
    for (const path of [
      "/ebill/billSummary/VDF1000001012602",
      "/ebill/customerBill/VDF1000001012602/billDocument/PDF_1P/download",
      "/ebill/closedAccounts",
    ]) {
      const r = await t.request("GET", path, { token: owner, headers: { "x-sandbox-fault": "status=503" } });
      expect([path, r.status]).toEqual([path, 503]);
    }
  });
});
