// SPEC §7 "POST product-ordering /productOrder/ecare, /productOrder/ebill, /productOrder/mva": ONE rule for where an
// offer is ordered (src/domain/offers/orderChannels.ts), driven here against the real sandbox. Each kind of offer is
// read from the sandbox's own answers with the site's mapping, sent through the channel the domain function names,
// seen pending then active, and removed again through its channel (pending then gone); the same request on every other
// channel is refused and leaves nothing behind. Covers issue 24's "Activează cu roaming" on /roaming/italia.
import { mapInventory, planOf, roamingStatusOf, type InventoryProduct } from "../../src/domain/inventory/inventory";
import { mapOffers, removalChannelFor, addOptionOrderFor } from "../../src/domain/offers/offerings";
import type { OfferSegment } from "../../src/domain/offers/orderChannels";
import {
  ORDER_CHANNEL_BY_KIND,
  offerOrderKind,
  orderChannelOf,
  type OfferOrderKind,
  type OrderChannel,
} from "../../src/domain/offers/orderChannels";
import { roamingOrderFor, type OptionOrderBody, type RoamingOrderBody } from "../../src/domain/offers/orderRequests";
import { mapRecommendationAnswer } from "../../src/domain/offers/recommendations";
import { mapProductOrders, orderDisplayState } from "../../src/domain/offers/orderStates";
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const ORDERS = "/product-ordering/productOrder";
const COMPLETION_MS = 8000;
const CHANNELS: readonly OrderChannel[] = ["ebill", "ecare", "mva"];

type Order = { id: string; state: string; productOrderItem: { productOffering: { id: string } }[] };
type Body = OptionOrderBody | RoamingOrderBody;

/** One kind's journey: the change that activates it and the one that deactivates it, as the site builds them. */
interface KindCase {
  kind: OfferOrderKind;
  user: string;
  msisdn: string;
  activate: (t: Session) => Promise<{ channel: OrderChannel; body: Body; offeringId: string }>;
  /** After activation: is it on the line? */
  isActive: (products: InventoryProduct[], offeringId: string) => boolean;
  deactivate: (t: Session, products: InventoryProduct[], offeringId: string) => { channel: OrderChannel; body: Body };
}

interface Session {
  get<T>(path: string): Promise<Reply<T>>;
  msisdn: string;
}

const hasOption = (products: InventoryProduct[], offeringId: string) =>
  products.some((p) => p.offeringId === offeringId && p.status === "active");

/** An option or offer of the line's eligible list (as bonusuri-si-optiuni / oferte read it), with its channel. */
function option(page: OfferSegment, offeringId: string): Pick<KindCase, "activate" | "deactivate" | "isActive"> {
  return {
    async activate(s) {
      const offers = mapOffers((await s.get(`/product-offering/productOffering/ebill?publicIdentifier=${s.msisdn}`)).body);
      const offer = offers.find((o) => o.id === offeringId);
      if (!offer) throw new Error(`${offeringId} is not offered to ${s.msisdn}`);
      const change = addOptionOrderFor(offer, s.msisdn);
      if (!change) throw new Error(`${offeringId} has no channel`);
      return { ...change, offeringId };
    },
    isActive: hasOption,
    deactivate(_s, products, id) {
      const product = products.find((p) => p.offeringId === id && p.status === "active") as InventoryProduct;
      return { channel: removalChannelFor(product, page), body: { productOrderItem: [{ action: "delete", product: { id: product.id } }] } };
    },
  };
}

const planFrom = (products: InventoryProduct[], msisdn: string) => {
  const plan = planOf(products, msisdn);
  if (!plan) throw new Error(`no plan on ${msisdn}`);
  return plan;
};

