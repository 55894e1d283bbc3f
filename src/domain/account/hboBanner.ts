// SPEC §7 "GET HBO-max banner" read into what date-personale shows (the answer's shape is the sandbox contract's,
// docs/ "HBO Max banner": {show, banner: {id, title, text, link: {label, url}}, reason}; SPEC shows none). "hidden" when
// the back end says not to show it; "show" only with a title, a text and a link the page may open (https, or a path of
// this site: never javascript: or another scheme); anything else is "unavailable" (said so), never a crash.
import { isRecord, readRecord, readString } from "../read";

export interface HboBanner {
  id: string;
  title: string;
  text: string;
  linkLabel: string;
  linkUrl: string;
  /** The link leaves the site (opened in a new tab, said in its name). */
  external: boolean;
}

export type HboBannerView = { kind: "show"; banner: HboBanner } | { kind: "hidden" } | { kind: "unavailable" };

const TEXT_MAX = 500;

/** An https address, or a path of this site ("/…", not "//…"); null otherwise. */
export function safeLink(raw: unknown): { url: string; external: boolean } | null {
  const url = readString(raw);
  if (url.startsWith("/") && !url.startsWith("//")) return { url, external: false };
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? { url: parsed.href, external: true } : null;
  } catch {
    return null;
  }
}

export function readHboBanner(raw: unknown): HboBannerView {
  if (!isRecord(raw)) return { kind: "unavailable" };
  if (raw.show === false) return { kind: "hidden" };
  if (raw.show !== true) return { kind: "unavailable" };
  const b = readRecord(raw.banner);
  const link = readRecord(b.link);
  const title = readString(b.title);
  const text = readString(b.text);
  const linkLabel = readString(link.label);
  const target = safeLink(link.url);
  if (!title || !text || !linkLabel || !target || [title, text, linkLabel].some((s) => s.length > TEXT_MAX)) return { kind: "unavailable" };
  return {
    kind: "show",
    banner: { id: readString(b.id), title, text, linkLabel, linkUrl: target.url, external: target.external },
  };
}
