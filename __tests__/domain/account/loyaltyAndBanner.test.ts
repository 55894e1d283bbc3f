// src/domain/account/loyalty.ts and hboBanner.ts: the answers of SPEC §7 "POST loyalty tier" and "GET HBO-max banner"
// read into views; unknown shapes are "unavailable", never a crash.
import { readHboBanner, safeLink } from "../../../src/domain/account/hboBanner";
import { readLoyaltyTier } from "../../../src/domain/account/loyalty";

describe("SPEC §7 POST loyalty tier: the view", () => {
  it("a member: tier, points, the next tier and the points to it, the day it is valid to", () => {
    expect(
      readLoyaltyTier({
        applicable: true,
        tier: "Silver",
        points: "1200",
        nextTier: "gold",
        pointsToNextTier: 1300,
        validUntil: "2026-12-31",
      }),
    ).toEqual({ kind: "member", tier: "silver", points: 1200, nextTier: "gold", pointsToNextTier: 1300, validUntil: "2026-12-31" });
  });

  it("the top tier has no next tier (points to it dropped); a bad day is null", () => {
    expect(
      readLoyaltyTier({ applicable: true, tier: "platinum", points: 7000, nextTier: null, pointsToNextTier: 5, validUntil: "31.12.2026" }),
    ).toEqual({
      kind: "member",
      tier: "platinum",
      points: 7000,
      nextTier: null,
      pointsToNextTier: null,
      validUntil: null,
    });
  });

  it("applicable false → notApplicable (no card)", () => {
    expect(readLoyaltyTier({ applicable: false, reason: "not_postpaid" })).toEqual({ kind: "notApplicable" });
  });

  it.each([
    null,
    "text",
    [],
    {},
    { applicable: "yes" },
    { applicable: true, tier: "diamond", points: 10 },
    { applicable: true, tier: "gold", points: -1 },
    { applicable: true, tier: "gold", points: 1.5 },
    { applicable: true, tier: "gold" },
  ])("SPEC §7: an unknown shape %j → unavailable", (raw) => {
    expect(readLoyaltyTier(raw)).toEqual({ kind: "unavailable" });
  });
});

describe("SPEC §7 GET HBO-max banner: the view", () => {
  const banner = {
    id: "hbo",
    title: "HBO Max inclus",
    text: "Activează-l.",
    link: { label: "Activează", url: "https://www.hbomax.com/ro/ro" },
  };

  it("show: title, text and an https link (external)", () => {
    expect(readHboBanner({ show: true, banner })).toEqual({
      kind: "show",
      banner: {
        id: "hbo",
        title: "HBO Max inclus",
        text: "Activează-l.",
        linkLabel: "Activează",
        linkUrl: "https://www.hbomax.com/ro/ro",
        external: true,
      },
    });
  });

  it("a path of this site is an internal link", () => {
    const view = readHboBanner({ show: true, banner: { ...banner, link: { label: "Vezi", url: "/abonamente" } } });
    expect(view).toMatchObject({ kind: "show", banner: { linkUrl: "/abonamente", external: false } });
  });

  it("show false → hidden (no card)", () => {
    expect(readHboBanner({ show: false, reason: "plan_without_hbo_max" })).toEqual({ kind: "hidden" });
  });

  it.each([
    null,
    {},
    { show: "true", banner },
    { show: true },
    { show: true, banner: { ...banner, title: "" } },
    { show: true, banner: { ...banner, link: { label: "x", url: "javascript:alert(1)" } } },
    { show: true, banner: { ...banner, link: { label: "x", url: "http://exemplu.ro" } } },
    { show: true, banner: { ...banner, link: { label: "x", url: "//exemplu.ro/x" } } },
    { show: true, banner: { ...banner, text: "a".repeat(501) } },
  ])("SPEC §7: an unknown or unsafe shape %j → unavailable", (raw) => {
    expect(readHboBanner(raw)).toEqual({ kind: "unavailable" });
  });

  it("safeLink: https or a site path only", () => {
    expect(safeLink("https://a.ro/x")).toEqual({ url: "https://a.ro/x", external: true });
    expect(safeLink("/x")).toEqual({ url: "/x", external: false });
    expect(safeLink("data:text/html,x")).toBeNull();
    expect(safeLink(42)).toBeNull();
  });
});