const CASES: KindCase[] = [
  { kind: "postpaidOption", user: "postpaid.user", msisdn: "0722000102", ...option("postpaid", "PO-OPT-INTL-100MIN") },
  { kind: "bonus", user: "postpaid.user", msisdn: "0722000102", ...option("postpaid", "PO-OPT-DATA-25GB") },
  // A hybrid line takes prepaid offers from its extra credit (prepaid.owner's credit is kept for the last test).
  { kind: "prepaidOffer", user: "hybrid.owner", msisdn: "0722000301", ...option("prepaid", "PO-PP-INTL-50MIN") },
  {
    kind: "roamingService",
    user: "postpaid.owner",
    msisdn: "0722000101",
    async activate(s) {
      const plan = planFrom(mapInventory((await s.get("/product-inventory/product")).body), s.msisdn);
      return { ...roamingOrderFor(true, plan.id, plan.targetSystem), offeringId: "PO-ROAMING-SERVICE" };
    },
    isActive: (products) => roamingStatusOf(products, "0722000101").active,
    deactivate: (s, products) => {
      const plan = planFrom(products, s.msisdn);
      return roamingOrderFor(false, plan.id, plan.targetSystem);
    },
  },
  {
    // Issue 24: postpaid.owner on /roaming/italia, "Activează cu roaming" on "Opțiune Internet 10 GB".
    kind: "roamingRecommendation",
    user: "postpaid.owner",
    msisdn: "0722000101",
    async activate(s) {
      const answer = mapRecommendationAnswer(
        (
          await s.get(
            `/dxl-nb-recommendation-grp/queryProductRecommendation?category.name=Roaming&place.id=IT&publicIdentifier=${s.msisdn}`,
          )
        ).body,
      );
      const offer = answer.offers[0];
      expect(offer).toMatchObject({ id: "PO-OPT-DATA-10GB", name: "Opțiune Internet 10 GB" });
      const plan = planFrom(mapInventory((await s.get("/product-inventory/product")).body), s.msisdn);
      return { ...roamingOrderFor(true, plan.id, plan.targetSystem, offer.id), offeringId: offer.id };
    },
    isActive: (products, id) => roamingStatusOf(products, "0722000101").active && hasOption(products, id),
    deactivate: (s, products) => {
      const plan = planFrom(products, s.msisdn);
      return roamingOrderFor(false, plan.id, plan.targetSystem);
    },
  },
];

/**
 * The same change in another channel's shape. Options on /mva: the offering asked with the switch (activate), or named
 * in a deactivation (which /mva does not take). Roaming on /ebill and /ecare: the roaming service as an option (with
 * the recommended offering beside it), or the removal of the line's RoamingService product.
 */
function onChannel(body: Body, channel: OrderChannel, s: Session, products: InventoryProduct[]): unknown {
  const plan = planFrom(products, s.msisdn);
  if (channel === "mva") {
    if ("action" in body) return body;
    const item = body.productOrderItem[0];
    if (item.action === "add") return roamingOrderFor(true, plan.id, plan.targetSystem, item.productOffering.id).body;
    const offeringId = products.find((p) => p.id === item.product.id)?.offeringId;
    return { ...roamingOrderFor(false, plan.id, plan.targetSystem).body, productOffering: { id: offeringId } };
  }
  if (!("action" in body)) return body;
  if (body.action === "deactivate") {
    return { productOrderItem: [{ action: "delete", product: { id: roamingStatusOf(products, s.msisdn).productId } }] };
  }
  const add = (id: string) => ({ action: "add", productOffering: { id }, product: { publicIdentifier: s.msisdn } });
  return { productOrderItem: [add("PO-ROAMING-SERVICE"), ...(body.productOffering ? [add(body.productOffering.id)] : [])] };
}

