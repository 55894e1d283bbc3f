// SPEC §7 "A correlation id stored locally is added for the business frontend gateway. Cart and ebill requests
// also carry transaction id, customer segment, project and source headers." Names and values are ours
// (docs/decisions.md); the operator's gateway may rename them here.

import type { Area } from "../../domain/area";
import type { Backend } from "../../config/endpoints";
import { TRACE_TRANSACTION_HEADER, TRANSACTION_ID_HEADER } from "./errors";

export const GATEWAY_HEADERS = {
  correlationId: "X-Correlation-Id",
  transactionId: TRANSACTION_ID_HEADER,
  customerSegment: "X-Customer-Segment",
  project: "X-Project",
  source: "X-Source",
  /** SPEC §7 eligible flows "with common and customer-type headers". */
  customerType: "X-Customer-Type",
  /** SPEC §7 sendValidationSms, first client-id variant. */
  traceTransactionId: TRACE_TRANSACTION_HEADER,
  /** SPEC §7 one-time-code calls: one value per business channel. */
  clientId: "client-id",
  /** SPEC §6 "An optional AuthProvider header may be added to identity selection." */
  authProvider: "AuthProvider",
} as const;

export const PROJECT_HEADER_VALUE = "aria-web";
export const SOURCE_HEADER_VALUE = "web";

/** localStorage key of the correlation id (not personal: a random id per browser). */
export const CORRELATION_ID_STORAGE_KEY = "aria-correlation-id";

/** Back ends whose calls carry the transaction/segment/project/source headers. */
export const TRACED_BACKENDS: readonly Backend[] = ["cart", "ebill"];

/** A random id (RFC 4122 v4 where crypto.randomUUID exists). */
export function newRequestId(): string {
  const c: Crypto | undefined = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c) c.getRandomValues(bytes);
  else bytes.forEach((_, i) => (bytes[i] = Math.floor(Math.random() * 256)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Used when there is no window or storage refuses (server rendering, private modes): stable for this page's life.
let memoryCorrelationId: string | null = null;

/** The browser's correlation id: read from localStorage, created there once. Never throws. */
export function correlationId(): string {
  try {
    const storage = typeof window === "undefined" ? undefined : window.localStorage;
    if (storage) {
      const stored = storage.getItem(CORRELATION_ID_STORAGE_KEY);
      if (stored) return stored;
      const id = memoryCorrelationId ?? newRequestId();
      storage.setItem(CORRELATION_ID_STORAGE_KEY, id);
      memoryCorrelationId = id;
      return id;
    }
  } catch {
    // Storage disabled or full: fall through to the in-memory id.
  }
  memoryCorrelationId ??= newRequestId();
  return memoryCorrelationId;
}

export interface ContextHeaderInput {
  backend: Backend;
  area: Area;
  customerSegment: string | null;
}

/** The SPEC §7 headers a request gets from where it goes and the area it is made in (auth headers aside). */
export function contextHeaders({ backend, area, customerSegment }: ContextHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {};
  if (area === "business") headers[GATEWAY_HEADERS.correlationId] = correlationId();
  if (TRACED_BACKENDS.includes(backend)) {
    headers[GATEWAY_HEADERS.transactionId] = newRequestId();
    if (customerSegment) headers[GATEWAY_HEADERS.customerSegment] = customerSegment;
    headers[GATEWAY_HEADERS.project] = PROJECT_HEADER_VALUE;
    headers[GATEWAY_HEADERS.source] = SOURCE_HEADER_VALUE;
  }
  return headers;
}
