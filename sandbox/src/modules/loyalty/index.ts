// Two small back ends of "My account" (issue 26): the loyalty programme (SPEC §7 "POST loyalty tier", prefix
// /dxl-loyalty) and the HBO Max banner (SPEC §7 "GET HBO-max banner", prefix /dxl-hbo-max). No tables: both answers
// are derived from the caller's identity and products.
import type { SandboxModule } from "../module";
import { registerHboMaxRoutes } from "./hboMax";
import { registerLoyaltyRoutes } from "./loyalty";

export const loyaltyModule: SandboxModule = {
  name: "loyalty",
  prefix: "/dxl-loyalty",
  migrations: [],
  register: (app, ctx) => registerLoyaltyRoutes(app, ctx),
};

export const hboMaxModule: SandboxModule = {
  name: "hbo-max",
  prefix: "/dxl-hbo-max",
  migrations: [],
  register: (app, ctx) => registerHboMaxRoutes(app, ctx),
};
