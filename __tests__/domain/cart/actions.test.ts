import {
  allItems,
  optimistic,
  parseQuantity,
  patchFor,
  QUANTITY_SANITY_MAX,
  validateAction,
  type CartAction,
} from "../../../src/domain/cart/actions";
import { emptyCart } from "../../../src/domain/cart/normalise";
import { addItem, applyVoucher, removeItem, replaceQuantity } from "../../../src/domain/cart/patches";
import { deepFreeze } from "../session/fixtures";
import { cartItem, siteCart } from "./fixtures";

const voucherRow = { cartItemId: "v1", id: "VOUCHER", name: "Voucher", code: "BUNVENIT10", priceRon: -49.75, priceEur: -10 };
const bundleParent = cartItem("b", {
  isBundleParent: true,
  offerType: "MobileBundle",
  children: [
    cartItem("b-plan", { offerType: "MobileService", bundleParentCartItemId: "b" }),
    cartItem("b-dev", { bundleParentCartItemId: "b" }),
  ],
});
const cart = deepFreeze(siteCart([cartItem("d", { maxAllowedQuantity: 2 }), bundleParent], { vouchers: [voucherRow] }));

describe("SPEC §7 Cart: one patch per action (the closed switch)", () => {
  it.each<[CartAction, unknown]>([
    [
      { type: "add", product: { productOfferingId: "DEV-1", offerType: "Device" } },
      [addItem({ productOfferingId: "DEV-1", offerType: "Device" })],
    ],
    [{ type: "setQuantity", cartItemId: "d", quantity: 2 }, [replaceQuantity("d", 2)]],
    [{ type: "remove", cartItemId: "d" }, [removeItem("d")]],
    [{ type: "applyVoucher", code: "  bunvenit10 " }, [applyVoucher("BUNVENIT10")]],
    [{ type: "removeVoucher", cartItemId: "v1" }, [removeItem("v1")]],
  ])("%j", (action, body) => {
    expect(patchFor(action)).toEqual(body);
  });

  it("SPEC §5: an add without offer type throws before anything is sent", () => {
    expect(() => patchFor({ type: "add", product: { productOfferingId: "X", offerType: "" } })).toThrow("offerType is empty");
  });
});

describe("SPEC §5 Cart input checked before it is sent: quantity", () => {
  it.each([
    ["0", 0],
    ["-1", -1],
    ["1.5", 1.5],
    ["abc", parseQuantity("abc")],
    ["''", parseQuantity("")],
    ["100", 100],
    ["Infinity", Infinity],
  ])("quantity %s is refused", (_label, quantity) => {
    expect(validateAction({ type: "setQuantity", cartItemId: "d", quantity }, cart)).toEqual({
      ok: false,
      field: "quantity",
      messageKey: "quantityInvalid",
    });
  });

  it.each([1, 2, 5, QUANTITY_SANITY_MAX])("quantity %d passes (the item's maximum is the gateway's check, QTY_MODAL)", (quantity) => {
    expect(validateAction({ type: "setQuantity", cartItemId: "d", quantity }, cart)).toEqual({ ok: true });
  });

  it("parseQuantity reads the field's text; empty or words are not numbers", () => {
    expect(parseQuantity(" 3 ")).toBe(3);
    expect(parseQuantity("")).toBeNaN();
    expect(parseQuantity("abc")).toBeNaN();
  });

  it("an add's quantity is checked the same way", () => {
    expect(validateAction({ type: "add", product: { productOfferingId: "X", offerType: "Device", quantity: 0 } }, cart)).toMatchObject({
      ok: false,
      field: "quantity",
    });
    expect(validateAction({ type: "add", product: { productOfferingId: "X", offerType: "Device" } }, cart)).toEqual({ ok: true });
  });

  it("an add without offer type is refused (SPEC §5)", () => {
    expect(validateAction({ type: "add", product: { productOfferingId: "X", offerType: " " } }, cart)).toEqual({
      ok: false,
      field: "offerType",
      messageKey: "offerTypeEmpty",
    });
  });

  it("an item that is not in the cart cannot be changed or removed", () => {
    const notInCart = { ok: false, field: "cartItemId", messageKey: "itemNotInCart" };
    expect(validateAction({ type: "setQuantity", cartItemId: "zzz", quantity: 1 }, cart)).toEqual(notInCart);
    expect(validateAction({ type: "remove", cartItemId: "zzz" }, cart)).toEqual(notInCart);
    expect(validateAction({ type: "removeVoucher", cartItemId: "d" }, cart)).toEqual(notInCart);
    expect(validateAction({ type: "remove", cartItemId: "b-dev" }, cart)).toEqual({ ok: true });
    expect(validateAction({ type: "removeVoucher", cartItemId: "v1" }, cart)).toEqual({ ok: true });
  });
});

