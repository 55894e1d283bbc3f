// Home internet and TV through the cart (issue 28; SPEC §3 "Fixed service cart item", §7 "add /cartItem/- … address
// fields", §8 CART 400300): the add carries the installation address, the sandbox resolves it through the geographic
// store, qualifies it and applies the site's fit rule; the item echoes the address, category FixedService and its
// bundleSubProducts; a cart of fixed items only checks out into an order that keeps flow FIX and the address key.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";
import { addItem } from "../../src/domain/cart/patches";
import { fixedCartAdd, fixedEligibilityPayload, readGeographicAddress } from "../../src/domain/address/eligibility";
import { anonymous, charOf, expectCartError, getCart, itemOf, patchCart, remove, type Session } from "./cart-helpers";
import { checkoutOps } from "./order-helpers";

const UNIRII = "B.sector-3.bulevardul-unirii.10";
const TIMISOARA = "TM.timisoara.aleea-viilor.2";
const CONSTANTA = "CT.constanta.bulevardul-tomis.7";
const CLUJ = "CJ.cluj-napoca.calea-dorobantilor.5";
const IASI = "IS.iasi.strada-lapusneanu.3";

describe("cart: fixed services ordered by address", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  /** The add the site builds: GET /geographicAddress/{id} → eligibility payload → add (src/domain/address/eligibility.ts). */
  async function fixedAdd(offer: string, serviceType: string, addressId: string) {
    const r = await t.request("GET", `/geographic-address/geographicAddress/${addressId}`);
    expect(r.status).toBe(200);
    const address = readGeographicAddress(r.body);
    if (!address) throw new Error(`not an address: ${JSON.stringify(r.body)}`);
    const product = fixedCartAdd(fixedEligibilityPayload({ id: offer, serviceType }, address));
    if (!product) throw new Error("no add");
    return addItem(product);
  }

  async function fresh(): Promise<Session> {
    return anonymous(t);
  }

  it("SPEC §7 add with address fields: a bundle at a fibre + TV address is added with flow FIX, the address and FixedService parts", async () => {
    const s = await fresh();
    const r = await patchCart(t, s, [await fixedAdd("FIX-BUNDLE-500-TV", "BUNDLE", UNIRII)]);
    expect(r.status).toBe(200);
    const item = itemOf(r.body, "FIX-BUNDLE-500-TV");
    expect(charOf(item, "flow")).toBe("FIX");
    expect(charOf(item, "offerSubtype")).toBe("CONVERGENT");
    expect(charOf(item, "addressKey")).toBe(UNIRII);
    expect(charOf(item, "city")).toBe("București");
    expect(charOf(item, "stateOrProvince")).toBe("București");
    expect(charOf(item, "street1")).toBe("Bulevardul Unirii");
    expect(charOf(item, "streetNumber")).toBe("10");
    expect(charOf(item, "country")).toBe("RO");
    expect(charOf(item, "formattedAddress")).toBe("Bulevardul Unirii nr. 10, Sector 3, București");
    // SPEC §3 "Fixed service cart item … category FixedService", bundleSubProducts (name, id).
    expect(charOf(item, "category")).toBe("FixedService");
    expect(item.bundleSubProducts).toEqual([
      { id: "FIX-BUNDLE-500-TV-INTERNET", name: "Internet 500" },
      { id: "FIX-BUNDLE-500-TV-TV", name: "TV Standard" },
    ]);
    // A reload answers the same.
    expect(charOf(itemOf((await getCart(t, s)).body, "FIX-BUNDLE-500-TV"), "addressKey")).toBe(UNIRII);
  });

  it("the address stored is the geographic store's, not what was sent", async () => {
    const s = await fresh();
    const op = await fixedAdd("FIX-INTERNET-300", "INTERNET", UNIRII);
    const chars = op.value.product.productCharacteristic.map((c) =>
      c.name === "formattedAddress" ? { name: c.name, value: "Altundeva 1" } : c,
    );
    const r = await patchCart(t, s, [{ ...op, value: { ...op.value, product: { productCharacteristic: chars } } }]);
    expect(r.status).toBe(200);
    expect(charOf(itemOf(r.body, "FIX-INTERNET-300"), "formattedAddress")).toBe("Bulevardul Unirii nr. 10, Sector 3, București");
  });

  it("SPEC §8 400300: no coverage (NO_COVERAGE) refuses the add with the reason, and nothing is stored", async () => {
    const s = await fresh();
    const r = await patchCart(t, s, [await fixedAdd("FIX-BUNDLE-500-TV", "BUNDLE", TIMISOARA)]);
    expectCartError(r, 400, "400300");
    expect(r.body.message).toContain("Adresa nu este în aria de acoperire a rețelei fixe.");
    expect((await getCart(t, s)).body.cartItem).toHaveLength(0);
  });

  it("SPEC §8 400300: TV where there is none, a speed above the address's top, and an alternate's future date are refused", async () => {
    const s = await fresh();
    const tv = await patchCart(t, s, [await fixedAdd("FIX-BUNDLE-500-TV", "BUNDLE", CONSTANTA)]);
    expectCartError(tv, 400, "400300");
    expect(tv.body.message).toContain("Televiziunea nu este disponibilă la această adresă.");
    // Cluj: cable up to 300 Mbps; 1 Gbps does not fit, 300 Mbps does.
    const fast = await patchCart(t, s, [await fixedAdd("FIX-INTERNET-1000", "INTERNET", CLUJ)]);
    expectCartError(fast, 400, "400300");
    expect(fast.body.message).toContain("300 Mbps");
    const later = await patchCart(t, s, [await fixedAdd("FIX-INTERNET-300", "INTERNET", IASI)]);
    expectCartError(later, 400, "400300");
    expect(later.body.message).toMatch(/disponibile de la \d{1,2} \S+ \d{4}/);
    expect((await patchCart(t, s, [await fixedAdd("FIX-INTERNET-300", "INTERNET", CLUJ)])).status).toBe(200);
  });

  it("an unknown address is 400 with a Romanian message; an add without an address is 400", async () => {
    const s = await fresh();
    const op = await fixedAdd("FIX-TV-STANDARD", "TV", UNIRII);
    const swap = (name: string, value: string | null) => ({
      ...op,
      value: {
        ...op.value,
        product: {
          productCharacteristic: op.value.product.productCharacteristic.flatMap((c) =>
            c.name !== name ? [c] : value === null ? [] : [{ name, value }],
          ),
        },
      },
    });
    const unknown = await patchCart(t, s, [swap("addressKey", "B.sector-3.strada-inexistenta.1")]);
    expectCartError(unknown, 400, "400");
    expect(unknown.body.message).toContain("Adresa de instalare");
    expectCartError(await patchCart(t, s, [swap("addressKey", null)]), 400, "400");
  });

  it("one fixed offer per cart: a second one is 400300 until the first is removed", async () => {
    const s = await fresh();
    const first = await patchCart(t, s, [await fixedAdd("FIX-INTERNET-300", "INTERNET", UNIRII)]);
    expect(first.status).toBe(200);
    const second = await patchCart(t, s, [await fixedAdd("FIX-BUNDLE-500-TV", "BUNDLE", UNIRII)]);
    expectCartError(second, 400, "400300");
    expect(second.body.message).toContain("un singur pachet");
    const id = itemOf(first.body, "FIX-INTERNET-300").id;
    expect((await patchCart(t, s, [remove(id), await fixedAdd("FIX-BUNDLE-500-TV", "BUNDLE", UNIRII)])).status).toBe(200);
  });

  it("a cart of fixed items only checks out (COD) into an order that keeps flow FIX and the address key", async () => {
    const s = await fresh();
    expect((await patchCart(t, s, [await fixedAdd("FIX-BUNDLE-1000-TV-EXTRA", "BUNDLE", UNIRII)])).status).toBe(200);
    const done = await patchCart(t, s, checkoutOps({ card: false }));
    expect(done.status).toBe(200);
    const orderId = done.body.summary.orderData.orderId;
    const order = await t.request("GET", `/product-ordering/productOrder/${orderId}`, { token: s.token, provider: s.provider });
    expect(order.status).toBe(200);
    const item = order.body.productOrderItem[0];
    const chars = Object.fromEntries(item.product.productCharacteristic.map((c: any) => [c.name, c.value]));
    expect(chars.flow).toBe("FIX");
    expect(chars.addressKey).toBe(UNIRII);
    expect(chars.formattedAddress).toBe("Bulevardul Unirii nr. 10, Sector 3, București");
  });
});
