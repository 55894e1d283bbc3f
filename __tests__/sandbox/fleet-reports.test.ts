// fleet reports (contract "Fleet reports"; SPEC §7 "GET fleet reports check-multiple-bans; POST fleet reports", SPEC §2
// raport-sumar-flota chooser only): which accounts may go in a report, the request's validation and limit, the
// generation that follows the clock (acknowledged → inProgress → completed), and the real files — a CSV with one row
// per line and an XLSX that is a zip with the sheet — each its creator's alone.
import { inflateRawSync } from "node:zlib";
import { fleetOf } from "../../sandbox/src/seed/fleet";
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const P = "/dxl-fleet-reports";
const ACME = fleetOf("CUST-EBU-5000")!;
const linesOf = (...bans: string[]) => ACME.lines.filter((l) => bans.includes(l.ban));

type Report = {
  id: string;
  status: string;
  bans: string[];
  period: { from: string; to: string };
  format: string;
  lineCount: number;
  completedAt: string | null;
  file: { name: string; mimeType: string; size: number; href: string } | null;
};

/** The entries of a zip file (central directory), inflated: enough to read an XLSX. */
function unzip(buf: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = buf.readUInt32LE(end + 16);
  for (let n = buf.readUInt16LE(end + 10); n > 0; n--) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const skip = nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLen);
    const local = buf.readUInt32LE(at + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
    at += 46 + skip;
  }
  return files;
}

