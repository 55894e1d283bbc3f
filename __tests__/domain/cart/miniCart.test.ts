// SPEC §2 "The full cart is loaded only on the cart page; elsewhere a minified cart is loaded": which pages read the
// minified cart for the header badge, and when (src/domain/cart/miniCart.ts).
import { loadsFullCart, miniCartFitsCustomer, miniCartTrigger, type MiniCartFacts } from "../../../src/domain/cart/miniCart";

const facts = (over: Partial<MiniCartFacts> = {}): MiniCartFacts => ({
  pathname: "/",
  area: "personal",
  storedCount: 0,
  sessionStored: false,
  ...over,
});

describe("SPEC §2 minified cart for the badge", () => {
  it("the cart page and every checkout load the full cart themselves", () => {
    for (const path of ["/cart", "/cart/", "/cart?x=1", "/checkout", "/checkout/?pas=plata", "/abonamente/portare-cu-portare/checkout"]) {
      expect([path, loadsFullCart(path, "personal")]).toEqual([path, true]);
    }
    expect(loadsFullCart("/business/eshop/checkout/cart", "business")).toBe(true);
    expect(loadsFullCart("/business/eshop/checkout", "business")).toBe(true);
    for (const path of ["/", "/telefoane", "/telefoane/dev-nordia-x5-albastru", "/cartele", "/ecare/dashboard", "/business"]) {
      expect([path, loadsFullCart(path, "personal")]).toEqual([path, false]);
    }
    // The business cart is not the consumer's cart page.
    expect(loadsFullCart("/business/eshop/checkout/cart", "personal")).toBe(false);
  });

  it("never on the full-cart pages, whatever is stored", () => {
    expect(miniCartTrigger(facts({ pathname: "/cart", storedCount: 3, sessionStored: true }))).toBe("none");
    expect(miniCartTrigger(facts({ pathname: "/checkout", storedCount: 3, sessionStored: true }))).toBe("none");
    expect(
      miniCartTrigger(facts({ pathname: "/business/eshop/checkout/cart", area: "business", storedCount: 1, sessionStored: true })),
    ).toBe("none");
  });

  it("a cart this browser counted is read on idle; a stored session with nothing counted, on the first interaction", () => {
    expect(miniCartTrigger(facts({ storedCount: 2, sessionStored: true }))).toBe("idle");
    // A count without a session: the read says the cart is gone (no session, no cart).
    expect(miniCartTrigger(facts({ storedCount: 2, sessionStored: false }))).toBe("idle");
    expect(miniCartTrigger(facts({ storedCount: 0, sessionStored: true }))).toBe("interaction");
  });

  it("nothing stored: no cart to ask about", () => {
    expect(miniCartTrigger(facts())).toBe("none");
    expect(miniCartTrigger(facts({ pathname: "/business", area: "business" }))).toBe("none");
  });
});

describe("miniCartFitsCustomer (SPEC §2 minified cart, SPEC §8 other shop)", () => {
  it("asks the consumer cart for a consumer and the business cart for a business customer", () => {
    expect(miniCartFitsCustomer("personal", "CBU")).toBe(true);
    expect(miniCartFitsCustomer("business", "EBU")).toBe(true);
  });
  it("does not ask the other segment's cart (the gateway would refuse it)", () => {
    expect(miniCartFitsCustomer("personal", "EBU")).toBe(false);
    expect(miniCartFitsCustomer("business", "CBU")).toBe(false);
  });
  it("asks when the profile does not say", () => {
    expect(miniCartFitsCustomer("personal", null)).toBe(true);
    expect(miniCartFitsCustomer("business", undefined)).toBe(true);
  });
});
