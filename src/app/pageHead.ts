// Gatsby renders each page's Head export in a separate React tree and wraps it with wrapRootElement too. Our root
// wrapper is the Chakra provider, whose global stylesheet (~26 KB) was then rendered a second time into <head> and,
// in the browser, inserted again on every page: a full style recalculation on a phone for nothing, since Head
// components render plain tags. Head exports are marked with pageHead(), and wrapRoot leaves them unwrapped.
import React from "react";

const HEAD = Symbol.for("aria.pageHead");

export function pageHead<T extends object>(head: T): T {
  (head as unknown as Record<symbol, boolean>)[HEAD] = true;
  return head;
}

export function isPageHead(element: React.ReactNode): boolean {
  return (
    React.isValidElement(element) &&
    typeof element.type === "function" &&
    (element.type as unknown as Record<symbol, unknown>)[HEAD] === true
  );
}
