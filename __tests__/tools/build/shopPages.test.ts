// Every static shop page the build creates (src/build/shopPages.ts), from a hand-made catalogue and CMS data.
import { searchIndex, shopPages, titleFromPath, type PageSpec } from "../../../src/build/shopPages";
import type { Catalogue } from "../../../src/build/catalogue";
import type { ShopCatalogueData } from "../../../src/build/cmsQuery";
import type { ProductDetail, ProductKind, Segment } from "../../../src/domain/shop/model";
import { LISTINGS, productPath } from "../../../src/domain/shop/routes";
import { DEFAULT_PAGE_SETTINGS } from "../../../src/domain/pageSettings";
import type { WidgetView } from "../../../src/domain/shop/model";
import type { FaqView } from "../../../src/domain/shop/faq";
import type { RoamingCountryView, RoamingOfferView } from "../../../src/domain/shop/roaming";

function product(id: string, kind: ProductKind, segment: Segment, over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id,
    kind,
    segment,
    category: kind === "device" ? "telefoane" : kind === "plan" ? "abonamente" : kind === "sim" ? "cartela" : kind,
    path: productPath(kind, segment, id),
    title: `Titlu ${id}`,
    headlineHtml: "",
    summary: `Rezumat ${id}`,
    price: { price: 10, fullPrice: null, currency: "EUR", recurring: true },
    labels: [],
    image: { src: null, placeholder: `/images/placeholders/${kind}.svg`, width: 400, height: 300 },
    highlights: [],
    facets: { brand: "", serviceType: "", network: "", inStock: true },
    orderIndex: 1,
    cartOffer: null,
    description: `Descriere ${id}`,
    details: [["Internet", "60 GB"]],
    benefits: [{ title: "Roaming", value: "5 GB", icon: "" }],
    extraBenefits: [],
    components: [],
    ...over,
  };
}

const PRODUCTS: ProductDetail[] = [
  product("PLAN-A", "plan", "CBU", { orderIndex: 2, labels: [{ key: "5g", text: "Super 5G", colour: "", textColour: "" }] }),
  product("PLAN-B", "plan", "CBU", { orderIndex: 1 }),
  product("PLAN-E", "plan", "EBU"),
  product("DEV-A", "device", "CBU", { facets: { brand: "Nordia", serviceType: "", network: "5G", inStock: true } }),
  product("DEV-E", "device", "EBU"),
  product("SIM-A", "sim", "CBU"),
  product("FIX-NET", "fixed", "CBU", { category: "fixe", facets: { brand: "", serviceType: "INTERNET", network: "", inStock: true } }),
  product("BUN-A", "bundle", "CBU", { components: ["PLAN-A", "DEV-A", "GONE"] }),
];

const EXTRA = { id: "EB-1", headline: "Muzică", icon: "music", subtitle: "", descriptionHtml: "<p>x</p>", disclaimer: "" };

function data(over: Partial<ShopCatalogueData> = {}): ShopCatalogueData {
  return {
    plans: [],
    devices: [],
    sims: [],
    fixed: [],
    bundles: [],
    addOns: [
      {
        externalId: "ROAM-EU-5GB",
        title: "Roaming <b>5 GB</b>",
        description: "Pentru UE",
        prices: [{ priceType: "basePrice", price: { taxIncludedAmount: { unit: "EUR", value: 5 } } }],
      },
    ],
    pages: [
      {
        identifier: "pg-abonamente",
        url: "/abonamente",
        title: "Abonamente mobile",
        seoDescription: "Alege abonamentul",
        darkMode: "true",
        theme: "promo",
        scrollBehaviour: "top",
        widgets: [{ identifier: "w-stamp" }, { identifier: "w-missing" }],
      },
      { identifier: "pg-fixe", url: "/fixe/", title: "Internet acasă" },
      { identifier: "pg-biz", url: "/business/abonamente", title: "Abonamente business" },
      { identifier: "pg-broken", title: "Fără URL" },
    ],
    countries: [
      { identifier: "c-it", title: "Italia", zone: "UE", offers: ["ROAM-EU-5GB", "ROAM-NOPE"] },
      { identifier: "c-ro", title: "România", zone: "UE" },
      { identifier: "c-it2", title: "Italia", zone: "UE", slug: "italia" },
      { identifier: "c-anon", zone: "UE" },
    ],
    faq: [
      {
        identifier: "faq-1",
        question: "Cum activez <b>roaming</b>?",
        answer: "<p>Din cont.</p><script>x()</script>",
        topic: "Roaming",
        orderIndex: 1,
      },
      { identifier: "faq-2", question: "Cum plătesc factura?", answer: "<p>Online.</p>", area: "personal" },
      { identifier: "faq-3", question: "Cine e consultantul meu?", answer: "<p>Sună-ne.</p>", area: "business", topic: "Cont" },
      { identifier: "faq-4", question: "<p></p>", answer: "<p>Fără întrebare</p>" },
    ],
    ...over,
  };
}

