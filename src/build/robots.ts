// robots.txt, written at the end of the build because its Sitemap line needs the site's absolute address.
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /ecare/",
    "Disallow: /dev/",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /business/eshop/checkout",
    "Disallow: /abonamente/portare-cu-portare/checkout",
    "Disallow: /login",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n");
}
