// The Lucene subset dotCMS content queries use (reference §1.3): `+`/`-` prefixes, bare terms (should),
// OR/AND/NOT/||/&&, parentheses, `field:(a b)` groups, "quoted phrases", `*`/`?` wildcards,
// `[a TO b]`/`{a TO b}` ranges and `\` escaping. Pure: string in, syntax tree out, LuceneSyntaxError on bad input.

export type Occur = "must" | "should" | "mustNot";

export type LuceneValue =
  | { kind: "term"; text: string; wildcard: boolean }
  | { kind: "phrase"; text: string }
  | { kind: "range"; lo: string; hi: string; incLo: boolean; incHi: boolean };

export type LuceneNode =
  | { kind: "bool"; clauses: { occur: Occur; node: LuceneNode }[] }
  | { kind: "field"; field: string | null; value: LuceneValue }
  | { kind: "all" };

export class LuceneSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`Cannot parse query at ${position}: ${message}`);
    this.name = "LuceneSyntaxError";
  }
}

type Tok =
  | { t: "word"; v: string; wildcard: boolean; pos: number }
  | { t: "phrase"; v: string; pos: number }
  | { t: "op"; v: "+" | "-" | "(" | ")" | ":" | "[" | "]" | "{" | "}"; pos: number }
  | { t: "bool"; v: "AND" | "OR" | "NOT"; pos: number };

const SPECIAL = new Set(["(", ")", ":", "[", "]", "{", "}", '"', " ", "\t", "\n", "\r"]);

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "&" && src[i + 1] === "&") {
      out.push({ t: "bool", v: "AND", pos: i });
      i += 2;
      continue;
    }
    if (c === "|" && src[i + 1] === "|") {
      out.push({ t: "bool", v: "OR", pos: i });
      i += 2;
      continue;
    }
    if (c === "!") {
      out.push({ t: "bool", v: "NOT", pos: i });
      i++;
      continue;
    }
    // `+`/`-` are operators only at the start of a clause (a hyphen inside a word stays part of it).
    if ((c === "+" || c === "-") && (out.length === 0 || !isWordEnd(src, i))) {
      out.push({ t: "op", v: c, pos: i });
      i++;
      continue;
    }
    if ("():[]{}".includes(c)) {
      out.push({ t: "op", v: c as "(", pos: i });
      i++;
      continue;
    }
    if (c === '"') {
      const start = i;
      let v = "";
      i++;
      while (i < src.length && src[i] !== '"') {
        if (src[i] === "\\" && i + 1 < src.length) i++;
        v += src[i++];
      }
      if (i >= src.length) throw new LuceneSyntaxError("unterminated phrase", start);
      i++;
      out.push({ t: "phrase", v, pos: start });
      continue;
    }
    const start = i;
    let v = "";
    let wildcard = false;
    while (i < src.length && !SPECIAL.has(src[i])) {
      if (src[i] === "\\") {
        if (i + 1 >= src.length) throw new LuceneSyntaxError("dangling escape", i);
        v += src[i + 1];
        i += 2;
        continue;
      }
      if (src[i] === "*" || src[i] === "?") wildcard = true;
      v += src[i++];
    }
    if (v === "AND" || v === "OR" || v === "NOT") out.push({ t: "bool", v, pos: start });
    else out.push({ t: "word", v, wildcard, pos: start });
  }
  return out;
}

/** True when the character before `i` ends a word, i.e. `-` at i is a hyphen, not an operator. */
function isWordEnd(src: string, i: number): boolean {
  const prev = src[i - 1];
  return prev !== undefined && !/\s/.test(prev) && !"(:[{".includes(prev);
}

class Parser {
  private i = 0;
  constructor(
    private readonly toks: Tok[],
    private readonly len: number,
  ) {}

