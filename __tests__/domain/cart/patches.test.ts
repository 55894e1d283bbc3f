import {
  ADDON_FLOW,
  addItem,
  addNote,
  applyVoucher,
  FLOW_ADDON_IDS,
  isFlowAddon,
  OFFER_TYPE_EMPTY,
  removeItem,
  removeVoucher,
  replaceQuantity,
  setContacts,
  setRelatedParties,
  submitStatus,
} from "../../../src/domain/cart/patches";

describe("SPEC §7 Cart: add /cartItem/- with product characteristics", () => {
  it("a plan, exactly as docs/cart-contract.md writes it (quantity as text, SPEC §5)", () => {
    expect(
      addItem({
        productOfferingId: "PLAN-CBU-SMART-10",
        offerType: "MobileService",
        offerSubtype: "",
        serviceType: "MOBILE",
        externalId: "PLAN-CBU-SMART-10",
        flow: "ACQ",
      }),
    ).toEqual({
      op: "add",
      path: "/cartItem/-",
      value: {
        productOffering: { id: "PLAN-CBU-SMART-10", href: "/products/productOffering/PLAN-CBU-SMART-10" },
        quantity: "1",
        product: {
          productCharacteristic: [
            { name: "offerType", value: "MobileService" },
            { name: "offerSubtype", value: "" },
            { name: "serviceType", value: "MOBILE" },
            { name: "externalId", value: "PLAN-CBU-SMART-10" },
            { name: "flow", value: "ACQ" },
          ],
        },
      },
    });
  });

  it("sends only the characteristics given: every SPEC §7 one, address fields after, in the contract's order", () => {
    const op = addItem({
      productOfferingId: "FIX-NET-1000",
      href: "/products/productOffering/FIX-NET-1000?v=2",
      quantity: 2,
      offerType: "FixedServices",
      offerSubtype: "CONVERGENT",
      serviceType: "BUNDLE",
      externalId: "FIX-NET-1000",
      flow: "FIX",
      selectedCui: "RO123456",
      selectedSubscriberId: "SUB-77",
      listingId: "L-9",
      checkoutRequest: true,
      address: {
        addressKey: "A-1",
        city: "Cluj-Napoca",
        stateOrProvince: "Cluj",
        street1: "Strada Memorandumului",
        streetNumber: "28",
        country: "RO",
        formattedAddress: "Strada Memorandumului 28, Cluj-Napoca",
      },
      cnp: "1900101123456",
    });
    expect(op).toEqual({
      op: "add",
      path: "/cartItem/-",
      value: {
        productOffering: { id: "FIX-NET-1000", href: "/products/productOffering/FIX-NET-1000?v=2" },
        quantity: "2",
        product: {
          productCharacteristic: [
            { name: "offerType", value: "FixedServices" },
            { name: "offerSubtype", value: "CONVERGENT" },
            { name: "serviceType", value: "BUNDLE" },
            { name: "externalId", value: "FIX-NET-1000" },
            { name: "flow", value: "FIX" },
            { name: "selectedCui", value: "RO123456" },
            { name: "selectedSubscriberId", value: "SUB-77" },
            { name: "listingId", value: "L-9" },
            { name: "checkoutRequest", value: "true" },
            { name: "addressKey", value: "A-1" },
            { name: "city", value: "Cluj-Napoca" },
            { name: "stateOrProvince", value: "Cluj" },
            { name: "street1", value: "Strada Memorandumului" },
            { name: "streetNumber", value: "28" },
            { name: "country", value: "RO" },
            { name: "formattedAddress", value: "Strada Memorandumului 28, Cluj-Napoca" },
            { name: "cnp", value: "1900101123456" },
          ],
        },
      },
    });
  });

  it("a device with only its offer type sends that one characteristic", () => {
    const op = addItem({ productOfferingId: "DEV-NORDIA-X5-128-BLK", offerType: "Device", address: { city: "Iași" } });
    expect(op).toMatchObject({
      value: {
        product: {
          productCharacteristic: [
            { name: "offerType", value: "Device" },
            { name: "city", value: "Iași" },
          ],
        },
      },
    });
  });

  it.each(["", "   "])("SPEC §5: an empty offer type (%j) throws 'offerType is empty'", (offerType) => {
    expect(() => addItem({ productOfferingId: "X", offerType })).toThrow(new Error("offerType is empty"));
    expect(OFFER_TYPE_EMPTY).toBe("offerType is empty");
  });
});

