// The usage detail lists' client (SPEC §7 "Usage and products": GET /dxl-nb-usage-management/usage; SPEC §2 usage
// detail lists, billed or unbilled, 10 per page; docs/services-contract.md "Usage management"), without zod like the
// bill pages' client (billing/billPagesClient.ts). The query is the domain's (src/domain/usage/usageQuery.ts
// buildUsageQuery), the records are read by the domain's mapper (usageRecords.ts mapUsagePage), the total from
// X-Total-Count and, with total=true, the whole selection's totals from the X-Total-* headers. Every failure rejects
// with a GatewayError of "usage"; a body that is not a list is kind invalid_response.
import { USAGE_PAGE_SIZE } from "../../domain/constants";
import type { UsageQuery } from "../../domain/usage/usageQuery";
import { mapUsagePage, type UsageHeaderTotals, type UsagePage } from "../../domain/usage/usageRecords";
import { guarded, headerOf } from "./guarded";
import { malformed } from "./errors";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const USAGE_ROUTE = "usage";

/** A page of usage records with the totals of the whole selection (null when the answer carried none). */
export interface UsageResultPage extends UsagePage {
  totals: UsageHeaderTotals | null;
}

export interface UsageManagementApi {
  /** One page of the usage records the query selects, newest first by default. */
  usagePage(query: UsageQuery): Promise<UsageResultPage>;
}

const numberOf = (v: unknown): number | null => {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v !== "string" || v.trim() === "") return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** The totals headers of an answer, or null when none of them is there. */
export function readUsageTotals(header: (name: string) => unknown): UsageHeaderTotals | null {
  const raw = {
    amount: header("x-total-amount"),
    duration: header("x-total-duration"),
    volume: header("x-total-volume"),
    currency: header("x-total-currency"),
  };
  if (Object.values(raw).every((v) => v === undefined || v === null || v === "")) return null;
  return {
    amount: numberOf(raw.amount),
    durationSeconds: numberOf(raw.duration),
    volumeMb: numberOf(raw.volume),
    currency: typeof raw.currency === "string" ? raw.currency.trim() : "",
  };
}

/** The 1-based page a query asks for (its offset over the SPEC §9 page size). */
function pageOf(query: UsageQuery): number {
  const offset = Number(query.offset ?? 0);
  return Number.isInteger(offset) && offset > 0 ? Math.floor(offset / USAGE_PAGE_SIZE) + 1 : 1;
}

/** The usage-management client: personal data, never asked for with an anonymous token. */
export function createUsageManagementApi(port: SessionPort, options: GatewayClientOptions = {}): UsageManagementApi {
  const http = createGatewayClient("usage", port, { anonymousAllowed: false, ...options });
  return {
    usagePage: (query) =>
      guarded("usage", async () => {
        const res = await http.get(USAGE_ROUTE, { params: query });
        if (!Array.isArray(res.data)) throw malformed("usage", res.data, "not a list of usage records", res.status);
        const headers = { "x-total-count": headerOf(res, "x-total-count") };
        return {
          ...mapUsagePage(res.data, headers, pageOf(query)),
          totals: readUsageTotals((name) => headerOf(res, name)),
        };
      }),
  };
}