function run(d: ShopCatalogueData = data(), products: ProductDetail[] = PRODUCTS) {
  const logs: string[] = [];
  const catalogue: Catalogue = { products, extraBenefits: { "abonamente-cbu": [EXTRA], fixe: [] } };
  const widgets = new Map<string, WidgetView>([["w-stamp", { id: "w-stamp", html: "<p>Livrare gratuită</p>" }]]);
  const pages = shopPages({ data: d, catalogue, widgets, log: (m) => void logs.push(m) });
  const page = (path: string): PageSpec => {
    const found = pages.filter((p) => p.path === path);
    if (found.length !== 1) throw new Error(`${found.length} pages at ${path}`);
    return found[0] as PageSpec;
  };
  return { pages, logs, page };
}

const listingOf = (p: PageSpec) =>
  p.context.listing as {
    title: string;
    lead: string;
    flow: string;
    products: Record<string, unknown>[];
    extraBenefits: unknown[];
    widgets: WidgetView[];
  };

describe("SPEC §2 shop routes: the pages built", () => {
  it("one page per path: homes, every listing, every product, search, assistance, roaming", () => {
    const { pages } = run();
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const def of LISTINGS) expect(pages.find((p) => p.path === def.path)?.template).toBe("Listing");
    for (const pr of PRODUCTS) expect(pages.find((p) => p.path === pr.path)?.template).toBe("Product");
    const templates = Object.fromEntries(pages.map((p) => [p.path, p.template]));
    expect(templates).toMatchObject({
      "/": "Home",
      "/business": "Home",
      "/rezultate": "Search",
      "/business/rezultate": "Search",
      "/asistenta": "Assistance",
      "/business/asistenta": "Assistance",
      "/roaming": "Roaming",
      "/roaming/italia": "RoamingCountry",
      "/roaming/romania": "RoamingCountry",
    });
    expect(pages).toHaveLength(2 + LISTINGS.length + PRODUCTS.length + 2 + 2 + 1 + 2);
  });

  it("every page carries page settings and SEO", () => {
    for (const p of run().pages) {
      expect(p.context.pageSettings).toEqual(expect.objectContaining({ theme: expect.any(String) }));
      expect(p.context.seo).toEqual(expect.any(Object));
    }
  });
});

