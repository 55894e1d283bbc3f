// Typed access to Gatsby's public page loader (window.___loader): prefetching a page on intent, and
// reading an already-loaded page's context (its PageSettings) when the router decides scrolling.
// Gatsby passes only the location to shouldUpdateScroll, so the page's settings come from here.

interface PageResources {
  json?: { pageContext?: Record<string, unknown> };
  /** The page Gatsby resolved the address to ("/404.html" for an unknown address). */
  page?: { path?: string };
}

interface PublicLoader {
  hovering?: (path: string) => void;
  loadPageSync?: (path: string) => PageResources | undefined;
}

declare global {
  interface Window {
    ___loader?: PublicLoader;
  }
}

function loader(): PublicLoader | undefined {
  return typeof window === "undefined" ? undefined : window.___loader;
}

/** Asks Gatsby to fetch a page's data and code before the user clicks. */
export function prefetchPage(path: string): void {
  if (path.startsWith("/")) loader()?.hovering?.(path);
}

/** The page context of a page Gatsby has loaded (undefined when it has not). */
export function loadedPageContext(pathname: string): Record<string, unknown> | undefined {
  return loader()?.loadPageSync?.(pathname)?.json?.pageContext;
}

/** The page Gatsby resolved a loaded address to: its own path, or "/404.html" when the address is unknown. */
export function loadedPagePath(pathname: string): string | undefined {
  return loader()?.loadPageSync?.(pathname)?.page?.path;
}
