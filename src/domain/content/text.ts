// Plain text from CMS fields that must not carry markup (titles, texts used in meta tags and labels).
// Fields where HTML is allowed are sanitised with DOMPurify where they are rendered, not here.

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  euro: "€",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  middot: "·",
  bull: "•",
  acirc: "â",
  Acirc: "Â",
  icirc: "î",
  Icirc: "Î",
  abreve: "ă",
  Abreve: "Ă",
  scedil: "ş",
  Scedil: "Ş",
  tcedil: "ţ",
  Tcedil: "Ţ",
};

// Tags that separate words when rendered; inline tags (<strong>60</strong> GB) join their text.
const BLOCK_TAGS = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer", "h1", "h2", "h3",
  "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul",
]); // prettier-ignore

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith("#")) {
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    // Invalid code points (NUL, surrogates, out of range) become the replacement character, as browsers do.
    if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
    return String.fromCodePoint(code);
  }
  return Object.prototype.hasOwnProperty.call(NAMED_ENTITIES, body) ? (NAMED_ENTITIES[body] ?? entity) : entity;
}

/** Text without tags, entities decoded once, whitespace collapsed; '' for anything but a string. */
export function plainText(html: unknown): string {
  if (typeof html !== "string") return "";
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, "")
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    // Quoted attribute values may contain ">".
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_tag, name: string) =>
      BLOCK_TAGS.has(name.toLowerCase()) ? " " : "",
    )
    // Decoded after the tags are gone, so "&lt;b&gt;" stays visible text instead of becoming a tag.
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, decodeEntity);
  return text.replace(/\s+/g, " ").trim();
}
