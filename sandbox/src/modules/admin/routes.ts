// /sandbox/* admin routes for tests and local work: fault rules, the SMS/e-mail outbox, the bot-check script,
// session levers (expire access tokens, revoke refresh tokens).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { mintBotcheckToken } from "../../auth/botcheck";
import { notFound } from "../../http/errors";
import { parseBody, parseParams, parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { clearOutbox, readAttachment, readOutbox } from "../otc/outbox";
import { RECAPTCHA_SCRIPT } from "./recaptcha-script";
import { expireAccessTokens, revokeRefreshTokens } from "./sessions";

const FaultBody = z.object({
  pathPattern: z.string().min(1).max(500),
  method: z
    .string()
    .regex(/^[A-Za-z]+$/)
    .max(10)
    .optional(),
  status: z.number().int().min(200).max(599).optional(),
  // A string is sent verbatim (may be non-JSON); anything else is sent as JSON.
  body: z.unknown().optional(),
  code: z.union([z.string().max(60), z.number().int()]).optional(),
  delay: z.number().min(0).max(120_000).optional(),
  count: z.number().int().min(1).optional(),
  malformed: z.boolean().optional(),
});

const UsernameBody = z.object({ username: z.string().min(1).max(200) });

export function registerAdminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/faults", async () => ({ faults: app.faults.list() }));

  app.post("/faults", async (request, reply) => {
    const b = parseBody(FaultBody, request.body);
    const fault = app.faults.add({
      pathPattern: b.pathPattern,
      method: b.method,
      status: b.status,
      body: b.body === undefined ? undefined : typeof b.body === "string" ? b.body : JSON.stringify(b.body),
      code: b.code === undefined ? undefined : String(b.code),
      delayMs: b.delay,
      malformed: b.malformed,
      count: b.count,
    });
    return reply.code(201).send({ fault });
  });

  app.delete("/faults", async () => ({ cleared: app.faults.clear() }));

  app.delete("/faults/:id", async (request) => {
    const { id } = parseParams(z.object({ id: z.coerce.number().int() }), request.params);
    const cleared = app.faults.clear(id);
    if (!cleared) throw notFound(`No fault ${id}.`);
    return { cleared };
  });

  app.get("/outbox", async (request) => {
    const q = parseQuery(
      z.object({ to: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(500).optional() }),
      request.query,
    );
    return { messages: readOutbox(ctx.db, q.to, q.limit) };
  });

  app.delete("/outbox", async () => ({ cleared: clearOutbox(ctx.db) }));

  // A document an e-mail carried (a bill), as sent: its bytes, type and file name.
  app.get("/outbox/:id/attachments/:index", async (request, reply) => {
    const { id, index } = parseParams(z.object({ id: z.coerce.number().int(), index: z.coerce.number().int().min(0) }), request.params);
    const a = readAttachment(ctx.db, id, index);
    if (!a) throw notFound(`No attachment ${index} on message ${id}.`);
    return reply
      .type(a.mimeType)
      .header("content-disposition", `attachment; filename="${a.name.replace(/["\\\r\n]/g, "_")}"`)
      .send(a.content);
  });

  app.get("/recaptcha/api.js", async (_request, reply) =>
    reply.type("application/javascript; charset=utf-8").header("cache-control", "no-store").send(RECAPTCHA_SCRIPT),
  );

  app.post("/recaptcha/token", async (request) => {
    const { action } = parseBody(
      z.object({ action: z.string().min(1).max(100), siteKey: z.string().max(200).nullable().optional() }),
      request.body,
    );
    return { token: mintBotcheckToken(ctx, action), action };
  });

  app.post("/sessions/expire-access", async (request) => {
    const { username } = parseBody(UsernameBody, request.body);
    const expired = expireAccessTokens(ctx, username);
    if (expired === null) throw notFound(`No user ${username}.`);
    return { expired };
  });

  app.post("/sessions/revoke-refresh", async (request) => {
    const { username } = parseBody(UsernameBody, request.body);
    const revoked = revokeRefreshTokens(ctx, username);
    if (revoked === null) throw notFound(`No user ${username}.`);
    return { revoked };
  });
}
