// The account specialist (src/domain/account/specialist.ts): SPEC §3 "voiceSpecialist and dataSpecialist, each with id,
// fullName, emailAddress, phoneNumber, picked from related parties named 'Voice Specialist' or 'Data Specialist'".
import {
  formatPhoneRo,
  hasNoSpecialist,
  mailtoHref,
  pickSpecialists,
  specialistCustomerOf,
  telHref,
} from "../../../src/domain/account/specialist";

const party = (name: string, over: Record<string, unknown> = {}) => ({
  id: `SPC-${name}`,
  name,
  fullName: `${name} Person`,
  emailAddress: "andreea.ionescu@operator.example.ro",
  phoneNumber: "+40 372 000 101",
  ...over,
});

describe("SPEC §3 Account specialist: picking from related parties", () => {
  it("picks the voice and the data specialist by name, ignoring other parties", () => {
    expect(
      pickSpecialists({
        id: "CUST-EBU-5000",
        relatedParty: [party("Billing Contact"), party("Data Specialist", { id: "SPC-2" }), party("Voice Specialist", { id: "SPC-1" })],
      }),
    ).toEqual({
      voiceSpecialist: {
        id: "SPC-1",
        fullName: "Voice Specialist Person",
        emailAddress: "andreea.ionescu@operator.example.ro",
        phoneNumber: "0372000101",
      },
      dataSpecialist: {
        id: "SPC-2",
        fullName: "Data Specialist Person",
        emailAddress: "andreea.ionescu@operator.example.ro",
        phoneNumber: "0372000101",
      },
    });
  });

  it("names match whatever the case and spaces; the first usable one wins; an empty party is skipped", () => {
    const picked = pickSpecialists({
      relatedParty: [
        { name: "Voice Specialist" },
        party(" voice specialist ", { id: "first" }),
        party("Voice Specialist", { id: "second" }),
      ],
    });
    expect(picked?.voiceSpecialist?.id).toBe("first");
    expect(picked?.dataSpecialist).toBeNull();
  });

  it("only a voice specialist: the data one is null; none at all is said so", () => {
    const onlyVoice = pickSpecialists({ relatedParty: [party("Voice Specialist")] })!;
    expect(onlyVoice.dataSpecialist).toBeNull();
    expect(hasNoSpecialist(onlyVoice)).toBe(false);
    expect(hasNoSpecialist(pickSpecialists({ relatedParty: [party("Account Manager")] })!)).toBe(true);
    expect(hasNoSpecialist(pickSpecialists({})!)).toBe(true);
  });

  it("an address that is not a plain e-mail is dropped; a missing phone is ''", () => {
    const picked = pickSpecialists({
      relatedParty: [party("Voice Specialist", { emailAddress: "a@b.ro?cc=x@y.ro", phoneNumber: null })],
    })!;
    expect(picked.voiceSpecialist).toMatchObject({ emailAddress: "", phoneNumber: "" });
  });

  it.each([[null], ["x"], [[party("Voice Specialist")]]])("%j is no party", (raw) => {
    expect(pickSpecialists(raw)).toBeNull();
  });

  it("links and display: mailto for a plain address, tel in international form, the number in groups", () => {
    expect(mailtoHref("andreea.ionescu@operator.example.ro")).toBe("mailto:andreea.ionescu@operator.example.ro");
    expect(mailtoHref("not an address")).toBeNull();
    expect(telHref("0372000101")).toBe("tel:+40372000101");
    expect(telHref("112")).toBeNull();
    expect(formatPhoneRo("0372000101")).toBe("0372 000 101");
    expect(formatPhoneRo("112")).toBe("112");
  });

  it("whose account has specialists: a business identity of the operator, by its customer id", () => {
    const info = (customerId: string) => ({ customerId }) as never;
    expect(specialistCustomerOf({ accountType: "EBU", isNonVdf: false, customerInfo: info("CUST-EBU-5000") })).toBe("CUST-EBU-5000");
    expect(specialistCustomerOf({ accountType: "CBU", isNonVdf: false, customerInfo: info("CUST-CBU-1001") })).toBeNull();
    expect(specialistCustomerOf({ accountType: "EBU", isNonVdf: true, customerInfo: info("CUST-EBU-5000") })).toBeNull();
    expect(specialistCustomerOf({ accountType: "EBU", isNonVdf: false, customerInfo: null })).toBeNull();
  });
});
