// The web-user backend (prefix /dxl-sso-webuser): SPEC §7 "POST /dxl-sso-webuser/webuser-name {family_name,
// given_name}". The names are the same profile fields continueOnboarding edits, so userinfo shows them at once.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAuth } from "../../auth/guard";
import { notFound } from "../../http/errors";
import { parseBody } from "../../http/validation";
import { updateUserProfile } from "../identity/profile";
import type { SandboxContext, SandboxModule } from "../module";

const name = z.string().trim().min(1).max(100);
const WebUserNameBody = z.object({ family_name: name, given_name: name });

function registerWebUserRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/webuser-name", async (request) => {
    // Auth first: an anonymous caller learns nothing about the body's shape.
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"] });
    const body = parseBody(WebUserNameBody, request.body);
    const stored = caller.user
      ? updateUserProfile(ctx.db, caller.user.id, { firstName: body.given_name, lastName: body.family_name })
      : null;
    if (!stored) throw notFound("No user behind this token.");
    return { status: true, webUserName: { given_name: stored.firstName, family_name: stored.lastName } };
  });
}

export const webUserModule: SandboxModule = {
  name: "webuser",
  prefix: "/dxl-sso-webuser",
  // No tables of its own: names live in id_users.profile (identity module).
  migrations: [],
  register: (app, ctx) => registerWebUserRoutes(app, ctx),
};
