// Product pictures from the CMS through gatsby-plugin-image (responsive webp at SPEC §9 quality 75, lazy below the
// fold, fixed aspect ratio so nothing shifts). Content without a picture gets the retail placeholder (SPEC §9).
import React from "react";
import { GatsbyImage, getImageData, type IUrlBuilderArgs } from "gatsby-plugin-image";
import { IMAGE_WEBP_QUALITY } from "../../domain/constants";
import type { ProductImage as ProductImageModel } from "../../domain/shop/model";

// The CMS resizes on request: /dA/<id>/<width>w/<quality>q/webp (sandbox/src/modules/content/routes/images.ts).
const urlBuilder = ({ baseUrl, width, format }: IUrlBuilderArgs<unknown>) => `${baseUrl}/${width}w/${IMAGE_WEBP_QUALITY}q/${format}`;

export function ProductImage({
  image,
  alt,
  width,
  eager = false,
}: {
  image: ProductImageModel;
  alt: string;
  width: number;
  eager?: boolean;
}): React.ReactElement {
  const height = Math.round((width * image.height) / Math.max(1, image.width));
  if (!image.src) {
    return (
      <img className="product-image" src={image.placeholder} alt={alt} width={width} height={height} loading={eager ? "eager" : "lazy"} />
    );
  }
  const data = getImageData({
    baseUrl: image.src,
    urlBuilder,
    pluginName: "aria-cms",
    width,
    height,
    layout: "constrained",
    // webp for every current browser, png as the <img> fallback (the CMS renders both).
    formats: ["webp", "png"],
    sourceWidth: image.width,
    sourceHeight: image.height,
  });
  return <GatsbyImage className="product-image" image={data} alt={alt} loading={eager ? "eager" : "lazy"} />;
}
