// POST /api/v1/graphql: one operation or a batch (JSON array → array of results, same order).
// Anonymous by default (CONTENT_APIS_ALLOW_ANONYMOUS=READ): a missing or bad token is no 401.
import type { FastifyInstance } from "fastify";
import type { GraphQLSchema } from "graphql";
import { runOperation } from "../graphql/execute";
import { caller, parseJsonBody, sendText, type ContentDeps } from "./http";

export function graphqlRoutes(app: FastifyInstance, deps: ContentDeps, schema: GraphQLSchema): void {
  app.post("/api/v1/graphql", async (req, reply) => {
    const who = caller(deps, req, reply);
    if (!who) return reply;
    const body = parseJsonBody(req);
    // Transport errors happen before execution: status + plain text, as the servlet listener writes them.
    if (!body.ok) return sendText(reply, 400, `Unable to parse the GraphQL request: ${body.message}`);
    const anonymous = who.kind !== "user";
    if (Array.isArray(body.value)) return body.value.map((op) => runOperation(schema, op, anonymous));
    return runOperation(schema, body.value, anonymous);
  });

  // GET only serves persisted queries (qid); this sandbox has none.
  app.get("/api/v1/graphql", async (req, reply) => {
    const qid = (req.query as Record<string, unknown>).qid;
    if (!qid) return sendText(reply, 500, "No query id (qid) provided. Use POST to send a query.");
    return sendText(reply, 500, `No persisted query with id ${String(qid)}`);
  });
}
