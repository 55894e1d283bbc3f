// SPEC §3 "Fixed-services address", "Fixed service eligibility payload", "Fixed service cart item" and SPEC §7 "add
// /cartItem/- … address fields" (src/domain/address/eligibility.ts).
import {
  cartAddressOf,
  fixedCartAdd,
  fixedEligibilityPayload,
  fixedSubProducts,
  isFixedOfferType,
  readGeographicAddress,
} from "../../../src/domain/address/eligibility";
import { addItem } from "../../../src/domain/cart/patches";

/** GET /geographic-address/geographicAddress/{id} as docs/portin-address-contract.md shows it (a flat). */
const FLAT = {
  id: "B.sector-3.bulevardul-unirii.10.g7.a.1",
  "@type": "GeographicAddress",
  country: "RO",
  postcode: "NA",
  stateOrProvince: "București",
  city: "București",
  locality: "Sector 3",
  streetType: "Bulevardul",
  streetName: "Unirii",
  streetNr: "10",
  formattedAddress: "Bulevardul Unirii nr. 10, Bloc G7, Scara A, Parter, Ap. 1, Sector 3, București",
  fixedServicesAddress: {
    county: { label: "București", value: "B" },
    locality: { label: "Sector 3", value: "B.sector-3" },
    street: { label: "Bulevardul Unirii", value: "B.sector-3.bulevardul-unirii" },
    streetNo: { label: "10", value: "B.sector-3.bulevardul-unirii.10" },
    building: { label: "Bloc G7, Scara A", value: "G7/A" },
    levelType: { label: "Parter", value: "0" },
    subunit: { label: "Ap. 1", value: "1" },
    addressId: {
      label: "Bulevardul Unirii nr. 10, Bloc G7, Scara A, Parter, Ap. 1, Sector 3, București",
      value: "B.sector-3.bulevardul-unirii.10.g7.a.1",
    },
  },
};

describe("SPEC §3 fixed-services address read from TMF673", () => {
  it("SPEC §3 Fixed-services address: every part with label and value; a house has no building, floor or flat", () => {
    const a = readGeographicAddress(FLAT);
    expect(a?.fixed.subunit).toEqual({ label: "Ap. 1", value: "1" });
    expect(a?.fixed.addressId.value).toBe(FLAT.id);
    const house = readGeographicAddress({
      ...FLAT,
      fixedServicesAddress: { ...FLAT.fixedServicesAddress, building: null, levelType: null, subunit: null },
    });
    expect(house?.fixed.building).toBeNull();
    expect(house?.fixed.subunit).toBeNull();
  });

  it("SPEC §3: an answer without the fixed-services address, or a part without its label, is not an address", () => {
    expect(readGeographicAddress({ ...FLAT, fixedServicesAddress: undefined })).toBeNull();
    expect(readGeographicAddress({ ...FLAT, fixedServicesAddress: { ...FLAT.fixedServicesAddress, street: { value: "x" } } })).toBeNull();
    expect(readGeographicAddress("nope")).toBeNull();
  });

  it("SPEC §9 Country RO when the answer names none", () => {
    const { country: _drop, ...rest } = FLAT;
    expect(readGeographicAddress(rest)?.country).toBe("RO");
  });

  it("SPEC §7 address fields: addressKey = the TMF673 id, street1 = the street, formattedAddress = the label", () => {
    const a = readGeographicAddress(FLAT);
    if (!a) throw new Error("unreadable");
    expect(cartAddressOf(a)).toEqual({
      addressKey: FLAT.id,
      city: "București",
      stateOrProvince: "București",
      street1: "Bulevardul Unirii",
      streetNumber: "10",
      country: "RO",
      formattedAddress: FLAT.formattedAddress,
    });
  });
});

describe("SPEC §3 fixed service eligibility payload and the cart add built from it", () => {
  const address = readGeographicAddress(FLAT);
  if (!address) throw new Error("unreadable");

  it("SPEC §3 Fixed service eligibility payload: one bundle with offer type FixedServices, flowType FIX, externalId, offerSubtype, serviceType, and the full address", () => {
    const p = fixedEligibilityPayload({ id: "FIX-BUNDLE-500-TV", serviceType: "bundle" }, address);
    expect(p.bundles).toEqual([
      { offerType: "FixedServices", flowType: "FIX", externalId: "FIX-BUNDLE-500-TV", offerSubtype: "CONVERGENT", serviceType: "BUNDLE" },
    ]);
    expect(p.fullAddress).toBe(address);
    expect(fixedEligibilityPayload({ id: "X", serviceType: "" }, address).bundles[0]?.serviceType).toBe("BUNDLE");
  });

  it("SPEC §7 add /cartItem/-: the product characteristics then the address fields, from the payload", () => {
    const product = fixedCartAdd(fixedEligibilityPayload({ id: "FIX-INTERNET-300", serviceType: "INTERNET" }, address));
    if (!product) throw new Error("no add");
    const op = addItem(product);
    expect(op.value.productOffering.id).toBe("FIX-INTERNET-300");
    expect(op.value.product.productCharacteristic).toEqual([
      { name: "offerType", value: "FixedServices" },
      { name: "offerSubtype", value: "CONVERGENT" },
      { name: "serviceType", value: "INTERNET" },
      { name: "externalId", value: "FIX-INTERNET-300" },
      { name: "flow", value: "FIX" },
      { name: "addressKey", value: FLAT.id },
      { name: "city", value: "București" },
      { name: "stateOrProvince", value: "București" },
      { name: "street1", value: "Bulevardul Unirii" },
      { name: "streetNumber", value: "10" },
      { name: "country", value: "RO" },
      { name: "formattedAddress", value: FLAT.formattedAddress },
    ]);
    expect(fixedCartAdd({ bundles: [], fullAddress: address })).toBeNull();
  });
});

describe("SPEC §3 fixed service cart item", () => {
  it("SPEC §3 Offer types: FixedServices, FixedBundle, FixedTV, FixedInternet are fixed; others are not", () => {
    for (const t of ["FixedServices", "FixedBundle", "FixedTV", "FixedInternet"]) expect(isFixedOfferType(t)).toBe(true);
    for (const t of ["MobileService", "Bundle", ""]) expect(isFixedOfferType(t)).toBe(false);
  });

  it("SPEC §3 bundleSubProducts (name, id): the components when given, else a bundle's internet and TV parts, none for one service", () => {
    expect(fixedSubProducts({ id: "B", name: "X", serviceType: "BUNDLE", components: [{ id: "C1", name: "Internet" }] })).toEqual([
      { id: "C1", name: "Internet" },
    ]);
    expect(fixedSubProducts({ id: "FIX-B", name: "Internet 1 Gbps + TV Extra", serviceType: "bundle", components: [] })).toEqual([
      { id: "FIX-B-INTERNET", name: "Internet 1 Gbps" },
      { id: "FIX-B-TV", name: "TV Extra" },
    ]);
    expect(fixedSubProducts({ id: "FIX-B", name: "Pachet", serviceType: "BUNDLE", components: [] })).toEqual([
      { id: "FIX-B-INTERNET", name: "Pachet" },
      { id: "FIX-B-TV", name: "Televiziune" },
    ]);
    expect(fixedSubProducts({ id: "FIX-I", name: "Internet 300", serviceType: "INTERNET", components: [] })).toEqual([]);
  });
});
