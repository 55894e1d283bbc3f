// "Creează cont" (issue 26): the registration calls of the identity back end (SPEC §7 "routes for registration …
// (paths not shown)": ours, docs' registration contract). Apart from identity.ts so the registration page loads only
// the calls it makes. Every call goes without tokens (the visitor has none yet); the last one answers the tokens of
// the new account like applicationLogin. Outcomes are 200 + errorCode: any code but no_error rejects with kind
// "rejected" and the answer as payload (its vetting and retryAfterSeconds); the domain reads the answers.
import type { AxiosResponse } from "axios";
import { readRegistrationAnswer } from "../../domain/registration/answer";
import type { RegistrationDetails } from "../../domain/registration/details";
import type { RegistrationOption, RegistrationVetting } from "../../domain/registration/steps";
import type { IdentityClient } from "../../domain/session/clientPaths";
import { readLoginResponse } from "../../domain/session/loginResponse";
import type { TokenPair } from "../../domain/session/tokens";
import { botcheckBody, rejected, type Botcheck } from "./answers";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

const SERVICE = "identity";

/** Bot-check action of the registration steps that send an SMS or make the account (ours; the sandbox's too). */
export const REGISTRATION_BOTCHECK_ACTION = "registration";

export interface CreatedAccount {
  tokens: TokenPair;
  vetting: RegistrationVetting | null;
}

export interface RegistrationApi {
  /** SPEC §4 login options step: the option and the number; the code is sent to it. */
  start(option: RegistrationOption, msisdn: string, botcheck: Botcheck | null): Promise<RegistrationVetting>;
  /** The step state kept for this registration (after a reload). */
  read(registrationId: string): Promise<RegistrationVetting>;
  resend(registrationId: string, botcheck: Botcheck | null): Promise<RegistrationVetting>;
  confirmCode(registrationId: string, code: string): Promise<RegistrationVetting>;
  /** The details and the terms; the new account's tokens for `client`. */
  createAccount(
    registrationId: string,
    details: RegistrationDetails,
    client: IdentityClient,
    botcheck: Botcheck | null,
  ): Promise<CreatedAccount>;
}

function vettingOf(res: AxiosResponse): RegistrationVetting {
  const answer = readRegistrationAnswer(res.data);
  if (!answer.ok) throw rejected(res, SERVICE, answer.errorCode);
  return answer.vetting;
}

const path = (registrationId: string, step = "") => `registration/${encodeURIComponent(registrationId)}${step ? `/${step}` : ""}`;

export function createRegistrationApi(port: SessionPort, options: GatewayClientOptions = {}): RegistrationApi {
  const http = createGatewayClient(SERVICE, port, { ...options, withoutAuth: true });

  return {
    async start(option, msisdn, botcheck) {
      return vettingOf(await http.post("registration", { option, msisdn, ...botcheckBody(botcheck, REGISTRATION_BOTCHECK_ACTION) }));
    },

    async read(registrationId) {
      return vettingOf(await http.get(path(registrationId)));
    },

    async resend(registrationId, botcheck) {
      return vettingOf(await http.post(path(registrationId, "resend"), botcheckBody(botcheck, REGISTRATION_BOTCHECK_ACTION)));
    },

    async confirmCode(registrationId, code) {
      return vettingOf(await http.post(path(registrationId, "code"), { code }));
    },

    async createAccount(registrationId, details, client, botcheck) {
      const res = await http.post(path(registrationId, "account"), {
        client,
        ...details,
        ...botcheckBody(botcheck, REGISTRATION_BOTCHECK_ACTION),
      });
      const answer = readLoginResponse(res.data);
      if (!answer.ok) throw rejected(res, SERVICE, answer.errorCode);
      const read = readRegistrationAnswer(res.data);
      return { tokens: answer.tokens, vetting: read.ok ? read.vetting : null };
    },
  };
}
