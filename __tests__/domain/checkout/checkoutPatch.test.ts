import { checkoutPatch, ORGANISATION_MISSING, paymentNote } from "../../../src/domain/checkout/checkoutPatch";
import { contract, GOOD_CNP } from "./fixtures";

const shippingElsewhere = {
  useContractAddress: false as const,
  fullName: "Ion Popescu",
  county: "București" as const,
  city: "Sector 3",
  address: "Bd. Unirii 1",
  phone: "0733000111",
};

describe("SPEC §7 checkout PATCH (and SPEC §4 status replaced with SUBMITTED)", () => {
  it("consumer, card, another shipping address: contact media, individuals, notes, then status, exactly", () => {
    expect(
      checkoutPatch({ customerType: "CBU", provider: "anonymous", contract, shipping: shippingElsewhere, paymentMethod: "CARD" }),
    ).toEqual([
      {
        op: "replace",
        path: "/contactMedium",
        value: [
          {
            mediumType: "postalAddress",
            preferred: true,
            characteristic: {
              contactType: "shipping",
              street1: "Bd. Unirii 1",
              city: "Sector 3",
              stateOrProvince: "București",
              postCode: "NA",
              country: "RO",
              phoneNumber: "0733000111",
            },
          },
          {
            mediumType: "postalAddress",
            preferred: false,
            characteristic: {
              contactType: "billing",
              street1: contract.address,
              city: "Cluj-Napoca",
              stateOrProvince: "Cluj",
              postCode: "NA",
              country: "RO",
              phoneNumber: "0722123456",
              emailAddress: "ana.popescu@exemplu.ro",
            },
          },
        ],
      },
      {
        op: "replace",
        path: "/relatedParty",
        value: [
          {
            role: "customer",
            "@referredType": "Individual",
            name: "Ana-Maria Popescu",
            givenName: "Ana-Maria",
            familyName: "Popescu",
            individualIdentification: [{ identificationType: "CNP", identificationId: GOOD_CNP }],
          },
          { role: "shippingContact", "@referredType": "Individual", name: "Ion Popescu" },
        ],
      },
      { op: "add", path: "/note/-", value: { id: "payment", text: "cardPayment=true&paidSource=CARD" } },
      { op: "replace", path: "/status", value: "SUBMITTED" },
    ]);
  });

  it("use contract address: the shipping medium and contact are the contract's", () => {
    const [contacts, parties] = checkoutPatch({
      customerType: "CBU",
      provider: "sso",
      contract,
      shipping: { useContractAddress: true },
      paymentMethod: "COD",
    }) as { value: any }[];
    expect(contacts?.value[0].characteristic).toMatchObject({ contactType: "shipping", street1: contract.address, city: "Cluj-Napoca" });
    expect(parties?.value[1]).toEqual({ role: "shippingContact", "@referredType": "Individual", name: "Ana-Maria Popescu" });
  });

  it('SPEC §7 "a note with cardPayment and paidSource": one note carries both, for cash on delivery too', () => {
    expect(paymentNote("COD")).toEqual({ id: "payment", text: "cardPayment=false&paidSource=COD" });
    const notes = checkoutPatch({
      customerType: "CBU",
      provider: "sso",
      contract,
      shipping: { useContractAddress: true },
      paymentMethod: "COD",
    })
      .filter((op) => op.path === "/note/-")
      .map((op) => op.value);
    expect(notes).toEqual([{ id: "payment", text: "cardPayment=false&paidSource=COD" }]);
  });

  it("business: the organisation party after the individuals (SPEC §6), documentsUploaded for otc", () => {
    const ops = checkoutPatch({
      customerType: "EBU",
      provider: "otc",
      contract,
      shipping: { useContractAddress: true },
      organisation: { companyName: "Exemplu Soft SRL", cui: "8971726", role: "Administrator" },
      uploadedDocuments: ["CI", "RegistrationCertificate"],
      paymentMethod: "CARD",
    }) as { path: string; value: any }[];
    const parties = ops.find((o) => o.path === "/relatedParty")?.value;
    expect(parties.map((p: any) => p.role)).toEqual(["customer", "shippingContact", "organisation"]);
    expect(parties[2]).toMatchObject({ vfCRMRole: "CHOOSER", documentsUploaded: true, "@referredType": "Organization" });
    expect(ops.at(-1)).toEqual({ op: "replace", path: "/status", value: "SUBMITTED" });
  });

  it("business without company data is refused; a consumer's organisation is ignored", () => {
    expect(() =>
      checkoutPatch({ customerType: "EBU", provider: "sso", contract, shipping: { useContractAddress: true }, paymentMethod: "CARD" }),
    ).toThrow(ORGANISATION_MISSING);
    const ops = checkoutPatch({
      customerType: "CBU",
      provider: "sso",
      contract,
      shipping: { useContractAddress: true },
      organisation: { companyName: "X SRL", cui: "8971726", role: "Administrator" },
      paymentMethod: "CARD",
    }) as { path: string; value: any }[];
    expect(ops.find((o) => o.path === "/relatedParty")?.value).toHaveLength(2);
  });
});
