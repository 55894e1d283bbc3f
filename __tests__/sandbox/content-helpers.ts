// Shared by the content*.test.ts files: a real sandbox (throw-away SQLite file) and small HTTP helpers.
// Answers are loosely typed on purpose: the tests assert their shape.

import fs from "node:fs";
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
