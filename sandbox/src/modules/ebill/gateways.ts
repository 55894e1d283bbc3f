// The billing gateways beside /ebill (docs/billing-contract.md), each a module with its own prefix and the same
// billing access check (index.ts billingGuard):
//   /dxl-ebill/api            POST paymentLinkClientCode, POST recharge/voucher          (SPEC §7)
//   /dxl-mva-payment/api/v1   GET convert-eur-ron/{amount}?payment_flow_type=recharge    (SPEC §7)
//   /prepay-balance           GET topupBalance (the top-up history, TMF654-like)          (SPEC §7 "GET top-up history")
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Caller } from "../../auth/guard";
import { badRequest } from "../../http/errors";
import { parseBody, parseQuery } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { sendEmail } from "../otc/outbox";
import { billsOfBan, checkEmail, identityOf } from "./access";
import { billingErrors } from "./errors";
import { guarded } from "./index";
import {
  ownNumbers,
  rateOfDay,
  rechargeableNumber,
  RECHARGE_MAX_EUR,
  RECHARGE_MIN_EUR,
  rechargeAmount,
  topUpHistory,
  topUpView,
} from "./recharge";
import { billLink, linkView, siteRedirect } from "./payRoutes";
import { getVoucher, insertTopUp, recordVoucherFailure, useVoucher, voucherLockMinutes } from "./store";

export const userIdOf = (caller: Caller) => caller.user?.id ?? caller.token.subject ?? "unknown";

// ---- /dxl-ebill/api ----

function registerDxlEbill(app: FastifyInstance, ctx: SandboxContext, callerOf: (r: FastifyRequest) => Caller): void {
  // Pay everything open on a BAN by its client code (the BAN printed on the bill), e.g. from a "Plătește" link.
  const ClientCodeBody = z.object({ clientCode: z.string().trim().min(1).max(40), redirectTo: z.string().max(2000).optional() });
  app.post("/paymentLinkClientCode", async (request, reply) => {
    const caller = callerOf(request);
    const identity = identityOf(caller);
    const body = parseBody(ClientCodeBody, request.body);
    const ban = body.clientCode;
    if (!identity.bans.includes(ban)) throw billingErrors.banNotAllowed(ban);
    const redirectTo = siteRedirect(ctx, body.redirectTo, "/ecare/facturi-si-plati");
    const open = billsOfBan(ctx, identity, ban).filter((b) => b.remainingAmount.value > 0);
    if (open.length === 0) throw billingErrors.nothingToPay(ban);
    const { link, created } = billLink(ctx, caller, ban, open, `Cod client ${ban}`, redirectTo);
    return reply.code(created ? 201 : 200).send(linkView(request, link));
  });

  const VoucherBody = z.object({
    voucher: z.string().max(40),
    email: z.string().max(200),
    phone: z.union([z.string().max(40), z.number()]),
  });
  app.post("/recharge/voucher", async (request) => {
    const caller = callerOf(request);
    const userId = userIdOf(caller);
    const body = parseBody(VoucherBody, request.body);
    const { msisdn } = rechargeableNumber(ctx, body.phone);
    const email = checkEmail(body.email);
    const locked = voucherLockMinutes(ctx, userId);
    if (locked > 0) throw billingErrors.voucherAttempts(locked);
    const code = body.voucher.replace(/[\s-]/g, "");
    // A wrong code is counted outside the transaction that refuses it (the refusal must not roll the count back).
    const fail = (err: Error): never => {
      recordVoucherFailure(ctx, userId);
      throw err;
    };
    if (!/^\d{16}$/.test(code)) fail(billingErrors.voucherInvalid());
    const voucher = getVoucher(ctx, code) ?? fail(billingErrors.voucherNotFound());
    const result = ctx.db.transaction(() => {
      if (voucher.expires_at !== null && voucher.expires_at <= ctx.now()) throw billingErrors.voucherExpired();
      if (!useVoucher(ctx, code, userId, msisdn)) throw billingErrors.voucherUsed();
      insertTopUp(ctx, {
        msisdn,
        amountEur: voucher.amount_eur,
        amountRon: null,
        channel: "voucher",
        reference: code,
        email,
        byUser: userId,
      });
      sendEmail(ctx.db, ctx.now(), {
        to: email,
        subject: `Reîncărcare ${msisdn}: ${voucher.amount_eur.toFixed(2).replace(".", ",")} €`,
        text: `Numărul ${msisdn} a fost reîncărcat cu ${voucher.amount_eur.toFixed(2).replace(".", ",")} € din voucherul ••••${code.slice(-4)}.`,
      });
      return { status: "success", msisdn, amount: { unit: "EUR", value: voucher.amount_eur }, voucher: `••••${code.slice(-4)}` };
    })();
    return result;
  });
}

