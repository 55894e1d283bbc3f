// The shop catalogue: TMF620 product offerings under /products, the same items as the CMS cards,
// a deterministic seed, and SANDBOX_CATALOGUE_SIZE generating extra items quickly.
import type Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RunningSandbox } from "../../sandbox/src/start";
import { configFromEnv } from "../../sandbox/src/config";
import { migrate, openDatabase } from "../../sandbox/src/db";
import { modules } from "../../sandbox/src/modules";
import { catalogue } from "../../sandbox/src/seed/catalogue";
import { client, startContentSandbox } from "./content-helpers";

let sb: RunningSandbox;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  sb = await startContentSandbox();
  api = client(sb);
});
afterAll(() => sb.close());

describe("seeded catalogue", () => {
  it("has the required mix of items", () => {
    const items = catalogue();
    const count = (pred: (i: (typeof items)[number]) => boolean) => items.filter(pred).length;
    expect(count((i) => i.type === "ServicePlanCard" && i.customerType === "CBU")).toBeGreaterThanOrEqual(6);
    expect(count((i) => i.type === "ServicePlanCard" && i.customerType === "EBU")).toBeGreaterThanOrEqual(6);
    expect(count((i) => i.type === "ServicePlanCard")).toBeGreaterThanOrEqual(12);
    expect(count((i) => i.type === "Device")).toBe(30);
    expect(count((i) => i.type === "PrepaidSim")).toBeGreaterThanOrEqual(1);
    expect(count((i) => i.type === "FixedOffer")).toBe(6);
    expect(new Set(items.filter((i) => i.type === "FixedOffer").map((i) => i.offerType))).toEqual(
      new Set(["FixedInternet", "FixedTV", "FixedBundle"]),
    );
    expect(count((i) => i.type === "Bundle")).toBeGreaterThanOrEqual(1);
    expect(count((i) => i.type === "Voucher")).toBeGreaterThanOrEqual(1);
    expect(items.map((i) => i.externalId)).toEqual([...new Set(items.map((i) => i.externalId))]);
    expect(items.some((i) => /[șțăâî]/.test(i.description))).toBe(true);
  });

  it("is deterministic: two seeds give identical content rows", async () => {
    const other = await startContentSandbox();
    try {
      const dump = (db: Database.Database) =>
        db.prepare("SELECT inode, identifier, mod_date, fields FROM content_contentlets ORDER BY inode").all();
      expect(dump(other.db)).toEqual(dump(sb.db));
      const offers = (db: Database.Database) => db.prepare("SELECT body FROM catalogue_product_offerings ORDER BY position").pluck().all();
      expect(offers(other.db)).toEqual(offers(sb.db));
    } finally {
      await other.close();
    }
  });

  it("seeds 2,000 extra items in under 5 s", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-size-")), "s.sqlite");
    const db = openDatabase(file);
    try {
      migrate(db, modules);
      const config = { ...configFromEnv({}), dbFile: file, catalogueSize: 2000 };
      const cms = modules.find((m) => m.name === "content")!;
      const products = modules.find((m) => m.name === "catalogue")!;
      const started = Date.now();
      db.transaction(() => {
        cms.seed!({ db, config, now: () => 0 });
        products.seed!({ db, config, now: () => 0 });
      })();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(db.prepare("SELECT count(*) FROM catalogue_product_offerings").pluck().get()).toBe(catalogue().length + 2000);
      expect(db.prepare("SELECT count(*) FROM content_contentlets WHERE content_type IN ('Device', 'ServicePlanCard')").pluck().get()).toBe(
        30 + 14 + 2000,
      );
    } finally {
      db.close();
    }
  });
});

describe("GET /products/productOffering", () => {
  it("lists offerings with TMF headers and embedded prices", async () => {
    const r = await api.call("GET", "/products/productOffering?limit=5&offset=2");
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(5);
    expect(r.headers.get("x-result-count")).toBe("5");
    expect(Number(r.headers.get("x-total-count"))).toBe(catalogue().length);
    expect(r.body[0]).toMatchObject({ "@type": "ProductOffering", lifecycleStatus: "Active", isSellable: true });
  });

  it("filters by ?productOffering.id= and matches the CMS plan card", async () => {
    const r = await api.call("GET", "/products/productOffering?productOffering.id=PLAN-CBU-SMART-15");
    expect(r.body).toHaveLength(1);
    const offer = r.body[0];
    expect(offer.name).toBe("Smart 15");
    expect(offer.productOfferingPrice.map((p: { priceType: string }) => p.priceType)).toEqual(["basePrice", "upfrontWithDiscount"]);
    expect(offer.productOfferingPrice[1].price.taxIncludedAmount).toEqual({ unit: "EUR", value: 12 });
    expect(offer.attributes).toContainEqual({ name: "contractDuration", value: "24" });
    const card = await api.gql(`{ ServicePlanCardCollection(query: "+ServicePlanCard.externalId:${offer.id}") { title } }`);
    expect(card.body.data.ServicePlanCardCollection[0].title).toBe(offer.name);
  });

  it("gets one offering by id; unknown ids are a TMF 404, bad input a 400", async () => {
    const one = await api.call("GET", "/products/productOffering/BUNDLE-SMART-15-NORDIA-X5");
    expect(one.status).toBe(200);
    expect(one.body.isBundle).toBe(true);
    expect(one.body.bundledProductOffering.map((b: { id: string }) => b.id)).toEqual(["PLAN-CBU-SMART-15", "DEV-NORDIA-X5-NEGRU"]);
    const none = await api.call("GET", "/products/productOffering/NOPE");
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: expect.any(String), reason: expect.any(String), status: "404" });
    const bad = await api.call("GET", "/products/productOffering?limit=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe("400");
  });
});