describe("SPEC §7 order channels: every kind of offer through the channel orderChannels.ts names", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  });
  afterAll(() => t.close());

  async function token(username: string) {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return tokens.get(username) as string;
  }
  const session = async (user: string, msisdn: string): Promise<Session> => {
    const bearer = await token(user);
    return { msisdn, get: <T>(path: string) => t.request<T>("GET", path, { token: bearer }) };
  };
  const post = async (user: string, channel: OrderChannel, body: unknown) =>
    t.request<Order>("POST", `${ORDERS}/${channel}`, { token: await token(user), body });
  const inventory = async (s: Session) => mapInventory((await s.get("/product-inventory/product")).body);
  const pendingIds = async (s: Session) =>
    mapProductOrders((await s.get(`${ORDERS}?state=inProgress,acknowledged,pending&channel.id=eCare`)).body).map((o) => o.id);

  it("the cases cover every kind of the table, and the table names a channel for each", () => {
    expect(CASES.map((c) => c.kind).sort()).toEqual(Object.keys(ORDER_CHANNEL_BY_KIND).sort());
    expect(ORDER_CHANNEL_BY_KIND).toEqual({
      postpaidOption: "ebill",
      bonus: "ebill",
      prepaidOffer: "ecare",
      roamingService: "mva",
      roamingRecommendation: "mva",
    });
  });

  /** Sends the change through every channel but its own: each refused (4xx), no order made. */
  async function expectRefusedElsewhere(c: KindCase, s: Session, change: { channel: OrderChannel; body: Body }) {
    const products = await inventory(s);
    const before = await pendingIds(s);
    for (const other of CHANNELS.filter((ch) => ch !== change.channel)) {
      const r = await post(c.user, other, onChannel(change.body, other, s, products));
      expect([c.kind, other, r.status]).toEqual([c.kind, other, 400]);
      expect(["offer_not_eligible", "invalid_body"]).toContain((r.body as unknown as { code: string }).code);
    }
    expect(await pendingIds(s)).toEqual(before);
  }

  it.each(CASES.map((c) => [c.kind, c] as const))("%s: activated and deactivated through its channel, pending then done", async (_k, c) => {
    const s = await session(c.user, c.msisdn);
    const on = await c.activate(s);
    expect(on.channel).toBe(ORDER_CHANNEL_BY_KIND[c.kind]);
    await expectRefusedElsewhere(c, s, on);

    const created = await post(c.user, on.channel, on.body);
    expect([c.kind, created.status]).toEqual([c.kind, 201]);
    expect(orderDisplayState(created.body.state)).toBe("pending");
    expect(await pendingIds(s)).toContain(created.body.id);
    expect(c.isActive(await inventory(s), on.offeringId)).toBe(false);
    t.clock.advance(COMPLETION_MS);
    expect((await s.get<Order>(`${ORDERS}/${created.body.id}`)).body.state).toBe("completed");
    const products = await inventory(s);
    expect(c.isActive(products, on.offeringId)).toBe(true);

    const off = c.deactivate(s, products, on.offeringId);
    expect(off.channel).toBe(ORDER_CHANNEL_BY_KIND[c.kind]);
    await expectRefusedElsewhere(c, s, off);
    const removal = await post(c.user, off.channel, off.body);
    expect([c.kind, removal.status]).toEqual([c.kind, 201]);
    expect(orderDisplayState(removal.body.state)).toBe("pending");
    t.clock.advance(COMPLETION_MS);
    expect((await s.get<Order>(`${ORDERS}/${removal.body.id}`)).body.state).toBe("completed");
    if (c.kind === "roamingRecommendation") {
      // Roaming off leaves what came with it: an option of its own kind now, removed through that kind's channel.
      const left = await inventory(s);
      expect(roamingStatusOf(left, c.msisdn).active).toBe(false);
      expect(hasOption(left, on.offeringId)).toBe(true);
      const product = left.find((p) => p.offeringId === on.offeringId) as InventoryProduct;
      const channel = removalChannelFor(product, "postpaid");
      expect(channel).toBe(orderChannelOf({ category: "Bonus", segment: "postpaid" }));
      expect((await post(c.user, channel, { productOrderItem: [{ action: "delete", product: { id: product.id } }] })).status).toBe(201);
      t.clock.advance(COMPLETION_MS);
      expect(hasOption(await inventory(s), on.offeringId)).toBe(false);
    } else {
      expect(c.isActive(await inventory(s), on.offeringId)).toBe(false);
    }
  });

  it("a prepaid line's roaming recommendation (EU: the national data offer) rides on /mva and is paid from the credit", async () => {
    const s = await session("prepaid.owner", "0733000201");
    const credit = async () =>
      (
        await s.get<{
          usageConsumption: { logicalResource: { id: string }[]; bucketRefOrValue: { remainingValue: { amount: number } }[] }[];
        }>("/dxl-nb-usage-consumption/queryUsageConsumption/summary")
      ).body.usageConsumption.find((u) => u.logicalResource[0].id === s.msisdn)?.bucketRefOrValue[0].remainingValue.amount ?? 0;
    const answer = mapRecommendationAnswer(
      (await s.get(`/dxl-nb-recommendation-grp/queryProductRecommendation?category.name=Roaming&place.id=IT&publicIdentifier=${s.msisdn}`))
        .body,
    );
    expect(answer.offers.map((o) => o.id)).toEqual(["PO-PP-DATA-5GB"]);
    const plan = planFrom(await inventory(s), s.msisdn);
    const change = roamingOrderFor(true, plan.id, plan.targetSystem, "PO-PP-DATA-5GB");
    expect(offerOrderKind({ category: "Bonus", segment: "prepaid", withRoaming: true })).toBe("roamingRecommendation");
    expect(change.channel).toBe("mva");
    const before = await credit();
    const created = await post("prepaid.owner", change.channel, change.body);
    expect(created.status).toBe(201);
    t.clock.advance(COMPLETION_MS);
    const products = await inventory(s);
    expect(roamingStatusOf(products, s.msisdn).active).toBe(true);
    expect(hasOption(products, "PO-PP-DATA-5GB")).toBe(true);
    expect(await credit()).toBeCloseTo(before - 4, 2);
  });

  it("/mva takes with the switch only what a roaming recommendation may name: an ordinary option is refused there", async () => {
    const s = await session("postpaid.user", "0722000102");
    const plan = planFrom(await inventory(s), s.msisdn);
    const r = await post("postpaid.user", "mva", roamingOrderFor(true, plan.id, plan.targetSystem, "PO-NBA-DATA-5GB").body);
    expect([r.status, (r.body as unknown as { code: string }).code]).toEqual([400, "offer_not_eligible"]);
  });
});
