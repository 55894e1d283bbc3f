// The axios instance every gateway client uses (SPEC §7 "All identity and self-care calls go against an
// authentication/gateway host with JSON headers"). Auth headers are computed when each request leaves, from the
// tokens of that moment, so a request made after logout never carries the old tokens.

import axios, { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from "axios";
import type { Area } from "../../domain/area";
import { tokensForRequest, type RequestAuth, type RequestContext } from "../../domain/session/activeMethod";
import { AUTH_PROVIDER_HEADER, AUTHORIZATION_HEADER, requestAuthHeaders } from "../../domain/session/headers";
import type { ExtendedClientType } from "../../domain/session/tokens";
import { backendUrl, type Backend } from "../../config/endpoints";
import { GatewayError, transactionIdOf } from "./errors";
import { contextHeaders } from "./gatewayHeaders";
import type { SessionPort } from "./port";
import { installRefresh } from "./refresh";

/** Long enough for a slow mobile network, short enough that a stuck gateway shows an error. */
export const GATEWAY_TIMEOUT_MS = 20_000;

export const JSON_HEADERS = { Accept: "application/json", "Content-Type": "application/json" } as const;

/** Code of the error a call that needs a signed-in user gets when nobody is (the sandbox's 401 code). */
export const AUTHENTICATION_REQUIRED = "authentication_required";

/** How a request picks its token; set per client and overridable per request (`config.gateway`). */
export interface GatewayRequestOptions {
  /** Send the base SSO set even when an extended client type is selected (SPEC §4). */
  forceBase?: boolean;
  /** The client type the request acts for (default: the selected one, else the area's shop). */
  clientType?: ExtendedClientType;
  /** false: refuse to send unless a non-anonymous method holds a token (default true). */
  anonymousAllowed?: boolean;
  /** Send no auth headers at all (sign-in calls, which create the tokens). */
  withoutAuth?: boolean;
}

/** What the request interceptor decided, kept on the config for the 401 handler. Internal. */
export interface GatewayRequestState {
  auth: RequestAuth | null;
  area: Area;
  retried: boolean;
}

declare module "axios" {
  interface AxiosRequestConfig {
    gateway?: GatewayRequestOptions;
    /** Internal: set by the request interceptor (http.ts), read by the refresh handler (refresh.ts). */
    gatewayState?: GatewayRequestState;
  }
}

export interface GatewayClientOptions extends GatewayRequestOptions {
  timeoutMs?: number;
  /** Replaces axios' transport (tests); also used by the refresh call. */
  adapter?: AxiosRequestConfig["adapter"];
}

const isAnonymous = (auth: RequestAuth | null) => auth === null || auth.provider === "anonymous" || auth.provider === "ebuAnonymous";

function withAuth(config: InternalAxiosRequestConfig, backend: Backend, port: SessionPort, defaults: GatewayRequestOptions) {
  const opts = { ...defaults, ...config.gateway };
  const previous = config.gatewayState;
  // A retry keeps the area of the first attempt, so it refreshes and resends in the same context.
  const area = previous?.area ?? port.getArea();
  const tokens = port.getTokens();
  const ctx: RequestContext = { area, clientType: opts.clientType, forceBase: opts.forceBase };
  // The token the request uses (kept for the 401 handler); its headers are requestAuthHeaders' for the same context.
  const auth = opts.withoutAuth ? null : tokensForRequest(tokens, ctx);

  if (opts.anonymousAllowed === false && isAnonymous(auth)) {
    throw new GatewayError({
      kind: "unauthorized",
      message: "A signed-in user is required",
      code: AUTHENTICATION_REQUIRED,
      service: backend,
      transactionId: transactionIdOf(config.headers),
    });
  }

  config.headers.delete(AUTHORIZATION_HEADER);
  config.headers.delete(AUTH_PROVIDER_HEADER);
  if (auth) config.headers.set(requestAuthHeaders(tokens, ctx));
  for (const [name, value] of Object.entries(contextHeaders({ backend, area, customerSegment: port.getCustomerSegment() }))) {
    // A retry keeps the ids of its first attempt (same transaction).
    if (!config.headers.has(name)) config.headers.set(name, value);
  }
  config.gatewayState = { auth, area, retried: previous?.retried ?? false };
  return config;
}

/** An axios instance for one back end of the gateway, with auth headers at request time and refresh on 401. */
export function createGatewayClient(backend: Backend, port: SessionPort, options: GatewayClientOptions = {}): AxiosInstance {
  const { timeoutMs = GATEWAY_TIMEOUT_MS, adapter, ...defaults } = options;
  const instance = axios.create({
    baseURL: backendUrl(backend),
    // An absolute URL is joined to the base instead of replacing it: a token can never travel to another host.
    allowAbsoluteUrls: false,
    headers: { ...JSON_HEADERS },
    timeout: timeoutMs,
    ...(adapter ? { adapter } : {}),
  });
  instance.interceptors.request.use((config) => withAuth(config, backend, port, defaults));
  installRefresh(instance, { backend, port, timeoutMs, adapter });
  return instance;
}
