// Payment confirmation ("I have paid elsewhere": the operator lifts reminders while the money travels) and payment
// agreement (a promise to pay the current bill by a date), each with its eligibility check (SPEC §7: POST
// paymentConfirmation/checkEligibility, paymentConfirmation, paymentAgreement/checkEligibility, paymentAgreement with
// the agreementDate header; all with the source header 'ecare'). Eligible: a BAN of the identity whose current bill is
// unpaid and has no request of that kind yet. Asking again for the same bill answers the same request.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Caller } from "../../auth/guard";
import { stmt } from "../../db";
import { parseBody } from "../../http/validation";
import type { SandboxContext } from "../module";
import { billsOfBan, checkBan, headerOf, identityOf } from "./access";
import { addDays } from "./billingCycle";
import { billingErrors } from "./errors";

/** SPEC §7 "source header 'ecare'": our header name is the gateway's source header (the site's X-Source). */
export const SOURCE_HEADER = "x-source";
export const SOURCE_VALUE = "ecare";
export const AGREEMENT_DATE_HEADER = "agreementdate";
/** A promised date is tomorrow at the earliest and this many days from today at the latest (Romanian dates). */
export const AGREEMENT_MAX_DAYS = 30;

type Kind = "confirmation" | "agreement";

interface RequestRow {
  id: string;
  kind: Kind;
  ban: string;
  bill_id: string;
  agreement_date: string | null;
  created_at: number;
}

const Body = z.object({ banId: z.string().trim().min(1).max(40) });

const roDay = (t: number) => new Date(t).toLocaleDateString("sv-SE", { timeZone: "Europe/Bucharest" });

export function registerPaymentRequests(app: FastifyInstance, ctx: SandboxContext, callerOf: (r: FastifyRequest) => Caller): void {
  const view = (r: RequestRow) => ({
    id: r.id,
    type: r.kind === "confirmation" ? "PaymentConfirmation" : "PaymentAgreement",
    banId: r.ban,
    billId: r.bill_id,
    ...(r.agreement_date ? { agreementDate: r.agreement_date } : {}),
    status: "registered",
    creationDate: new Date(r.created_at).toISOString(),
  });
  const existing = (kind: Kind, billId: string) =>
    stmt(ctx.db, "SELECT * FROM ebill_payment_requests WHERE kind = ? AND bill_id = ?").get(kind, billId) as RequestRow | undefined;

  function eligibility(request: FastifyRequest, kind: Kind) {
    if (headerOf(request, SOURCE_HEADER) !== SOURCE_VALUE) throw billingErrors.sourceNotAllowed();
    const caller = callerOf(request);
    const identity = identityOf(caller);
    const { banId } = parseBody(Body, request.body);
    checkBan(request, identity, banId);
    const current = billsOfBan(ctx, identity, banId)[0];
    const done = current ? existing(kind, current.id) : undefined;
    const reason = !current
      ? "Contul nu are facturi."
      : current.remainingAmount.value <= 0
        ? "Factura curentă este plătită."
        : done
          ? kind === "confirmation"
            ? "Ai confirmat deja plata facturii curente."
            : "Ai deja un angajament de plată pentru factura curentă."
          : null;
    const today = roDay(ctx.now());
    return {
      caller,
      banId,
      current,
      done,
      answer: {
        eligible: reason === null,
        ...(reason ? { reason } : {}),
        banId,
        billId: current?.id ?? null,
        billNo: current?.billNo ?? null,
        amountDue: current?.remainingAmount ?? null,
        paymentDueDate: current?.paymentDueDate ?? null,
        ...(kind === "agreement"
          ? {
              minAgreementDate: roDay(addDays(Date.parse(`${today}T12:00:00Z`), 1)),
              maxAgreementDate: roDay(addDays(Date.parse(`${today}T12:00:00Z`), AGREEMENT_MAX_DAYS)),
            }
          : {}),
      },
    };
  }

  function register(request: FastifyRequest, kind: Kind, agreementDate: string | null) {
    const e = eligibility(request, kind);
    if (e.done) return { status: 200, body: view(e.done) };
    if (!e.answer.eligible || !e.current) throw billingErrors.notEligible(e.answer.reason ?? "Contul nu este eligibil.");
    const row: RequestRow = {
      id: `${kind === "confirmation" ? "PC" : "PA"}-${randomUUID()}`,
      kind,
      ban: e.banId,
      bill_id: e.current.id,
      agreement_date: agreementDate,
      created_at: ctx.now(),
    };
    stmt(
      ctx.db,
      "INSERT INTO ebill_payment_requests (id, kind, ban, bill_id, agreement_date, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).run(row.id, kind, row.ban, row.bill_id, agreementDate, e.caller.user?.id ?? "unknown", row.created_at);
    return { status: 201, body: view(row) };
  }

  app.post("/paymentConfirmation/checkEligibility", async (request) => eligibility(request, "confirmation").answer);
  app.post("/paymentAgreement/checkEligibility", async (request) => eligibility(request, "agreement").answer);

  app.post("/paymentConfirmation", async (request, reply) => {
    const r = ctx.db.transaction(() => register(request, "confirmation", null))();
    return reply.code(r.status).send(r.body);
  });

  app.post("/paymentAgreement", async (request, reply) => {
    if (headerOf(request, SOURCE_HEADER) !== SOURCE_VALUE) throw billingErrors.sourceNotAllowed();
    const raw = headerOf(request, AGREEMENT_DATE_HEADER);
    if (!raw) throw billingErrors.agreementDateMissing();
    const date = raw.slice(0, 10);
    const today = Date.parse(`${roDay(ctx.now())}T12:00:00Z`);
    const at = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T12:00:00Z`) : NaN;
    if (!Number.isFinite(at) || roDay(at) !== date || at <= today || at > addDays(today, AGREEMENT_MAX_DAYS)) {
      throw billingErrors.agreementDateOutOfRange(AGREEMENT_MAX_DAYS);
    }
    const r = ctx.db.transaction(() => register(request, "agreement", date))();
    return reply.code(r.status).send(r.body);
  });
}
