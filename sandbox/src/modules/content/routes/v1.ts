// The /api/v1 endpoints (reference §2.1, §2.5–2.9), all wrapped in the ResponseEntityView envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { checkCredentials, issueToken } from "../auth";
import { contentTypeEntity, restMap } from "../restMap";
import { language } from "../graphql/schema";
import { SITE, SEED_EPOCH, shorty } from "../ids";
import { buildNav } from "../nav";
import { caller, envelope, parseJsonBody, requireUser, type ContentDeps } from "./http";

const TokenBody = z.object({
  user: z.string().min(2).max(100),
  password: z.string().min(1),
  expirationDays: z.number().int().optional(),
  label: z.string().max(200).optional(),
});

/** The Host as /api/v1/site/currentSite serialises it (reference §2.7). */
export function siteEntity() {
  return {
    aliases: SITE.aliases,
    archived: false,
    contentTypeId: "855a2d72-f2f3-4169-8b04-ac5157c4380c",
    default: true,
    folder: "SYSTEM_FOLDER",
    host: "SYSTEM_HOST",
    hostname: SITE.hostName,
    identifier: SITE.identifier,
    inode: SITE.identifier,
    languageId: 1,
    live: true,
    locked: false,
    modDate: SEED_EPOCH,
    modUser: "system",
    name: SITE.hostName,
    owner: "system",
    parent: true,
    permissionId: SITE.identifier,
    permissionType: "com.dotmarketing.portlets.contentlet.model.Contentlet",
    sortOrder: 0,
    structureInode: "855a2d72-f2f3-4169-8b04-ac5157c4380c",
    systemHost: false,
    tagStorage: SITE.identifier,
    title: SITE.hostName,
    titleImage: { present: false },
    type: "contentlet",
    versionType: "host",
    working: true,
    htmlpage: false,
    fileAsset: false,
    vanityUrl: false,
    keyValue: false,
    indexPolicy: "WAIT_FOR",
  };
}

const query = (req: FastifyRequest): Record<string, string | undefined> => req.query as Record<string, string | undefined>;

/** Reads language_id / languageId / language; only Romanian (1) exists. */
function languageParam(req: FastifyRequest): { ok: true; id: number } | { ok: false } {
  const q = query(req);
  const raw = q.language_id ?? q.languageId ?? q.language;
  if (raw === undefined || raw === "") return { ok: true, id: 1 };
  const id = Number(raw);
  return id === 1 ? { ok: true, id } : { ok: false };
}

