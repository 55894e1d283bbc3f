// The privacy back ends (issue 26; SPEC §3 gdprAttributes, SPEC §7 GDPR settings and party-management/privacy; TMF644):
// /dxl-gdpr (the GDPR settings API, with its lagging read cache) and /party-management (TMF644 PartyPrivacyProfile with
// the history as agreements), over one store of consents per customer, person and purpose. The tables and the seed
// belong to the first.
import type { SandboxModule } from "../module";
import { registerGdprSettingsRoutes } from "./gdprSettings";
import { registerPartyPrivacyRoutes } from "./partyPrivacy";
import { PRIVACY_MIGRATIONS } from "./schema";
import { seedPrivacy } from "./store";

const gdprSettingsModule: SandboxModule = {
  name: "gdpr-settings",
  prefix: "/dxl-gdpr",
  migrations: PRIVACY_MIGRATIONS,
  seed: (ctx) => seedPrivacy(ctx.db),
  register: (app, ctx) => registerGdprSettingsRoutes(app, ctx),
};

const partyPrivacyModule: SandboxModule = {
  name: "party-privacy",
  prefix: "/party-management",
  migrations: [],
  register: (app, ctx) => registerPartyPrivacyRoutes(app, ctx),
};

export const privacyModules: SandboxModule[] = [gdprSettingsModule, partyPrivacyModule];
