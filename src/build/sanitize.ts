// CMS rich text is sanitised once, at build time, with DOMPurify on a jsdom window: pages then carry only safe
// HTML and the browser never downloads a sanitiser. Allowed: text formatting, lists, headings, links (http(s),
// mailto, tel, site-relative), images (http(s) or site-relative). Scripts, handlers, styles and iframes go.
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const purifier = createDOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis);

const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "small",
  "span",
  "div",
  "section",
  "ul",
  "ol",
  "li",
  "a",
  "h2",
  "h3",
  "h4",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];
const ALLOWED_ATTR = ["href", "title", "class", "src", "alt", "width", "height", "target", "rel", "scope"];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

purifier.addHook("afterSanitizeAttributes", (node) => {
  for (const attr of ["href", "src"]) {
    const v = node.getAttribute(attr);
    if (v !== null && !SAFE_URL.test(v.trim())) {
      // Counted like DOMPurify's own removals, so the build names the content item.
      purifier.removed.push({ attribute: node.getAttributeNode(attr), from: node });
      node.removeAttribute(attr);
    }
  }
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
  // A link left without an address is not a link: keep its text (an <a> with no href is neither crawlable nor usable).
  if (node.tagName === "A" && !node.hasAttribute("href")) node.replaceWith(...Array.from(node.childNodes));
});

/** Safe HTML for rendering; '' for anything that is not a string. `removed` counts what DOMPurify dropped. */
export function sanitizeWithReport(html: unknown): { html: string; removed: number } {
  if (typeof html !== "string" || !html.trim()) return { html: "", removed: 0 };
  // FORCE_BODY: without it a leading <script>, <style>, <meta>… is parsed into <head> and dropped unseen (not in `removed`).
  const clean = purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, FORCE_BODY: true }).trim();
  // DOMPurify also lists the <body> wrapper it parsed into and the <remove> marker FORCE_BODY adds; only the
  // author's elements and attributes count.
  const removed = purifier.removed.filter(
    (r) => !("element" in r) || !["BODY", "HEAD", "HTML", "REMOVE"].includes((r.element as Element).nodeName),
  ).length;
  return { html: clean, removed };
}
