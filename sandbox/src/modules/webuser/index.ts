// The web-user backend (prefix /dxl-sso-webuser): SPEC §7 "POST /dxl-sso-webuser/webuser-name {family_name,
// given_name}". The names are the same profile fields continueOnboarding edits, so userinfo shows them at once.
// "on failure returns status false": a name the site's name rule refuses (src/domain/account/names.ts checkName: a
// SPEC §3 placeholder word 'nume'/'prenume', or characters no name has) is answered 200 {status: false, errorCode:
// "invalid_name", field}; a malformed body stays a 400. A change is recorded as a "nameChange" customer request.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAuth } from "../../auth/guard";
import { notFound } from "../../http/errors";
import { parseBody } from "../../http/validation";
import { checkName } from "../../../../src/domain/account/names";
import { updateUserProfile } from "../identity/profile";
import { recordCustomerRequest } from "../trouble-ticket/requests";
import type { SandboxContext, SandboxModule } from "../module";

const name = z.string().trim().min(1).max(100);
const WebUserNameBody = z.object({ family_name: name, given_name: name });

function registerWebUserRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/webuser-name", async (request) => {
    // Auth first: an anonymous caller learns nothing about the body's shape.
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"] });
    const body = parseBody(WebUserNameBody, request.body);
    const refused = (["given_name", "family_name"] as const).find((field) => !checkName(body[field]).ok);
    if (refused) return { status: false, errorCode: "invalid_name", field: refused };
    const user = caller.user;
    const stored = user
      ? ctx.db.transaction(() => {
          const names = updateUserProfile(ctx.db, user.id, { firstName: body.given_name, lastName: body.family_name });
          if (names) {
            const description = `Schimbare nume în ${names.firstName} ${names.lastName}`;
            recordCustomerRequest(ctx, { userId: user.id, kind: "nameChange", description });
          }
          return names;
        })()
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
