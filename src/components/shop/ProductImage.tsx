// Product pictures from the CMS: a plain <picture> with the build's renditions (webp, png fallback; fixed width and
// height so nothing shifts; lazy below the fold). Content without a picture gets the retail placeholder (SPEC §9).
import React from "react";
import type { ProductImage as ProductImageModel } from "../../domain/shop/model";

export function ProductImage({
  image,
  alt,
  variant,
  eager = false,
}: {
  image: ProductImageModel;
  alt: string;
  variant: "card" | "hero";
  eager?: boolean;
}): React.ReactElement {
  const r = image.src ? image[variant] : undefined;
  const loading = eager ? "eager" : "lazy";
  if (!r) {
    const width = variant === "card" ? 240 : 400;
    const height = Math.round((width * image.height) / Math.max(1, image.width));
    return (
      <img className="product-image" src={image.placeholder} alt={alt} width={width} height={height} loading={loading} decoding="async" />
    );
  }
  return (
    <picture>
      <source type="image/webp" srcSet={r.webpSrcSet} sizes={r.sizes} />
      <img
        className="product-image"
        src={r.src}
        srcSet={r.srcSet}
        sizes={r.sizes}
        alt={alt}
        width={r.width}
        height={r.height}
        loading={loading}
        decoding="async"
        // React 18 knows only the lowercase attribute.
        {...(eager ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
