// Turns a /api/content/save body into typed field values (MapToContentletPopulator's job), collecting
// every problem as a dotCMS validation error instead of failing on the first.
import { createHash } from "node:crypto";
import type { AssetStore } from "./assets";
import { uuidFrom } from "./ids";
import type { ContentTypeDef, FieldValues } from "./model";
import { ContentValidationError } from "./store";

type Err = { errorCode: string; message: string; fieldName: string };

const list = (v: unknown): string[] | null =>
  Array.isArray(v)
    ? v.map(String)
    : typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : null;

const objectOf = (v: unknown): Record<string, unknown> | null => {
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
};

export function coerceFields(def: ContentTypeDef, body: Record<string, unknown>, assets: AssetStore, now: number): FieldValues {
  const out: FieldValues = {};
  const errors: Err[] = [];
  const bad = (fieldName: string, message: string) => errors.push({ errorCode: "pattern", message, fieldName });
  for (const f of def.fields) {
    if (!(f.variable in body)) continue;
    const v = body[f.variable];
    if (v === null) {
      out[f.variable] = undefined;
      continue;
    }
    switch (f.kind) {
      case "integer":
      case "float": {
        const n = Number(v);
        if (v === "" || !Number.isFinite(n) || (f.kind === "integer" && !Number.isInteger(n)))
          bad(f.variable, `Field '${f.name}' must be a ${f.kind === "integer" ? "whole " : ""}number`);
        else out[f.variable] = n;
        break;
      }
      case "boolean":
        if (v === true || v === "true") out[f.variable] = true;
        else if (v === false || v === "false") out[f.variable] = false;
        else bad(f.variable, `Field '${f.name}' must be true or false`);
        break;
      case "select": {
        const allowed = (f.values ?? "").split("\n").filter(Boolean);
        if (allowed.length && !allowed.includes(String(v))) bad(f.variable, `Field '${f.name}' must be one of: ${allowed.join(", ")}`);
        else out[f.variable] = String(v);
        break;
      }
      case "tag":
      case "checkbox":
      case "relationship": {
        const l = list(v);
        if (!l) bad(f.variable, `Field '${f.name}' must be a list`);
        else out[f.variable] = l;
        break;
      }
      case "keyValue": {
        const o = objectOf(v);
        if (!o) bad(f.variable, `Field '${f.name}' must be an object of key/value pairs`);
        else out[f.variable] = Object.fromEntries(Object.entries(o).map(([k, x]) => [k, String(x)]));
        break;
      }
      case "json": {
        if (typeof v === "string") {
          try {
            out[f.variable] = JSON.parse(v);
          } catch {
            bad(f.variable, `Field '${f.name}' must be JSON`);
          }
        } else out[f.variable] = v;
        break;
      }
      case "binary": {
        const o = objectOf(v);
        const content = o?.content;
        const fileName = o?.fileName;
        if (typeof content !== "string" || typeof fileName !== "string" || !/^[\w.-]+$/.test(fileName)) {
          bad(f.variable, `Field '${f.name}' needs {content (base64), fileName}`);
          break;
        }
        const data = Buffer.from(content, "base64");
        const id = uuidFrom(`asset:upload:${createHash("sha256").update(data).digest("hex")}`);
        const mime = mimeOf(fileName);
        const dims = mime === "image/svg+xml" ? svgSize(data.toString("utf8")) : { width: 0, height: 0 };
        assets.insert(id, fileName, mime, dims.width, dims.height, data, now);
        out[f.variable] = { assetId: id, fileName };
        break;
      }
      default:
        out[f.variable] = typeof v === "string" ? v : String(v);
    }
  }
  if (errors.length) throw new ContentValidationError(errors);
  return out;
}

export function mimeOf(fileName: string): string {
  const ext = fileName.split(".").pop()?.toLowerCase();
  return (
    (
      {
        svg: "image/svg+xml",
        png: "image/png",
        webp: "image/webp",
        jpg: "image/jpeg",
        jpeg: "image/jpeg",
        gif: "image/gif",
        pdf: "application/pdf",
      } as Record<string, string>
    )[ext ?? ""] ?? "application/octet-stream"
  );
}

function svgSize(svg: string): { width: number; height: number } {
  const w = /<svg[^>]*\swidth="(\d+)/.exec(svg);
  const h = /<svg[^>]*\sheight="(\d+)/.exec(svg);
  return { width: w ? Number(w[1]) : 0, height: h ? Number(h[1]) : 0 };
}
