// Gatsby renders each page's Head export in a separate React tree and wraps it with wrapRootElement too. The root
// wrapper used to be the Chakra provider, so Head exports were marked with pageHead() and left unwrapped. The site has
// no root wrapper any more (no run-time styling), so the mark is not read: pageHead() returns the Head unchanged and
// can be dropped from the pages' and templates' Head exports.
export function pageHead<T extends object>(head: T): T {
  return head;
}
