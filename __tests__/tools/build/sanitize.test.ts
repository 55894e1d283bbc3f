// Build-time sanitising of CMS rich text (src/build/sanitize.ts: DOMPurify on a jsdom window).
import { JSDOM } from "jsdom";
import { sanitizeWithReport } from "../../../src/build/sanitize";

const sanitizeHtml = (html: unknown): string => sanitizeWithReport(html).html;

/** The sanitised HTML as a DOM fragment, to look at what is left. */
const parse = (html: string) => JSDOM.fragment(`<div>${html}</div>`).firstElementChild as Element;

describe("CMS rich text: unsafe markup removed", () => {
  it.each([
    ["a script after content", "<p>Ofertă</p><script>alert(1)</script>", "<p>Ofertă</p>"],
    // Parsed into <head> by the HTML parser: must still be removed and counted.
    ["a script before content", "<script>alert(1)</script><p>Ofertă</p>", "<p>Ofertă</p>"],
    ["a style block", "<style>body{display:none}</style><p>Ofertă</p>", "<p>Ofertă</p>"],
    ["an iframe", '<p>Video</p><iframe src="https://evil.example/"></iframe>', "<p>Video</p>"],
    ["an object", '<object data="x.swf"></object><p>a</p>', "<p>a</p>"],
    ["a form", '<form action="https://evil.example"><input name="card"></form><p>a</p>', "<p>a</p>"],
  ])("%s", (_what, dirty, clean) => {
    const { html, removed } = sanitizeWithReport(dirty);
    expect(html).toBe(clean);
    expect(removed).toBeGreaterThan(0);
  });

  it("event handlers are removed, the element kept", () => {
    const { html, removed } = sanitizeWithReport('<p onclick="steal()" onmouseover="x()">Text</p><img src="/a.png" onerror="x()">');
    const root = parse(html);
    expect(root.querySelector("p")?.textContent).toBe("Text");
    expect(root.querySelector("img")?.getAttribute("src")).toBe("/a.png");
    expect(html).not.toMatch(/on(click|mouseover|error)/i);
    expect(removed).toBe(3);
  });

  it.each(["javascript:alert(1)", " JaVaScRiPt:alert(1)", "vbscript:msgbox(1)", "data:text/html;base64,PHNjcmlwdD4="])(
    "a %s link becomes its plain text (no address-less <a>, which is neither crawlable nor usable)",
    (href) => {
      const { html, removed } = sanitizeWithReport(`<p>Vezi <a href="${href}">aici</a>.</p>`);
      expect(parse(html).querySelector("a")).toBeNull();
      expect(html).toBe("<p>Vezi aici.</p>");
      expect(removed).toBe(1);
    },
  );

  it("protocol-relative links and non-http image sources are removed (and counted)", () => {
    const { html, removed } = sanitizeWithReport('<a href="//evil.example/x">x</a><img src="data:image/png;base64,AAAA" alt="a">');
    const root = parse(html);
    expect(root.querySelector("a")).toBeNull();
    expect(root.textContent).toContain("x");
    expect(root.querySelector("img")?.hasAttribute("src")).toBe(false);
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("a");
    expect(removed).toBe(2);
  });

  it("inline styles and ids are dropped", () => {
    const { html } = sanitizeWithReport('<p style="position:fixed" id="x">a</p>');
    expect(html).toBe("<p>a</p>");
  });
});

describe("CMS rich text: safe markup kept", () => {
  it("formatting, lists, headings, tables and safe links pass unchanged and nothing is reported", () => {
    const safe = [
      "<h2>Titlu</h2>",
      "<p><strong>60 GB</strong> și <em>minute</em> <u>nelimitate</u><br><small>cu TVA</small></p>",
      "<ul><li>unu</li></ul><ol><li>doi</li></ol>",
      '<p><a href="https://aria.ro/abonamente" title="Abonamente">http</a> <a href="/roaming">relativ</a> ',
      '<a href="mailto:contact@aria.ro">mail</a> <a href="tel:0800800800">tel</a> <a href="#sus">ancoră</a></p>',
      '<img src="https://cdn.aria.ro/a.png" alt="Telefon" width="100" height="50">',
      '<table><thead><tr><th scope="col">Serviciu</th></tr></thead><tbody><tr><td class="pret">1 €</td></tr></tbody></table>',
    ].join("");
    expect(sanitizeWithReport(safe)).toEqual({ html: safe, removed: 0 });
  });

  it("plain text and text with entities are kept", () => {
    expect(sanitizeWithReport("Doar text")).toEqual({ html: "Doar text", removed: 0 });
    expect(sanitizeWithReport("5 &lt; 6 &amp; 7")).toEqual({ html: "5 &lt; 6 &amp; 7", removed: 0 });
  });

  it("target=_blank links get rel=noopener noreferrer", () => {
    const a = parse(sanitizeHtml('<a href="https://x.ro" target="_blank" rel="opener">x</a>')).querySelector("a");
    expect(a?.getAttribute("target")).toBe("_blank");
    expect(a?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("unclosed tags are closed, surrounding whitespace trimmed", () => {
    expect(sanitizeHtml("<p><strong>60 GB")).toBe("<p><strong>60 GB</strong></p>");
    expect(sanitizeHtml("  <p>a</p>\n  ")).toBe("<p>a</p>");
  });
});

describe("CMS rich text: what `removed` counts", () => {
  it("only the author's elements and attributes, never the document wrapper", () => {
    expect(sanitizeWithReport("<p>a</p>").removed).toBe(0);
    expect(sanitizeWithReport("<p>a</p><script>1</script>").removed).toBe(1);
    expect(sanitizeWithReport("<script>1</script><script>2</script>").removed).toBe(2);
    expect(sanitizeWithReport('<p onclick="a()">a</p><iframe></iframe>').removed).toBe(2);
  });

  it("is per call (a dirty call does not leak into the next)", () => {
    sanitizeWithReport("<script>1</script><iframe></iframe>");
    expect(sanitizeWithReport("<p>ok</p>").removed).toBe(0);
  });
});

describe("CMS rich text: anything but a string", () => {
  it.each([undefined, null, 42, true, {}, ["<p>a</p>"], "", "   "])("%p → ''", (value) => {
    expect(sanitizeWithReport(value)).toEqual({ html: "", removed: 0 });
    expect(sanitizeHtml(value)).toBe("");
  });
});
