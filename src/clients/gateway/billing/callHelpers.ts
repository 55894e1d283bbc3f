// The billing clients' shared call helpers (billsClient.ts, billListClient.ts, billPagesClient.ts, index.ts): a
// guarded call, the closed-account header, the redirect field and a header read. Kept apart from the bills page's
// client so the bill pages' clients share them without loading its document, e-mail and pay-link calls.
import type { AxiosResponse } from "axios";
import type { Backend } from "../../../config/endpoints";
import { toGatewayError } from "../errors";
import { CLOSED_ACCOUNT_HEADER } from "./routes";

/** SPEC §6 closed-account bills: the closed BAN the header names; absent (or empty) → no header at all. */
export interface ClosedAccountOption {
  closedBan?: string | null;
}

/** Runs a call; any failure rejects as a GatewayError of the service (a malformed answer already is one). */
export async function guarded<T>(service: Backend, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw toGatewayError(e, service);
  }
}

/** The closed-account header, only when a closed BAN is named. */
export function closedHeaders(options: ClosedAccountOption | undefined): Record<string, string> {
  const ban = options?.closedBan?.trim();
  return ban ? { [CLOSED_ACCOUNT_HEADER]: ban } : {};
}

export const withRedirect = (redirectTo: string | null | undefined) => (redirectTo ? { redirectTo } : {});

/** A response header, read through axios's headers.get when there is one, else by case-insensitive name. */
export function headerOf(res: AxiosResponse, name: string): unknown {
  const headers = res.headers as { get?: (n: string) => unknown } & Record<string, unknown>;
  if (typeof headers?.get === "function") {
    const v = headers.get(name);
    if (v !== undefined && v !== null) return v;
  }
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers[key] : undefined;
}
