// TMF-style errors ({code, reason, message, status}) and the app-wide handlers that guarantee
// every failure leaves as one of them: never a 500 with a stack, never Fastify's own error shape.
import type { FastifyError, FastifyInstance } from "fastify";

/** TM Forum v4 Error. `status` is a string in the TMF schema, so it is one here too. */
export interface TmfError {
  "@type": "Error";
  code: string;
  reason: string;
  message: string;
  status: string;
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export const reasonFor = (status: number): string => REASONS[status] ?? (status >= 500 ? "Server Error" : "Client Error");

export function tmfError(status: number, code: string, message: string, reason = reasonFor(status)): TmfError {
  return { "@type": "Error", code, reason, message, status: String(status) };
}

/** Thrown by handlers, hooks and helpers; the error handler turns it into a TMF body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
  body(): TmfError {
    return tmfError(this.statusCode, this.code, this.message);
  }
}

export const badRequest = (message: string, code = "invalid_request") => new HttpError(400, code, message);
export const unauthorized = (message: string, code = "invalid_token") =>
  new HttpError(401, code, message, { "www-authenticate": `Bearer error="${code}"` });
export const forbidden = (message: string, code = "forbidden") => new HttpError(403, code, message);
export const notFound = (message: string, code = "Not found") => new HttpError(404, code, message);

/** Fastify's own error codes we answer with a precise 4xx instead of a generic failure. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "unsupported_media_type"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "payload_too_large"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "invalid_content_length"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "malformed_json"],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "malformed_json"],
  FST_ERR_VALIDATION: [400, "invalid_request"],
};

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((err, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send(err.body());
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.code(known[0]).send(tmfError(known[0], known[1], err.message));
    const status = typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, "unhandled error");
      return reply.code(500).send(tmfError(500, "internal_error", "The sandbox failed to handle the request."));
    }
    return reply.code(status).send(tmfError(status, "request_error", err.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(tmfError(404, "Not found", `No route for ${request.method} ${request.url.split("?")[0]}`));
  });
}

/**
 * JSON body parser: an empty body means "no body" (anonymous login posts nothing), anything that
 * is not JSON is a 400 `malformed_json` rather than Fastify's default error shape.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest("The request body is not valid JSON.", "malformed_json"), undefined);
    }
  });
}
