// Binary assets: /dA/{id|shorty|inode}/{field}/[filters/]{fileName} and /contentAsset/raw-data/{id}/{field}.
// Stored images are SVG; a request for .png/.webp (by file name or a `png`/`webp` segment) or a width
// (`{n}w`) is rendered with sharp and cached in memory. Images are immutable per inode, changeable per id.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isBinaryRef } from "../assets";
import type { BinaryRef, Contentlet } from "../model";
import type { ContentDeps } from "./http";
import { safeDecode } from "./http";

type Format = "png" | "webp" | "jpeg";
const MIME: Record<Format, string> = { png: "image/png", webp: "image/webp", jpeg: "image/jpeg" };
const rendered = new Map<string, Buffer>();

export function imageRoutes(app: FastifyInstance, deps: ContentDeps): void {
  const serve = async (req: FastifyRequest, reply: FastifyReply, segs: string[]) => {
    const [id, ...rest] = segs.map(safeDecode);
    const c = id ? deps.store.findForAsset(id) : undefined;
    if (!c) return reply.code(404).send();
    const { field, ref } = pickField(deps, c, rest[0]);
    if (!ref) return reply.code(404).send();
    const asset = deps.assets.get(ref.assetId);
    const data = asset && deps.assets.data(ref.assetId);
    if (!asset || !data) return reply.code(404).send();

    let format: Format | null = null;
    let width: number | null = null;
    let quality = 75; // SPEC §9: images webp quality 75
    for (const s of rest.slice(field === rest[0] ? 1 : 0)) {
      const lower = s.toLowerCase();
      if (/^\d+w$/.test(lower)) width = Math.min(2000, Number(lower.slice(0, -1)));
      else if (/^\d+q$/.test(lower)) quality = Math.max(1, Math.min(100, Number(lower.slice(0, -1))));
      else if (lower === "webp" || lower === "png" || lower === "jpeg" || lower === "jpg") format = lower === "jpg" ? "jpeg" : lower;
      else if (/\.(webp|png|jpe?g)$/.test(lower) && !asset.fileName.toLowerCase().endsWith(lower.slice(lower.lastIndexOf(".")))) {
        const ext = lower.slice(lower.lastIndexOf(".") + 1);
        format = ext === "jpg" ? "jpeg" : (ext as Format);
      }
    }
    const immutable =
      id.replace(/-/g, "").length >= 10 &&
      c.inode.replace(/-/g, "").startsWith(id.replace(/-/g, "")) &&
      !c.identifier.replace(/-/g, "").startsWith(id.replace(/-/g, ""));
    const etag = `"${asset.sha256.slice(0, 16)}-${format ?? "orig"}-${width ?? 0}-${quality}"`;
    reply
      .header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400")
      .header("etag", etag)
      .header("last-modified", new Date(asset.modDate).toUTCString())
      .header("content-disposition", `inline; filename="${ref.fileName}"`);
    if (req.headers["if-none-match"] === etag) return reply.code(304).send();
    if (!format && !width) return reply.type(asset.mime).send(data);

    const key = `${etag}`;
    let out = rendered.get(key);
    if (!out) {
      const sharp = (await import("sharp")).default;
      let img = sharp(data, { density: 144 });
      if (width) img = img.resize({ width });
      const f = format ?? "png";
      out = await (
        f === "webp" ? img.webp({ quality }) : f === "jpeg" ? img.flatten({ background: "#ffffff" }).jpeg({ quality }) : img.png()
      ).toBuffer();
      rendered.set(key, out);
    }
    return reply.type(MIME[format ?? "png"]).send(out);
  };

  app.get("/dA/*", async (req, reply) => serve(req, reply, splitPath(req, "/dA/")));
  app.get("/contentAsset/raw-data/*", async (req, reply) => serve(req, reply, splitPath(req, "/contentAsset/raw-data/")));
}

function splitPath(req: FastifyRequest, prefix: string): string[] {
  const path = (req.raw.url ?? "").split("?")[0];
  const at = path.indexOf(prefix);
  return path
    .slice(at + prefix.length)
    .split("/")
    .filter(Boolean);
}

/** The named binary field, or (dotCMS default) the contentlet's first binary field. */
function pickField(deps: ContentDeps, c: Contentlet, name: string | undefined): { field: string | null; ref: BinaryRef | null } {
  const def = deps.store.contentType(c.contentType);
  const binaries = (def?.fields ?? []).filter((f) => f.kind === "binary");
  const named = name ? binaries.find((f) => f.variable.toLowerCase() === name.toLowerCase()) : undefined;
  const f = named ?? binaries.find((b) => isBinaryRef(c.fields[b.variable]));
  const v = f ? c.fields[f.variable] : undefined;
  return { field: named ? name! : null, ref: isBinaryRef(v) ? v : null };
}
