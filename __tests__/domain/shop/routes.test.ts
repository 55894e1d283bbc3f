import { LISTINGS, inListing, listingProducts, productPath, type ListingDef } from "../../../src/domain/shop/routes";
import type { Facets, ProductKind, ProductSummary, Segment } from "../../../src/domain/shop/model";

function product(id: string, over: Partial<Omit<ProductSummary, "facets">> & { facets?: Partial<Facets> } = {}): ProductSummary {
  const { facets, ...rest } = over;
  return {
    id,
    kind: "plan",
    segment: "CBU",
    category: "abonamente",
    path: `/x/${id}`,
    title: id,
    headlineHtml: "",
    summary: "",
    price: null,
    labels: [],
    image: { src: null, placeholder: "/images/placeholders/plan.svg", width: 400, height: 300 },
    highlights: [],
    facets: { brand: "", serviceType: "", network: "", inStock: true, ...facets },
    orderIndex: 0,
    cartOffer: null,
    ...rest,
  };
}

const listing = (path: string): ListingDef => {
  const def = LISTINGS.find((l) => l.path === path);
  if (!def) throw new Error(`no listing ${path}`);
  return def;
};

describe("SPEC §2 shop routes: product paths", () => {
  it.each<[ProductKind, Segment, string]>([
    ["plan", "CBU", "/abonamente/plan-cbu-smart-15"],
    ["plan", "EBU", "/business/abonamente/plan-cbu-smart-15"],
    ["device", "CBU", "/telefoane/plan-cbu-smart-15"],
    ["device", "EBU", "/business/telefoane/plan-cbu-smart-15"],
    ["bundle", "CBU", "/bundle/plan-cbu-smart-15"],
    ["bundle", "EBU", "/business/bundle/plan-cbu-smart-15"],
    // SIMs and fixed offers are consumer products: one path whatever the segment.
    ["sim", "CBU", "/cartela/plan-cbu-smart-15"],
    ["sim", "EBU", "/cartela/plan-cbu-smart-15"],
    ["fixed", "CBU", "/fixe/plan-cbu-smart-15"],
    ["fixed", "EBU", "/fixe/plan-cbu-smart-15"],
  ])("%s × %s → %s", (kind, segment, path) => {
    expect(productPath(kind, segment, "PLAN-CBU-SMART-15")).toBe(path);
  });

  it("slugs the id (lowercase ASCII, dashes)", () => {
    expect(productPath("device", "CBU", "Nordia X5 Pro 256GB / Negru")).toBe("/telefoane/nordia-x5-pro-256gb-negru");
    expect(productPath("plan", "CBU", "Ofertă ștează")).toBe("/abonamente/oferta-steaza");
  });

  it("every business product path is in the business area (first segment business)", () => {
    for (const kind of ["plan", "device", "bundle"] as const) {
      expect(productPath(kind, "EBU", "x").split("/")[1]).toBe("business");
      expect(productPath(kind, "CBU", "x").split("/")[1]).not.toBe("business");
    }
  });
});

describe("SPEC §2 shop routes: listings", () => {
  it.each([
    ["/abonamente/portare-cu-portare", "CBU", "MNP"],
    ["/abonamente/portare-cu-portare-cu-telefon", "CBU", "MNP"],
    ["/business/eshop/oferte-business", "EBU", "ACQ"],
    ["/business/eshop/oferte-clienti-existenti", "EBU", "RET"],
  ] as const)("covers the SPEC shop route %s (%s, flow %s)", (path, segment, flow) => {
    expect(listing(path)).toMatchObject({ segment, flow });
  });

  it("listing paths are unique and each listing's segment matches its area", () => {
    const paths = LISTINGS.map((l) => l.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const l of LISTINGS) expect(l.path.startsWith("/business")).toBe(l.segment === "EBU");
  });

  it("port-in with a phone lists bundles; business offers list plans and bundles; existing-customer offers list plans", () => {
    expect(listing("/abonamente/portare-cu-portare").kinds).toEqual(["plan"]);
    expect(listing("/abonamente/portare-cu-portare-cu-telefon").kinds).toEqual(["bundle"]);
    expect([...listing("/business/eshop/oferte-business").kinds].sort()).toEqual(["bundle", "plan"]);
    expect(listing("/business/eshop/oferte-clienti-existenti").kinds).toEqual(["plan"]);
  });
});