export function v1Routes(app: FastifyInstance, deps: ContentDeps): void {
  const { db, store, ctx } = deps;

  app.post("/api/v1/authentication/api-token", async (req, reply) => {
    const body = parseJsonBody(req);
    if (!body.ok) return reply.code(400).send({ message: body.message });
    const parsed = TokenBody.safeParse(body.value);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({
        errorCode: "bad-request",
        message: `${i.path.join(".") || "body"}: ${i.message}`,
        fieldName: String(i.path[0] ?? ""),
      }));
      return reply.code(400).send(envelope("", errors));
    }
    const check = checkCredentials(db, parsed.data.user, parsed.data.password);
    if (!check.ok) {
      const message = check.reason === "authentication-failed" ? "Authentication failed. Please try again." : "Your account is not active.";
      return reply.code(401).send(envelope("", [{ errorCode: check.reason, message }]));
    }
    const token = issueToken(db, check.user, ctx.now(), parsed.data.expirationDays ?? -1, parsed.data.label ?? null);
    return envelope({ token });
  });

  app.get("/api/v1/configuration", async () =>
    envelope({
      license: { isCommunity: true, displayServerId: "aria-sbx", levelName: "COMMUNITY EDITION", level: 100 },
      releaseInfo: { version: "sandbox-1.0", buildDate: "2026-01-15" },
      languages: [language(1)],
      colors: { background: "#ffffff", primary: "#e60000", secondary: "#1f2937" },
      emailRegex: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$",
      EDIT_CONTENT_STRUCTURES_PER_COLUMN: 15,
      "dotcms.websocket": { "dotcms.websocket.disable": true },
      i18nMessagesMap: {},
      cluster: { clusterId: "aria-sandbox" },
      logos: { loginScreen: "", navBar: "NA" },
      timezones: [{ id: "Europe/Bucharest", label: "Ora Europei de Est (Europe/Bucharest)", offset: 7200000 }],
      systemTimezone: { id: "Europe/Bucharest", label: "Ora Europei de Est", offset: 7200000 },
    }),
  );

  // Navigation: needs a user; the site's old SDK sends ?depth=, the newer one ?deep= (reference §0).
  app.get("/api/v1/nav/*", async (req, reply) => {
    if (!requireUser(deps, req, reply)) return reply;
    const q = query(req);
    const rawDepth = q.depth ?? q.deep;
    const depth = rawDepth === undefined || rawDepth === "" ? 1 : Number(rawDepth);
    if (!Number.isInteger(depth)) return reply.code(400).send({ message: "depth-not-a-number" });
    const lang = languageParam(req);
    if (!lang.ok) return reply.code(400).send({ message: "languageId-not-exists" });
    const path = `/${(req.params as { "*": string })["*"] ?? ""}`;
    const nav = buildNav(db, store, path, Math.max(1, depth), lang.id);
    if (!nav) return reply.code(404).header("error-key", "dot.common.http.error.404.header").send({ message: "Resursa nu a fost găsită" });
    return envelope(nav);
  });

  app.get("/api/v1/site/currentSite", async (req, reply) => {
    if (!requireUser(deps, req, reply)) return reply;
    return envelope(siteEntity());
  });

  const pageHandler = (render: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    if (!requireUser(deps, req, reply)) return reply;
    const lang = languageParam(req);
    if (!lang.ok) return reply.code(400).send({ message: "languageId-not-exists" });
    const raw = `/${(req.params as { "*": string })["*"] ?? ""}`;
    const url = raw.length > 1 ? raw.replace(/\/+$/, "").replace(/\/index$/, "") || "/" : "/";
    const mode = String(query(req).mode ?? "LIVE").toUpperCase();
    const index = mode === "LIVE" || mode === "ADMIN_MODE" ? "live" : "working";
    const page = store.search("+contentType:ShopPage", { index, limit: -1 }).items.find((p) => p.url === url && p.languageId === lang.id);
    if (!page) {
      return reply
        .code(404)
        .header("error-key", "dotcms.api.error.db.not.found")
        .send({ message: `Page '${url}' not found` });
    }
    const widgets = store.related(page, "widgets", index === "live").map((w) => restMap(w, deps, null, true));
    const containerId = "//aria.ro/application/containers/default/";
    const map = restMap(page, deps, null, index === "live");
    return envelope({
      page: {
        ...map,
        pageURI: page.url,
        friendlyName: page.fields.friendlyName ?? page.title,
        seodescription: page.fields.seoDescription ?? "",
        seokeywords: "",
        template: "aria-shop-template",
        canEdit: false,
        canRead: true,
        canLock: false,
        shortyLive: shorty(page.inode),
        shortyWorking: shorty(page.inode),
        ...(page.live ? { liveInode: page.inode } : {}),
      },
      containers: {
        [containerId]: {
          container: { identifier: containerId, path: containerId, title: "Conținut implicit", maxContentlets: 25, type: "containers" },
          containerStructures: [
            {
              id: "aria-default-widgets",
              structureId: store.contentType("ShopWidget")?.id,
              containerInode: containerId,
              containerId,
              code: "$!{widgetCode}",
              contentTypeVar: "ShopWidget",
            },
          ],
          contentlets: { "uuid-1": widgets },
          ...(render ? { rendered: { "uuid-1": widgets.map((w) => String(w.widgetCode ?? "")).join("\n") } } : {}),
        },
      },
      template: { identifier: "aria-shop-template", title: "Magazin Aria", drawed: true, canEdit: false, theme: "aria" },
      site: siteEntity(),
      viewAs: { language: language(lang.id), mode: mode === "LIVE" ? "LIVE" : mode },
      canCreateTemplate: false,
      numberContents: widgets.length,
      layout: {
        header: true,
        footer: true,
        title: "shop",
        width: null,
        pageWidth: null,
        body: {
          rows: [
            {
              identifier: 1,
              styleClass: null,
              columns: [
                {
                  containers: [{ identifier: containerId, uuid: "1" }],
                  widthPercent: 100,
                  width: 12,
                  leftOffset: 1,
                  left: 0,
                  styleClass: null,
                  preview: false,
                },
              ],
            },
          ],
        },
        sidebar: null,
      },
      urlContentMap: null,
      vanityUrl: null,
    });
  };
  app.get("/api/v1/page/json", pageHandler(false));
  app.get("/api/v1/page/json/*", pageHandler(false));
  app.get("/api/v1/page/render", pageHandler(true));
  app.get("/api/v1/page/render/*", pageHandler(true));

  // Anonymous allowed; accepts an id or a variable; unknown → 404 with an empty body.
  app.get("/api/v1/contenttype/id/:id", async (req, reply) => {
    if (!caller(deps, req, reply)) return reply;
    const t = store.contentType((req.params as { id: string }).id);
    if (!t) return reply.code(404).send();
    return envelope(contentTypeEntity(t));
  });
}
