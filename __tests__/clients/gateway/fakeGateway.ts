// Test helpers for the gateway clients (not a test file): an axios adapter that answers from a handler and
// records every request, and an in-memory SessionPort. No network.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from "axios";
import type { SessionPort } from "../../../src/clients/gateway/port";
import type { Area } from "../../../src/domain/area";
import { emptyTokens, type AuthTokens } from "../../../src/domain/session/tokens";

export interface Seen {
  method: string;
  /** Path and query, e.g. `/identity/eligible-flows/CBU?dmp=true`. */
  path: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean;
}

export type Reply = { status?: number; statusText?: string; data?: unknown } | { network: true } | { timeout: true };

export type Handler = (req: Seen) => Reply | Promise<Reply>;

export function fakeGateway(handler: Handler) {
  const calls: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(axios.getUri(config));
    const raw = AxiosHeaders.from(config.headers as AxiosHeaders).toJSON();
    const headers = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const body: unknown = typeof config.data === "string" && config.data !== "" ? JSON.parse(config.data) : (config.data ?? null);
    const seen: Seen = {
      method: (config.method ?? "get").toUpperCase(),
      path: url.pathname + url.search,
      headers,
      body,
      withCredentials: !!config.withCredentials,
    };
    calls.push(seen);
    const reply = await handler(seen);
    if ("network" in reply) throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {});
    if ("timeout" in reply) throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, {});
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.data ?? null,
      status,
      statusText: reply.statusText ?? "",
      headers: {},
      config,
      request: {},
    };
    // What axios' own adapters do in settle().
    if (config.validateStatus && !config.validateStatus(status)) {
      const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
    }
    return response;
  };
  return { adapter, calls, on: (path: string) => calls.filter((c) => c.path.startsWith(path)) };
}

export interface MemoryPort extends SessionPort {
  tokens: AuthTokens;
  area: Area;
  segment: string | null;
  onSessionExpired: jest.Mock<void, []>;
  reloadTokens: jest.Mock<void, []>;
  saveTokens: jest.Mock<Promise<void>, []>;
}

/** A session in memory; by default an expiry clears the tokens, as the state layer does. */
export function memoryPort(tokens: AuthTokens = emptyTokens(), area: Area = "personal", clearOnExpiry = true): MemoryPort {
  const port: MemoryPort = {
    tokens,
    area,
    segment: null,
    getTokens: () => port.tokens,
    setTokens: (update) => {
      port.tokens = update(port.tokens);
    },
    getArea: () => port.area,
    getCustomerSegment: () => port.segment,
    onSessionExpired: jest.fn(() => {
      if (clearOnExpiry) port.tokens = emptyTokens();
    }),
    reloadTokens: jest.fn(),
    saveTokens: jest.fn(async () => undefined),
  };
  return port;
}

/** A promise with its resolve function outside, to hold an answer back. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const json = (data: unknown, status = 200): Reply => ({ status, data });
