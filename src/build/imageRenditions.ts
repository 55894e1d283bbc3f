// Responsive image URLs for CMS pictures, computed once at build time with gatsby-plugin-image's getImageData and
// the CMS's resize route (/dA/<id>/<w>w/75q/<format>, SPEC §9 webp quality 75: domain/content/images.ts). Pages
// then render a plain <picture>: no image runtime in the browser, and the main image is visible as soon as it loads (GatsbyImage keeps
// it transparent until hydration, which delayed LCP by ~1 s on a throttled phone; bench/RESULTS.md).
import { getImageData } from "gatsby-plugin-image";
import { contentImageUrl } from "../domain/content/images";
import type { ImageRendition } from "../domain/shop/model";

/** CSS pixel widths of a listing card's picture and of the product page's. */
export const CARD_IMAGE_WIDTH = 240;
export const HERO_IMAGE_WIDTH = 400;

/** The renditions of the CMS image `imageId` (already checked: imageIdOf) on the content host `contentUrl`. */
export function rendition(contentUrl: string, imageId: string, width: number, source: { width: number; height: number }): ImageRendition {
  const height = Math.round((width * source.height) / Math.max(1, source.width));
  const data = getImageData({
    baseUrl: imageId,
    // Each URL is the domain's contentImageUrl (the CMS's resize route at quality 75); png is the fallback format.
    urlBuilder: ({ baseUrl: id, width: w, format }) =>
      contentImageUrl(contentUrl, id, { width: w, format: format === "png" ? "png" : "webp" }) ?? "",
    pluginName: "aria-cms",
    width,
    height,
    layout: "constrained",
    formats: ["webp", "png"],
    // The CMS draws vector originals, so 2× renditions stay sharp even past the stored size.
    sourceWidth: Math.max(source.width, width * 2),
    sourceHeight: Math.max(source.height, height * 2),
  });
  const clean = (s: string | undefined) => (s ?? "").replace(/\n/g, "");
  return {
    src: data.images.fallback?.src ?? "",
    srcSet: clean(data.images.fallback?.srcSet),
    webpSrcSet: clean(data.images.sources?.[0]?.srcSet),
    sizes: data.images.fallback?.sizes ?? `(min-width: ${width}px) ${width}px, 100vw`,
    width,
    height,
  };
}
