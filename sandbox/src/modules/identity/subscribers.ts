// SPEC §7 "Identity and sign-in … subscribers, subscriber-search (paths not shown)" (issue 27), mounted under /identity:
// the company's lines the caller reaches (auth/companyScope.ts, by role: the chooser every line, the delegated chooser
// and the authorized person their account's, the others their own) as subscribers — the number, its account (BAN), the
// employee who uses it, the plan and the day it was activated. Contract: docs/, "Identity — subscribers".
// - GET /subscribers?ban=&offset=&limit=: by number, a page at a time (limit ≤ 50, default 20; x-total-count,
//   x-result-count); ban narrows to one account.
// - GET /subscriber-search?q=&limit=: the lines whose number, employee name (case and diacritics do not matter) or
//   account matches q (at least 2 characters), by number, at most `limit` (≤ 20, default 20); x-total-count says how
//   many matched in all.
// A consumer has no company lines (403 not_business); non-operator users are refused (403 insufficient_role); a bad
// query is 400 invalid_query.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { companyScope } from "../../auth/companyScope";
import { HttpError } from "../../http/errors";
import type { FleetLine } from "../../seed/fleet";
import { byNumber, checkedQuery, lineMatcher } from "../bar-unbar/fleetLines";
import type { SandboxContext } from "../module";

export const SUBSCRIBER_PAGE = { default: 20, max: 50 } as const;
export const SUBSCRIBER_SEARCH = { minLength: 2, default: 20, max: 20 } as const;

export const subscriberErrors = {
  notBusiness: () => new HttpError(403, "not_business", "Abonații companiei se pot vedea doar dintr-un cont business."),
  nonOperator: () => new HttpError(403, "insufficient_role", "Abonații sunt doar pentru numerele din rețeaua noastră."),
  invalidQuery: (detail: string) => new HttpError(400, "invalid_query", `Cererea nu este validă: ${detail}.`),
};

const ListQuery = z.strictObject({
  ban: z
    .string()
    .regex(/^\d{6,12}$/, "un cont (BAN) din 6–12 cifre")
    .optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(SUBSCRIBER_PAGE.max).optional(),
});
const SearchQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(SUBSCRIBER_SEARCH.minLength, `cel puțin ${SUBSCRIBER_SEARCH.minLength} caractere`)
    .max(60, "cel mult 60 de caractere"),
  limit: z.coerce.number().int().min(1).max(SUBSCRIBER_SEARCH.max).optional(),
});

const scopeOf = (request: FastifyRequest) => companyScope(request, subscriberErrors);

function subscriberView(line: FleetLine) {
  return {
    "@type": "Subscriber",
    id: line.msisdn,
    msisdn: line.msisdn,
    ban: line.ban,
    userName: line.userName,
    plan: { id: line.plan.id, name: line.plan.name },
    activatedOn: line.activatedOn,
  };
}

export function registerSubscriberRoutes(app: FastifyInstance, _ctx: SandboxContext): void {
  app.get("/subscribers", async (request, reply) => {
    const scope = scopeOf(request);
    const q = checkedQuery(ListQuery, request.query, subscriberErrors.invalidQuery);
    const rows = scope.lines.filter((l) => q.ban === undefined || l.ban === q.ban).sort(byNumber);
    const offset = q.offset ?? 0;
    const page = rows.slice(offset, offset + (q.limit ?? SUBSCRIBER_PAGE.default));
    return reply.header("x-total-count", String(rows.length)).header("x-result-count", String(page.length)).send(page.map(subscriberView));
  });

  app.get("/subscriber-search", async (request, reply) => {
    const scope = scopeOf(request);
    const q = checkedQuery(SearchQuery, request.query, subscriberErrors.invalidQuery);
    const matches = lineMatcher(q.q);
    const rows = scope.lines.filter(matches).sort(byNumber);
    const page = rows.slice(0, q.limit ?? SUBSCRIBER_SEARCH.default);
    return reply.header("x-total-count", String(rows.length)).header("x-result-count", String(page.length)).send(page.map(subscriberView));
  });
}
