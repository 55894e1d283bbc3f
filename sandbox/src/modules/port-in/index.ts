// The port-in back end (prefix /dxl-port-in; issue 28, contract /tmp/issue28/contract-portin.md → docs): is a number
// portable and from which operator, the SMS code sent TO THE NUMBER BEING PORTED (otc's codes, limits and outbox:
// cannot_send_sms, sms_blocked, code_expired, EC1005) whose validation gives a short-lived port-in token, and the port-in
// request as a TMF622 product order with the port data as productCharacteristic (ANCOM facts in
// ../shared/reference/porting-address-consent-a11y.md (a); no TM Forum port-in API exists). Rules are the domain's
// (src/domain/portIn). Any caller with a token (a visitor's anonymous one too) may check, validate and order; an
// order is its owner's (orders/owner.ts key), anyone else gets 404.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { DONOR_REFUSALS } from "../../../../src/domain/portIn/donorRefusals";
import { checkPortingDate, portingWindow } from "../../../../src/domain/portIn/portingDate";
import { checkPortInRequest, DONOR_OPERATORS, donorOperatorName, SUBSCRIPTION_TYPES } from "../../../../src/domain/portIn/portInRequest";
import { checkMobileNumber, checkOtcCode } from "../../../../src/domain/session/otcInput";
import { formatBucharest } from "../../../../src/domain/usage/bucharestTime";
import { clearFailures, lockedForSeconds, recordFailure, TOO_MANY_ATTEMPTS } from "../../auth/attempts";
import { verifyBotcheckToken } from "../../auth/botcheck";
import { requireAuth } from "../../auth/guard";
import { parseBody, parseQuery } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { ownerKeyOf } from "../orders/owner";
import { checkCode, isSendableMsisdn, sendCode } from "../otc/codes";
import { OTC_SMS_ACTION } from "../otc/routes";
import { PORT_IN_CANCEL_MIGRATIONS, registerPortInCancel } from "./cancel";
import { portInErrors } from "./errors";
import { checkRelatedOrder, relateOrder } from "./related";
import {
  advancePortIns,
  createOrder,
  donorNumber,
  getOrder,
  hasOpenPortIn,
  historyOf,
  isOurNumber,
  issueToken,
  ordersOf,
  PORT_IN_MIGRATIONS,
  seedPortIn,
  spendToken,
  windowOf,
  type PortInOrderRow,
  type PortInState,
} from "./store";

export const PORT_IN_PREFIX = "/dxl-port-in";
/** The client may offer "send again" this long after a code was sent (the vetting resendTimestamp); otc's 3 sends per
 * 10 minutes stay the hard limit. */
export const PORT_IN_RESEND_AFTER_MS = 60 * 1000;

const str = (max: number) => z.string().max(max);
const botFields = { "g-recaptcha-response": str(4000).optional(), "g-recaptcha-action": str(100).optional() };
const CheckQuery = z.object({ msisdn: str(40) });
const SendBody = z.object({ payload: z.object({ msisdn: str(40) }), ...botFields });
const ValidateBody = z.object({ payload: z.object({ msisdn: str(40), code: str(12) }) });
const Characteristic = z.object({ name: str(40), valueType: str(20).optional(), value: z.union([str(40), z.boolean()]) });
const OrderBody = z.object({
  externalId: str(60).optional(),
  productOrderItem: z
    .array(
      z.object({
        id: str(20).optional(),
        action: z.literal("add"),
        productOffering: z.object({ id: str(60) }).optional(),
        product: z.object({ productCharacteristic: z.array(Characteristic).max(20) }),
      }),
    )
    .length(1),
});
const Chars = z.object({
  portInToken: str(60).optional(),
  msisdnToPort: str(40).optional(),
  donorOperator: str(40).optional(),
  donorSubscriptionType: str(40).optional(),
  iccid: str(40).optional(),
  donorClientCode: str(40).optional(),
  requestedPortingDate: str(20).optional(),
  acceptProvisionalNumber: z.boolean({ error: "acceptProvisionalNumber: true or false, an explicit choice (ANCOM a8)" }),
  /** The paid shop order the port belongs to (issue 28 step 3, related.ts). */
  relatedOrderNumber: str(40).optional(),
});
const ListQuery = z.object({ state: str(100).optional() });

const header = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return typeof v === "string" && v !== "" ? v : undefined;
};