describe("listing pages", () => {
  it("carry card summaries only (no details, benefits, description, extra benefits or components)", () => {
    const { pages } = run();
    for (const p of pages.filter((x) => x.template === "Listing")) {
      for (const card of listingOf(p).products) {
        for (const key of ["details", "benefits", "description", "extraBenefits", "components"]) expect(card).not.toHaveProperty(key);
        expect(card).toEqual(expect.objectContaining({ id: expect.any(String), path: expect.any(String), facets: expect.any(Object) }));
      }
    }
  });

  it("list the listing's products in the editors' order, with its flow and extra-benefit group", () => {
    const { page } = run();
    const plans = listingOf(page("/abonamente"));
    expect(plans.products.map((p) => p.id)).toEqual(["PLAN-B", "PLAN-A"]);
    expect(plans.flow).toBe("ACQ");
    expect(plans.extraBenefits).toEqual([EXTRA]);
    expect(listingOf(page("/abonamente/portare-cu-portare")).flow).toBe("MNP");
    expect(listingOf(page("/abonamente/portare-cu-portare-cu-telefon")).products.map((p) => p.id)).toEqual(["BUN-A"]);
    expect(listingOf(page("/business/eshop/oferte-business")).products.map((p) => p.id)).toEqual(["PLAN-E"]);
    expect(listingOf(page("/business/eshop/oferte-clienti-existenti")).flow).toBe("RET");
    expect(listingOf(page("/fixe/internet")).products.map((p) => p.id)).toEqual(["FIX-NET"]);
    expect(listingOf(page("/fixe/tv")).products).toEqual([]);
    // A listing without a group has no extra benefits; a group the CMS lacks gives an empty list.
    expect(listingOf(page("/telefoane")).extraBenefits).toEqual([]);
    expect(listingOf(page("/business/abonamente")).extraBenefits).toEqual([]);
  });

  it("title, lead and widgets from the CMS page; unknown widgets dropped", () => {
    const { page } = run();
    const p = page("/abonamente");
    expect(listingOf(p)).toMatchObject({ title: "Abonamente mobile", lead: "Alege abonamentul" });
    expect(listingOf(p).widgets).toEqual([{ id: "w-stamp", html: "<p>Livrare gratuită</p>" }]);
    expect(p.context.seo).toEqual({ title: "Abonamente mobile", description: "Alege abonamentul" });
  });

  it("without a CMS page: the last path segment, readable, as title, and the path is logged", () => {
    const { page, logs } = run();
    expect(listingOf(page("/telefoane")).title).toBe("Telefoane");
    expect(logs).toContain("Content: no CMS page for /telefoane; default title and settings used");
  });
});

describe("SPEC §2 page settings from the CMS page", () => {
  it("dark mode, theme and scroll behaviour come from the page of the same URL", () => {
    const { page } = run();
    expect(page("/abonamente").context.pageSettings).toEqual({ darkMode: true, theme: "promo", scrollBehaviour: "top" });
  });

  it("a trailing slash in the CMS URL still matches", () => {
    const { page, logs } = run();
    expect(listingOf(page("/fixe")).title).toBe("Internet acasă");
    expect(logs.some((m) => m.includes("no CMS page for /fixe;"))).toBe(false);
  });

  it("consumer paths without a CMS page get the defaults", () => {
    expect(run().page("/telefoane").context.pageSettings).toEqual(DEFAULT_PAGE_SETTINGS);
  });

  it("business paths get the business theme: without a CMS page (logged), or with one that sets no theme", () => {
    const { page, logs } = run();
    expect(page("/business/telefoane").context.pageSettings).toEqual({ ...DEFAULT_PAGE_SETTINGS, theme: "business" });
    expect(logs).toContain("Content: no CMS page for /business/telefoane; default title and settings used");
    expect(page("/business/abonamente").context.pageSettings).toMatchObject({ theme: "business" });
    expect(page("/business").context.pageSettings).toMatchObject({ theme: "business" });
  });

  it("a CMS page without a URL is skipped and named", () => {
    expect(run().logs).toContain("Content: page pg-broken: no URL, skipped");
  });
});

