// SPEC §7 "Identity and sign-in" calls, paths as the sandbox serves them (sandbox/README.md "Identity"), plus the
// web-user name (SPEC §7 "E-bill subscription and e-mail"), which lives on its own back end (/dxl-sso-webuser).
// The API returns what it read; storing tokens and mapping user info is the state layer's job.

import type { AxiosResponse } from "axios";
import { ELIGIBLE_FLOWS_QUERY } from "../../domain/constants";
import type { AuthProvider, CustomerType, Role } from "../../domain/enums";
import type { IdentityClient } from "../../domain/session/clientPaths";
import { orderEligibleFlows } from "../../domain/session/eligibleFlows";
import {
  NO_ERROR,
  readConvertTokenResponse,
  readLoginResponse,
  readSelectedIdentityResponse,
  type TokenAnswer,
} from "../../domain/session/loginResponse";
import type { ExtendedClientType, TokenPair } from "../../domain/session/tokens";
import { isRecord, type RawRecord } from "../../domain/read";
import { botcheckBody, jsonBody, rejected, type Botcheck } from "./answers";
import type { Backend } from "../../config/endpoints";
import { GatewayError, toGatewayError } from "./errors";
import { GATEWAY_HEADERS } from "./gatewayHeaders";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

const SERVICE = "identity";

/** SPEC §7 "POST continueOnboarding (profile) with bot-check action customerInfoUpdate". */
export const ONBOARDING_BOTCHECK_ACTION = "customerInfoUpdate";

/**
 * SPEC §7 anonymous applicationLogin "plus a bot-check token and action name". The action's name is not shown: ours
 * (docs/decisions.md), apart from the password sign-in's "login" so the operator can score the two on their own.
 */
export const ANONYMOUS_LOGIN_BOTCHECK_ACTION = "anonymousLogin";

export interface LoginCredentials {
  username: string;
  password: string;
  /** From the bot-check client; null when no token could be had (the server then refuses). */
  botcheck: Botcheck | null;
}

export interface SignInResult {
  tokens: TokenPair;
  payload: unknown;
}

export interface ConvertedToken {
  tokens: TokenPair;
  /** The extended set the pair belongs to (null when the answer names an unknown client). */
  clientType: ExtendedClientType | null;
}

export interface SelectIdentityBody {
  changedBanId: string;
  role?: Role;
  customerType?: CustomerType;
}

export interface SelectIdentityOptions {
  /** SPEC §6 "An optional AuthProvider header may be added to identity selection." */
  authProvider?: AuthProvider;
}

/** The signed-in user's names as SPEC §7 webuser-name sets them (given_name = first, family_name = last). */
export interface WebUserName {
  givenName: string;
  familyName: string;
}

/** SPEC §7 webuser-name "on failure returns status false": every failure is a value, never a rejection. */
export type WebUserNameResult = { status: true; webUserName: WebUserName } | { status: false; error: GatewayError };

export interface IdentityApi {
  applicationLogin(client: IdentityClient, credentials: LoginCredentials): Promise<SignInResult>;
  /** The anonymous session (empty body but the bot-check fields, SPEC §7); null: no token could be had. */
  anonymousLogin(client: IdentityClient, botcheck: Botcheck | null): Promise<SignInResult>;
  userInfo(client: IdentityClient): Promise<RawRecord>;
  logout(client: IdentityClient): Promise<{ afterLogoutUrl: string | null }>;
  contactRoles(): Promise<RawRecord[]>;
  selectIdentity(client: IdentityClient, body: SelectIdentityBody, options?: SelectIdentityOptions): Promise<SignInResult>;
  selectIdentityForCustomerType(
    customerType: CustomerType,
    identities: readonly RawRecord[],
    options?: SelectIdentityOptions,
  ): Promise<SignInResult>;
  convertToken(client: IdentityClient): Promise<ConvertedToken>;
  continueOnboarding(profile: RawRecord, botcheck: Botcheck | null): Promise<unknown>;
  /** POST /dxl-sso-webuser/webuser-name; resolves with status false on any failure. */
  updateWebUserName(name: WebUserName): Promise<WebUserNameResult>;
  eligibleFlows(customerType: CustomerType): Promise<string[]>;
}

function tokensOf(res: AxiosResponse, answer: TokenAnswer): SignInResult {
  if (!answer.ok) throw rejected(res, SERVICE, answer.errorCode);
  return { tokens: answer.tokens, payload: answer.payload };
}

const WEBUSER = "webuser" satisfies Backend;

/**
 * The names a webuser-name answer confirms: the echoed ones when the answer has both, else those sent (the SPEC
 * shows no answer shape). An answer that is not a JSON object or says status false is a failure.
 */
