// Issue 26, the orders page's back end (SPEC §7 "GET product-ordering /productOrder?state=…&channel.id=eCare (or
// Online)…", SPEC §4 pending states, SPEC §8 ORDER HISTORY 404000): a shop order placed by a signed-in customer on the
// shop's extended token is theirs on the self-care token too; after payment it moves with the clock (acknowledged →
// inProgress → completed) and an unpaid one is cancelled after a day; every move is in the order's history
// (productOrderMilestone); someone else's or an unknown order is 404000 with the server's words.
import { startTestSandbox, T0, type Reply, type TestSandbox } from "./support/sandbox";
import { baseSso, extendedSso, type Session } from "./cart-helpers";
import { checkout, pay, paymentBody, tokenize } from "./order-helpers";

const ORDERS = "/product-ordering/productOrder";
const MINUTE = 60 * 1000;

interface Milestone {
  name: string;
  status: string;
  milestoneDate: string;
  description: string;
}
interface Order {
  id: string;
  orderNumber: string;
  state: string;
  orderDate: string;
  completionDate?: string;
  cancellationDate?: string;
  cancellationReason?: string;
  channel: { id: string }[];
  productOrderMilestone: Milestone[];
}

describe("order history (issue 26)", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  });
  afterAll(() => t.close());

  const get = <T = Order>(s: Session, path: string): Promise<Reply<T>> =>
    t.request<T>("GET", path, { token: s.token, provider: s.provider });
  const states = (o: Order) => o.productOrderMilestone.map((m) => m.name);

  /** postpaid.owner's shop order on the extended token, paid (or declined) by card; answers its id and number. */
  async function shopOrder(shop: Session, cardNumber = "4111111111111111") {
    const placed = await checkout(t, shop);
    expect(placed.status).toBe(200);
    const { orderId, orderNumber, orderAmount } = placed.body.summary.orderData;
    const paid = await pay(t, shop, paymentBody(orderId, orderAmount.value, (await tokenize(t, cardNumber)).body));
    expect(paid.status).toBeLessThan(500);
    return { id: orderId as string, number: orderNumber as string };
  }

  it("a shop order placed on the extended shop token is listed, with the self-care orders, on the self-care (ecare) token", async () => {
    expect(t.clock.now).toBe(T0);
    const shop = await extendedSso(t, "postpaid.owner");
    const ecare = await baseSso(t, "postpaid.owner", "ecare");
    const own = await t.request("POST", `${ORDERS}/ebill`, {
      token: ecare.token,
      body: {
        productOrderItem: [{ action: "add", productOffering: { id: "PO-OPT-DATA-10GB" }, product: { publicIdentifier: "0722000101" } }],
      },
    });
    expect(own.status).toBe(201);
    t.clock.advance(1000);
    const order = await shopOrder(shop);

    const both = await get<Order[]>(ecare, `${ORDERS}?channel.id=Online,eCare`);
    expect(both.status).toBe(200);
    expect(both.body.map((o) => [o.orderNumber, o.channel[0]?.id])).toEqual([
      [order.number, "Online"],
      [own.body.id, "eCare"],
    ]);
    expect(both.headers.get("x-total-count")).toBe("2");
    // One page of one: the total still counts both.
    const page2 = await get<Order[]>(ecare, `${ORDERS}?channel.id=Online,eCare&offset=1&limit=1`);
    expect(page2.body.map((o) => o.id)).toEqual([own.body.id]);
    expect(page2.headers.get("x-total-count")).toBe("2");
    expect((await get(ecare, `${ORDERS}/${order.id}`)).body).toMatchObject({
      id: order.id,
      orderNumber: order.number,
      state: "acknowledged",
    });
    // SPEC §4 pending set: both are pending right after they were made.
    const pending = await get<Order[]>(ecare, `${ORDERS}?state=inProgress,acknowledged,pending&channel.id=Online,eCare`);
    expect(pending.body).toHaveLength(2);
    expect((await get<Order[]>(ecare, `${ORDERS}?state=completed&channel.id=Online,eCare`)).body).toEqual([]);
  });

  it("SPEC §8 ORDER HISTORY 404000: another customer's order and an unknown id are not found, with the server's words", async () => {
    t.clock.advance(MINUTE);
    const order = await shopOrder(await extendedSso(t, "postpaid.owner"));
    const other = await baseSso(t, "prepaid.owner", "ecare");
    for (const id of [order.id, "po-nu-exista"]) {
      const r = await get(other, `${ORDERS}/${id}`);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: "404000", status: "404", message: `Comanda ${id} nu a fost găsită.` });
    }
    expect((await get<Order[]>(other, `${ORDERS}?channel.id=Online,eCare`)).body.map((o) => o.id)).not.toContain(order.id);
  });

  it("after payment the order moves with the clock: acknowledged → inProgress after 2 minutes → completed after 10, each move dated", async () => {
    t.clock.advance(MINUTE);
    const shop = await extendedSso(t, "postpaid.owner");
    const ecare = await baseSso(t, "postpaid.owner", "ecare");
    const paidAt = t.clock.now;
    const order = await shopOrder(shop);
    const read = async () => (await get(ecare, `${ORDERS}/${order.id}`)).body;

    expect(states(await read())).toEqual(["pending", "acknowledged"]);
    t.clock.advance(2 * MINUTE - 1);
    expect((await read()).state).toBe("acknowledged");
    t.clock.advance(1);
    expect((await read()).state).toBe("inProgress");
    // Read late: the move is dated when it became due, not when it was seen.
    t.clock.advance(30 * MINUTE);
    const done = await read();
    expect(done.state).toBe("completed");
    expect(done.productOrderMilestone.map((m) => [m.name, Date.parse(m.milestoneDate) - paidAt])).toEqual([
      ["pending", 0],
      ["acknowledged", 0],
      ["inProgress", 2 * MINUTE],
      ["completed", 10 * MINUTE],
    ]);
    expect(done.productOrderMilestone[1]?.description).toBe("Plata cu cardul a fost primită.");
    expect(Date.parse(done.completionDate as string)).toBe(paidAt + 10 * MINUTE);
    // Final: nothing moves any more.
    t.clock.advance(48 * 3600 * 1000);
    expect(states(await read())).toEqual(["pending", "acknowledged", "inProgress", "completed"]);
  });

  it("cash on delivery is acknowledged at checkout and moves with the clock too", async () => {
    t.clock.advance(MINUTE);
    const shop = await extendedSso(t, "postpaid.owner");
    const placed = await checkout(t, shop, { card: false });
    const id = placed.body.summary.orderData.orderId as string;
    t.clock.advance(10 * MINUTE);
    const done = (await get(shop, `${ORDERS}/${id}`)).body;
    expect(done.state).toBe("completed");
    expect(states(done)).toEqual(["acknowledged", "inProgress", "completed"]);
    expect(done.productOrderMilestone[0]?.description).toBe("Comanda a fost plasată.");
  });

  it("self-care orders carry their history too: acknowledged, inProgress half-way, then completed", async () => {
    t.clock.advance(MINUTE);
    const ecare = await baseSso(t, "postpaid.owner", "ecare");
    const made = await t.request("POST", `${ORDERS}/ebill`, {
      token: ecare.token,
      body: {
        productOrderItem: [{ action: "add", productOffering: { id: "PO-OPT-INTL-100MIN" }, product: { publicIdentifier: "0722000101" } }],
      },
    });
    expect(made.status).toBe(201);
    expect(states((await get(ecare, `${ORDERS}/${made.body.id}`)).body)).toEqual(["acknowledged"]);
    t.clock.advance(8000);
    const done = (await get(ecare, `${ORDERS}/${made.body.id}`)).body;
    expect(done.productOrderMilestone.map((m) => [m.name, Date.parse(m.milestoneDate) - Date.parse(done.orderDate)])).toEqual([
      ["acknowledged", 0],
      ["inProgress", 4000],
      ["completed", 8000],
    ]);
  });

  it("a declined payment leaves the order pending (it can be paid again); unpaid after 24 hours it is cancelled, not failed", async () => {
    t.clock.advance(MINUTE);
    const shop = await extendedSso(t, "postpaid.owner");
    const placedAt = t.clock.now;
    const order = await shopOrder(shop, "4000000000000002");
    const read = async () => (await get(shop, `${ORDERS}/${order.id}`)).body;
    expect((await read()).state).toBe("pending");
    t.clock.advance(24 * 3600 * 1000 - 1);
    expect((await read()).state).toBe("pending");
    t.clock.advance(1);
    const cancelled = await read();
    expect(cancelled).toMatchObject({
      state: "cancelled",
      cancellationReason: "Plata nu a fost finalizată în 24 de ore; nu s-a încasat nimic.",
    });
    expect(Date.parse(cancelled.cancellationDate as string)).toBe(placedAt + 24 * 3600 * 1000);
    expect(states(cancelled)).toEqual(["pending", "cancelled"]);
    // A cancelled order cannot be paid any more.
    const late = await pay(t, shop, paymentBody(order.id, 1, (await tokenize(t, "4111111111111111")).body));
    expect([late.status, late.body.code]).toEqual([400, "4000"]);
  });
});
