// Checkout on the cart and the product orders it makes (docs/checkout-contract.md "Checkout", "Product orders").
import { startTestSandbox, type TestSandbox } from "./support/sandbox";
import { add, anonymous, EBU_CART, expectCartError, extendedSso, getCart, otcSession, patchCart, type Session } from "./cart-helpers";
import { checkout, checkoutOps } from "./order-helpers";

describe("orders: checkout on the cart", () => {
  let t: TestSandbox;
  let s: Session;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  beforeEach(async () => {
    s = await anonymous(t);
  });
  afterAll(() => t.close());

  it("SUBMITTED with the checkout data makes a pending order for card; the cart keeps its items and shows the summary", async () => {
    const r = await checkout(t, s);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("SUBMITTED");
    const upfrontRon = r.body.cartTotalPrice.find((p: any) => p.name === "upfront" && p.price.taxIncludedAmount.unit === "RON").price
      .taxIncludedAmount.value;
    expect(r.body.summary.orderData).toEqual({
      orderId: expect.stringMatching(/^po-/),
      orderNumber: expect.stringMatching(/^CMD-2026-\d{6}$/),
      href: expect.stringMatching(/^\/product-ordering\/productOrder\/po-/),
      state: "pending",
      paymentMethod: "CARD",
      orderAmount: { unit: "RON", value: upfrontRon },
    });
    expect(r.body.summary.totalData.upfront.RON).toBe(upfrontRon);

    const again = await getCart(t, s);
    expect(again.body.cartItem).toHaveLength(1);
    expect(again.body.summary.orderData.orderId).toBe(r.body.summary.orderData.orderId);

    const order = await t.request("GET", r.body.summary.orderData.href, { token: s.token, provider: s.provider });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      "@type": "ProductOrder",
      id: r.body.summary.orderData.orderId,
      externalId: r.body.summary.orderData.orderNumber,
      state: "pending",
      category: "CBU",
      channel: [{ id: "Online" }],
      productOrderItem: [{ id: "1", action: "add", quantity: 1, productOffering: { id: "DEV-NORDIA-X5-ALBASTRU" } }],
      orderTotalPrice: r.body.cartTotalPrice,
      payment: [],
    });
  });

  it("submitting the same cart again answers the same order; a changed cart makes a new one and cancels the old", async () => {
    const first = await checkout(t, s);
    const same = await patchCart(t, s, checkoutOps());
    expect(same.body.summary.orderData.orderId).toBe(first.body.summary.orderData.orderId);

    await patchCart(t, s, [add("PLAN-CBU-START-7")]);
    const changed = await patchCart(t, s, checkoutOps());
    expect(changed.body.summary.orderData.orderId).not.toBe(first.body.summary.orderData.orderId);
    const list = await t.request("GET", "/product-ordering/productOrder", { token: s.token, provider: s.provider });
    expect(list.headers.get("x-total-count")).toBe("2");
    expect(list.body.map((o: any) => o.state)).toEqual(["pending", "cancelled"]);
    const open = await t.request("GET", "/product-ordering/productOrder?state=inProgress,acknowledged,pending&channel.id=Online", {
      token: s.token,
      provider: s.provider,
    });
    expect(open.body.map((o: any) => o.id)).toEqual([changed.body.summary.orderData.orderId]);
  });

  it("cash on delivery (the payment note's cardPayment=false&paidSource=COD): the order is acknowledged and the cart emptied", async () => {
    const r = await checkout(t, s, { card: false });
    expect(r.body.summary.orderData).toMatchObject({ state: "acknowledged", paymentMethod: "COD" });
    expect(r.body.cartItem).toHaveLength(1);
    expect((await getCart(t, s)).body).toMatchObject({ id: null, cartItem: [] });
  });

  it('SPEC §7 "a note with cardPayment and paidSource": one note carries both; the two-note form or a note that disagrees with itself is 400113', async () => {
    await patchCart(t, s, [add("DEV-NORDIA-X5-ALBASTRU")]);
    const withNotes = (...notes: { id: string; text: string }[]) => [
      ...checkoutOps().filter((op) => op.path !== "/note/-"),
      ...notes.map((value) => ({ op: "add", path: "/note/-", value })),
    ];
    const split = await patchCart(t, s, withNotes({ id: "cardPayment", text: "false" }, { id: "paidSource", text: "COD" }));
    expectCartError(split, 400, "400113");
    expect(split.body.message).toContain("cardPayment=false&paidSource=COD");
    expectCartError(await patchCart(t, s, withNotes({ id: "payment", text: "cardPayment=true&paidSource=COD" })), 400, "400113");
    expectCartError(await patchCart(t, s, withNotes({ id: "payment", text: "cardPayment=false" })), 400, "400113");
    const cod = await patchCart(t, s, withNotes({ id: "payment", text: "cardPayment=false&paidSource=COD" }));
    expect(cod.body.summary.orderData).toMatchObject({ state: "acknowledged", paymentMethod: "COD" });
  });

  it("SUBMITTED without checkout data only stores the status (no order)", async () => {
    await patchCart(t, s, [add("DEV-NORDIA-X5-ALBASTRU")]);
    const r = await patchCart(t, s, [{ op: "replace", path: "/status", value: "SUBMITTED" }]);
    expect(r.status).toBe(200);
    expect(r.body.summary).toBeUndefined();
    expect((await t.request("GET", "/product-ordering/productOrder", { token: s.token, provider: s.provider })).body).toEqual([]);
  });

  it("400113: checkout data present but incomplete, naming what is missing; nothing is stored", async () => {
    await patchCart(t, s, [add("DEV-NORDIA-X5-ALBASTRU")]);
    const ops = checkoutOps();
    (ops[0].value as any[])[1].characteristic.city = "";
    const r = await patchCart(t, s, ops);
    expectCartError(r, 400, "400113");
    expect(r.body.message).toContain("billing.city");
    expect((await getCart(t, s)).body.status).toBe("ACTIVE");
  });

  it("400: checkout of an empty cart", async () => {
    expectCartError(await patchCart(t, s, checkoutOps()), 400, "400");
  });

  it("400114: a business one-time-code customer needs both documents; with them the order lists them", async () => {
    const otc = await otcSession(t, "0744000303", "shopebuweb");
    const offers = await t.request("GET", "/products/productOffering?marketSegment.id=EBU&offerType=Device&limit=1");
    const device = offers.body[0].id;
    await patchCart(t, otc, [add(device)], EBU_CART);
    const refused = await patchCart(t, otc, checkoutOps({ organisation: { name: "Firma SRL", vfCRMRole: "CHOOSER" } }), EBU_CART);
    expectCartError(refused, 400, "400114");
    expect(refused.body.message).toMatch(/CI, RegistrationCertificate/);

    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n").toString("base64");
    for (const documentType of ["CI", "RegistrationCertificate"]) {
      const up = await t.request("POST", "/document-upload/document", {
        token: otc.token,
        provider: otc.provider,
        body: { documentType, attachment: { name: `${documentType}.pdf`, mimeType: "application/pdf", content: pdf } },
      });
      expect(up.status).toBe(201);
    }
    const ok = await patchCart(t, otc, checkoutOps({ organisation: { name: "Firma SRL" } }), EBU_CART);
    expect(ok.status).toBe(200);
    const order = await t.request("GET", ok.body.summary.orderData.href, { token: otc.token, provider: otc.provider });
    expect(order.body.category).toBe("EBU");
    expect(order.body.document.map((d: any) => d.documentType).sort()).toEqual(["CI", "RegistrationCertificate"]);
    expect(order.body.relatedParty).toEqual(expect.arrayContaining([expect.objectContaining({ role: "Subscriber", id: "0744000303" })]));
  });

  it("orders are their owner's: another session gets 404000; an SSO user reads them with a base token in self-care", async () => {
    const r = await checkout(t, s);
    const other = await anonymous(t);
    const refused = await t.request("GET", r.body.summary.orderData.href, { token: other.token, provider: other.provider });
    expectCartError(refused, 404, "404000");
    expect((await t.request("GET", "/product-ordering/productOrder", { token: other.token, provider: other.provider })).body).toEqual([]);

    const shop = await extendedSso(t, "postpaid.owner");
    const mine = await checkout(t, shop);
    const base = await t.login("postpaid.owner", "ecare");
    const list = await t.request("GET", "/product-ordering/productOrder", { token: base.accessToken });
    expect(list.body.map((o: any) => o.id)).toEqual([mine.body.summary.orderData.orderId]);
    const sub = list.body[0].relatedParty.find((p: any) => p.role === "Subscriber").id;
    const bySub = await t.request("GET", `/product-ordering/productOrder?relatedParty.id=${sub}`, { token: base.accessToken });
    expect(bySub.body).toHaveLength(1);
    expect((await t.request("GET", "/product-ordering/productOrder?relatedParty.id=SUB-0", { token: base.accessToken })).body).toEqual([]);
  });
});
