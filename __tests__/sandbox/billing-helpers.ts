// Shared steps of the billing tests (docs/billing-contract.md): sign-in with an optional BAN switch, the pay link's
// full-page card form (typed like a customer would, then the 3-D Secure decision), zip reading.
import { inflateRawSync } from "node:zlib";
import type { TestSandbox } from "./support/sandbox";

export const SITE = "http://127.0.0.1:9000";

export async function tokenOf(t: TestSandbox, username: string, selectBan?: string): Promise<string> {
  const { accessToken } = await t.login(username);
  if (!selectBan) return accessToken;
  const r = await t.request("POST", "/identity/selectedidentity/ecare", { token: accessToken, body: { changedBanId: selectBan } });
  if (r.status !== 200) throw new Error(`select ${selectBan}: ${r.text}`);
  return r.body.accessToken;
}

/** Opens a pay link's page and posts a card on it; answers the 303 (location) or the page. */
export async function payOnLink(
  link: string,
  card: { number: string; expiry?: string; cvv?: string },
): Promise<{ status: number; location: string | null; html: string }> {
  const page = await fetch(link);
  const html = await page.text();
  if (page.status !== 200) return { status: page.status, location: page.headers.get("location"), html };
  const action = /<form id="pay-form" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no pay form on ${link}`);
  const res = await fetch(new URL(action, link), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: card.number, expiry: card.expiry ?? "12/30", cvv: card.cvv ?? "123", holder: "Test" }).toString(),
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

/** The 3-D Secure page at `url` (relative to `base`): press "Aprobă" or "Respinge"; answers the 303's location. */
export async function decide(base: string, url: string, decision: "approve" | "reject"): Promise<string> {
  const abs = new URL(url, base).toString();
  const html = await (await fetch(abs)).text();
  const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const res = await fetch(abs, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ nonce, decision }).toString(),
  });
  if (res.status !== 303) throw new Error(`3ds ${decision}: ${res.status}`);
  return res.headers.get("location") as string;
}

export interface ZipFile {
  name: string;
  data: Buffer;
  crc: number;
}

/** Reads a zip through its end record and central directory (as unzip does), checking each local header. */
export function readZip(buf: Buffer): ZipFile[] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("no end of central directory");
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  let p = buf.readUInt32LE(eocd + 16);
  if (p + cdSize !== eocd) throw new Error("central directory does not end at the end record");
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error("bad central directory entry");
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extra = buf.readUInt16LE(p + 30);
    const comment = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString("utf8");
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error("bad local header");
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + size);
    files.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw), crc });
    p += 46 + nameLen + extra + comment;
  }
  return files;
}
