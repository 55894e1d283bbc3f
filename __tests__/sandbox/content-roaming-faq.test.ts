// Roaming countries, FAQs, the new listing pages and the deliberately imperfect seed content, read
// through GraphQL as the site's build does.
import { contentIdentifier } from "../../sandbox/src/modules/content/seed";
import { IMPERFECT, ROAMING_ADDON_ZONES } from "../../sandbox/src/seed/catalogue";
import { SITE_API_TOKEN, startTestSandbox, type TestSandbox } from "./support/sandbox";

let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

async function gql(query: string) {
  const r = await t.request("POST", "/cms/api/v1/graphql", { body: { query } });
  expect(r.status).toBe(200);
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
}

/** The deliberately imperfect FAQ (sandbox/README.md "Deliberately imperfect content"). */
const IMPERFECT_FAQ_KEY = "faq-personal-plata-in-rate";
const RATE_KEYS = ["callsToRomania", "callsLocal", "smsToRomania", "data", "receivingCalls"];
const TOPICS = ["Comenzi și livrare", "Portare", "Facturi și plăți", "Roaming", "Cont și securitate", "Internet și TV acasă"];

interface Rate {
  value: number;
  unit: string;
  per: string;
  note?: string;
}
interface Country {
  title: string;
  slug: string;
  isoCode: string;
  zone: string;
  flagEmoji: string;
  orderIndex: number;
  rates: Record<string, Rate>;
  offers: string[];
}

describe("RoamingCountry", () => {
  let countries: Country[];
  beforeAll(async () => {
    const data = await gql(`{
      RoamingCountryCollection(limit: 100, sortBy: "RoamingCountry.orderIndex") { title slug isoCode zone flagEmoji orderIndex rates offers }
    }`);
    countries = data.RoamingCountryCollection;
  });

  it("lists 17 countries in orderIndex order with slugs, ISO codes and flags", () => {
    expect(countries).toHaveLength(17);
    expect(countries.map((c) => c.orderIndex)).toEqual(countries.map((_, i) => i + 1));
    expect(countries[0]).toMatchObject({ title: "Italia", slug: "italia", isoCode: "IT", zone: "UE", flagEmoji: "🇮🇹" });
    for (const c of countries) {
      expect(c.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.isoCode).toMatch(/^[A-Z]{2}$/);
      expect([...c.flagEmoji]).toHaveLength(2);
    }
    expect(new Set(countries.map((c) => c.slug)).size).toBe(17);
    expect(countries.find((c) => c.slug === "franta")?.title).toBe("Franța");
  });

  it("puts each country in its zone", () => {
    const zone = (slug: string) => countries.find((c) => c.slug === slug)?.zone;
    for (const s of ["regatul-unit", "elvetia", "turcia", "republica-moldova", "serbia"]) expect(zone(s)).toBe("Europa non-UE");
    for (const s of ["italia", "spania", "germania", "franta", "austria", "grecia", "bulgaria", "ungaria"]) expect(zone(s)).toBe("UE");
    expect(zone("statele-unite")).toBe("America de Nord");
    expect(zone("canada")).toBe("America de Nord");
    expect(zone("egipt")).toBe("Restul lumii");
    expect(zone("emiratele-arabe-unite")).toBe("Restul lumii");
  });

  it("charges nothing extra in the EU and real EUR prices elsewhere", () => {
    for (const c of countries) {
      expect(Object.keys(c.rates).sort()).toEqual([...RATE_KEYS].sort());
      for (const r of Object.values(c.rates)) {
        expect(r.unit).toBe("EUR");
        if (c.zone === "UE") expect(r).toMatchObject({ value: 0, note: "Ca acasă, din abonament" });
        else expect(r.value).toBeGreaterThan(0);
      }
    }
    const us = countries.find((c) => c.slug === "statele-unite")!;
    expect(us.rates.data).toEqual({ value: 0.99, unit: "EUR", per: "MB" });
    expect(us.rates.smsToRomania.per).toBe("sms");
  });

  it("offers roaming add-ons that exist in the CMS and in the product catalogue", async () => {
    const eu = countries.filter((c) => c.zone === "UE");
    expect(eu.every((c) => c.offers.length === 0)).toBe(true);
    const offered = new Set(countries.flatMap((c) => c.offers));
    expect(offered).toEqual(new Set(Object.keys(ROAMING_ADDON_ZONES)));
    expect(countries.find((c) => c.slug === "statele-unite")!.offers).toEqual(["ADDON-ROAMING-SUA-10GB", "ADDON-ROAMING-MINUTE-100"]);

    const data = await gql(`{ AddOnCollection(query: "+AddOn.icon:(roaming call)", limit: 20) { externalId offerType attributes } }`);
    expect(new Set(data.AddOnCollection.map((a: { externalId: string }) => a.externalId))).toEqual(offered);
    for (const a of data.AddOnCollection) {
      expect(a.offerType).toBe("ServiceAddon");
      expect(a.attributes).toContainEqual({ name: "roamingZones", value: ROAMING_ADDON_ZONES[a.externalId].join(",") });
    }
    const tmf = await t.request("GET", `/products/productOffering?productOffering.id=${[...offered].join(",")}`);
    expect(tmf.body.map((o: { id: string }) => o.id).sort()).toEqual([...offered].sort());
    expect(tmf.body.every((o: { offerType: string }) => o.offerType === "ServiceAddon")).toBe(true);
  });
});

