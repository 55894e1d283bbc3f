// Build time (gatsby-node onPostBuild): every built page gets its own Content-Security-Policy as a <meta> in <head>,
// listing the sha256 of exactly the inline scripts, styles and style attributes that page has (docs/security-headers.md).
// The directives themselves come from scripts/lib/securityHeaders.mjs, the one source of truth for the site's policy.
//
// The HTML is read with a small tokenizer rather than a DOM: it must hash the bytes the browser will see (raw text of
// <script>/<style>, decoded style="…" values) without re-serialising the page, and it runs on every page of every
// incremental build, inside the editors' 30 s publish budget.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pagePolicy, type InlineHashes, type PageSources } from "../../scripts/lib/securityHeaders.mjs";

export interface InlineContent {
  /** Texts of inline classic/module scripts (no src; JSON and other data blocks are not scripts). */
  scripts: string[];
  /** Texts of <style> elements. */
  styles: string[];
  /** Values of style="…" attributes, decoded. */
  styleAttributes: string[];
  /** on…="…" attributes: never allowed (they would need 'unsafe-inline' or 'unsafe-hashes' for scripts). */
  eventHandlers: string[];
}

// Elements whose content is text up to their end tag (the tokenizer must not read tags inside them).
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]);
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#")
      return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    const named = NAMED_ENTITIES[ref.toLowerCase()];
    // A hash of the wrong text would be a violation in the browser: fail the build instead.
    if (named === undefined) throw new Error(`pagePolicy: unsupported entity ${whole} in an attribute`);
    return named;
  });
}

const isSpace = (c: string | undefined) => c === " " || c === "\n" || c === "\t" || c === "\f" || c === "\r";

/** Reads a start tag's attributes from `html[i]` (just after the tag name) to its `>`; returns them and the end. */
function readAttributes(html: string, start: number): { attrs: Map<string, string>; end: number } {
  const attrs = new Map<string, string>();
  let i = start;
  for (;;) {
    while (isSpace(html[i]) || html[i] === "/") i++;
    if (i >= html.length) return { attrs, end: html.length };
    if (html[i] === ">") return { attrs, end: i + 1 };
    let name = "";
    while (i < html.length && !isSpace(html[i]) && html[i] !== "=" && html[i] !== ">" && !(html[i] === "/" && name !== ""))
      name += html[i++];
    while (isSpace(html[i])) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close < 0 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const from = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== ">") i++;
        value = html.slice(from, i);
      }
    }
    const key = name.toLowerCase();
    // As browsers do: the first of two attributes with the same name wins.
    if (key && !attrs.has(key)) attrs.set(key, value);
  }
}

/** The inline scripts, styles, style attributes and event handler attributes of an HTML document. */
export function inlineContent(source: string): InlineContent {
  // The HTML parser turns CR LF and CR into LF before anything else: hash what the browser hashes.
  const html = source.replace(/\r\n?/g, "\n");
  const found: InlineContent = { scripts: [], styles: [], styleAttributes: [], eventHandlers: [] };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const tag = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(lt, lt + 64));
    if (!tag) {
      // </end>, <!doctype>, <?…>, or a stray "<" in text.
      i = /^<[/!?]/.test(html.slice(lt, lt + 2)) ? html.indexOf(">", lt) + 1 || html.length : lt + 1;
      continue;
    }
    const name = tag[1]!.toLowerCase();
    const { attrs, end } = readAttributes(html, lt + tag[0].length);
    for (const [attr, value] of attrs) {
      if (attr === "style") found.styleAttributes.push(decodeEntities(value));
      else if (attr.startsWith("on")) found.eventHandlers.push(`<${name} ${attr}>`);
    }
    i = end;
    if (!RAW_TEXT.has(name)) continue;
    const endTag = new RegExp(`</${name}`, "gi");
    endTag.lastIndex = end;
    const close = endTag.exec(html)?.index ?? -1;
    const text = html.slice(end, close < 0 ? html.length : close);
    if (name === "script" && !attrs.has("src") && SCRIPT_TYPES.has((attrs.get("type") ?? "").trim().toLowerCase()))
      found.scripts.push(text);
    if (name === "style") found.styles.push(text);
    i = close < 0 ? html.length : html.indexOf(">", close) + 1 || html.length;
  }
  return found;
}

/** Base64 sha256 of a text's UTF-8 bytes, as CSP hash sources use it. */
export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

export function inlineHashes(html: string): InlineHashes & { eventHandlers: string[] } {
  const found = inlineContent(html);
  return {
    scripts: found.scripts.map(sha256),
    styles: found.styles.map(sha256),
    styleAttributes: found.styleAttributes.map(sha256),
    eventHandlers: found.eventHandlers,
  };
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/gi;

/**
 * The page with `policy` in a <meta> at the top of <head> (after <meta charset>, which must stay in the first 1024
 * bytes), replacing one written by an earlier build: incremental builds leave pages they did not re-render as they
 * were, and this runs on all of them again.
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (/["<>&]/.test(policy)) throw new Error(`pagePolicy: unexpected character in the policy: ${policy}`);
  const bare = html.replace(POLICY_META, "");
  const head = /<head(\s[^>]*)?>(\s*<meta charset=[^>]*>)?/i.exec(bare);
  if (!head) throw new Error("pagePolicy: the page has no <head>");
  const at = head.index + head[0].length;
  return `${bare.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${bare.slice(at)}`;
}

/** A page's HTML with its own policy. Throws for inline event handlers, which no policy here allows. */
export function applyPagePolicy(html: string, sources: PageSources): string {
  // An earlier build's policy <meta> holds no script, style or style attribute, so it changes no hash.
  const hashes = inlineHashes(html);
  if (hashes.eventHandlers.length) throw new Error(`inline event handlers are refused by the policy: ${hashes.eventHandlers.join(", ")}`);
  return withPolicyMeta(html, pagePolicy(hashes, sources));
}

// Gatsby's slice fragments (stitched into pages at build time, never pages themselves).
const NOT_PAGES = new Set(["_gatsby"]);

function htmlFiles(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === root && NOT_PAGES.has(entry.name))) htmlFiles(root, full, out);
    } else if (entry.isFile() && entry.name.endsWith(".html")) out.push(full);
  }
  return out;
}

/**
 * Writes each page's policy into every HTML page under publicDir. Files whose policy is unchanged are not rewritten,
 * so their timestamps (ETags, CDN syncs) stay. Resolves with the counts.
 */
export async function applyPagePolicies(publicDir: string, sources: PageSources): Promise<{ pages: number; written: number }> {
  const root = path.resolve(publicDir);
  const files = htmlFiles(root);
  let written = 0;
  const failures: string[] = [];
  // A few files at a time: sites with thousands of pages must not run out of file handles.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const html = await fs.promises.readFile(file, "utf8");
      try {
        const next = applyPagePolicy(html, sources);
        if (next !== html) {
          await fs.promises.writeFile(file, next);
          written++;
        }
      } catch (err) {
        failures.push(`${path.relative(root, file)}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  if (failures.length) throw new Error(`Content-Security-Policy not written:\n${failures.join("\n")}`);
  return { pages: files.length, written };
}
