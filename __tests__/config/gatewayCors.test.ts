// The CORS list (src/config/gatewayCors.ts) names every method and request header the site's clients send: one the
// gateway does not allow fails in a real browser at the preflight. The e2e harness checks what pages really send
// (__tests__/e2e/support/gatewayRequests.ts); this checks what the code names.
import fs from "node:fs";
import path from "node:path";
import { GATEWAY_METHODS, GATEWAY_REQUEST_HEADERS } from "../../src/config/gatewayCors";
import { GATEWAY_HEADERS } from "../../src/clients/gateway/gatewayHeaders";
import { CARRY_HEADER } from "../../src/clients/gateway/cart";
import { CLOSED_ACCOUNT_HEADER, SECURITY_TOKEN_HEADER } from "../../src/clients/gateway/billing/routes";
import { TRACE_TRANSACTION_HEADER, TRANSACTION_ID_HEADER } from "../../src/clients/gateway/errors";
import { AUTH_PROVIDER_HEADER } from "../../src/domain/session/headers";
import { IDEMPOTENCY_KEY_HEADER } from "../../src/clients/gateway/ordersClient";
import { isListedRequestHeader } from "../e2e/support/gatewayRequests";

const SRC = path.join(__dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe("the gateway's CORS list (docs/gateway-cors.md)", () => {
  it("names every header constant the clients send", () => {
    const named = [
      ...Object.values(GATEWAY_HEADERS),
      CARRY_HEADER,
      CLOSED_ACCOUNT_HEADER,
      SECURITY_TOKEN_HEADER,
      TRACE_TRANSACTION_HEADER,
      TRANSACTION_ID_HEADER,
      AUTH_PROVIDER_HEADER,
      IDEMPOTENCY_KEY_HEADER,
    ];
    expect(named.filter((h) => !isListedRequestHeader(h))).toEqual([]);
  });

  it("names every `…_HEADER` constant of the site's code", () => {
    const constants: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const m of fs.readFileSync(file, "utf8").matchAll(/\b[A-Z_]+_HEADER\s*=\s*["']([^"']+)["']/g)) constants.push(m[1]!);
    }
    expect(constants.length).toBeGreaterThan(5);
    expect(constants.filter((h) => !isListedRequestHeader(h))).toEqual([]);
  });

  it("names every header written literally in a `headers: { … }` of the site's code", () => {
    const unlisted: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, "utf8");
      for (const block of text.matchAll(/headers:\s*\{([^{}]*)\}/g)) {
        for (const key of block[1]!.matchAll(/(?:^|[,{\s])["']([A-Za-z][\w-]*)["']\s*:/g)) {
          const name = key[1]!;
          seen++;
          // Accept on a same-origin fetch (the site's own JSON) is CORS-safelisted anyway.
          if (name.toLowerCase() !== "accept" && !isListedRequestHeader(name)) unlisted.push(`${path.relative(SRC, file)}: ${name}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(1);
    expect(unlisted).toEqual([]);
  });

  it("names every method written in the site's code", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.join(SRC, "clients"))) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bmethod:\s*["'](\w+)["']/g)) used.add(m[1]!.toUpperCase());
      for (const m of text.matchAll(
        /\b(?:http|instance|axios|[a-z]+Http|ebill|dxlEbill|settings|payments|orders|documents|webuser|exchangeRate|cart)\.(get|post|put|patch|delete|head|options)\(/g,
      ))
        used.add(m[1]!.toUpperCase());
    }
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((m) => !(GATEWAY_METHODS as readonly string[]).includes(m))).toEqual([]);
  });

  it("lists each header once", () => {
    const lower = GATEWAY_REQUEST_HEADERS.map((h) => h.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});
