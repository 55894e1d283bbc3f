// The billing services' answers (docs/billing-contract.md; SPEC §3 Bill, Closed account, E-bill subscription; §7
// "Bills and payments", "E-bill subscription and e-mail"), reshaped at the boundary into the small objects the screens
// use. Bills and the e-bill settings are read by the domain's readers (src/domain/billing/bills.ts, ebillAnswers.ts),
// the security token, the sent e-mail and pay links by billsAnswers.ts (no zod, for the bills page), the bill summary,
// closed accounts and the top-up history by pageAnswers.ts (no zod, for those pages); everything else with zod
// (src/domain/zod.ts). Routes and headers are routes.ts's; they and the zod-free readers are re-exported here.
// Unknown extra fields are ignored; an answer missing what a screen needs is a GatewayError of kind invalid_response,
// never a crash and never a code it happens to carry. No transport and no browser globals here, so the sandbox's
// contract test reads the real sandbox's answers with these readers.
import { z } from "../../../domain/zod";
import type { Backend } from "../../../config/endpoints";
import {
  readDocumentFormat,
  readEbillSubscription,
  type DocumentFormat,
  type EbillSubscription,
} from "../../../domain/billing/ebillAnswers";
import { isRecord } from "../../../domain/read";
import { malformed } from "../errors";
import type { Money } from "./billsAnswers";

export * from "./routes";
export * from "./billsAnswers";
export * from "./pageAnswers";

function reshape<S extends z.ZodType>(schema: S, body: unknown, service: Backend): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw malformed(service, body, parsed.error.issues);
  return parsed.data;
}

const id = z.string().trim().min(1).max(200);
const text = z.string().max(2000);
const optionalText = text.nullish().transform((v) => (v === undefined || v === null || v.trim() === "" ? null : v.trim()));
const amount = z.number().finite();
const money = z.object({ unit: z.string().max(10), value: amount });

// ---- Services -------------------------------------------------------------------------------------------------

export interface BillingService {
  id: string;
  name: string;
  productOfferingId: string | null;
  /** null for a fixed service. */
  msisdn: string | null;
  serviceType: string;
  status: string | null;
  ban: string | null;
}

const ServicesAnswer = z.array(
  z.object({
    id,
    name: text,
    productOfferingId: optionalText,
    msisdn: optionalText,
    serviceType: z.string().max(40),
    status: optionalText,
    billingAccount: z.object({ id: optionalText }).nullish(),
  }),
);

export function readServices(body: unknown): BillingService[] {
  return reshape(ServicesAnswer, body, "ebill").map((s) => ({
    id: s.id,
    name: s.name,
    productOfferingId: s.productOfferingId,
    msisdn: s.msisdn,
    serviceType: s.serviceType,
    status: s.status,
    ban: s.billingAccount?.id ?? null,
  }));
}

// ---- Voucher ----------------------------------------------------------------------------------------------------

export interface VoucherRecharge {
  status: string;
  msisdn: string;
  amount: Money;
  /** The code as the gateway shows it back (masked). */
  voucher: string | null;
}

const VoucherAnswer = z.object({ status: z.string().max(40), msisdn: id, amount: money, voucher: optionalText });

export function readVoucherRecharge(body: unknown): VoucherRecharge {
  return reshape(VoucherAnswer, body, "dxlEbill");
}

// ---- Exchange rate ------------------------------------------------------------------------------------------------

/** SPEC §7 convert-eur-ron: the lei equivalent of a recharge amount at the day's rate. */
export interface EurRonRate {
  eur: number;
  ron: number;
  rate: number;
  /** The rate's day, as sent. */
  date: string | null;
}

const RateAnswer = z.object({ eur: amount, ron: amount, rate: amount.positive(), date: optionalText });

export function readRate(body: unknown): EurRonRate {
  return reshape(RateAnswer, body, "exchangeRate");
}

// ---- E-bill settings (domain readers) -----------------------------------------------------------------------------

export function readSubscription(body: unknown): EbillSubscription {
  if (!isRecord(body)) throw malformed("ebillSettings", body, "not an object");
  return readEbillSubscription(body);
}

export function readFormat(body: unknown): DocumentFormat {
  if (!isRecord(body)) throw malformed("ebillSettings", body, "not an object");
  return readDocumentFormat(body);
}

// ---- Payment confirmation and agreement ---------------------------------------------------------------------------

/** checkEligibility: whether the current bill of the BAN may be confirmed paid / promised, and which bill it is. */
export interface PaymentEligibility {
  eligible: boolean;
  /** Why not (Romanian, may be shown as is); null when eligible. */
  reason: string | null;
  banId: string | null;
  billId: string | null;
  billNo: string | null;
  amountDue: Money | null;
  paymentDueDate: string | null;
  /** Agreement only: the earliest and latest day that may be promised (YYYY-MM-DD). */
  minAgreementDate: string | null;
  maxAgreementDate: string | null;
}

const EligibilityAnswer = z.object({
  eligible: z.boolean(),
  reason: optionalText,
  banId: optionalText,
  billId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === undefined || v === null || String(v).trim() === "" ? null : String(v))),
  billNo: optionalText,
  amountDue: money.nullish(),
  paymentDueDate: optionalText,
  minAgreementDate: optionalText,
  maxAgreementDate: optionalText,
});

export function readPaymentEligibility(body: unknown): PaymentEligibility {
  const e = reshape(EligibilityAnswer, body, "ebill");
  return { ...e, amountDue: e.amountDue ?? null };
}

/** A registered payment confirmation or agreement; `repeated` when the gateway answered an existing one (200). */
export interface PaymentRequestRecord {
  id: string;
  /** PaymentConfirmation | PaymentAgreement. */
  type: string;
  status: string;
  banId: string | null;
  billId: string | null;
  agreementDate: string | null;
  creationDate: string | null;
  repeated: boolean;
}

const PaymentRequestAnswer = z.object({
  id,
  type: z.string().max(60),
  status: z.string().max(40),
  banId: optionalText,
  billId: optionalText,
  agreementDate: optionalText,
  creationDate: optionalText,
});

export function readPaymentRequest(body: unknown, status = 201): PaymentRequestRecord {
  return { ...reshape(PaymentRequestAnswer, body, "ebill"), repeated: status === 200 };
}
