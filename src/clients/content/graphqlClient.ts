// The content system's GraphQL transport (SPEC §7: batched, max 10 per batch, 50 ms), with the
// error texts of SPEC §8 "GraphQL HTTP". Modelled on Apollo's BatchHttpLink, without Apollo: the
// static pages only need this much, and the global fetch keeps axios out of their bundle.
import { GRAPHQL_BATCH_INTERVAL_MS, GRAPHQL_BATCH_MAX } from "../../domain/constants";
import type { GraphqlClient, GraphqlErrorEntry, GraphqlOperation, GraphqlResult } from "./types";
import { isRecord } from "../../domain/read";

/** The slice of `fetch` used here, so a test fake needs no Response class. The global fetch fits it. */
export type FetchImpl = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface GraphqlClientOptions {
  /** The GraphQL endpoint, e.g. `${CONTENT_URL}/api/v1/graphql`. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`; an empty token sends no header (dotCMS answers "Bearer " with a 400). */
  token?: string;
  fetchImpl?: FetchImpl;
  batchMax?: number;
  batchIntervalMs?: number;
  headers?: Record<string, string>;
}

export class ContentGraphqlError extends Error {
  statusCode?: number;
  code?: string;
  bodyText?: string;

  constructor(message: string, extra: { statusCode?: number; code?: string; bodyText?: string } = {}) {
    super(message);
    this.name = "ContentGraphqlError";
    Object.assign(this, extra);
  }
}

/** SPEC §8 content code for an unreachable content system. */
export const DOTCMS_DOWN = "DOTCMS_DOWN";

interface Pending {
  op: GraphqlOperation;
  resolve: (r: GraphqlResult<unknown>) => void;
  reject: (e: unknown) => void;
}

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

export function createGraphqlClient(options: GraphqlClientOptions): GraphqlClient {
  const { url, token, batchMax = GRAPHQL_BATCH_MAX, batchIntervalMs = GRAPHQL_BATCH_INTERVAL_MS } = options;
  // Looked up per call, not captured: tests and SSR may install fetch after the client is created.
  const doFetch: FetchImpl = options.fetchImpl ?? ((u, init) => fetch(u, init));
  const headers: Record<string, string> = {
    ...options.headers,
    "Content-Type": "application/json",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };

  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    // Anything unforeseen (e.g. variables that cannot be serialised) still settles every operation.
    if (batch.length > 0) send(batch).catch((err: unknown) => batch.forEach((p) => p.reject(err)));
  }

  async function send(batch: Pending[]): Promise<void> {
    const failAll = (err: unknown) => batch.forEach((p) => p.reject(err));
    // Always an array, even for one operation: one shape for the server and for our parsing.
    const body = JSON.stringify(
      batch.map(({ op }) => ({ operationName: op.operationName, variables: op.variables ?? {}, query: op.query })),
    );

    let status: number;
    let bodyText: string;
    try {
      const res = await doFetch(url, { method: "POST", headers, body });
      status = res.status;
      bodyText = await res.text();
    } catch (err) {
      // The caller keeps the real cause (ECONNREFUSED, abort…) and gets the code to branch on.
      failAll(
        err instanceof Error ? Object.assign(err, { code: DOTCMS_DOWN }) : new ContentGraphqlError(String(err), { code: DOTCMS_DOWN }),
      );
      return;
    }

    // Status first (as Apollo 3 does): a 502 HTML page should report the status, not a parse failure.
    if (status >= 300) {
      failAll(new ContentGraphqlError(`Response not successful: Received status code ${status}`, { statusCode: status, bodyText }));
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(bodyText);
    } catch {
      failAll(new ContentGraphqlError("Could not parse server response", { statusCode: status, bodyText }));
      return;
    }
    // A lone object is one result: a server without batching answers a one-op batch that way.
    const results = Array.isArray(parsed) ? parsed : [parsed];
    if (results.length !== batch.length) {
      failAll(
        new ContentGraphqlError(`server returned results with length ${results.length}, expected length of ${batch.length}`, {
          statusCode: status,
          bodyText,
        }),
      );
      return;
    }
    batch.forEach((p, i) => {
      const item = results[i];
      if (!isRecord(item) || (!has(item, "data") && !has(item, "errors"))) {
        p.reject(new ContentGraphqlError(`Server response was malformed for query '${p.op.operationName}'.`, { statusCode: status }));
        return;
      }
      const result: GraphqlResult<unknown> = { data: item.data ?? null };
      if (item.errors !== undefined) result.errors = item.errors as GraphqlErrorEntry[];
      p.resolve(result);
    });
  }

  return {
    request<T>(op: GraphqlOperation): Promise<GraphqlResult<T>> {
      return new Promise<GraphqlResult<T>>((resolve, reject) => {
        queue.push({ op, resolve: resolve as (r: GraphqlResult<unknown>) => void, reject });
        if (queue.length >= batchMax) flush();
        // The window starts at the first queued operation; later ones ride along, they do not extend it.
        else if (timer === null) timer = setTimeout(flush, batchIntervalMs);
      });
    },
  };
}
