// What a failed gateway call means to the user and whether trying again can help: one table, like the route guards'
// (src/domain/guards/table.ts), each row citing where it comes from. SPEC §9 gives 3 retries with back-off; issue 12
// keeps them for failures a retry can cure (no answer, 5xx, 429) and none for a refusal or an answer we cannot read,
// so a 403 shows its message at once instead of after 7 s of skeleton. The SPEC §8 catalogue codes (cart, payment…)
// come on top of this with their own table; this one is what every other call falls back to.

export type ErrorClass =
  | "network"
  | "timeout"
  | "server"
  | "rateLimited"
  | "unauthorized"
  | "forbidden"
  | "notFound"
  | "badRequest"
  | "invalidAnswer"
  | "rejected"
  | "unknown";

/** Keys of the Romanian messages (ro.errors.general). */
export type ErrorMessageKey =
  "network" | "timeout" | "unavailable" | "tooManyRequests" | "sessionExpired" | "forbidden" | "notFound" | "generic";

export interface ErrorRule {
  spec: string;
  retryable: boolean;
  message: ErrorMessageKey;
}

export const ERROR_CLASSES: Readonly<Record<ErrorClass, ErrorRule>> = {
  network: { spec: "issue 12: no answer (offline, refused) — a retry can help", retryable: true, message: "network" },
  timeout: { spec: "issue 12: the client gave up waiting — a retry can help", retryable: true, message: "timeout" },
  server: { spec: "issue 12: 5xx — the back end failed, a retry can help", retryable: true, message: "unavailable" },
  rateLimited: { spec: "issue 12: 429 — a retry after the back-off can help", retryable: true, message: "tooManyRequests" },
  unauthorized: { spec: "SPEC §7/§8: a 401 the refresh could not cure ends the session", retryable: false, message: "sessionExpired" },
  forbidden: { spec: "issue 12: 403 — a refusal stays a refusal", retryable: false, message: "forbidden" },
  notFound: { spec: "issue 12: 404 — asking again finds nothing more", retryable: false, message: "notFound" },
  badRequest: { spec: "issue 12: other 4xx — the same request fails the same way", retryable: false, message: "generic" },
  invalidAnswer: { spec: "issue 12: a malformed answer — the same answer comes back", retryable: false, message: "generic" },
  rejected: { spec: "SPEC §5: 200 with an errorCode — a decision, not a failure", retryable: false, message: "generic" },
  unknown: {
    spec: "SPEC §8 'Default: 999999 generic ribbon' (anything that is not a gateway error)",
    retryable: false,
    message: "generic",
  },
};

/** Reads the transport's kind and status (GatewayError's shape) from anything thrown. */
export function classifyError(error: unknown): ErrorClass {
  if (error === null || typeof error !== "object") return "unknown";
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  const code = typeof status === "number" ? status : 0;
  switch (kind) {
    case "network":
      return "network";
    case "timeout":
      return "timeout";
    case "unauthorized":
      return "unauthorized";
    case "invalid_response":
      return "invalidAnswer";
    case "rejected":
      return "rejected";
    case "http":
      if (code >= 500 && code <= 599) return "server";
      if (code === 429) return "rateLimited";
      if (code === 403) return "forbidden";
      if (code === 404) return "notFound";
      if (code === 401) return "unauthorized";
      return "badRequest";
    default:
      return "unknown";
  }
}

/** Whether trying the same call again can help (issue 12: network, timeout, 5xx, 429). */
export const isRetryable = (error: unknown): boolean => ERROR_CLASSES[classifyError(error)].retryable;

/** The one mapping from a failure to the message the user reads. */
export const errorMessageKey = (error: unknown): ErrorMessageKey => ERROR_CLASSES[classifyError(error)].message;
