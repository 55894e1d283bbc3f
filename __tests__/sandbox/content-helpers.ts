// Shared by the content*.test.ts files: a real sandbox (throw-away SQLite file) and small HTTP helpers.
// Answers are loosely typed on purpose: the tests assert their shape.

import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { startSandbox, type RunningSandbox, type StartOptions } from "../../sandbox/src/start";
import { httpRequest, type Reply } from "./support/sandbox";

export type Answer<T = any> = Reply<T>;

export async function startContentSandbox(opts: StartOptions = {}): Promise<RunningSandbox> {
  const dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-test-")), "sandbox.sqlite");
  return startSandbox({ port: 0, dbFile, quiet: true, reset: true, ...opts });
}

export function client(sb: RunningSandbox) {
  const call = <T = any>(
    method: string,
    p: string,
    opts: { body?: unknown; raw?: string; headers?: Record<string, string>; token?: string } = {},
  ): Promise<Answer<T>> => httpRequest<T>(sb.url, method, p, { ...opts, rawBody: opts.raw });
  const gql = <T = any>(query: string, token?: string, variables?: Record<string, unknown>) =>
    call<T>("POST", "/cms/api/v1/graphql", { body: { query, variables }, token });
  return { call, gql };
}

/** One call the stand-in rebuild hook received. */
export interface WebhookHit {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * A stand-in for the editors' rebuild hook on a free loopback port, recording every publish webhook call. `status`
 * picks the answer from the request's headers (default 200). `nextHit()` is the next call; its timeout is cleared once
 * it arrives, so no timer outlives the test.
 */
export async function startWebhookReceiver(status: (headers: http.IncomingHttpHeaders) => number = () => 200) {
  const hits: WebhookHit[] = [];
  let waiters: ((h: WebhookHit) => void)[] = [];
  const server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      const hit = { url: req.url ?? "", headers: req.headers, body: data ? JSON.parse(data) : null };
      hits.push(hit);
      waiters.forEach((w) => w(hit));
      waiters = [];
      res.writeHead(status(req.headers)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: (pathname: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`,
    hits,
    nextHit: () =>
      new Promise<WebhookHit>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("webhook not called")), 3000);
        waiters.push((h) => {
          clearTimeout(timer);
          resolve(h);
        });
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
