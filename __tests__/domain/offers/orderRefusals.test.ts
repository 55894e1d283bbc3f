import { ORDER_REFUSALS, orderRefusalOf } from "../../../src/domain/offers/orderRefusals";
import { roProductServices } from "../../../src/i18n/ro/productServices";

describe("self-care order refusals (contract table; SPEC §8 falls back to the general classes)", () => {
  it("each listed code names a refusal the dictionary says", () => {
    for (const rule of Object.values(ORDER_REFUSALS)) expect(roProductServices.refusals[rule.refusal]).toMatch(/\S/);
  });
  it.each([
    ["already_active", "alreadyActive"],
    ["order_pending", "orderPending"],
    ["insufficient_credit", "insufficientCredit"],
    ["insufficient_role", "notAllowed"],
  ])("%s → %s", (code, refusal) => {
    expect(orderRefusalOf({ code, status: 409 })).toBe(refusal);
  });
  it("an unknown code, a number, a prototype name or no error is not a refusal", () => {
    expect(orderRefusalOf({ code: "server_error" })).toBeNull();
    expect(orderRefusalOf({ code: 409 })).toBeNull();
    expect(orderRefusalOf({ code: "toString" })).toBeNull();
    expect(orderRefusalOf(null)).toBeNull();
    expect(orderRefusalOf("already_active")).toBeNull();
  });
});
