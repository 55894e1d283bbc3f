// The GDPR settings client (SPEC §7 "GET (with ?skipCache) and POST GDPR settings"; SPEC §3 gdprAttributes): the
// signed-in person's consent per purpose within their customer, read (from the gateway's cache unless skipCache —
// the cache may lag a change by a few minutes) and saved. Zod-free like the other self-care clients; the domain reads
// the answer and builds the body (domain/privacy/privacy.ts).
import { gdprSettingsBody, readGdprSettings, type ConsentState, type PrivacySettings } from "../../domain/privacy/privacy";
import { guarded } from "./guarded";
import { malformed } from "./errors";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

const route = (customerId: string) => `gdpr-settings/${encodeURIComponent(customerId)}`;

export interface PrivacyReadOptions {
  /** Ask for the stored settings, not the gateway's cached copy (after a save). */
  skipCache?: boolean;
}

export interface PrivacyApi {
  settings(customerId: string, options?: PrivacyReadOptions): Promise<PrivacySettings>;
  /** Saves every purpose as chosen; the answer says what changed, not the settings (re-read them with skipCache). */
  save(customerId: string, chosen: ConsentState): Promise<void>;
}

export function createPrivacyApi(port: SessionPort, options: GatewayClientOptions = {}): PrivacyApi {
  const http = createGatewayClient("gdprSettings", port, { anonymousAllowed: false, ...options });
  return {
    settings: (customerId, { skipCache = false } = {}) =>
      guarded("gdprSettings", async () => {
        const res = await http.get(route(customerId), { params: skipCache ? { skipCache: "true" } : undefined });
        const settings = readGdprSettings(res.data);
        if (!settings) throw malformed("gdprSettings", res.data, "not GDPR settings", res.status);
        return settings;
      }),
    save: (customerId, chosen) =>
      guarded("gdprSettings", async () => {
        await http.post(route(customerId), gdprSettingsBody(chosen));
      }),
  };
}
