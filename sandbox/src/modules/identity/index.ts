// The identity backend: sign-in, tokens, user info, contact roles, eligible flows (prefix /identity).
import type { SandboxModule } from "../module";
import { registerIdentityRoutes } from "./routes";
import { registerAccountRoutes } from "./accountRoutes";
import { ACCOUNT_MIGRATIONS } from "./accountSchema";
import { REGISTRATION_MIGRATIONS, registerRegistrationRoutes } from "./registration";
import { IDENTITY_MIGRATIONS } from "./schema";
import { seedPersonas } from "./seed";
import { registerSubscriberRoutes } from "./subscribers";

export const identityModule: SandboxModule = {
  name: "identity",
  prefix: "/identity",
  migrations: [...IDENTITY_MIGRATIONS, ...ACCOUNT_MIGRATIONS, ...REGISTRATION_MIGRATIONS],
  seed: (ctx) => seedPersonas(ctx.db),
  register: (app, ctx) => {
    registerIdentityRoutes(app, ctx);
    registerAccountRoutes(app, ctx);
    registerRegistrationRoutes(app, ctx);
    registerSubscriberRoutes(app, ctx);
  },
};
