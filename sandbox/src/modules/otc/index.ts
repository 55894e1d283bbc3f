// One-time codes by SMS and e-mail (prefix /dxl-otc), with the outbox tests read codes from.
import type { SandboxModule } from "../module";
import { registerOtcRoutes } from "./routes";
import { OTC_MIGRATIONS } from "./schema";

export const otcModule: SandboxModule = {
  name: "otc",
  prefix: "/dxl-otc",
  migrations: OTC_MIGRATIONS,
  register: (app, ctx) => registerOtcRoutes(app, ctx),
};
