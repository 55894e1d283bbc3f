// Sandbox administration (prefix /sandbox): not part of any operator contract, only for tests and local work.
import type { SandboxModule } from "../module";
import { registerAdminRoutes } from "./routes";

export const adminModule: SandboxModule = {
  name: "admin",
  prefix: "/sandbox",
  migrations: [],
  register: (app, ctx) => registerAdminRoutes(app, ctx),
};
