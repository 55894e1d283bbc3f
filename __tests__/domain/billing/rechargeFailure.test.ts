// The back end's refusals of a recharge (docs/billing-contract.md "Recharge by card" and "Vouchers" condition tables;
// SPEC §7 POST ebill /recharge, POST /dxl-ebill/api/recharge/voucher) → the message key and the field it is about.
import { RECHARGE_FAILURES, rechargeFailureOf } from "../../../src/domain/billing/rechargeFailure";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { roRecharge } from "../../../src/i18n/ro/recharge";

const refused = (code: string, status = 400) => new GatewayError({ kind: "http", message: "Mesaj", status, code, service: "dxlEbill" });

describe("SPEC §7 recharge refusals (docs/billing-contract.md codes)", () => {
  it.each([
    ["voucher_invalid", 400, "voucherInvalid", "voucher"],
    ["voucher_not_found", 404, "voucherNotFound", "voucher"],
    ["voucher_already_used", 409, "voucherAlreadyUsed", "voucher"],
    ["voucher_expired", 400, "voucherExpired", "voucher"],
    ["voucher_attempts_exceeded", 429, "voucherAttemptsExceeded", null],
    ["recharge_number_unknown", 404, "numberUnknown", "phone"],
    ["invalid_phone", 400, "phoneInvalid", "phone"],
    ["invalid_email", 400, "emailInvalid", "email"],
    ["amount_out_of_range", 400, "amountOutOfRange", "amount"],
    ["redirect_not_allowed", 400, "redirectNotAllowed", null],
  ])("%s (%i) → %s under %p", (code, status, key, field) => {
    expect(rechargeFailureOf(refused(code, status))).toEqual({ key, field });
  });

  it.each([
    ["a 503", new GatewayError({ kind: "http", message: "x", status: 503, service: "ebill" })],
    ["no answer", new GatewayError({ kind: "network", message: "x", code: "voucher_not_found" })],
    ["an unknown code", refused("something_else")],
    ["a code from Object.prototype", refused("toString")],
    ["a malformed answer", new GatewayError({ kind: "invalid_response", message: "x", status: 200 })],
    ["not a gateway error", new Error("boom")],
    ["nothing", null],
  ])("%s is not catalogued: null (the generic ribbon)", (_, error) => {
    expect(rechargeFailureOf(error)).toBeNull();
  });

  it("every key has a Romanian text", () => {
    for (const { key } of Object.values(RECHARGE_FAILURES)) expect(roRecharge.failures[key]).toMatch(/[a-zăâîșț]{4}/);
  });
});
