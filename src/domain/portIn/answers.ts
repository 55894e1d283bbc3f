// What the port-in back end answers (docs/portin-address-contract.md "Port-in back end"), read for the screens: the
// operators and porting window, the SMS send and validation outcomes (SPEC §8 Login/session codes), the port-in order
// (TMF622 view; its refusal reason's texts are the domain's DONOR_REFUSALS by code, not the answer's), the request
// body of the order, and which message a failure code gets on screen.
import { readList, readRecord, readString, isRecord } from "../read";
import { DONOR_REFUSALS, type DonorRefusal } from "./donorRefusals";
import type { PortingWindowDays, PortInState } from "./portInState";

export interface OperatorsAnswer {
  operators: { id: string; name: string }[];
  window: PortingWindowDays;
}

export function readOperators(body: unknown): OperatorsAnswer | null {
  const b = readRecord(body);
  const operators = readList(b.operators)
    .map((o) => ({ id: readString(readRecord(o).id), name: readString(readRecord(o).name) }))
    .filter((o) => o.id !== "" && o.name !== "");
  const w = readRecord(b.portingWindow);
  const window = { earliest: readString(w.earliest), latest: readString(w.latest) };
  if (operators.length === 0 || window.earliest === "" || window.latest === "") return null;
  return { operators, window };
}

/** POST sendValidationSms answered no_error: when "send again" may be offered. */
export function readSmsSent(payload: unknown): { resendTimestamp: string | null } {
  const at = readString(readRecord(payload).resendTimestamp);
  return { resendTimestamp: at === "" ? null : at };
}

/** POST validateSms answered no_error: the port-in token and its expiry, or null when they are missing. */
export function readSmsValidated(payload: unknown): { token: string; expiresAt: string } | null {
  const p = readRecord(payload);
  const token = readString(p.portInToken);
  const expiresAt = readString(p.expiresAt);
  return token !== "" && expiresAt !== "" ? { token, expiresAt } : null;
}

export type PortInOrderState = "acknowledged" | "inProgress" | "completed" | "rejected" | "cancelled";
const STATES: readonly string[] = ["acknowledged", "inProgress", "completed", "rejected", "cancelled"];

/**
 * Whether an order may show "Anulează portarea" or its outcome (cancellation.ts decides whether it may be cancelled
 * now; this cheap check lets the screens fetch that action's code only for the orders that can have it).
 */
export function mayShowCancellation(state: PortInOrderState): boolean {
  return state === "acknowledged" || state === "inProgress" || state === "cancelled";
}

export interface PortInOrderView {
  id: string;
  state: PortInOrderState;
  msisdn: string;
  portingDate: string;
  asap: boolean;
  /** ANCOM a9: the time slot, once the donor validated the request. */
  window: { start: string; end: string } | null;
  refusal: { code: DonorRefusal; title: string; message: string; howToFix: string } | null;
}

export function readPortInOrder(body: unknown): PortInOrderView | null {
  const b = readRecord(body);
  const p = readRecord(b.portIn);
  const id = readString(b.id);
  const state = readString(b.state);
  if (id === "" || !STATES.includes(state)) return null;
  const code = readString(readRecord(b.rejectionReason).code);
  const refusal = code in DONOR_REFUSALS ? { code: code as DonorRefusal, ...DONOR_REFUSALS[code as DonorRefusal] } : null;
  const w = readRecord(p.portingWindow);
  const window = readString(w.start) !== "" && readString(w.end) !== "" ? { start: readString(w.start), end: readString(w.end) } : null;
  return {
    id,
    state: state as PortInOrderState,
    msisdn: readString(p.msisdn),
    portingDate: readString(p.portingDate) || readString(b.requestedCompletionDate),
    asap: p.asap === true,
    window,
    refusal: state === "rejected" ? refusal : null,
  };
}

/**
 * The TMF622 port-in order of the state (contract: one item, action add, the port data as characteristics), related to
 * the paid shop order (relatedOrderNumber). null while something it needs is missing.
 */
export function portInOrderBody(state: PortInState): Record<string, unknown> | null {
  const { request, porting, token, shopOrderNumber } = state;
  if (!request || !porting || !token || !shopOrderNumber) return null;
  const c = (name: string, value: string | boolean) => ({ name, valueType: typeof value === "boolean" ? "boolean" : "string", value });
  const proof = request.donorSubscriptionType === "prepaid" ? c("iccid", request.iccid) : c("donorClientCode", request.donorClientCode);
  return {
    productOrderItem: [
      {
        action: "add",
        ...(state.selected ? { productOffering: { id: state.selected.id } } : {}),
        product: {
          productCharacteristic: [
            c("msisdnToPort", request.msisdnToPort),
            c("donorOperator", request.donorOperator),
            c("donorSubscriptionType", request.donorSubscriptionType),
            proof,
            c("requestedPortingDate", porting.date),
            c("acceptProvisionalNumber", porting.acceptProvisionalNumber),
            c("portInToken", token.value),
            c("relatedOrderNumber", shopOrderNumber),
          ],
        },
      },
    ],
  };
}

/** The failures the port-in screens explain in their own words (else the generic ribbon of SPEC §8). */
export const PORT_IN_PROBLEMS = [
  "number_already_ours",
  "number_not_found",
  "invalid_msisdn",
  "cannot_send_sms",
  "sms_blocked",
  "recaptcha_failed",
  "code_expired",
  "GenericError",
  "EC1005",
  "port_in_token_invalid",
  "port_in_already_open",
  "related_order_not_paid",
  "invalid_porting_date",
] as const;
export type PortInProblem = (typeof PORT_IN_PROBLEMS)[number];

/** The problem a failure's code names (GatewayError.code, or a TMF body's code), or null for the generic ribbon. */
export function portInProblemOf(error: unknown): PortInProblem | null {
  if (!isRecord(error) && !(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && (PORT_IN_PROBLEMS as readonly string[]).includes(code) ? (code as PortInProblem) : null;
}
