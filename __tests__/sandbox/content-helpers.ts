// Shared by the content*.test.ts files: a real sandbox (throw-away SQLite file) and small HTTP helpers.
// Answers are loosely typed on purpose: the tests assert their shape.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSandbox, type RunningSandbox, type StartOptions } from "../../sandbox/src/start";

export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function startContentSandbox(opts: StartOptions = {}): Promise<RunningSandbox> {
  const dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-test-")), "sandbox.sqlite");
  return startSandbox({ port: 0, dbFile, quiet: true, reset: true, ...opts });
}

export function client(sb: RunningSandbox) {
  async function call<T = any>(
    method: string,
    p: string,
    opts: { body?: unknown; raw?: string; headers?: Record<string, string>; token?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    if (payload !== undefined) headers["content-type"] ??= "application/json";
    const res = await fetch(sb.url + p, { method, headers, body: payload });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* text answers stay text */
    }
    return { status: res.status, body: body as T, text, headers: res.headers };
  }
  const gql = <T = any>(query: string, token?: string, variables?: Record<string, unknown>) =>
    call<T>("POST", "/cms/api/v1/graphql", { body: { query, variables }, token });
  return { call, gql };
}
