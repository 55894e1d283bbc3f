// Sandbox lever (not an operator contract): POST /sandbox/accounts/restore-identities {username} gives a persona back
// every identity it disassociated (accountRoutes.ts), so a test that disassociates one leaves the persona as seeded.
// Mounted under /sandbox as a second module on that prefix, so the admin gate covers it (like catalogue/withdrawn.ts).
import { z } from "zod";
import { notFound } from "../../http/errors";
import { parseBody } from "../../http/validation";
import type { SandboxModule } from "../module";
import { restoreIdentities } from "./accountStore";
import { findUserByUsername } from "./store";

const UsernameBody = z.object({ username: z.string().min(1).max(200) });

export const accountAdminModule: SandboxModule = {
  name: "account-admin",
  prefix: "/sandbox",
  migrations: [],
  register(app, ctx) {
    app.post("/accounts/restore-identities", async (request) => {
      const { username } = parseBody(UsernameBody, request.body);
      const user = findUserByUsername(ctx.db, username);
      if (!user) throw notFound(`No user ${username}.`);
      return { restored: restoreIdentities(ctx, user.id) };
    });
  },
};
