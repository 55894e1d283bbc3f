// SPEC §3 "Order summary: offerId, orderNumber, rawCartPrice, netCartPrice, cartDiscountAmount, items, discountsList,
// isOrderSubmitted, isExtraoption, standardOrderFlow" (src/domain/checkout/orderSummary.ts).
import { orderSummary, type SummarySource } from "../../../src/domain/checkout/orderSummary";

const ADDRESS = "Bulevardul Unirii nr. 10, Sector 3, București";

const item = (o: Partial<SummarySource["items"][number]> & { id: string }): SummarySource["items"][number] => ({
  offeringId: o.id,
  name: o.id,
  quantity: 1,
  parentId: null,
  upfrontRon: 0,
  monthlyRon: 0,
  ...o,
});

const FIXED: SummarySource = {
  number: "CMD-2026-000123",
  state: "acknowledged",
  items: [
    item({
      id: "1",
      offeringId: "FIX-BUNDLE-500-TV",
      name: "Internet 500 + TV Standard",
      monthlyRon: 64.74,
      characteristics: { offerType: "FixedBundle", flow: "FIX", formattedAddress: ADDRESS, addressKey: "B.sector-3.bulevardul-unirii.10" },
    }),
  ],
  totals: { upfrontRon: 0, monthlyRon: 64.74 },
  discountsRon: [],
};

describe("SPEC §3 Order summary", () => {
  it("SPEC §3 Order summary: a fixed order has its offer, number, prices, the installation address and a non-standard flow", () => {
    const s = orderSummary(FIXED);
    expect(s).toMatchObject({
      offerId: "FIX-BUNDLE-500-TV",
      orderNumber: "CMD-2026-000123",
      rawCartPrice: 0,
      netCartPrice: 0,
      cartDiscountAmount: 0,
      monthlyCartPrice: 64.74,
      discountsList: [],
      isOrderSubmitted: true,
      isExtraoption: false,
      standardOrderFlow: false,
    });
    expect(s.items).toEqual([
      {
        id: "1",
        name: "Internet 500 + TV Standard",
        quantity: 1,
        isChild: false,
        upfrontRon: 0,
        monthlyRon: 64.74,
        installationAddress: ADDRESS,
      },
    ]);
  });

  it("SPEC §3 Order summary: raw = net + discounts; discountsList from the upfront alterations (a voucher's negative amount counts as a discount)", () => {
    const s = orderSummary({
      number: "CMD-1",
      state: "pending",
      items: [
        item({ id: "1", offeringId: "BUNDLE-X", upfrontRon: 1000, characteristics: { offerType: "MobileBundle", flow: "ACQ" } }),
        item({ id: "2", offeringId: "PLAN-X", parentId: "1", characteristics: { offerType: "MobileService", flow: "ACQ" } }),
      ],
      totals: { upfrontRon: 1000, monthlyRon: 40 },
      discountsRon: [
        { name: "Reducere online", ron: 100.5 },
        { name: "Voucher BUN10", ron: -49.5 },
        { name: "Zero", ron: 0 },
      ],
    });
    expect(s.netCartPrice).toBe(1000);
    expect(s.cartDiscountAmount).toBe(150);
    expect(s.rawCartPrice).toBe(1150);
    expect(s.discountsList).toEqual([
      { name: "Reducere online", amountRon: 100.5 },
      { name: "Voucher BUN10", amountRon: 49.5 },
    ]);
    expect(s.offerId).toBe("BUNDLE-X");
    expect(s.items.map((i) => i.isChild)).toEqual([false, true]);
    expect(s.items.every((i) => i.installationAddress === null)).toBe(true);
    expect(s.standardOrderFlow).toBe(true);
  });

  it("SPEC §3 Order summary: isExtraoption for an order of add-ons only; a port-in (MNP) is not the standard flow; a cancelled order is not submitted", () => {
    const addons = orderSummary({
      ...FIXED,
      items: [item({ id: "1", offeringId: "ADDON-TV-PLUS-6M", characteristics: { offerType: "ServiceAddon", flow: "VTV" } })],
    });
    expect(addons.isExtraoption).toBe(true);
    expect(addons.standardOrderFlow).toBe(true);
    const port = orderSummary({
      ...FIXED,
      state: "cancelled",
      items: [item({ id: "1", characteristics: { offerType: "MobileService", flow: "MNP" } })],
    });
    expect(port.standardOrderFlow).toBe(false);
    expect(port.isOrderSubmitted).toBe(false);
    expect(orderSummary({ ...FIXED, items: [] }).offerId).toBeNull();
  });

  it("SPEC §3: an address on an item that is not a fixed service is not an installation address", () => {
    const s = orderSummary({ ...FIXED, items: [item({ id: "1", characteristics: { offerType: "Device", formattedAddress: ADDRESS } })] });
    expect(s.items[0]?.installationAddress).toBeNull();
  });
});
