import { journeyFor } from "../../../src/domain/analytics/journey";
import { PATHS } from "../../../src/domain/guards/paths";
import { PORT_IN_CHECKOUT_PATH } from "../../../src/domain/portIn/checkoutLink";
import { LISTINGS, productPath } from "../../../src/domain/shop/routes";

describe("SPEC §4 analytics journey", () => {
  it("SPEC §4: each shop listing's journey is its sales flow (FIX for fixed services), and its products follow it", () => {
    for (const def of LISTINGS) {
      const expected = def.kinds.includes("fixed") ? "FIX" : def.flow;
      expect([def.path, journeyFor(def.path)]).toEqual([def.path, expected]);
      expect([def.path, journeyFor(`${def.path}/un-produs/`)]).toEqual([def.path, expected]);
    }
    expect(journeyFor(productPath("device", "EBU", "Galaxy S24"))).toBe("ACQ");
    expect(journeyFor(productPath("fixed", "CBU", "Fibra 1000"))).toBe("FIX");
  });

  it("SPEC §4: the port-in checkout is MNP; the other carts and checkouts are checkout", () => {
    expect(journeyFor(PORT_IN_CHECKOUT_PATH)).toBe("MNP");
    for (const path of ["/cart", "/checkout/", "/business/eshop/checkout", "/business/eshop/checkout/cart"]) {
      expect([path, journeyFor(path)]).toEqual([path, "checkout"]);
    }
  });

  it("SPEC §4: self-care pages are ecare", () => {
    for (const path of Object.values(PATHS)) expect([path, journeyFor(path)]).toEqual([path, "ecare"]);
  });

  it.each(["/", "/business", "/rezultate", "/business/asistenta", "/roaming/franta", "/login", "/404", "/abonamentex"])(
    "SPEC §4: %s is browse",
    (path) => {
      expect(journeyFor(path)).toBe("browse");
    },
  );
});
