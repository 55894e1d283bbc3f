// Two call helpers every gateway client uses: a guarded call (any failure rejects as the service's GatewayError) and a
// response header read. Apart from the billing routes (billing/routes.ts) so the self-care clients do not load them.
import type { AxiosResponse } from "axios";
import type { Backend } from "../../config/endpoints";
import { toGatewayError } from "./errors";

/** Runs a call; any failure rejects as a GatewayError of the service (a malformed answer already is one). */
export async function guarded<T>(service: Backend, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw toGatewayError(e, service);
  }
}

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