describe("fleet reports", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 });
    // multi.identity acts as the chooser of another company (Vasile Consulting).
    const { accessToken } = await t.login("multi.identity");
    const r = await t.request<{ accessToken: string }>("POST", "/identity/selectedidentity/ecare", {
      token: accessToken,
      body: { identityId: "idn-015-ebu" },
    });
    tokens.set("multi.identity", r.body.accessToken);
  });
  afterAll(() => t.close());

  async function call<T = Report>(method: string, path: string, username: string, body?: unknown): Promise<Reply<T>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<T>(method, path, { token: tokens.get(username), body });
  }
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code];
  const ask = (body: unknown, username = "business.chooser") => call("POST", P, username, body);
  const VALID = { bans: ["500000503"], period: { from: "2026-01", to: "2026-02" }, format: "csv" };
  /** Lets every report asked for so far complete (and frees the limit). */
  const complete = () => t.clock.advance(4000);

  async function download(id: string, username = "business.chooser") {
    const res = await fetch(`${t.url}${P}/${id}/download`, { headers: { authorization: `Bearer ${tokens.get(username)}` } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it("check-multiple-bans: every account of the company with its lines, several per report, the sandbox's month", async () => {
    const r = await call<any>("GET", `${P}/check-multiple-bans`, "business.chooser");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      customerId: "CUST-EBU-5000",
      multipleBans: true,
      maxMonths: 12,
      currentMonth: "2026-03",
      bans: ACME.bans.map((ban) => ({ ban, allowed: true, lineCount: linesOf(ban).length })),
    });
    expect(r.body.bans.map((b: { lineCount: number }) => b.lineCount)).toEqual([
      linesOf("500000501").length,
      linesOf("500000502").length,
      60,
    ]);
  });

  it("check-multiple-bans?ban=…: repeated or comma-separated, in the order asked; another company's is not allowed", async () => {
    const r = await call<any>("GET", `${P}/check-multiple-bans?ban=500000503&ban=610000902,500000501`, "business.chooser");
    expect(r.body.bans).toEqual([
      { ban: "500000503", allowed: true, lineCount: 60 },
      { ban: "610000902", allowed: false, lineCount: null, reason: "notCompanyAccount" },
      { ban: "500000501", allowed: true, lineCount: linesOf("500000501").length },
    ]);
    expect(refusal(await call("GET", `${P}/check-multiple-bans?ban=50000x`, "business.chooser"))).toEqual([400, "invalid_query"]);
    // A company with one account: one per report.
    const single = await call<any>("GET", `${P}/check-multiple-bans`, "multi.identity");
    expect(single.body).toMatchObject({
      customerId: "CUST-EBU-6101",
      multipleBans: false,
      bans: [{ ban: "610000902", allowed: true, lineCount: 1 }],
    });
  });

  it("chooser only: other business roles, consumers and non-operator users are refused on every route", async () => {
    const created = await ask(VALID);
    expect(created.status).toBe(202);
    for (const user of [
      "business.delegated",
      "business.authorized",
      "business.technical",
      "business.power",
      "business.sub",
      "nonvf.user",
    ]) {
      expect(refusal(await call("GET", `${P}/check-multiple-bans`, user))).toEqual([403, "insufficient_role"]);
      expect(refusal(await ask(VALID, user))).toEqual([403, "insufficient_role"]);
      expect(refusal(await call("GET", `${P}/${created.body.id}`, user))).toEqual([403, "insufficient_role"]);
    }
    expect(refusal(await call("GET", `${P}/check-multiple-bans`, "postpaid.owner"))).toEqual([403, "not_business"]);
    expect(refusal(await ask(VALID, "postpaid.owner"))).toEqual([403, "not_business"]);
    expect((await t.request("GET", `${P}/check-multiple-bans`)).status).toBe(401);
    complete();
  });

  it("a CSV: 202 acknowledged, inProgress, then completed with its file; one row per line of the account", async () => {
    const r = await ask(VALID);
    expect(r.status).toBe(202);
    expect(r.headers.get("location")).toBe(`${P}/${r.body.id}`);
    expect(r.body).toMatchObject({
      id: expect.stringMatching(/^FR-\d{6}$/),
      status: "acknowledged",
      bans: ["500000503"],
      period: { from: "2026-01", to: "2026-02" },
      format: "csv",
      lineCount: 60,
      completedAt: null,
      file: null,
    });
    const id = r.body.id;
    expect(refusal(await call("GET", `${P}/${id}/download`, "business.chooser"))).toEqual([409, "report_not_ready"]);
    t.clock.advance(1000);
    expect((await call("GET", `${P}/${id}`, "business.chooser")).body.status).toBe("inProgress");
    t.clock.advance(3000);
    const done = (await call("GET", `${P}/${id}`, "business.chooser")).body;
    expect(done).toMatchObject({
      status: "completed",
      completedAt: expect.any(String),
      file: { name: "raport-flota-500000503-2026-01_2026-02.csv", mimeType: "text/csv", href: `${P}/${id}/download` },
    });

    const file = await download(id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="raport-flota-500000503-2026-01_2026-02.csv"');
    expect(Number(file.headers.get("content-length"))).toBe(done.file!.size);
    expect(file.bytes.length).toBe(done.file!.size);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = file.bytes
      .toString("utf8")
      .slice(1)
      .split("\r\n")
      .filter((l) => l !== "");
    expect(rows[0]).toBe(
      "Număr;Cont (BAN);Utilizator;Abonament;Stare SIM;Perioadă;Minute voce;SMS;Date (MB);Abonament (EUR);Costuri suplimentare (EUR);Total (EUR)",
    );
    const data = rows.slice(1).map((l) => l.split(";"));
    expect(data.map((f) => f[0])).toEqual(linesOf("500000503").map((l) => l.msisdn));
    for (const f of data) {
      expect(f).toHaveLength(12);
      expect(f[1]).toBe("500000503");
      expect(f[5]).toBe("2026-01 – 2026-02");
      expect(f[11]).toMatch(/^\d+,\d{2}$/);
      // Total = subscription + extra charges (decimal commas).
      const eur = (s: string) => Number(s.replace(",", "."));
      expect(eur(f[11]!)).toBeCloseTo(eur(f[9]!) + eur(f[10]!), 2);
    }
    // Deterministic: the same request gives the same file.
    const again = await ask(VALID);
    complete();
    expect((await download(again.body.id)).bytes.equals(file.bytes)).toBe(true);
  });

  it("an XLSX of every account for 12 months is a real zip with the sheet: a header and one row per line", async () => {
    const r = await ask({ bans: ["500000503", "500000501", "500000502"], period: { from: "2025-04", to: "2026-03" }, format: "xlsx" });
    expect(r.status).toBe(202);
    expect(r.body.bans).toEqual(ACME.bans);
    expect(r.body.lineCount).toBe(ACME.lines.length);
    complete();
    const done = (await call("GET", `${P}/${r.body.id}`, "business.chooser")).body;
    expect(done.file).toMatchObject({
      name: "raport-flota-500000501-500000502-500000503-2025-04_2026-03.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    const file = await download(r.body.id);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect([...file.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const zip = unzip(file.bytes);
    expect(zip.get("xl/workbook.xml")).toContain('name="Raport flotă"');
    const sheet = zip.get("xl/worksheets/sheet1.xml")!;
    expect(sheet.match(/<row[ >]/g)).toHaveLength(ACME.lines.length + 1);
    const strings = zip.get("xl/sharedStrings.xml") ?? sheet;
    expect(strings).toContain("Număr");
    for (const l of [ACME.lines[0]!, ACME.lines[ACME.lines.length - 1]!]) expect(strings).toContain(l.msisdn);
  });

  it("the SIM state column follows the bar-unbar store: the chooser's barred line is 'Suspendată'", async () => {
    const bar = await call<any>("POST", "/bar-unbar/bar?targetSystem=BSCS&resource=0728000501", "business.chooser");
    expect(bar.status).toBe(200);
    const r = await ask({ ...VALID, bans: ["500000501"] });
    complete();
    const rows = (await download(r.body.id)).bytes.toString("utf8").split("\r\n");
    expect(rows.find((l) => l.startsWith("0728000501;"))?.split(";")[4]).toBe("Suspendată");
    expect(rows.find((l) => l.startsWith("0729"))?.split(";")[4]).toBe("Activă");
    await call("POST", "/bar-unbar/unbar?targetSystem=BSCS&resource=0728000501", "business.chooser");
  });

  it.each([
    [{ ...VALID, bans: [] }, 400, "invalid_body"],
    [{ ...VALID, bans: ["abc"] }, 400, "invalid_body"],
    [{ ...VALID, format: "pdf" }, 400, "invalid_body"],
    [{ ...VALID, period: { from: "2026-13", to: "2026-02" } }, 400, "invalid_body"],
    [{ ...VALID, period: { from: "2026-01" } }, 400, "invalid_body"],
    [{ ...VALID, bans: ["500000503", "610000902"] }, 400, "ban_not_in_company"],
    [{ ...VALID, bans: ["500000599"] }, 400, "ban_not_in_company"],
    [{ ...VALID, period: { from: "2026-03", to: "2026-04" } }, 400, "invalid_period"],
    [{ ...VALID, period: { from: "2026-02", to: "2026-01" } }, 400, "invalid_period"],
    [{ ...VALID, period: { from: "2025-03", to: "2026-03" } }, 400, "invalid_period"],
  ])("POST %j → %d %s", async (body, status, code) => {
    expect(refusal(await ask(body))).toEqual([status, code]);
  });

  it("the current month may be asked for; at most 3 reports in generation per user, then 429 until one completes", async () => {
    complete();
    const now = { ...VALID, period: { from: "2026-03", to: "2026-03" } };
    for (let i = 0; i < 3; i++) expect((await ask(now)).status).toBe(202);
    expect(refusal(await ask(now))).toEqual([429, "report_limit"]);
    // Another chooser is not held back by this one's reports.
    expect((await ask({ ...now, bans: ["610000902"] }, "multi.identity")).status).toBe(202);
    complete();
    expect((await ask(now)).status).toBe(202);
    complete();
  });

  it("a report is its creator's alone: another company's chooser gets 404, as for an unknown id", async () => {
    const r = await ask(VALID);
    complete();
    expect(refusal(await call("GET", `${P}/${r.body.id}`, "multi.identity"))).toEqual([404, "Not found"]);
    expect((await download(r.body.id, "multi.identity")).status).toBe(404);
    expect(refusal(await call("GET", `${P}/FR-999999`, "business.chooser"))).toEqual([404, "Not found"]);
    expect(refusal(await call("GET", `${P}/nothing`, "business.chooser"))).toEqual([404, "Not found"]);
    expect((await download(r.body.id)).status).toBe(200);
  });
});
