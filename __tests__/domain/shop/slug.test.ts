import { slugify } from "../../../src/domain/shop/slug";

describe("URL slugs", () => {
  it("lowercase ASCII words joined by dashes", () => {
    expect(slugify("Smart 15 – Ofertă")).toBe("smart-15-oferta");
    expect(slugify("PLAN-CBU-SMART-15")).toBe("plan-cbu-smart-15");
  });

  it("maps Romanian letters in both comma-below and cedilla forms, upper and lower case", () => {
    expect(slugify("ăâîșşțţ")).toBe("aaisstt");
    expect(slugify("ĂÂÎȘŞȚŢ")).toBe("aaisstt");
    expect(slugify("Țară și Ştefan")).toBe("tara-si-stefan");
  });

  it("strips other accents", () => {
    expect(slugify("Café Zürich Ñandú")).toBe("cafe-zurich-nandu");
  });

  it("collapses runs of other characters and trims dashes", () => {
    expect(slugify("  --Nordia   X5 / 256GB!!--  ")).toBe("nordia-x5-256gb");
    expect(slugify("a__b..c")).toBe("a-b-c");
  });

  it("is idempotent", () => {
    const once = slugify("Internet acasă 1 Gbps + TV");
    expect(slugify(once)).toBe(once);
  });

  it("gives '' for nothing usable", () => {
    expect(slugify("")).toBe("");
    expect(slugify("—/—")).toBe("");
    expect(slugify("日本")).toBe("");
    expect(slugify(undefined as unknown as string)).toBe("");
    expect(slugify(null as unknown as string)).toBe("");
  });
});
