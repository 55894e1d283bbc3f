// Small checks shared by the gateway APIs: what a 2xx answer must look like before it is used.

import type { AxiosResponse } from "axios";
import type { Backend } from "../../config/endpoints";
import { INVALID_RESPONSE } from "../../domain/session/loginResponse";
import { isRecord, type RawRecord } from "../../domain/read";
import { GatewayError, transactionIdOf } from "./errors";

/** A 2xx answer whose body is not what the call expects. */
function unexpected(res: AxiosResponse, service: Backend): GatewayError {
  return new GatewayError({
    kind: "invalid_response",
    message: `Unexpected answer from ${service}`,
    status: res.status,
    payload: res.data,
    transactionId: transactionIdOf(res.config?.headers),
    service,
  });
}

/** The body of a 2xx answer as a JSON object, else a GatewayError kind invalid_response. */
export function jsonBody(res: AxiosResponse, service: Backend): RawRecord {
  if (isRecord(res.data)) return res.data;
  throw unexpected(res, service);
}

/**
 * A 200 whose errorCode is not no_error (SPEC §5/§7/§8 identity and one-time-code outcomes): kind "rejected" with
 * that code; an answer the readers could not make sense of (code invalid_response) is kind "invalid_response".
 */
export function rejected(res: AxiosResponse, service: Backend, code: string): GatewayError {
  return new GatewayError({
    kind: code === INVALID_RESPONSE ? "invalid_response" : "rejected",
    message: `${service} answered ${code}`,
    status: res.status,
    payload: res.data,
    transactionId: transactionIdOf(res.config?.headers),
    code,
    service,
  });
}

/** A bot-check result (the captcha token and the action it was minted for). */
export interface Botcheck {
  token: string;
  action: string;
}

/** SPEC §7 "sent as g-recaptcha-response and g-recaptcha-action"; nothing when no token could be had. */
export function botcheckBody(botcheck: Botcheck | null, action: string = botcheck?.action ?? ""): Record<string, string> {
  return botcheck ? { "g-recaptcha-response": botcheck.token, "g-recaptcha-action": action } : {};
}
