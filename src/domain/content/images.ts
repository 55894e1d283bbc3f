// Content images: the identifier inside a binary field's path, the dotCMS image URL built from it
// (SPEC §9 "Images webp quality 75") and the retail placeholders used when images are missing (SPEC §9).
import { IMAGE_WEBP_QUALITY } from "../constants";
import { isRecord } from "./read";

export const PLACEHOLDER_KINDS = ["device", "plan", "sim", "fixed", "bundle"] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

/** Site-local placeholder (static/images/placeholders/), so a missing CMS image never needs the CMS. */
export function placeholderImageFor(kind: PlaceholderKind): string {
  return `/images/placeholders/${PLACEHOLDER_KINDS.includes(kind) ? kind : "plan"}.svg`;
}

// dotCMS identifiers and shorties are hex with dashes; anything else would be injected into a URL path.
const ID = /^[0-9a-zA-Z-]+$/;

/**
 * SPEC §3 "cardImage whose path's third segment is the image identifier": "/dA/<id>/<field>/<file>?…"
 * → "<id>". Reads a DotBinary's idPath (or the path itself); null when missing or malformed.
 */
export function imageIdOf(binary: unknown): string | null {
  const path = isRecord(binary) ? binary.idPath : binary;
  if (typeof path !== "string") return null;
  const segments = path.split("?")[0]?.split("/") ?? [];
  const id = segments[2];
  return segments[0] === "" && segments[1] === "dA" && id !== undefined && ID.test(id) ? id : null;
}

export interface ImageOptions {
  /** Resize to this width in pixels (the `<n>w` filter); left out when not a positive integer. */
  width?: number;
  /** webp unless asked otherwise (png: the build's fallback rendition). */
  format?: "webp" | "png";
  quality?: number;
}

/** `<base>/dA/<id>/<width>w/<quality>q/webp`, the filter segments dotCMS's image route reads; null without an id. */
export function contentImageUrl(contentBaseUrl: string, imageId: string | null | undefined, opts: ImageOptions = {}): string | null {
  if (!imageId || !ID.test(imageId)) return null;
  const q = opts.quality;
  const quality = q !== undefined && Number.isFinite(q) ? Math.round(Math.min(100, Math.max(1, q))) : IMAGE_WEBP_QUALITY;
  const width = opts.width !== undefined && Number.isInteger(opts.width) && opts.width > 0 ? `/${opts.width}w` : "";
  return `${contentBaseUrl.replace(/\/+$/, "")}/dA/${imageId}${width}/${quality}q/${opts.format ?? "webp"}`;
}
