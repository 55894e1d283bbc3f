// Vocabularies shared by identity and the gateway modules (SPEC §3 enumerations, §4 providers).

export const ROLES = [
  "AuthorizedPerson",
  "Chooser",
  "ContractOwner",
  "DelegatedChooser",
  "FixedContractOwner",
  "nonVFUser",
  "PowerUser",
  "SubUser",
  "TechnicalChooser",
  "User",
  "DigitalProduct",
] as const;
export type Role = (typeof ROLES)[number];

export const PROVIDERS = ["sso", "otc", "anonymous", "ebuAnonymous"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** `{client}` path values the identity routes accept. */
export const CLIENTS = ["shopcbuweb", "shopebuweb", "ecare", "tobi", "digitalfirst"] as const;
export type Client = (typeof CLIENTS)[number];

/** Clients that may sign in with a one-time code (the two shops). */
export const OTC_CLIENTS = ["shopcbuweb", "shopebuweb"] as const satisfies readonly Client[];

export type Segment = "CBU" | "EBU";

/** Header that non-SSO callers send next to the bearer token, naming the sign-in method. */
export const AUTH_PROVIDER_HEADER = "x-auth-provider";
