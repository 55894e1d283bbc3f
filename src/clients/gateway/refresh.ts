// SPEC §7 "A 401 triggers a token refresh and retry"; SPEC §8 "a refresh with non-200 answer or invalid response
// clears user info", only when the refresh token is refused (400/401 or a 200 we cannot read; refreshFailure.ts). All
// requests that fail with the same refresh token share one refresh (the gateway rotates refresh tokens and treats a
// reused one as theft), then each is resent once with the new tokens.

import axios, { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from "axios";
import type { Area } from "../../domain/area";
import type { RequestAuth } from "../../domain/session/activeMethod";
import { clientPathForSlot } from "../../domain/session/clientPaths";
import { readRefreshResponse } from "../../domain/session/loginResponse";
import { refreshFailureEndsSession } from "../../domain/session/refreshFailure";
import { applyRefresh, readSlot } from "../../domain/session/tokenSlots";
import { holdsToken, type TokenPair } from "../../domain/session/tokens";
import { backendUrl, type Backend } from "../../config/endpoints";
import { GatewayError, toGatewayError } from "./errors";
import type { SessionPort } from "./port";
import { withRefreshLock } from "./refreshLock";

type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; error: GatewayError };

export interface RefreshDeps {
  backend: Backend;
  port: SessionPort;
  timeoutMs: number;
  adapter?: AxiosRequestConfig["adapter"];
}

/**
 * Refreshes in flight (and failed ones) per session and refresh token, shared by every gateway client of the
 * session. A failed refresh stays in the map so a late 401 with the same dead token neither refreshes again nor
 * reports the expiry twice; a successful one is dropped because the rotated slot tells late requests to resend.
 */
const flights = new WeakMap<SessionPort, Map<string, Promise<RefreshOutcome>>>();

const IDENTITY = "identity" satisfies Backend;

/** The request's own 401, with the reason it stays a 401. */
function unauthorized(message: string, from: GatewayError): GatewayError {
  const { status, payload, transactionId, code, service } = from;
  return new GatewayError({ kind: "unauthorized", message, status, payload, transactionId, code, service, cause: from });
}

/**
 * Inside the browser-wide refresh lock: another tab may have refreshed (or signed out) while this one waited, so the
 * stored tokens are read again first; a rotated slot is used as it is, and only a slot still holding the presented
 * pair is refreshed, its new pair stored at once for the next tab in line.
 */
function refreshAcrossTabs(auth: RequestAuth, area: Area, deps: RefreshDeps): Promise<RefreshOutcome> {
  const { port } = deps;
  return withRefreshLock(async () => {
    port.reloadTokens();
    const held = readSlot(port.getTokens(), auth.slot);
    if (!holdsToken(held)) {
      return {
        ok: false,
        error: new GatewayError({ kind: "unauthorized", message: "Signed out in another tab", status: 401, service: IDENTITY }),
      };
    }
    if (held.refreshToken !== auth.refreshToken) return { ok: true, tokens: held };
    const outcome = await callRefresh(auth, area, deps);
    if (outcome.ok) await port.saveTokens();
    return outcome;
  });
}

/**
 * POST refresh/{client} with a bare axios call: no interceptors, so no recursion and no auth headers. Only a refused
 * refresh token ends the session (refreshFailureEndsSession); any other failure keeps the tokens and reaches the caller
 * as what it is (network, 5xx, 429: retryable), and the next 401 refreshes again.
 */
async function callRefresh(auth: RequestAuth, area: Area, deps: RefreshDeps): Promise<RefreshOutcome> {
  const { port } = deps;
  let failure: GatewayError;
  try {
    const res = await axios.request({
      method: "post",
      baseURL: backendUrl(IDENTITY),
      url: `refresh/${clientPathForSlot(auth.slot, area)}`,
      data: { accessToken: auth.accessToken, refreshToken: auth.refreshToken },
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      timeout: deps.timeoutMs,
      validateStatus: () => true,
      ...(deps.adapter ? { adapter: deps.adapter } : {}),
    });
    const answer = res.status === 200 ? readRefreshResponse(res.data) : ({ ok: false } as const);
    if (answer.ok) {
      port.setTokens((current) => applyRefresh(current, auth.slot, auth.refreshToken, answer));
      return { ok: true, tokens: answer.tokens };
    }
    const ends = refreshFailureEndsSession(res.status);
    failure = new GatewayError({
      // Not "unauthorized" when the session stays: the caller sees a (retryable) outage, not an expiry.
      kind: ends ? "unauthorized" : "http",
      message: res.status === 200 ? "Invalid refresh response" : `Refresh failed with status ${res.status}`,
      status: res.status === 200 ? 401 : res.status,
      payload: res.data,
      service: IDENTITY,
    });
    if (!ends) return { ok: false, error: failure };
  } catch (error) {
    // No answer (network, timeout): the session may still be good, so keep it and report the failure as is.
    return { ok: false, error: toGatewayError(error, IDENTITY) };
  }
  port.onSessionExpired();
  return { ok: false, error: failure };
}

function refreshOnce(auth: RequestAuth, area: Area, deps: RefreshDeps): Promise<RefreshOutcome> {
  let inFlight = flights.get(deps.port);
  if (!inFlight) flights.set(deps.port, (inFlight = new Map()));
  const map = inFlight;
  const known = map.get(auth.refreshToken);
  if (known) return known;
  const flight = refreshAcrossTabs(auth, area, deps).then((outcome) => {
    if (outcome.ok || outcome.error.kind !== "unauthorized") map.delete(auth.refreshToken);
    return outcome;
  });
  map.set(auth.refreshToken, flight);
  return flight;
}

/** Adds the 401 → refresh → resend-once handler and turns every failure into a GatewayError. */
export function installRefresh(instance: AxiosInstance, deps: RefreshDeps): void {
  const { backend, port } = deps;
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw toGatewayError(error, backend);
    const failure = toGatewayError(error, backend);
    const state = error.config.gatewayState;
    // Nothing to refresh (no token sent), or this already is the resend: a second 401 is final.
    if (!state?.auth || state.retried) throw failure;
    const { auth, area } = state;

    const held = readSlot(port.getTokens(), auth.slot);
    if (!holdsToken(held)) throw unauthorized("Signed out while the request was in flight", failure);
    // Another request's refresh already rotated this slot: resend with the new tokens, no second refresh.
    if (held.refreshToken === auth.refreshToken) {
      const outcome = await refreshOnce(auth, area, deps);
      if (!outcome.ok) throw outcome.error.kind === "unauthorized" ? unauthorized(outcome.error.message, failure) : outcome.error;
      // Written back only if the slot still held the refreshed token; otherwise a logout or new sign-in won.
      if (readSlot(port.getTokens(), auth.slot)?.refreshToken !== outcome.tokens.refreshToken) {
        throw unauthorized("The session changed during the refresh", failure);
      }
    }
    return instance.request({ ...error.config, gatewayState: { ...state, retried: true } });
  });
}
