// Evaluates a parsed query against one indexed contentlet, approximating the dotCMS index mapping
// (reference §1.3): keys are case-insensitive, `Type.field` only matches contentlets of that type,
// text is analysed (lower-cased tokens) unless the field carries the `_dotraw` suffix (exact value).
import type { LuceneNode, LuceneValue } from "./parse";

export interface MatchDoc {
  /** Content type variable, lower-cased. */
  type: string;
  /** System properties (identifier, live, languageid, contenttype, ...), lower-cased keys. */
  system: Record<string, unknown>;
  /** Content fields by variable, lower-cased keys. */
  fields: Record<string, unknown>;
}

export function matches(node: LuceneNode, doc: MatchDoc): boolean {
  switch (node.kind) {
    case "all":
      return true;
    case "field":
      return fieldMatches(node.field, node.value, doc);
    case "bool": {
      let hasMust = false;
      let anyShould = false;
      let hasShould = false;
      for (const c of node.clauses) {
        const m = matches(c.node, doc);
        if (c.occur === "must") {
          hasMust = true;
          if (!m) return false;
        } else if (c.occur === "mustNot") {
          if (m) return false;
        } else {
          hasShould = true;
          anyShould ||= m;
        }
      }
      // Lucene: with required clauses, optional ones only score; without, one of them must match.
      return hasMust || !hasShould || anyShould;
    }
  }
}

function fieldMatches(field: string | null, value: LuceneValue, doc: MatchDoc): boolean {
  if (field === null) {
    // Default field (dotCMS catch-all): the title and every text field, analysed.
    const all = [doc.system.title, ...Object.values(doc.fields)];
    return flatten(all).some((v) => valueMatches(v, value, false));
  }
  let key = field.toLowerCase();
  const raw = key.endsWith("_dotraw");
  if (raw) key = key.slice(0, -"_dotraw".length);
  let values: unknown;
  const dot = key.indexOf(".");
  if (dot >= 0) {
    if (key.slice(0, dot) !== doc.type) return false;
    values = doc.fields[key.slice(dot + 1)];
  } else {
    values = doc.system[key];
  }
  if (values === undefined) return false;
  return flatten([values]).some((v) => valueMatches(v, value, raw));
}

function flatten(values: unknown[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) out.push(...flatten(v));
    else if (typeof v === "string") out.push(v);
    else if (typeof v === "number" || typeof v === "boolean") out.push(String(v));
  }
  return out;
}

export function tokens(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function wildcardRegex(pattern: string): RegExp {
  const body = pattern
    .toLowerCase()
    .split("")
    .map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`, "su");
}

function containsSequence(hay: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function compare(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (a.trim() !== "" && b.trim() !== "" && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
}

function valueMatches(v: string, q: LuceneValue, raw: boolean): boolean {
  const lower = v.toLowerCase();
  switch (q.kind) {
    case "term": {
      if (q.wildcard) {
        const re = wildcardRegex(q.text);
        return re.test(lower) || (!raw && tokens(v).some((t) => re.test(t)));
      }
      const text = q.text.toLowerCase();
      if (lower === text) return true;
      if (raw) return false;
      const vt = tokens(v);
      const qt = tokens(text);
      return qt.length === 1 ? vt.includes(qt[0]) : containsSequence(vt, qt);
    }
    case "phrase": {
      const text = q.text.toLowerCase();
      if (lower === text) return true;
      return !raw && containsSequence(tokens(v), tokens(text));
    }
    case "range": {
      const lo = q.lo === "*" ? null : q.lo;
      const hi = q.hi === "*" ? null : q.hi;
      if (lo !== null) {
        const c = compare(v, lo);
        if (c < 0 || (c === 0 && !q.incLo)) return false;
      }
      if (hi !== null) {
        const c = compare(v, hi);
        if (c > 0 || (c === 0 && !q.incHi)) return false;
      }
      return true;
    }
  }
}
