import { documentsUploadedFlag, organisationParty, vfCrmRoleOf } from "../../../src/domain/checkout/organisation";

const company = { companyName: "Exemplu Soft SRL", cui: "8971726", role: "Administrator" as const };

describe("SPEC §6 Business cart organisation party: vfCRMRole", () => {
  it("CHOOSER if the role is Administrator, otherwise USER", () => {
    expect(vfCrmRoleOf("Administrator")).toBe("CHOOSER");
    expect(vfCrmRoleOf("Imputernicit")).toBe("USER");
    expect(vfCrmRoleOf("Angajat")).toBe("USER");
    expect(vfCrmRoleOf("administrator")).toBe("USER");
    expect(vfCrmRoleOf("")).toBe("USER");
  });
});

describe("SPEC §6 documentsUploaded (only for the one-time-code provider)", () => {
  it("true only when both the ID and the registration certificate were uploaded", () => {
    expect(documentsUploadedFlag("otc", ["CI", "RegistrationCertificate"])).toBe(true);
    expect(documentsUploadedFlag("otc", ["RegistrationCertificate", "CI", "CI"])).toBe(true);
    expect(documentsUploadedFlag("otc", ["CI"])).toBe(false);
    expect(documentsUploadedFlag("otc", ["RegistrationCertificate"])).toBe(false);
    expect(documentsUploadedFlag("otc", [])).toBe(false);
  });

  it("not sent for any other provider", () => {
    expect(documentsUploadedFlag("sso", ["CI", "RegistrationCertificate"])).toBeNull();
    expect(documentsUploadedFlag("ebuAnonymous", ["CI", "RegistrationCertificate"])).toBeNull();
    expect(documentsUploadedFlag(null, [])).toBeNull();
  });

  it("the party: the company by CUI and name, its vfCRMRole and, for otc, documentsUploaded", () => {
    expect(organisationParty(company, "otc", ["CI", "RegistrationCertificate"])).toEqual({
      id: "8971726",
      name: "Exemplu Soft SRL",
      role: "organisation",
      "@referredType": "Organization",
      vfCRMRole: "CHOOSER",
      documentsUploaded: true,
    });
    const sso = organisationParty({ ...company, role: "Angajat" }, "sso", []);
    expect(sso.vfCRMRole).toBe("USER");
    expect(sso).not.toHaveProperty("documentsUploaded");
  });
});