describe("SPEC §2 shop routes: which products a listing shows", () => {
  it("kind must be one of the listing's kinds", () => {
    expect(inListing(listing("/abonamente"), product("p"))).toBe(true);
    expect(inListing(listing("/abonamente"), product("d", { kind: "device", category: "telefoane" }))).toBe(false);
  });

  it("plans, devices and bundles follow the listing's segment", () => {
    const cbuPlan = product("c");
    const ebuPlan = product("e", { segment: "EBU" });
    expect(inListing(listing("/abonamente"), cbuPlan)).toBe(true);
    expect(inListing(listing("/abonamente"), ebuPlan)).toBe(false);
    expect(inListing(listing("/business/abonamente"), ebuPlan)).toBe(true);
    expect(inListing(listing("/business/abonamente"), cbuPlan)).toBe(false);
    const ebuBundle = product("b", { kind: "bundle", segment: "EBU", category: "bundle" });
    expect(inListing(listing("/business/eshop/oferte-business"), ebuBundle)).toBe(true);
    expect(inListing(listing("/abonamente/portare-cu-portare-cu-telefon"), ebuBundle)).toBe(false);
    expect(inListing(listing("/business/telefoane"), product("d", { kind: "device", segment: "CBU", category: "telefoane" }))).toBe(false);
  });

  it("SIMs and fixed offers are consumer products: shown on their listings whatever segment the content says", () => {
    expect(inListing(listing("/cartela"), product("s", { kind: "sim", segment: "EBU", category: "cartela" }))).toBe(true);
    expect(inListing(listing("/fixe"), product("f", { kind: "fixed", segment: "EBU", category: "fixe" }))).toBe(true);
    // ...and no business listing shows them.
    for (const def of LISTINGS.filter((l) => l.segment === "EBU")) {
      expect(inListing(def, product("s", { kind: "sim", segment: "EBU" }))).toBe(false);
      expect(inListing(def, product("f", { kind: "fixed", segment: "EBU" }))).toBe(false);
    }
  });

  it("category narrows devices to phones or MiFi", () => {
    const phone = product("ph", { kind: "device", category: "telefoane" });
    const mifi = product("mi", { kind: "device", category: "mifi" });
    expect(inListing(listing("/telefoane"), phone)).toBe(true);
    expect(inListing(listing("/telefoane"), mifi)).toBe(false);
    expect(inListing(listing("/mifi"), mifi)).toBe(true);
    expect(inListing(listing("/mifi"), phone)).toBe(false);
    // The business phone listing has no category: every business device.
    expect(inListing(listing("/business/telefoane"), { ...mifi, segment: "EBU" })).toBe(true);
  });

  it("service type narrows fixed offers; /fixe shows them all", () => {
    const internet = product("i", { kind: "fixed", category: "fixe", facets: { serviceType: "INTERNET" } });
    const tv = product("t", { kind: "fixed", category: "fixe", facets: { serviceType: "TV" } });
    const both = product("b", { kind: "fixed", category: "fixe", facets: { serviceType: "BUNDLE" } });
    expect([internet, tv, both].filter((p) => inListing(listing("/fixe"), p))).toHaveLength(3);
    expect([internet, tv, both].filter((p) => inListing(listing("/fixe/internet"), p))).toEqual([internet]);
    expect([internet, tv, both].filter((p) => inListing(listing("/fixe/tv"), p))).toEqual([tv]);
    expect([internet, tv, both].filter((p) => inListing(listing("/fixe/pachete"), p))).toEqual([both]);
  });

  it("listingProducts: only the listing's products, by orderIndex then title (Romanian collation)", () => {
    const products = [
      product("late", { orderIndex: 5 }),
      product("ba", { title: "Ba", orderIndex: 1 }),
      product("ebu", { segment: "EBU", orderIndex: 0 }),
      product("ala", { title: "Ăla", orderIndex: 1 }),
      product("first", { orderIndex: 0 }),
      product("az", { title: "Az", orderIndex: 1 }),
      product("dev", { kind: "device", category: "telefoane", orderIndex: 0 }),
    ];
    expect(listingProducts(listing("/abonamente"), products).map((p) => p.id)).toEqual(["first", "az", "ala", "ba", "late"]);
    expect(listingProducts(listing("/business/abonamente"), products).map((p) => p.id)).toEqual(["ebu"]);
    expect(products[0]?.id).toBe("late"); // input untouched
  });
});
