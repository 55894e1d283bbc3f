import { checkPortInRequest, DONOR_OPERATORS, donorOperatorName } from "../../../src/domain/portIn/portInRequest";

const PREPAID = {
  msisdnToPort: "0745 100 001",
  donorOperator: "ORANGE",
  donorSubscriptionType: "prepaid",
  iccid: "8940 1000 0000 0000 016",
};
const POSTPAID = {
  msisdnToPort: "+40745100002",
  donorOperator: "ORANGE",
  donorSubscriptionType: "postpaid",
  donorClientCode: "cl-4510 0002",
};

describe("SPEC §3 port-in request (ANCOM a1: prepaid needs the ICCID; a12: postpaid the client code)", () => {
  it("SPEC §3: a prepaid request is normalised (number 07…, ICCID digits) and keeps only the ICCID", () => {
    expect(checkPortInRequest({ ...PREPAID, donorClientCode: "ABC123" })).toEqual({
      ok: true,
      value: { msisdnToPort: "0745100001", donorOperator: "ORANGE", donorSubscriptionType: "prepaid", iccid: "8940100000000000016" },
    });
  });

  it("SPEC §3: a postpaid request keeps only the client code, upper case without spaces or dashes", () => {
    expect(checkPortInRequest({ ...POSTPAID, iccid: "123" })).toEqual({
      ok: true,
      value: { msisdnToPort: "0745100002", donorOperator: "ORANGE", donorSubscriptionType: "postpaid", donorClientCode: "CL45100002" },
    });
  });

  it("ANCOM a1: prepaid without ICCID is refused on the iccid field; postpaid without client code on donorClientCode", () => {
    expect(checkPortInRequest({ ...PREPAID, iccid: " " })).toEqual({ ok: false, errors: { iccid: "required" } });
    expect(checkPortInRequest({ ...POSTPAID, donorClientCode: undefined })).toEqual({ ok: false, errors: { donorClientCode: "required" } });
  });

  it.each([
    ["8940100000000000", "iccidFormat"], // 16 digits
    ["894010000000000001655", "iccidFormat"], // 21 digits
    ["7940100000000000016", "iccidFormat"], // not 89
    ["89401000000000000A6", "iccidFormat"],
    ["8940100000000000017", "iccidChecksum"], // last digit is not the Luhn digit
    ["89403000000000000108", "iccidChecksum"],
  ])("ANCOM a1: ICCID %s → %s (19–20 digits, prefix 89, Luhn check digit)", (iccid, key) => {
    expect(checkPortInRequest({ ...PREPAID, iccid })).toEqual({ ok: false, errors: { iccid: key } });
  });

  it("ANCOM a1: a 20-digit ICCID with a valid Luhn digit passes", () => {
    expect(checkPortInRequest({ ...PREPAID, iccid: "89403000000000000109" }).ok).toBe(true);
  });

  it.each(["ABC12", "A".repeat(17), "CL45_0002", "cod/client"])("ANCOM a12: client code %p is refused (6–16 letters or digits)", (code) => {
    expect(checkPortInRequest({ ...POSTPAID, donorClientCode: code })).toEqual({
      ok: false,
      errors: { donorClientCode: "clientCodeFormat" },
    });
  });

  it("SPEC §3 phone rule: the number must be a Romanian mobile 07… of 10 digits", () => {
    expect(checkPortInRequest({ ...PREPAID, msisdnToPort: "0212345678" }).ok).toBe(false);
    expect(checkPortInRequest({ ...PREPAID, msisdnToPort: "072200010" })).toEqual({ ok: false, errors: { msisdnToPort: "invalidPhone" } });
    expect(checkPortInRequest({ ...PREPAID, msisdnToPort: "" })).toEqual({ ok: false, errors: { msisdnToPort: "required" } });
  });

  it("every field answers its first problem, all at once; an unknown operator or type is named", () => {
    expect(checkPortInRequest({ donorOperator: "VODAFONE", donorSubscriptionType: "hybrid" })).toEqual({
      ok: false,
      errors: { msisdnToPort: "required", donorOperator: "unknownOperator", donorSubscriptionType: "unknownSubscriptionType" },
    });
    expect(checkPortInRequest({})).toEqual({
      ok: false,
      errors: { msisdnToPort: "required", donorOperator: "required", donorSubscriptionType: "required" },
    });
  });

  it("the donor operators are other Romanian mobile networks, with display names", () => {
    expect(DONOR_OPERATORS.map((o) => o.id)).toEqual(["ORANGE", "TELEKOM", "DIGI", "LYCAMOBILE"]);
    expect(donorOperatorName("DIGI")).toBe("DIGI (RCS & RDS)");
    expect(donorOperatorName("VODAFONE")).toBeNull();
  });
});
