// The recharge and settings client's readers (src/clients/gateway/billing/billingCareClient.ts), built from answers.ts's
// field readers like every billing answer, with the same accepted and rejected shapes as the zod schemas they replaced:
// ids trimmed, 1..200 characters; texts at most 2000 as sent (statuses 40, types 60); optional texts
// absent or blank → null, else trimmed; finite amounts (the rate above 0); units at most 10 characters; unknown fields
// ignored. A broken answer is a GatewayError invalid_response of the service called.
import {
  readPaymentEligibility,
  readPaymentRequest,
  readRate,
  readVoucherRecharge,
} from "../../../src/clients/gateway/billing/billingCareClient";
import { GatewayError } from "../../../src/clients/gateway/errors";

const failure = (read: () => unknown) => {
  try {
    read();
  } catch (e) {
    return e;
  }
  throw new Error("expected a failure");
};
const long = (n: number, c = "x") => c.repeat(n);
const money = (value: number, unit = "RON") => ({ unit, value });

describe("readVoucherRecharge", () => {
  const voucher = { status: "credited", msisdn: " 0733000201 ", amount: money(5, "EUR"), voucher: " ****1234 ", extra: true };

  it("keeps the four fields, the number and the masked code trimmed", () => {
    expect(readVoucherRecharge(voucher)).toEqual({
      status: "credited",
      msisdn: "0733000201",
      amount: money(5, "EUR"),
      voucher: "****1234",
    });
    expect(readVoucherRecharge({ ...voucher, voucher: null }).voucher).toBeNull();
  });

  it.each([
    ["a status over 40 characters", { ...voucher, status: long(41) }],
    ["no number", { ...voucher, msisdn: "" }],
    ["a unit over 10 characters", { ...voucher, amount: money(5, long(11)) }],
    ["no amount", { ...voucher, amount: undefined }],
  ])("%s → invalid_response of dxlEbill", (_, body) => {
    const e = failure(() => readVoucherRecharge(body));
    expect(e).toBeInstanceOf(GatewayError);
    expect(e).toMatchObject({ kind: "invalid_response", service: "dxlEbill" });
  });
});

describe("readRate", () => {
  it("reads the amounts and the day (blank → null)", () => {
    expect(readRate({ eur: 10, ron: 49.75, rate: 4.975, date: " 2026-03-02 " })).toEqual({
      eur: 10,
      ron: 49.75,
      rate: 4.975,
      date: "2026-03-02",
    });
    expect(readRate({ eur: 10, ron: 49.75, rate: 4.975, date: "" }).date).toBeNull();
  });

  it.each([
    ["a zero rate", { eur: 10, ron: 0, rate: 0 }],
    ["a negative rate", { eur: 10, ron: 49.75, rate: -4.975 }],
    ["an amount as text", { eur: "10", ron: 49.75, rate: 4.975 }],
    ["no rate", { eur: 10, ron: 49.75 }],
  ])("%s → invalid_response of exchangeRate", (_, body) => {
    expect(failure(() => readRate(body))).toMatchObject({ kind: "invalid_response", service: "exchangeRate" });
  });
});

describe("readPaymentEligibility", () => {
  it("a bill id sent as a number is text; blank is none; text is kept as sent", () => {
    expect(readPaymentEligibility({ eligible: true, billId: 1000001012602 }).billId).toBe("1000001012602");
    expect(readPaymentEligibility({ eligible: true, billId: "   " }).billId).toBeNull();
    expect(readPaymentEligibility({ eligible: true, billId: " VDF1 " }).billId).toBe(" VDF1 ");
  });

  it("absent fields are null", () => {
    expect(readPaymentEligibility({ eligible: false })).toEqual({
      eligible: false,
      reason: null,
      banId: null,
      billId: null,
      billNo: null,
      amountDue: null,
      paymentDueDate: null,
      minAgreementDate: null,
      maxAgreementDate: null,
    });
  });

  it.each([
    ["no eligible flag", {}],
    ["eligible as text", { eligible: "true" }],
    ["a bill id that is an object", { eligible: true, billId: { id: 1 } }],
    ["an amount due without a value", { eligible: true, amountDue: { unit: "RON" } }],
  ])("%s → invalid_response of ebill", (_, body) => {
    expect(failure(() => readPaymentEligibility(body))).toMatchObject({ kind: "invalid_response", service: "ebill" });
  });
});

describe("readPaymentRequest", () => {
  const request = { id: " PC-1 ", type: "PaymentConfirmation", status: "registered", banId: "100000101" };

  it("a 201 is new, a 200 repeated; absent fields are null", () => {
    expect(readPaymentRequest(request)).toEqual({
      id: "PC-1",
      type: "PaymentConfirmation",
      status: "registered",
      banId: "100000101",
      billId: null,
      agreementDate: null,
      creationDate: null,
      repeated: false,
    });
    expect(readPaymentRequest(request, 200).repeated).toBe(true);
  });

  it.each([
    ["no id", { ...request, id: undefined }],
    ["a type over 60 characters", { ...request, type: long(61) }],
    ["a status over 40 characters", { ...request, status: long(41) }],
    ["not an object", [request]],
  ])("%s → invalid_response of ebill", (_, body) => {
    expect(failure(() => readPaymentRequest(body))).toMatchObject({ kind: "invalid_response", service: "ebill" });
  });
});