describe("FaqItem", () => {
  it("filters business questions by area", async () => {
    const data = await gql(`{
      FaqItemCollection(query: "+FaqItem.area:business", sortBy: "FaqItem.orderIndex") { title question answer area topic orderIndex }
      QueryMetadata { fieldName totalCount }
    }`);
    const list = data.FaqItemCollection;
    expect(list).toHaveLength(8);
    expect(data.QueryMetadata).toEqual([{ fieldName: "FaqItemCollection", totalCount: 8 }]);
    expect(list.map((q: { orderIndex: number }) => q.orderIndex)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const q of list) {
      expect(q.area).toBe("business");
      expect(TOPICS).toContain(q.topic);
      expect(q.question).toMatch(/\?$/);
      expect(q.answer).toMatch(/^<(p|ul)>/);
    }
    expect(list.map((q: { question: string }) => q.question)).toContain("Cine este administratorul contului (Chooser)?");
  });

  it("has personal questions on every topic, porting within 3 working days", async () => {
    const data = await gql(`{ FaqItemCollection(query: "+FaqItem.area:personal", limit: 100) { question answer topic } }`);
    const list = data.FaqItemCollection;
    expect(list).toHaveLength(15);
    expect(new Set(list.map((q: { topic: string }) => q.topic))).toEqual(new Set(TOPICS));
    const porting = list.find((q: { question: string }) => q.question === "Cât durează portarea?");
    expect(porting.answer).toContain("cel mult 3 zile lucrătoare");
  });
});

describe("shop pages", () => {
  it("has the listing pages and the opening-hours widget on the support pages", async () => {
    const data = await gql(`{
      ShopPageCollection(query: "+ShopPage.url_dotraw:(\\"/fixe/internet\\" \\"/fixe/tv\\" \\"/fixe/pachete\\" \\"/business/abonamente\\" \\"/business/telefoane\\" \\"/business/bundle\\")", sortBy: "ShopPage.url_dotraw asc") { url title theme area }
      support: ShopPageCollection(query: "+ShopPage.url_dotraw:(\\"/asistenta\\" \\"/business/asistenta\\")") { url widgets { widgetTitle } }
    }`);
    expect(data.ShopPageCollection.map((p: { url: string }) => p.url)).toEqual([
      "/business/abonamente",
      "/business/bundle",
      "/business/telefoane",
      "/fixe/internet",
      "/fixe/pachete",
      "/fixe/tv",
    ]);
    for (const p of data.ShopPageCollection) expect(p.theme).toBe(p.url.startsWith("/business") ? "business" : "default");
    expect(data.support).toHaveLength(2);
    for (const p of data.support) expect(p.widgets).toEqual([{ widgetTitle: "Program magazine" }]);
  });

  it("groups the fixed listing pages in the /fixe/ folder and the business ones in /business/", async () => {
    const nav = async (p: string) =>
      (await t.request("GET", `/cms/api/v1/nav/${p}?depth=2`, { token: SITE_API_TOKEN })).body.entity.children.map(
        (k: { href: string }) => k.href,
      );
    expect(await nav("fixe")).toEqual(["/fixe/internet", "/fixe/tv", "/fixe/pachete"]);
    expect(await nav("business")).toEqual(expect.arrayContaining(["/business/abonamente", "/business/telefoane", "/business/bundle"]));
    expect(await nav("")).not.toContain("/fixe/");
  });
});

describe("deliberately imperfect content", () => {
  it("keeps HTML and script in one FAQ, as an editor pasted it", async () => {
    const data = await gql(`{ FaqItemCollection(query: "+identifier:${contentIdentifier(IMPERFECT_FAQ_KEY)}") { question answer area } }`);
    const [faq] = data.FaqItemCollection;
    expect(faq.question).toBe("<b>Pot plăti</b> în rate?<script>alert(1)</script>");
    expect(faq.answer).toContain("<img src=x onerror=alert(1)>");
    expect(faq.answer).toContain('<a href="javascript:alert(1)">');
  });

  it("has a device without image, a plan card whose image is missing and a benefit without orderIndex", async () => {
    const data = await gql(`{
      DeviceCollection(query: "+Device.externalId:${IMPERFECT.deviceWithoutImage}") { deviceImage { idPath } titleImage { idPath } }
      ServicePlanCardCollection(query: "+ServicePlanCard.externalId:${IMPERFECT.planWithMissingImage}") { cardImage { idPath mime size } }
      ServiceCardBenefitCollection(query: "+identifier:${contentIdentifier(IMPERFECT.benefitWithoutOrder)}") { title orderIndex }
    }`);
    expect(data.DeviceCollection).toEqual([{ deviceImage: null, titleImage: null }]);
    const [card] = data.ServicePlanCardCollection;
    expect(card.cardImage).toMatchObject({ mime: null, size: null });
    expect((await fetch(`${t.url}/cms${card.cardImage.idPath}`)).status).toBe(404);
    expect(data.ServiceCardBenefitCollection).toEqual([{ title: "SMS", orderIndex: null }]);
  });
});