describe("product pages", () => {
  type ProductContext = {
    product: ProductDetail;
    trail: { to: string; label: string }[];
    components: { id: string; title: string; path: string }[];
  };
  const productOf = (p: PageSpec) => p.context.product as ProductContext;

  it("carry the full product, with SEO from it", () => {
    const p = run().page("/abonamente/plan-a");
    expect(productOf(p).product).toBe(PRODUCTS[0]);
    expect(p.context.seo).toEqual({ title: "Titlu PLAN-A", description: "Rezumat PLAN-A" });
  });

  it("breadcrumb trail: the area home, then the parent listing (its CMS title, else a title from its path)", () => {
    const { page } = run();
    expect(productOf(page("/abonamente/plan-a")).trail).toEqual([
      { to: "/", label: "Acasă" },
      { to: "/abonamente", label: "Abonamente mobile" },
    ]);
    expect(productOf(page("/business/telefoane/dev-e")).trail).toEqual([
      { to: "/business", label: "Acasă" },
      { to: "/business/telefoane", label: "Telefoane" },
    ]);
    expect(productOf(page("/cartela/sim-a")).trail[1]).toEqual({ to: "/cartela", label: "Cartela" });
  });

  it("page settings of the parent listing's CMS page, else the area default", () => {
    const { page } = run();
    expect(page("/abonamente/plan-b").context.pageSettings).toEqual({ darkMode: true, theme: "promo", scrollBehaviour: "top" });
    expect(page("/business/telefoane/dev-e").context.pageSettings).toMatchObject({ theme: "business" });
    expect(page("/telefoane/dev-a").context.pageSettings).toEqual(DEFAULT_PAGE_SETTINGS);
  });

  it("a bundle lists its known components with their titles and paths", () => {
    expect(productOf(run().page("/bundle/bun-a")).components).toEqual([
      { id: "PLAN-A", title: "Titlu PLAN-A", path: "/abonamente/plan-a" },
      { id: "DEV-A", title: "Titlu DEV-A", path: "/telefoane/dev-a" },
    ]);
  });
});

describe("homes and search pages", () => {
  it("each home features its own area's plans first, then in-stock devices, as summaries", () => {
    const products = [
      ...PRODUCTS,
      product("DEV-OUT", "device", "CBU", { orderIndex: 0, facets: { brand: "", serviceType: "", network: "", inStock: false } }),
    ];
    const { page } = run(data(), products);
    const home = (path: string) => (page(path).context.home as { featured: Record<string, unknown>[] }).featured;
    expect(home("/").map((p) => p.id)).toEqual(["PLAN-B", "PLAN-A", "DEV-A"]);
    expect(home("/business").map((p) => p.id)).toEqual(["PLAN-E", "DEV-E"]);
    for (const card of home("/")) expect(card).not.toHaveProperty("details");
  });

  it("the consumer home keeps the brand title (no SEO title)", () => {
    expect(run().page("/").context.seo.title).toBeUndefined();
  });

  it("search pages fall back to a default title", () => {
    const { page } = run();
    expect(page("/rezultate").context).toMatchObject({ title: "Rezultatele căutării" });
    expect(page("/business/rezultate").context.pageSettings).toMatchObject({ theme: "business" });
  });
});

describe("assistance pages: FAQ", () => {
  const faqOf = (p: PageSpec) => p.context.faq as FaqView[];

  it("split by area (no area = personal)", () => {
    const { page } = run();
    expect(faqOf(page("/asistenta")).map((f) => f.id)).toEqual(["faq-1", "faq-2"]);
    expect(faqOf(page("/business/asistenta")).map((f) => f.id)).toEqual(["faq-3"]);
  });

  it("HTML in a question is stripped and named; an unsafe answer is cleaned and named", () => {
    const { page, logs } = run();
    const first = faqOf(page("/asistenta"))[0];
    expect(first?.question).toBe("Cum activez roaming?");
    expect(first?.answerHtml).toBe("<p>Din cont.</p>");
    expect(logs).toContain("Content: FAQ faq-1: HTML removed from the question");
    expect(logs).toContain("Content: FAQ faq-1: unsafe HTML removed from the answer");
    expect(logs.filter((m) => m.includes("faq-2") || m.includes("faq-3"))).toEqual([]);
  });

  it("a FAQ item without a question is skipped and named; topic and order default", () => {
    const { page, logs } = run();
    expect(faqOf(page("/asistenta")).map((f) => f.id)).not.toContain("faq-4");
    expect(logs).toContain("Content: FAQ faq-4: no question, skipped");
    expect(faqOf(page("/asistenta"))[1]).toMatchObject({ topic: "Altele", orderIndex: 9999 });
  });
});

