// SPEC §2 "Any path whose first segment is business is treated as the business area, otherwise
// personal. The client type is set to shopebuweb for business paths, else shopcbuweb."

export type Area = "personal" | "business";
export type ShopClient = "shopcbuweb" | "shopebuweb";

function firstSegment(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? "";
  return path.split("/").filter(Boolean)[0] ?? "";
}

export function areaFromPath(pathname: string): Area {
  return firstSegment(pathname).toLowerCase() === "business" ? "business" : "personal";
}

export function shopClientForPath(pathname: string): ShopClient {
  return areaFromPath(pathname) === "business" ? "shopebuweb" : "shopcbuweb";
}

/** Home page of an area: where the personal/business switch leads. */
export function areaHome(area: Area): string {
  return area === "business" ? "/business" : "/";
}