  parse(): LuceneNode {
    const node = this.query(false);
    if (this.i < this.toks.length) throw new LuceneSyntaxError("unexpected ')'", this.toks[this.i].pos);
    return node;
  }

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }

  private pos(): number {
    return this.peek()?.pos ?? this.len;
  }

  /** A sequence of clauses up to `)` or the end; AND/OR between clauses adjust their occurrence. */
  private query(nested: boolean): LuceneNode {
    const clauses: { occur: Occur; node: LuceneNode; explicit: boolean }[] = [];
    let pendingConj: "AND" | "OR" | null = null;
    for (;;) {
      const tok = this.peek();
      if (!tok) break;
      if (tok.t === "op" && tok.v === ")") {
        if (!nested) throw new LuceneSyntaxError("unexpected ')'", tok.pos);
        break;
      }
      if (tok.t === "bool" && tok.v !== "NOT") {
        if (clauses.length === 0 || pendingConj) throw new LuceneSyntaxError(`misplaced ${tok.v}`, tok.pos);
        pendingConj = tok.v;
        this.i++;
        continue;
      }
      let occur: Occur | null = null;
      if (tok.t === "op" && (tok.v === "+" || tok.v === "-")) {
        occur = tok.v === "+" ? "must" : "mustNot";
        this.i++;
      } else if (tok.t === "bool" && tok.v === "NOT") {
        occur = "mustNot";
        this.i++;
      }
      const node = this.clause();
      if (pendingConj === "AND") {
        const prev = clauses[clauses.length - 1];
        if (!prev.explicit) prev.occur = "must";
        clauses.push({ occur: occur ?? "must", node, explicit: occur !== null });
      } else {
        clauses.push({ occur: occur ?? "should", node, explicit: occur !== null });
      }
      pendingConj = null;
    }
    if (pendingConj) throw new LuceneSyntaxError(`${pendingConj} without a right-hand side`, this.pos());
    if (clauses.length === 0) {
      if (nested) throw new LuceneSyntaxError("empty group", this.pos());
      return { kind: "all" };
    }
    return { kind: "bool", clauses: clauses.map(({ occur, node }) => ({ occur, node })) };
  }

  private clause(): LuceneNode {
    const tok = this.peek();
    if (!tok) throw new LuceneSyntaxError("expected a term", this.len);
    if (tok.t === "op" && tok.v === "(") {
      this.i++;
      const inner = this.query(true);
      this.expect(")");
      return inner;
    }
    if (tok.t === "word" && this.toks[this.i + 1]?.t === "op" && this.toks[this.i + 1].v === ":") {
      const next = this.toks[this.i + 2];
      if (tok.v === "*" && next?.t === "word" && next.v === "*") {
        this.i += 3;
        return { kind: "all" };
      }
      if (tok.wildcard) throw new LuceneSyntaxError("wildcard in a field name", tok.pos);
      this.i += 2;
      return this.fieldValue(tok.v);
    }
    return this.fieldValue(null);
  }

  private fieldValue(field: string | null): LuceneNode {
    const tok = this.peek();
    if (!tok) throw new LuceneSyntaxError("expected a value", this.len);
    if (tok.t === "word") {
      this.i++;
      return { kind: "field", field, value: { kind: "term", text: tok.v, wildcard: tok.wildcard } };
    }
    if (tok.t === "phrase") {
      this.i++;
      return { kind: "field", field, value: { kind: "phrase", text: tok.v } };
    }
    if (tok.t === "op" && (tok.v === "[" || tok.v === "{")) return this.range(field);
    if (tok.t === "op" && tok.v === "(" && field !== null) {
      // field:(a b -c) — a group whose bare terms all apply to `field`.
      this.i++;
      const inner = this.query(true);
      this.expect(")");
      return bindField(inner, field);
    }
    throw new LuceneSyntaxError(`unexpected '${tok.v}'`, tok.pos);
  }

  private range(field: string | null): LuceneNode {
    const open = this.toks[this.i++] as Tok & { t: "op" };
    const lo = this.word();
    const to = this.peek();
    if (!to || to.t !== "word" || to.v !== "TO") throw new LuceneSyntaxError("expected TO in a range", this.pos());
    this.i++;
    const hi = this.word();
    const close = this.peek();
    if (!close || close.t !== "op" || (close.v !== "]" && close.v !== "}")) {
      throw new LuceneSyntaxError("unterminated range", this.pos());
    }
    this.i++;
    return {
      kind: "field",
      field,
      value: { kind: "range", lo, hi, incLo: open.v === "[", incHi: close.v === "]" },
    };
  }

  private word(): string {
    const tok = this.peek();
    if (!tok || (tok.t !== "word" && tok.t !== "phrase")) throw new LuceneSyntaxError("expected a range bound", this.pos());
    this.i++;
    return tok.v;
  }

  private expect(v: ")"): void {
    const tok = this.peek();
    if (!tok || tok.t !== "op" || tok.v !== v) throw new LuceneSyntaxError(`expected '${v}'`, this.pos());
    this.i++;
  }
}

function bindField(node: LuceneNode, field: string): LuceneNode {
  if (node.kind === "field") return node.field === null ? { ...node, field } : node;
  if (node.kind === "bool") return { kind: "bool", clauses: node.clauses.map((c) => ({ ...c, node: bindField(c.node, field) })) };
  return node;
}

export function parseLucene(query: string): LuceneNode {
  return new Parser(tokenize(query), query.length).parse();
}

/** `a AND b` as a tree: used to prepend `+contentType:X` and `+live:true` the way dotCMS does. */
export function andAll(nodes: LuceneNode[]): LuceneNode {
  return { kind: "bool", clauses: nodes.map((node) => ({ occur: "must" as const, node })) };
}