/** A number that may be ported: valid, not ours, known to the portability database. */
function portableNumber(ctx: SandboxContext, raw: string): string {
  const phone = checkMobileNumber(raw);
  if (!phone.ok) throw portInErrors.invalidMsisdn();
  if (isOurNumber(ctx.db, phone.msisdn)) throw portInErrors.alreadyOurs(phone.msisdn);
  if (!donorNumber(ctx.db, phone.msisdn)) throw portInErrors.unknownNumber(phone.msisdn);
  return phone.msisdn;
}

export function orderView(ctx: SandboxContext, o: PortInOrderRow) {
  const history = historyOf(ctx.db, o.id);
  const window = windowOf(o.porting_date);
  const scheduled = o.state === "inProgress" || o.state === "completed";
  const characteristic = [
    { name: "msisdnToPort", valueType: "string", value: o.msisdn },
    { name: "donorOperator", valueType: "string", value: o.operator },
    { name: "donorSubscriptionType", valueType: "string", value: o.type },
    o.type === "prepaid"
      ? { name: "iccid", valueType: "string", value: o.iccid }
      : { name: "donorClientCode", valueType: "string", value: o.client_code },
    { name: "requestedPortingDate", valueType: "string", value: o.asap ? "asap" : o.porting_date },
    { name: "acceptProvisionalNumber", valueType: "boolean", value: o.provisional === 1 },
    ...(o.related_order ? [{ name: "relatedOrderNumber", valueType: "string", value: o.related_order }] : []),
  ];
  const refusal = o.refusal ? { code: o.refusal, ...DONOR_REFUSALS[o.refusal] } : null;
  return {
    "@type": "ProductOrder",
    id: o.id,
    href: `${PORT_IN_PREFIX}/productOrder/${o.id}`,
    category: "portIn",
    flow: "MNP",
    state: o.state,
    orderDate: formatBucharest(o.created_at),
    requestedCompletionDate: o.porting_date,
    expectedCompletionDate: o.state === "rejected" || o.state === "cancelled" ? null : formatBucharest(window.end),
    completionDate: o.state === "completed" ? formatBucharest(history[history.length - 1].at) : null,
    productOrderItem: [
      {
        id: "1",
        action: "add",
        state: o.state,
        ...(o.offering_id ? { productOffering: { id: o.offering_id } } : {}),
        product: { productCharacteristic: characteristic },
      },
    ],
    portIn: {
      msisdn: o.msisdn,
      donorOperator: { id: o.operator, name: donorOperatorName(o.operator) },
      donorSubscriptionType: o.type,
      portingDate: o.porting_date,
      asap: o.asap === 1,
      acceptProvisionalNumber: o.provisional === 1,
      // ANCOM a9: the time slot is known once the donor has validated the request.
      portingWindow: scheduled ? { start: formatBucharest(window.start), end: formatBucharest(window.end) } : null,
    },
    rejectionReason: refusal,
    stateChange: history.map((h) => ({ state: h.state, changeDate: formatBucharest(h.at) })),
  };
}

function registerPortInRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/operators", async (request) => {
    requireAuth(request);
    return { operators: DONOR_OPERATORS, subscriptionTypes: SUBSCRIPTION_TYPES, portingWindow: portingWindow(ctx.now()) };
  });

  app.get("/portability", async (request) => {
    requireAuth(request);
    const msisdn = portableNumber(ctx, parseQuery(CheckQuery, request.query).msisdn);
    const d = donorNumber(ctx.db, msisdn);
    return {
      msisdn,
      portable: true,
      donorOperator: { id: d?.operator, name: donorOperatorName(d?.operator ?? "") },
      portingWindow: portingWindow(ctx.now()),
    };
  });

  // SPEC §7 send-SMS, to the number being ported: the same bot-check action, codes, limits and outbox as /dxl-otc.
  app.post("/portIn/sendValidationSms", async (request) => {
    const body = parseBody(SendBody, request.body);
    requireAuth(request);
    const action = body["g-recaptcha-action"] ?? header(request, "g-recaptcha-action") ?? OTC_SMS_ACTION;
    const bot =
      action === OTC_SMS_ACTION
        ? verifyBotcheckToken(ctx, body["g-recaptcha-response"] ?? header(request, "g-recaptcha-response"), action)
        : ({ ok: false, reason: "wrong_action" } as const);
    if (!bot.ok) return { errorCode: "recaptcha_failed", payload: { reason: bot.reason } };
    const msisdn = portableNumber(ctx, body.payload.msisdn);
    if (!isSendableMsisdn(msisdn)) return { errorCode: "cannot_send_sms", payload: null };
    const sent = sendCode(ctx, "sms", msisdn, header(request, "client-id") ?? "portin");
    if (sent.errorCode !== "no_error") return { errorCode: sent.errorCode, payload: null };
    const now = ctx.now();
    return {
      errorCode: "no_error",
      payload: { msisdn, expiresIn: sent.expiresIn, resendTimestamp: new Date(now + PORT_IN_RESEND_AFTER_MS).toISOString() },
    };
  });

  app.post("/portIn/validateSms", async (request) => {
    const body = parseBody(ValidateBody, request.body);
    const caller = requireAuth(request);
    const phone = checkMobileNumber(body.payload.msisdn);
    if (!phone.ok) throw portInErrors.invalidMsisdn();
    const code = checkOtcCode(body.payload.code);
    if (!code.ok) return { errorCode: "GenericError", payload: null };
    const retryAfterSeconds = lockedForSeconds(ctx, "otc", phone.msisdn);
    if (retryAfterSeconds > 0) return { errorCode: TOO_MANY_ATTEMPTS, payload: { retryAfterSeconds } };
    const result = checkCode(ctx, "sms", phone.msisdn, code.code);
    if (result !== "no_error") {
      recordFailure(ctx, "otc", phone.msisdn);
      return { errorCode: result, payload: null };
    }
    clearFailures(ctx, "otc", phone.msisdn);
    const t = issueToken(ctx, phone.msisdn, ownerKeyOf(caller));
    return {
      errorCode: "no_error",
      payload: { msisdn: phone.msisdn, portInToken: t.token, expiresAt: new Date(t.expiresAt).toISOString() },
    };
  });

  app.post("/productOrder", async (request, reply) => {
    const body = parseBody(OrderBody, request.body);
    const caller = requireAuth(request);
    const item = body.productOrderItem[0];
    const chars = parseBody(Chars, Object.fromEntries(item.product.productCharacteristic.map((c) => [c.name, c.value])));
    const checked = checkPortInRequest(chars);
    if (!checked.ok) throw portInErrors.invalidRequest(checked.errors);
    const date = checkPortingDate(chars.requestedPortingDate, ctx.now());
    if (!date.ok) throw portInErrors.invalidPortingDate(date.reason);
    const msisdn = portableNumber(ctx, checked.value.msisdnToPort);
    const owner = ownerKeyOf(caller);
    if (chars.relatedOrderNumber !== undefined) checkRelatedOrder(ctx, chars.relatedOrderNumber, owner);
    const id = ctx.db.transaction(() => {
      const problem = spendToken(ctx, chars.portInToken ?? "", msisdn, owner);
      if (problem) throw portInErrors.token(problem);
      if (hasOpenPortIn(ctx.db, msisdn)) throw portInErrors.alreadyOpen(msisdn);
      return createOrder(ctx, {
        owner,
        request: checked.value,
        portingDate: date.date,
        asap: date.asap,
        provisional: chars.acceptProvisionalNumber,
        offeringId: item.productOffering?.id ?? null,
      });
    })();
    if (chars.relatedOrderNumber !== undefined) relateOrder(ctx, id, chars.relatedOrderNumber);
    const order = getOrder(ctx.db, id) as PortInOrderRow;
    return reply.code(201).header("location", `${PORT_IN_PREFIX}/productOrder/${id}`).send(orderView(ctx, order));
  });

  app.get("/productOrder", async (request) => {
    const caller = requireAuth(request);
    const states = (parseQuery(ListQuery, request.query).state ?? "").split(",").filter((s) => s !== "") as PortInState[];
    return ordersOf(ctx.db, ownerKeyOf(caller))
      .filter((o) => states.length === 0 || states.includes(o.state))
      .map((o) => orderView(ctx, o));
  });

  app.get<{ Params: { id: string } }>("/productOrder/:id", async (request) => {
    const caller = requireAuth(request);
    const order = getOrder(ctx.db, request.params.id);
    if (!order || order.owner !== ownerKeyOf(caller)) throw portInErrors.orderNotFound(request.params.id);
    return orderView(ctx, order);
  });

  registerPortInCancel(app, ctx, PORT_IN_PREFIX);
}

export const portInModule: SandboxModule = {
  name: "port-in",
  prefix: PORT_IN_PREFIX,
  migrations: [...PORT_IN_MIGRATIONS, ...PORT_IN_CANCEL_MIGRATIONS],
  seed: (ctx) => seedPortIn(ctx.db),
  beforeRequest: (ctx) => advancePortIns(ctx),
  register: (app, ctx) => registerPortInRoutes(app, ctx),
};