describe("SPEC §7 Cart: TV plus 6 months and Disney plus 4 and 9 months add-ons get a flow characteristic", () => {
  it("one list of the add-ons", () => {
    expect(FLOW_ADDON_IDS).toEqual(["ADDON-TV-PLUS-6M", "ADDON-DISNEY-PLUS-4M", "ADDON-DISNEY-PLUS-9M"]);
    expect(ADDON_FLOW).toBe("VTV");
  });

  it.each(FLOW_ADDON_IDS)("%s without a flow gets flow VTV", (id) => {
    expect(addItem({ productOfferingId: id, offerType: "ServiceAddon" }).value).toMatchObject({
      product: {
        productCharacteristic: [
          { name: "offerType", value: "ServiceAddon" },
          { name: "flow", value: "VTV" },
        ],
      },
    });
  });

  it("the flow given is kept; other add-ons get none", () => {
    const given = addItem({ productOfferingId: "ADDON-DISNEY-PLUS-9M", offerType: "ServiceAddon", flow: "GA" });
    expect(given.value).toMatchObject({ product: { productCharacteristic: [{ name: "offerType" }, { name: "flow", value: "GA" }] } });
    const other = addItem({ productOfferingId: "ADDON-HBO-3M", offerType: "ServiceAddon" });
    expect(other.value).toMatchObject({ product: { productCharacteristic: [{ name: "offerType", value: "ServiceAddon" }] } });
  });

  it("recognised by its href too", () => {
    expect(isFlowAddon("X", "/products/productOffering/ADDON-TV-PLUS-6M")).toBe(true);
    expect(isFlowAddon("X", "/products/productOffering/ADDON-TV-PLUS-12M")).toBe(false);
  });
});

describe("SPEC §7 Cart: replace /cartItem/0 for quantity (characteristics quantity, cartItemId)", () => {
  it("the quantity as text and the item named by its id", () => {
    expect(replaceQuantity("3f2a", 2)).toEqual({
      op: "replace",
      path: "/cartItem/0",
      value: {
        characteristic: [
          { name: "quantity", value: "2" },
          { name: "cartItemId", value: "3f2a" },
        ],
      },
    });
  });
});

describe("SPEC §7 Cart: remove /cartItem/{id}", () => {
  it("an item, and a voucher the same way", () => {
    expect(removeItem("3f2a")).toEqual({ op: "remove", path: "/cartItem/3f2a" });
    expect(removeVoucher("i-vou")).toEqual({ op: "remove", path: "/cartItem/i-vou" });
  });

  it("an id holding / or ~ is escaped as one JSON-pointer segment", () => {
    expect(removeItem("a/b~c")).toEqual({ op: "remove", path: "/cartItem/a~1b~0c" });
  });
});

describe("docs/cart-contract.md: a voucher is added as an item of offerType Voucher", () => {
  it("productOffering VOUCHER with offerType and voucherCode", () => {
    expect(applyVoucher("BUNVENIT10")).toEqual({
      op: "add",
      path: "/cartItem/-",
      value: {
        productOffering: { id: "VOUCHER", href: "/products/productOffering/VOUCHER" },
        quantity: "1",
        product: {
          productCharacteristic: [
            { name: "offerType", value: "Voucher" },
            { name: "voucherCode", value: "BUNVENIT10" },
          ],
        },
      },
    });
  });
});

describe("SPEC §4/§7 Cart: checkout sets status, contacts, notes", () => {
  it("status replaced with SUBMITTED", () => {
    expect(submitStatus()).toEqual({ op: "replace", path: "/status", value: "SUBMITTED" });
  });

  it("contact media and related parties replaced as given", () => {
    const media = [{ mediumType: "shippingAddress", preferred: true, characteristic: { city: "Brașov", country: "RO", postCode: "NA" } }];
    expect(setContacts(media)).toEqual({ op: "replace", path: "/contactMedium", value: media });
    const parties = [{ role: "customer", name: "Ana Pop", "@referredType": "Individual" }];
    expect(setRelatedParties(parties)).toEqual({ op: "replace", path: "/relatedParty", value: parties });
  });

  it("a note added at the end of the list", () => {
    expect(addNote({ id: "cardPayment", text: "true" })).toEqual({
      op: "add",
      path: "/note/-",
      value: { id: "cardPayment", text: "true" },
    });
  });
});
