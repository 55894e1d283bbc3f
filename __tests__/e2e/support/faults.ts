// Named fault scenarios over the sandbox's fault rules (sandbox/README.md "Fault injection"), so a test says which
// failure it stages instead of spelling out status codes. Rules apply to every caller until cleared.
import { sandboxUrl } from "./cms";

export interface FaultRule {
  pathPattern: string;
  method?: string;
  status: number;
  code?: string | number;
  count?: number;
  delay?: number;
}

export const FAULTS = {
  /** The bill list refused (SPEC §2/§6 style 403 with a TMF body). */
  billsForbidden: { pathPattern: "/ebill/customerBill", method: "GET", status: 403, code: "ban_not_allowed" },
  /** The whole gateway answers 503 (the content API under /cms too; /sandbox/* never). */
  gatewayDown: { pathPattern: "/**", status: 503 },
} as const satisfies Record<string, FaultRule>;

export async function injectFault(rule: FaultRule): Promise<number> {
  const res = await fetch(sandboxUrl("/sandbox/faults"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rule),
  });
  if (res.status !== 201) throw new Error(`fault not accepted: ${res.status} ${await res.text()}`);
  const { fault } = (await res.json()) as { fault: { id: number } };
  return fault.id;
}

export async function clearFaults(): Promise<void> {
  const res = await fetch(sandboxUrl("/sandbox/faults"), { method: "DELETE" });
  if (!res.ok) throw new Error(`faults not cleared: ${res.status}`);
}
