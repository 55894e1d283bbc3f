// Vocabularies shared by identity and the gateway modules. The spec's (SPEC §3 roles, §4 providers)
// come from the site's domain module, so sandbox and site cannot disagree.

import { ROLES, type AuthProvider, type Role } from "../../../src/domain/enums";

export { ROLES, type Role };
export type Provider = AuthProvider;

/** `{client}` path values the identity routes accept. */
export const CLIENTS = ["shopcbuweb", "shopebuweb", "ecare", "tobi", "digitalfirst"] as const;
export type Client = (typeof CLIENTS)[number];

/** Clients that may sign in with a one-time code (the two shops). */
export const OTC_CLIENTS = ["shopcbuweb", "shopebuweb"] as const satisfies readonly Client[];

export type Segment = "CBU" | "EBU";

/** Header that non-SSO callers send next to the bearer token, naming the sign-in method. */
export const AUTH_PROVIDER_HEADER = "x-auth-provider";
