// SPEC §7 one-time codes: the validation SMS (client-id per business channel, a trace id for the first channel,
// bot-check action otcSendValidationSms), sign-in with the code, and e-mail verification (client-id digitalfirst).
// Outcomes are 200 + errorCode (SPEC §8 "Login/session"); any code but no_error rejects with kind "rejected".

import type { AxiosResponse } from "axios";
import type { ShopClient } from "../../domain/area";
import { readLoginResponse } from "../../domain/session/loginResponse";
import { isEmailValidated } from "../../domain/session/otcResults";
import type { TokenPair } from "../../domain/session/tokens";
import { botcheckBody, jsonBody, rejected, type Botcheck } from "./answers";
import { GATEWAY_HEADERS, newRequestId } from "./gatewayHeaders";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

const SERVICE = "otc";

/** SPEC §7 "bot-check action otcSendValidationSms". */
export const OTC_SMS_BOTCHECK_ACTION = "otcSendValidationSms";

/** SPEC §7 "client-id (one variant per business channel)"; the first variant also gets a trace-transaction-id. */
export const OTC_CLIENT_IDS = { shop: "shopcbuweb", ecare: "ecare", business: "shopebuweb" } as const;
export type OtcChannel = keyof typeof OTC_CLIENT_IDS;
export const TRACED_OTC_CHANNEL: OtcChannel = "shop";

/** SPEC §7 "POST otc /sendValidationEmail {payload}; POST otc /validateEmail {payload, username}; client-id digitalfirst". */
export const EMAIL_CLIENT_ID = "digitalfirst";

export interface OtcApi {
  /** Resolves with the answer's payload (not shown by the spec) when the code was sent. */
  sendValidationSms(msisdn: string, botcheck: Botcheck | null, channel: OtcChannel): Promise<unknown>;
  /** Signs in with the code: the one-time-code set of that shop's area. */
  validateCode(msisdn: string, code: string, client: ShopClient): Promise<TokenPair>;
  sendValidationEmail(email: string): Promise<unknown>;
  /** SPEC §5: true only when the answer's errorCode is no_error. */
  validateEmail(email: string, code: string, username: string): Promise<boolean>;
}

/** SPEC §7 sendValidationSms headers of one channel. */
export function smsHeaders(channel: OtcChannel): Record<string, string> {
  const headers: Record<string, string> = { [GATEWAY_HEADERS.clientId]: OTC_CLIENT_IDS[channel] };
  if (channel === TRACED_OTC_CHANNEL) headers[GATEWAY_HEADERS.traceTransactionId] = newRequestId();
  return headers;
}

function ensureNoError(res: AxiosResponse): unknown {
  const body = jsonBody(res, SERVICE);
  if (body.errorCode !== "no_error") throw rejected(res, SERVICE, typeof body.errorCode === "string" ? body.errorCode : "GenericError");
  return body.payload ?? null;
}

export function createOtcApi(port: SessionPort, options: GatewayClientOptions = {}): OtcApi {
  const http = createGatewayClient(SERVICE, port, options);
  const emailHeaders = { [GATEWAY_HEADERS.clientId]: EMAIL_CLIENT_ID };

  return {
    async sendValidationSms(msisdn, botcheck, channel) {
      const body = { payload: { msisdn }, ...botcheckBody(botcheck, OTC_SMS_BOTCHECK_ACTION) };
      const res = await http.post("sendValidationSms", body, { headers: smsHeaders(channel), gateway: { withoutAuth: true } });
      return ensureNoError(res);
    },

    async validateCode(msisdn, code, client) {
      const res = await http.post("validate", { payload: { msisdn, code }, client }, { gateway: { withoutAuth: true } });
      const answer = readLoginResponse(res.data);
      if (!answer.ok) throw rejected(res, SERVICE, answer.errorCode);
      return answer.tokens;
    },

    async sendValidationEmail(email) {
      const res = await http.post(
        "sendValidationEmail",
        { payload: { email } },
        { headers: emailHeaders, gateway: { anonymousAllowed: false } },
      );
      return ensureNoError(res);
    },

    async validateEmail(email, code, username) {
      const res = await http.post(
        "validateEmail",
        { payload: { email, code }, username },
        { headers: emailHeaders, gateway: { anonymousAllowed: false } },
      );
      return isEmailValidated(jsonBody(res, SERVICE));
    },
  };
}