function readWebUserName(res: AxiosResponse, sent: WebUserName): WebUserNameResult {
  const body = jsonBody(res, WEBUSER);
  if (body.status === false) {
    return { status: false, error: rejected(res, WEBUSER, typeof body.errorCode === "string" ? body.errorCode : "status_false") };
  }
  const echo = isRecord(body.webUserName) ? body.webUserName : {};
  const { given_name: given, family_name: family } = echo;
  const echoed = typeof given === "string" && given !== "" && typeof family === "string" && family !== "";
  return { status: true, webUserName: echoed ? { givenName: given, familyName: family } : sent };
}

const authProviderHeader = (options?: SelectIdentityOptions) =>
  options?.authProvider ? { [GATEWAY_HEADERS.authProvider]: options.authProvider } : {};

export function createIdentityApi(port: SessionPort, options: GatewayClientOptions = {}): IdentityApi {
  const http = createGatewayClient(SERVICE, port, options);
  const webuser = createGatewayClient(WEBUSER, port, options);
  // Sign-in calls create the tokens: they go without any.
  const signIn = { gateway: { withoutAuth: true } };
  // Calls for a signed-in user only; identity swaps present the base set (SPEC §4 "tokens are swapped, then
  // extended tokens loaded").
  const signedIn = { gateway: { anonymousAllowed: false } };
  const baseSignedIn = { gateway: { anonymousAllowed: false, forceBase: true }, withCredentials: true };

  return {
    async applicationLogin(client, { username, password, botcheck }) {
      const res = await http.post(`applicationLogin/${client}`, { username, password, ...botcheckBody(botcheck) }, signIn);
      return tokensOf(res, readLoginResponse(res.data));
    },

    async anonymousLogin(client, botcheck) {
      const res = await http.post(`applicationLogin/${client}`, botcheckBody(botcheck, ANONYMOUS_LOGIN_BOTCHECK_ACTION), signIn);
      return tokensOf(res, readLoginResponse(res.data));
    },

    async userInfo(client) {
      return jsonBody(await http.get(`userinfo/${client}`), SERVICE);
    },

    async logout(client) {
      const res = await http.post(`logout/${client}`, {}, { gateway: { forceBase: true }, withCredentials: true });
      const url = isRecord(res.data) ? res.data.afterLogoutUrl : null;
      return { afterLogoutUrl: typeof url === "string" && url !== "" ? url : null };
    },

    async contactRoles() {
      const body = jsonBody(await http.get("contact-roles", signedIn), SERVICE);
      return Array.isArray(body.contactRoles) ? body.contactRoles.filter(isRecord) : [];
    },

    async selectIdentity(client, body, selectOptions) {
      const res = await http.post(`selectedidentity/${client}`, body, { ...baseSignedIn, headers: authProviderHeader(selectOptions) });
      return tokensOf(res, readSelectedIdentityResponse(res.data));
    },

    async selectIdentityForCustomerType(customerType, identities, selectOptions) {
      // SPEC §7 "body is the last identity in the supplied list".
      const last = identities[identities.length - 1];
      if (!last) throw new GatewayError({ kind: "rejected", message: "No identity to select", code: "no_identity", service: SERVICE });
      const res = await http.post(`selectIdentity/${customerType}`, last, { ...baseSignedIn, headers: authProviderHeader(selectOptions) });
      return tokensOf(res, readSelectedIdentityResponse(res.data));
    },

    async convertToken(client) {
      // SPEC §7 "expects 200 and JSON, else the response is thrown".
      const res = await http.get("convert-token", { ...baseSignedIn, params: { client }, validateStatus: (s) => s === 200 });
      const answer = readConvertTokenResponse(jsonBody(res, SERVICE));
      if (!answer.ok) throw rejected(res, SERVICE, answer.errorCode);
      return { tokens: answer.tokens, clientType: answer.clientType };
    },

    async continueOnboarding(profile, botcheck) {
      const res = await http.post("continueOnboarding", { profile, ...botcheckBody(botcheck, ONBOARDING_BOTCHECK_ACTION) }, signedIn);
      const body = jsonBody(res, SERVICE);
      if (body.errorCode !== undefined && body.errorCode !== NO_ERROR) throw rejected(res, SERVICE, String(body.errorCode));
      return body.payload ?? null;
    },

    async updateWebUserName({ givenName, familyName }) {
      const sent = { givenName: givenName.trim(), familyName: familyName.trim() };
      try {
        const res = await webuser.post("webuser-name", { family_name: sent.familyName, given_name: sent.givenName }, signedIn);
        return readWebUserName(res, sent);
      } catch (error) {
        return { status: false, error: toGatewayError(error, WEBUSER) };
      }
    },

    async eligibleFlows(customerType) {
      const res = await http.get(`eligible-flows/${customerType}?${ELIGIBLE_FLOWS_QUERY}`, {
        headers: { [GATEWAY_HEADERS.customerType]: customerType },
      });
      const body = jsonBody(res, SERVICE);
      if (!Array.isArray(body.flows))
        throw new GatewayError({ kind: "invalid_response", message: "No flows", status: res.status, payload: body, service: SERVICE });
      return orderEligibleFlows(body.flows);
    },
  };
}
