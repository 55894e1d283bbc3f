// The gateway's error object: the SPEC §3 "Error object" fields a transport can know (message, status, payload,
// transactionId, code, service). Close actions, variants and texts are the screens' business (SPEC §8 mapping).

import { isAxiosError } from "axios";
import { isRecord } from "../../domain/read";

export type GatewayErrorKind =
  /** No answer came back. */
  | "network"
  /** The client gave up waiting. */
  | "timeout"
  /** An answer with a failure status. */
  | "http"
  /** 401 that a refresh could not cure, or a call that needs a signed-in user. */
  | "unauthorized"
  /** 2xx whose body is not what the call expects. */
  | "invalid_response"
  /** 200 with an errorCode other than no_error (SPEC §5/§7 identity and otc outcomes). */
  | "rejected";

/** Header the transaction id of SPEC §3 "transactionId (from a trace-transaction request header)" is read from. */
export const TRACE_TRANSACTION_HEADER = "trace-transaction-id";
/** Per-request id of the cart/ebill calls (gatewayHeaders.ts), read when there is no trace header. */
export const TRANSACTION_ID_HEADER = "X-Transaction-Id";

export interface GatewayErrorInit {
  kind: GatewayErrorKind;
  message: string;
  /** HTTP status; 0 when no answer came back. */
  status?: number;
  /** The answer's body, when there was one. */
  payload?: unknown;
  transactionId?: string | null;
  code?: string | number | null;
  /** Back end the call went to (identity, otc, cart, …). */
  service?: string | null;
  cause?: unknown;
}

export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly status: number;
  readonly payload: unknown;
  readonly transactionId: string | null;
  readonly code: string | number | null;
  readonly service: string | null;
  cause?: unknown;

  constructor(init: GatewayErrorInit) {
    super(init.message);
    // Babel's class transform can lose the prototype when extending Error; instanceof must work.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "GatewayError";
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.payload = init.payload ?? null;
    this.transactionId = init.transactionId ?? null;
    this.code = init.code ?? null;
    this.service = init.service ?? null;
    if (init.cause !== undefined) this.cause = init.cause;
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
const codeOf = (v: unknown): string | number | undefined => (typeof v === "number" ? v : text(v));

/** Reads a header from axios' headers (an AxiosHeaders or a plain object), case-insensitively. */
function headerOf(headers: unknown, name: string): string | null {
  if (!isRecord(headers)) return null;
  const get = (headers as { get?: unknown }).get;
  if (typeof get === "function") {
    const v: unknown = get.call(headers, name);
    return text(v) ?? null;
  }
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? (text(headers[key]) ?? null) : null;
}

/** The transaction id a request carried, for support: the trace header, else the cart/ebill transaction id. */
export function transactionIdOf(requestHeaders: unknown): string | null {
  return headerOf(requestHeaders, TRACE_TRANSACTION_HEADER) ?? headerOf(requestHeaders, TRANSACTION_ID_HEADER);
}

/** axios says ETIMEDOUT only with clarifyTimeoutError; otherwise a timeout is an ECONNABORTED naming the timeout. */
const isTimeout = (code: string | undefined, message: string) =>
  code === "ETIMEDOUT" || (code === "ECONNABORTED" && /timeout/i.test(message));

/**
 * Any failure of a gateway call as a GatewayError. An answer's JSON body gives code (`code`, else `errorCode`) and
 * message (`errMsg`, else `message`); a non-JSON body gives the status text (SPEC §8 "A non-JSON failure gives a
 * technical error with the status text"). A GatewayError passes through unchanged.
 */
export function toGatewayError(error: unknown, service?: string): GatewayError {
  if (isGatewayError(error)) return error;
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return new GatewayError({ kind: "network", message, service, cause: error });
  }
  const transactionId = transactionIdOf(error.config?.headers);
  const response = error.response;
  if (!response) {
    const kind = isTimeout(error.code, error.message) ? "timeout" : "network";
    return new GatewayError({ kind, message: error.message, transactionId, code: error.code ?? null, service, cause: error });
  }
  const body: unknown = response.data;
  const kind = response.status === 401 ? "unauthorized" : "http";
  const statusText = text(response.statusText) ?? error.message;
  if (!isRecord(body)) {
    return new GatewayError({ kind, message: statusText, status: response.status, payload: body, transactionId, service, cause: error });
  }
  return new GatewayError({
    kind,
    message: text(body.errMsg) ?? text(body.message) ?? statusText,
    status: response.status,
    payload: body,
    transactionId,
    code: codeOf(body.code) ?? codeOf(body.errorCode) ?? null,
    service,
    cause: error,
  });
}

/**
 * A 2xx answer without what the call needs. The body is kept in `cause`, not `payload`: a malformed answer is read as a
 * technical failure (SPEC §8 non-JSON row), never as a catalogued code it might happen to carry.
 */
export function malformed(service: string, body: unknown, issues: unknown, status = 200): GatewayError {
  return new GatewayError({
    kind: "invalid_response",
    message: `Unexpected answer from ${service}`,
    status,
    payload: null,
    service,
    cause: { body, issues },
  });
}
