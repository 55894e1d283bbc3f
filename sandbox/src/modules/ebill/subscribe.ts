// E-bill settings per BAN (docs/billing-contract.md "E-bill"; SPEC §3 E-bill subscription, Document format; §7
// "GET and POST {subscribe}/document-format/ebill", "GET {subscribe}/ebill-subscription/ebill; POST same path with
// ebillEmail and isEbillSubscribed true"). Stored (ebill_subscriptions, ebill_document_formats): they survive reloads
// and restarts. Subscribing needs an address proven by an e-mail code (POST /dxl-otc/otc/sendValidationEmail, then
// validateEmail answering errorCode "no_error").
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Caller } from "../../auth/guard";
import { stmt } from "../../db";
import { parseBody, parseQuery } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { checkBan, checkEmail, identityOf } from "./access";
import { billingErrors } from "./errors";
import { userIdOf } from "./gateways";
import { guarded } from "./index";

export const BILL_DOCUMENT_FORMATS = ["EBILL", "PAPER"] as const;

interface FormatRow {
  bill_document_format: string;
  is_ebill_alert_allowed: number;
  is_ebill_format_allowed: number;
}

interface SubscriptionRow {
  ebill_email: string | null;
  is_subscribed: number;
  is_email_verified: number;
}

function registerSubscribe(app: FastifyInstance, ctx: SandboxContext, callerOf: (r: FastifyRequest) => Caller): void {
  /** The open BAN a setting is about: the query/body banId, else the BAN the caller acts on. */
  function banFor(request: FastifyRequest, caller: Caller, banId: string | undefined): string {
    const identity = identityOf(caller);
    const ban = banId ?? caller.selectedBan ?? identity.ban ?? "";
    if (!identity.bans.includes(ban)) throw billingErrors.banNotAllowed(ban);
    checkBan(request, identity, ban);
    return ban;
  }
  const BanQuery = z.object({ banId: z.string().trim().min(1).max(40).optional() });

  const formatOf = (ban: string) => {
    const r = stmt(ctx.db, "SELECT * FROM ebill_document_formats WHERE ban = ?").get(ban) as FormatRow | undefined;
    return {
      banId: ban,
      billDocumentFormat: r?.bill_document_format ?? "PAPER",
      isEbillAlertAllowed: r ? r.is_ebill_alert_allowed === 1 : false,
      isEbillFormatAllowed: r ? r.is_ebill_format_allowed === 1 : true,
    };
  };

  app.get("/document-format/ebill", async (request) => {
    const caller = callerOf(request);
    return formatOf(banFor(request, caller, parseQuery(BanQuery, request.query).banId));
  });

  const FormatBody = z.object({
    banId: z.string().trim().min(1).max(40).optional(),
    billDocumentFormat: z.enum(BILL_DOCUMENT_FORMATS),
    isEbillAlertAllowed: z.boolean().optional(),
    isEbillFormatAllowed: z.boolean().optional(),
  });
  app.post("/document-format/ebill", async (request) => {
    const caller = callerOf(request);
    const body = parseBody(FormatBody, request.body);
    const ban = banFor(request, caller, body.banId);
    const current = formatOf(ban);
    stmt(
      ctx.db,
      "INSERT OR REPLACE INTO ebill_document_formats (ban, bill_document_format, is_ebill_alert_allowed, is_ebill_format_allowed, updated_at) VALUES (?, ?, ?, ?, ?)",
    ).run(
      ban,
      body.billDocumentFormat,
      (body.isEbillAlertAllowed ?? current.isEbillAlertAllowed) ? 1 : 0,
      (body.isEbillFormatAllowed ?? current.isEbillFormatAllowed) ? 1 : 0,
      ctx.now(),
    );
    return formatOf(ban);
  });

  const verified = (email: string, userId: string) =>
    stmt(ctx.db, "SELECT 1 FROM otc_verified_emails WHERE email = ? AND user_id = ?").get(email, userId) !== undefined;

  const subscriptionOf = (ban: string) => {
    const r = stmt(ctx.db, "SELECT * FROM ebill_subscriptions WHERE ban = ?").get(ban) as SubscriptionRow | undefined;
    return {
      banId: ban,
      ebillEmail: r?.ebill_email ?? null,
      isEbillSubscribed: r ? r.is_subscribed === 1 : false,
      isEmailVerified: r ? r.is_email_verified === 1 : false,
    };
  };

  app.get("/ebill-subscription/ebill", async (request) => {
    const caller = callerOf(request);
    return subscriptionOf(banFor(request, caller, parseQuery(BanQuery, request.query).banId));
  });

  const SubscriptionBody = z.object({
    banId: z.string().trim().min(1).max(40).optional(),
    ebillEmail: z.string().max(200),
    isEbillSubscribed: z.boolean(),
  });
  app.post("/ebill-subscription/ebill", async (request) => {
    const caller = callerOf(request);
    const body = parseBody(SubscriptionBody, request.body);
    const ban = banFor(request, caller, body.banId);
    const email = checkEmail(body.ebillEmail);
    const isVerified = verified(email, userIdOf(caller));
    // Bills go only to an address proven by a code (POST /dxl-otc/otc/sendValidationEmail + validateEmail).
    if (body.isEbillSubscribed && !isVerified) throw billingErrors.emailNotVerified(email);
    stmt(
      ctx.db,
      "INSERT OR REPLACE INTO ebill_subscriptions (ban, ebill_email, is_subscribed, is_email_verified, updated_at) VALUES (?, ?, ?, ?, ?)",
    ).run(ban, email, body.isEbillSubscribed ? 1 : 0, isVerified ? 1 : 0, ctx.now());
    return subscriptionOf(ban);
  });
}

export const ebillSubscribeModule: SandboxModule = {
  name: "ebill-subscribe",
  prefix: "/dxl-subscribe",
  migrations: [],
  register: guarded(registerSubscribe),
};
