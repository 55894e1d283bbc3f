import fs from "node:fs";
import path from "node:path";
import { contentImageUrl, imageIdOf, placeholderImageFor, PLACEHOLDER_KINDS } from "../../../src/domain/content/images";

describe("SPEC §3 image identifier from a binary field's path", () => {
  it("is the third segment of /dA/<id>/<field>/<file>", () => {
    expect(imageIdOf({ idPath: "/dA/4a1b2c3d4e/cardImage/card-cbu.svg?language_id=1", path: "/contentAsset/raw-data/x/cardImage" })).toBe(
      "4a1b2c3d4e",
    );
    expect(imageIdOf("/dA/0f1e-2d3c/bannerImage/x.svg")).toBe("0f1e-2d3c");
  });
  it("is null when the path is missing or malformed", () => {
    for (const v of [
      undefined,
      null,
      {},
      { idPath: null },
      { idPath: 7 },
      "",
      "/dA/",
      "dA/abc/x",
      "/contentAsset/raw-data/abc",
      "/dA/../x",
      "/dA/a b/x",
    ]) {
      expect(imageIdOf(v)).toBeNull();
    }
  });
});

describe("SPEC §9 images webp quality 75", () => {
  it("builds the dotCMS filter URL with width, quality and format", () => {
    expect(contentImageUrl("http://cms.test/cms/", "4a1b2c3d4e", { width: 640 })).toBe("http://cms.test/cms/dA/4a1b2c3d4e/640w/75q/webp");
    expect(contentImageUrl("", "4a1b2c3d4e")).toBe("/dA/4a1b2c3d4e/75q/webp");
  });
  it("leaves out a width that is not a positive integer and clamps the quality", () => {
    expect(contentImageUrl("https://c", "abc", { width: 0, quality: 500 })).toBe("https://c/dA/abc/100q/webp");
    expect(contentImageUrl("https://c", "abc", { width: 12.5, quality: Number.NaN })).toBe("https://c/dA/abc/75q/webp");
  });
  it("is null without a usable id", () => {
    expect(contentImageUrl("https://c", null)).toBeNull();
    expect(contentImageUrl("https://c", "")).toBeNull();
    expect(contentImageUrl("https://c", "../etc")).toBeNull();
  });
});

describe("SPEC §9 retail image placeholders used when images are missing", () => {
  it.each(PLACEHOLDER_KINDS)("has a small static SVG for %s", (kind) => {
    const url = placeholderImageFor(kind);
    expect(url).toBe(`/images/placeholders/${kind}.svg`);
    const svg = fs.readFileSync(path.join(__dirname, "../../../static", url), "utf8");
    expect(svg.length).toBeLessThan(1024);
    expect(svg).toMatch(/^<svg [^>]*width="400" height="400"/);
  });
  it("falls back to the plan placeholder for an unknown kind", () => {
    expect(placeholderImageFor("tablet" as never)).toBe("/images/placeholders/plan.svg");
  });
});