describe("SPEC §5 Cart input checked before it is sent: voucher code", () => {
  it.each([
    ["", "voucherRequired"],
    ["   ", "voucherRequired"],
    ["<script>", "voucherInvalid"],
    ["BUN VENIT", "voucherInvalid"],
    ["BUNVENIT10;DROP", "voucherInvalid"],
    ["A".repeat(31), "voucherTooLong"],
  ])("%j → %s", (code, messageKey) => {
    expect(validateAction({ type: "applyVoucher", code }, cart)).toEqual({ ok: false, field: "voucherCode", messageKey });
  });

  it.each(["  bunvenit10 ", "BUNVENIT10", "VARA-2026", "A".repeat(30)])("%j passes, trimmed and upper-cased when sent", (code) => {
    expect(validateAction({ type: "applyVoucher", code }, cart)).toEqual({ ok: true });
  });

  it('"  bunvenit10 " is sent as BUNVENIT10', () => {
    expect(patchFor({ type: "applyVoucher", code: "  bunvenit10 " })[0]).toMatchObject({
      value: { product: { productCharacteristic: [{ name: "offerType" }, { name: "voucherCode", value: "BUNVENIT10" }] } },
    });
  });
});

describe("SPEC §4 Cart: the optimistic change shown while an action is on its way", () => {
  it("add: only the count grows (the gateway names the new item)", () => {
    const out = optimistic(cart, { type: "add", product: { productOfferingId: "X", offerType: "Device" } });
    expect(out.itemCount).toBe(cart.itemCount + 1);
    expect(out.items).toBe(cart.items);
    expect(optimistic(cart, { type: "add", product: { productOfferingId: "X", offerType: "Device", quantity: 3 } }).itemCount).toBe(
      cart.itemCount + 3,
    );
  });

  it("setQuantity: the item's quantity and the count, prices untouched", () => {
    const out = optimistic(cart, { type: "setQuantity", cartItemId: "d", quantity: 2 });
    expect(out.items[0]?.quantity).toBe(2);
    expect(out.itemCount).toBe(cart.itemCount + 1);
    expect(out.totals).toBe(cart.totals);
  });

  it("setQuantity of a bundle child changes the child, not the count", () => {
    const out = optimistic(cart, { type: "setQuantity", cartItemId: "b-dev", quantity: 2 });
    expect(out.items[1]?.children[1]?.quantity).toBe(2);
    expect(out.itemCount).toBe(cart.itemCount);
  });

  it("remove: the item and its children are gone, the count drops", () => {
    const out = optimistic(cart, { type: "remove", cartItemId: "b" });
    expect(out.items.map((i) => i.cartItemId)).toEqual(["d"]);
    expect(allItems(out.items).map((i) => i.cartItemId)).toEqual(["d"]);
    expect(out.itemCount).toBe(1);
  });

  it("SPEC §4 removing the last item clears the cart (vouchers and totals too)", () => {
    const one = siteCart([cartItem("d")], { vouchers: [voucherRow] });
    expect(optimistic(one, { type: "remove", cartItemId: "d" })).toEqual(emptyCart("CBU"));
  });

  it("removing the last prepaid SIM takes the starter pack with it (as the gateway does)", () => {
    const sim = cartItem("sim", { offerType: "Prepaid" });
    const pack = cartItem("pack", { isSpecialPrepaid: true, offerType: "NonConnectivity" });
    const withDevice = siteCart([sim, pack, cartItem("d")]);
    expect(optimistic(withDevice, { type: "remove", cartItemId: "sim" }).items.map((i) => i.cartItemId)).toEqual(["d"]);
    expect(optimistic(siteCart([sim, pack]), { type: "remove", cartItemId: "sim" })).toEqual(emptyCart("CBU"));
  });

  it("a minified cart stays minified when emptied, and its server count is the base", () => {
    const mini = siteCart([cartItem("d")], { mini: true, itemCount: 4 });
    expect(optimistic(mini, { type: "remove", cartItemId: "d" })).toEqual({ ...emptyCart("CBU"), mini: true });
    expect(optimistic(mini, { type: "setQuantity", cartItemId: "d", quantity: 2 }).itemCount).toBe(5);
  });

  it("voucher actions: apply waits for the gateway, remove takes it off", () => {
    expect(optimistic(cart, { type: "applyVoucher", code: "X" })).toBe(cart);
    expect(optimistic(cart, { type: "removeVoucher", cartItemId: "v1" }).vouchers).toEqual([]);
  });
});