// ---- /dxl-mva-payment/api/v1 ----

function registerMvaPayment(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { amount: string }; Querystring: { payment_flow_type?: string } }>("/convert-eur-ron/:amount", async (request) => {
    if (request.query.payment_flow_type !== "recharge") throw billingErrors.invalidFlowType();
    const eur = rechargeAmount(request.params.amount);
    const { rate, date } = rateOfDay(ctx);
    return {
      eur,
      ron: Math.round(eur * rate * 100) / 100,
      rate,
      date,
      paymentFlowType: "recharge",
      min: RECHARGE_MIN_EUR,
      max: RECHARGE_MAX_EUR,
    };
  });
}

// ---- /prepay-balance ----

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/);
const HistoryQuery = z.object({
  relatedPartyId: z.string().trim().min(1).max(40),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A date (YYYY-MM-DD = that whole Romanian day) as an instant; `end` takes the day's last millisecond. */
function boundOf(value: string | undefined, end: boolean): number | null {
  if (!value) return null;
  if (value.length > 10) return Date.parse(value);
  const noonUtc = Date.parse(`${value}T12:00:00Z`);
  const offsetMs =
    noonUtc - Date.parse(new Date(noonUtc).toLocaleString("sv-SE", { timeZone: "Europe/Bucharest" }).replace(" ", "T") + "Z");
  const start = Date.parse(`${value}T00:00:00Z`) + offsetMs;
  return end ? start + 24 * 60 * 60 * 1000 - 1 : start;
}

function registerTopUpHistory(app: FastifyInstance, ctx: SandboxContext, callerOf: (r: FastifyRequest) => Caller): void {
  app.get("/topupBalance", async (request, reply) => {
    const identity = identityOf(callerOf(request));
    const q = parseQuery(HistoryQuery, request.query);
    const msisdn = q.relatedPartyId.replace(/\D/g, "").slice(-10).padStart(10, "0");
    if (!ownNumbers(identity).includes(msisdn)) throw billingErrors.msisdnNotAllowed(q.relatedPartyId);
    const from = boundOf(q.startDate, false);
    const to = boundOf(q.endDate, true);
    if (from !== null && to !== null && from > to) throw badRequest("query.startDate: este după endDate", "invalid_query");
    const all = topUpHistory(ctx, msisdn).filter((t) => (from === null || t.at >= from) && (to === null || t.at <= to));
    const page = all.slice(q.offset, q.offset + q.limit);
    const { rate } = rateOfDay(ctx);
    reply.header("x-total-count", String(all.length)).header("x-result-count", String(page.length));
    return page.map((t) => topUpView(t, rate));
  });
}

export const dxlEbillModule: SandboxModule = {
  name: "dxl-ebill",
  prefix: "/dxl-ebill/api",
  migrations: [],
  register: guarded(registerDxlEbill),
};

export const mvaPaymentModule: SandboxModule = {
  name: "mva-payment",
  prefix: "/dxl-mva-payment/api/v1",
  migrations: [],
  register: guarded((app, ctx) => registerMvaPayment(app, ctx)),
};

export const topUpHistoryModule: SandboxModule = {
  name: "topup-history",
  prefix: "/prepay-balance",
  migrations: [],
  register: guarded(registerTopUpHistory),
};
