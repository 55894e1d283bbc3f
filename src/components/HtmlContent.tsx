// Rich text from the CMS. The HTML was sanitised at build time (src/build/sanitize.ts, DOMPurify), so no script,
// event handler or javascript: link reaches a page; the browser never downloads a sanitiser.
import React from "react";

export function HtmlContent({
  html,
  className,
  as = "div",
}: {
  html: string;
  className?: string;
  as?: "div" | "span";
}): React.ReactElement | null {
  if (!html) return null;
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
