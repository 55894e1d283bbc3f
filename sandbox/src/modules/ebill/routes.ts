// The /ebill routes (docs/billing-contract.md): bills, bill summary, documents (download, e-mail), services, closed
// accounts; pay links and card recharge (payRoutes.ts), payment confirmation and agreement (paymentRequests.ts). Every route is a billing
// route: requireBillingAccess runs first (index.ts hook), then the route checks the BAN / bill / number it names.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Caller } from "../../auth/guard";
import { parseBody, parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { sendEmail } from "../otc/outbox";
import { billsOfBan, checkBan, checkEmail, findBill, headerOf, identityOf } from "./access";
import { EBILL_PREFIX } from "./bills";
import { billDocument, billSummary, DOCUMENT_TITLES } from "./documents";
import { billingErrors } from "./errors";
import { registerPaymentRequests } from "./paymentRequests";
import { registerPayRoutes } from "./payRoutes";
import { consumeSecurityToken, emailsSentSince, issueSecurityToken, SECURITY_TOKEN_TTL_MS } from "./store";

/** The e-mail sending's security token header (SPEC §7 "security token header"; our name). */
export const SECURITY_TOKEN_HEADER = "x-security-token";
/** The one role that may add other addresses to a bill e-mail (SPEC §6): the business account's administrator. */
export const OTHER_EMAILS_ROLE = "Chooser";
export const MAX_OTHER_EMAILS = 5;
/** Bill e-mails per user per hour. */
export const EMAILS_PER_HOUR = 10;

const BillQuery = z.object({ banId: z.string().trim().min(1).max(40) });
const OptionalBan = z.object({ banId: z.string().trim().min(1).max(40).optional() });

export function registerEbillRoutes(app: FastifyInstance, ctx: SandboxContext, callerOf: (r: FastifyRequest) => Caller): void {
  app.get("/customerBill", async (request, reply) => {
    const identity = identityOf(callerOf(request));
    const { banId } = parseQuery(BillQuery, request.query);
    checkBan(request, identity, banId);
    const bills = billsOfBan(ctx, identity, banId);
    reply.header("x-total-count", String(bills.length)).header("x-result-count", String(bills.length));
    return bills;
  });

  app.get<{ Params: { ref: string } }>("/billSummary/:ref", async (request) => {
    const { bill, identity } = findBill(ctx, request, callerOf(request), request.params.ref);
    return billSummary(identity, bill);
  });

  app.get<{ Params: { ref: string; type: string } }>("/customerBill/:ref/billDocument/:type/download", async (request, reply) => {
    const caller = callerOf(request);
    const { bill, identity } = findBill(ctx, request, caller, request.params.ref);
    const doc = billDocument(identity, caller.user, bill, request.params.type);
    if (!doc) throw billingErrors.documentNotAvailable(request.params.type, bill.billNo);
    return reply
      .type(doc.mimeType)
      .header("content-disposition", `attachment; filename="${doc.name}"`)
      .header("content-length", String(doc.content.length))
      .header("cache-control", "private, no-store")
      .send(doc.content);
  });

  // The security token of the e-mail sending: single use, 5 minutes, bound to the user.
  app.get("/securityToken", async (request) => {
    const caller = callerOf(request);
    const { token, expiresAt } = issueSecurityToken(ctx, caller.user?.id ?? caller.token.subject ?? "unknown");
    return { securityToken: token, expiresIn: SECURITY_TOKEN_TTL_MS / 1000, expiresAt: new Date(expiresAt).toISOString() };
  });

  const EmailBody = z.object({
    email: z.string().max(200),
    otherEmails: z.array(z.string().max(200)).max(50).nullable().optional(),
    userType: z.string().min(1).max(40),
  });

  app.post<{ Params: { ref: string; type: string } }>("/customerBill/:ref/billDocument/:type/sendEmail", async (request) => {
    const caller = callerOf(request);
    const { bill, identity } = findBill(ctx, request, caller, request.params.ref);
    const doc = billDocument(identity, caller.user, bill, request.params.type);
    if (!doc) throw billingErrors.documentNotAvailable(request.params.type, bill.billNo);
    const body = parseBody(EmailBody, request.body);
    const role = identity.role;
    if (body.userType !== role) throw billingErrors.invalidUserType(role);
    const email = checkEmail(body.email);
    const others = (body.otherEmails ?? []).filter((e) => e.trim() !== "");
    if (others.length > 0 && role !== OTHER_EMAILS_ROLE) throw billingErrors.otherEmailsNotAllowed();
    if (others.length > MAX_OTHER_EMAILS) throw billingErrors.tooManyRecipients(MAX_OTHER_EMAILS);
    const recipients = [...new Set([email, ...others.map(checkEmail)])];
    const token = headerOf(request, SECURITY_TOKEN_HEADER);
    if (!token) throw billingErrors.securityTokenMissing();
    const userId = caller.user?.id ?? caller.token.subject ?? "unknown";
    return ctx.db.transaction(() => {
      if (emailsSentSince(ctx, userId, ctx.now() - 60 * 60 * 1000) >= EMAILS_PER_HOUR)
        throw billingErrors.emailLimitReached(EMAILS_PER_HOUR);
      if (!consumeSecurityToken(ctx, token, userId)) throw billingErrors.securityTokenInvalid();
      const ids = recipients.map((to) =>
        sendEmail(ctx.db, ctx.now(), {
          to,
          subject: `Factura Aria ${bill.billNo}`,
          text: `Bună ziua,\n\natașat găsiți documentul „${DOCUMENT_TITLES[request.params.type as keyof typeof DOCUMENT_TITLES]}” al facturii ${bill.billNo} (cont ${bill.billingAccount.id}), total ${bill.amountDue.value.toFixed(2).replace(".", ",")} lei, scadentă la ${bill.paymentDueDate.slice(0, 10)}.\n\nEchipa Aria`,
          attachments: [doc],
        }),
      );
      return { status: "sent", billId: bill.id, document: { name: doc.name, mimeType: doc.mimeType }, recipients, messageIds: ids };
    })();
  });

  // The services of a BAN (the lines and products billed on it), for filtering a bill's detail.
  app.get("/common/getServices", async (request) => {
    const caller = callerOf(request);
    const identity = identityOf(caller);
    const { banId } = parseQuery(OptionalBan, request.query);
    const ban = banId ?? caller.selectedBan ?? identity.ban ?? "";
    checkBan(request, identity, ban);
    return identity.products.map((p) => ({
      id: p.id,
      name: p.name,
      productOfferingId: p.productOfferingId,
      msisdn: p.msisdn || null,
      serviceType: p.targetSystem === "UPC" ? "FIXED" : "MOBILE",
      status: p.status,
      billingAccount: { id: ban },
    }));
  });

  // SPEC §3 "Closed account: customerId, crmCustomerSegment, ban".
  app.get("/closedAccounts", async (request, reply) => {
    const identity = identityOf(callerOf(request));
    const list = identity.closedBans.map((ban) => ({ customerId: identity.customerId, crmCustomerSegment: identity.crmSegment, ban }));
    reply.header("x-total-count", String(list.length));
    return list;
  });

  registerPayRoutes(app, ctx, callerOf);
  registerPaymentRequests(app, ctx, callerOf);
}

export { EBILL_PREFIX };