describe("SPEC §2 roaming pages (/roaming and /roaming/<country>)", () => {
  it("one page per country, titled with its name", () => {
    const { page } = run();
    const italy = page("/roaming/italia");
    expect((italy.context.country as RoamingCountryView).name).toBe("Italia");
    expect(italy.context.seo.title).toBe("Roaming Italia");
    expect(page("/roaming/romania").template).toBe("RoamingCountry");
  });

  it("a country without a name is skipped and named", () => {
    const { pages, logs } = run();
    expect(logs).toContain("Content: roaming country c-anon: no name, skipped");
    expect(pages.filter((p) => p.template === "RoamingCountry")).toHaveLength(2);
  });

  it("a duplicate slug is skipped (first kept) and named; the /roaming list shows each country once", () => {
    const { page, logs } = run();
    expect(logs).toContain("Content: roaming country Italia: duplicate slug italia, skipped");
    expect((page("/roaming/italia").context.country as RoamingCountryView).offerIds).toEqual(["ROAM-EU-5GB", "ROAM-NOPE"]);
    const listed = (page("/roaming").context.countries as RoamingCountryView[]).map((c) => c.slug);
    expect(listed.sort()).toEqual(["italia", "romania"]);
  });

  it("offers come from the add-ons; an unknown offer is left out and named", () => {
    const { page, logs } = run();
    expect(page("/roaming/italia").context.offers as RoamingOfferView[]).toEqual([
      { id: "ROAM-EU-5GB", title: "Roaming 5 GB", description: "Pentru UE", price: 5, currency: "EUR" },
    ]);
    expect(logs).toContain("Content: roaming country Italia: unknown offer ROAM-NOPE, left out");
    expect(page("/roaming/romania").context.offers).toEqual([]);
  });

  it("country pages use the /roaming page's settings", () => {
    const d = data();
    d.pages.push({ identifier: "pg-roaming", url: "/roaming", title: "Roaming și internațional", darkMode: true });
    const { page } = run(d);
    expect(page("/roaming/italia").context.pageSettings).toMatchObject({ darkMode: true });
    expect(page("/roaming").context).toMatchObject({ title: "Roaming și internațional" });
  });
});

describe("search index by area", () => {
  it("personal: consumer products (incl. SIMs and fixed offers); business: business products only", () => {
    expect(
      searchIndex(PRODUCTS, "personal")
        .map((e) => e.id)
        .sort(),
    ).toEqual(["BUN-A", "DEV-A", "FIX-NET", "PLAN-A", "PLAN-B", "SIM-A"]);
    expect(
      searchIndex(PRODUCTS, "business")
        .map((e) => e.id)
        .sort(),
    ).toEqual(["DEV-E", "PLAN-E"]);
  });

  it("entries: path, title, kind, short summary, keywords from brand, category, service type and labels, price", () => {
    const products = [...PRODUCTS, product("LONG", "plan", "CBU", { summary: "x".repeat(300), price: null })];
    const index = searchIndex(products, "personal");
    expect(index.find((e) => e.id === "PLAN-A")).toEqual({
      id: "PLAN-A",
      path: "/abonamente/plan-a",
      title: "Titlu PLAN-A",
      kind: "plan",
      summary: "Rezumat PLAN-A",
      keywords: "abonamente Super 5G",
      price: 10,
      currency: "EUR",
      recurring: true,
    });
    expect(index.find((e) => e.id === "DEV-A")?.keywords).toBe("Nordia telefoane");
    expect(index.find((e) => e.id === "FIX-NET")?.keywords).toBe("fixe INTERNET");
    expect(index.find((e) => e.id === "LONG")).toMatchObject({ price: null, currency: "EUR", recurring: false });
    expect(index.find((e) => e.id === "LONG")?.summary).toHaveLength(160);
  });
});

describe("titleFromPath", () => {
  it("turns the last segment into a sentence-case title", () => {
    expect(titleFromPath("/business/eshop/oferte-clienti-existenti")).toBe("Oferte clienti existenti");
    expect(titleFromPath("/")).toBe("");
  });
});
