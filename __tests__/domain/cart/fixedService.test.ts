import { FIXED_SERVICE, fixedServiceProduct } from "../../../src/domain/cart/fixedService";
import { addItem } from "../../../src/domain/cart/patches";

describe("SPEC §3 Fixed service cart item / §7 add with offerSubtype CONVERGENT and address fields", () => {
  const address = {
    addressKey: "ADR-4411",
    city: "Timișoara",
    stateOrProvince: "Timiș",
    street1: "Bulevardul Revoluției",
    streetNumber: "5",
    country: "RO",
    formattedAddress: "Bulevardul Revoluției 5, Timișoara",
  };

  it("the fixed-services constants", () => {
    expect(FIXED_SERVICE).toEqual({ offerType: "FixedServices", offerSubtype: "CONVERGENT", serviceType: "BUNDLE", flow: "FIX" });
  });

  it("the exact patch of a fixed-services offer at an address", () => {
    expect(addItem(fixedServiceProduct({ offerId: "FIX-NET-TV-500", externalId: "FIX-NET-TV-500", address, listingId: "L-2" }))).toEqual({
      op: "add",
      path: "/cartItem/-",
      value: {
        productOffering: { id: "FIX-NET-TV-500", href: "/products/productOffering/FIX-NET-TV-500" },
        quantity: "1",
        product: {
          productCharacteristic: [
            { name: "offerType", value: "FixedServices" },
            { name: "offerSubtype", value: "CONVERGENT" },
            { name: "serviceType", value: "BUNDLE" },
            { name: "externalId", value: "FIX-NET-TV-500" },
            { name: "flow", value: "FIX" },
            { name: "listingId", value: "L-2" },
            { name: "addressKey", value: "ADR-4411" },
            { name: "city", value: "Timișoara" },
            { name: "stateOrProvince", value: "Timiș" },
            { name: "street1", value: "Bulevardul Revoluției" },
            { name: "streetNumber", value: "5" },
            { name: "country", value: "RO" },
            { name: "formattedAddress", value: "Bulevardul Revoluției 5, Timișoara" },
          ],
        },
      },
    });
  });

  it("a service type given (internet only) replaces BUNDLE; no listing id, none sent", () => {
    const product = fixedServiceProduct({
      offerId: "FIX-NET-1000",
      externalId: "FIX-NET-1000",
      serviceType: "INTERNET",
      address: { city: "Arad" },
    });
    expect(product).toMatchObject({ serviceType: "INTERNET", offerSubtype: "CONVERGENT" });
    expect(product).not.toHaveProperty("listingId");
  });
});
