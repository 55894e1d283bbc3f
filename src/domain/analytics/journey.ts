// SPEC §4 data-layer "journey" (docs/decisions.md, "Analytics journey"): the sales flow a page belongs to when its path
// says it (SPEC §9 "Flows include ACQ, MNP, MFP, RET"; SPEC §3 flow type FIX for fixed services), "ecare" for
// self-care, "checkout" for the carts and checkouts whose flow is the cart's and not the path's, else "browse" (homes,
// search, assistance, roaming, sign-in, error pages). No route names MFP today, so no page gets it.
// The listing paths repeat shop/routes.ts LISTINGS (not loaded by every page); __tests__/domain/analytics/journey.test.ts
// fails when they drift.
import { cartPathFor, checkoutPathFor } from "../shop/cartOffer";
import { isWithin, pagePath } from "./route";

export type Journey = "ACQ" | "MNP" | "RET" | "FIX" | "ecare" | "checkout" | "browse";

/** First match wins: a path and everything under it (listing → its products, the port-in listing → its checkout). */
const BY_ROOT: ReadonlyArray<readonly [string, Journey]> = [
  ["/ecare", "ecare"],
  ["/business/assurance", "ecare"],
  ["/abonamente/portare-cu-portare", "MNP"],
  ["/abonamente/portare-cu-portare-cu-telefon", "MNP"],
  ["/business/eshop/oferte-clienti-existenti", "RET"],
  ["/fixe", "FIX"],
  ...["/abonamente", "/telefoane", "/mifi", "/cartela", "/bundle"].map((root) => [root, "ACQ"] as const),
  ...["/business/abonamente", "/business/telefoane", "/business/bundle", "/business/eshop/oferte-business"].map(
    (root) => [root, "ACQ"] as const,
  ),
  // The carts and checkouts (the port-in checkout is under its listing, MNP above).
  ...(["personal", "business"] as const).flatMap((area) => [
    [checkoutPathFor(area), "checkout"] as const,
    [cartPathFor(area), "checkout"] as const,
  ]),
];

export function journeyFor(pathname: string): Journey {
  const path = pagePath(pathname);
  return BY_ROOT.find(([root]) => isWithin(path, root))?.[1] ?? "browse";
}
