// Back from the card page after a recharge: SPEC §2 "facturi-si-plati with rechargeSuccess=true in the query is
// redirected to /sumar with the same query"; docs/billing-contract.md "Back on the site" (for recharges
// rechargeSuccess=true|false, overwritten with the outcome, beside paymentStatus=captured|denied|failed|canceled and
// errorCode).
import { rechargeReturnOf } from "../../../src/domain/billing/rechargeReturn";

const of = (query: string) => rechargeReturnOf(new URLSearchParams(query));

describe("SPEC §2 rechargeSuccess in the query / docs/billing-contract.md 'Back on the site'", () => {
  it.each(["", "?paymentId=pay-1&paymentStatus=captured&billId=1000001012602&billPaid=true", "?rechargeSuccesss=true"])(
    "%p is not a recharge's return: null",
    (query) => {
      expect(of(query)).toBeNull();
    },
  );

  it("rechargeSuccess=true (the site's own redirect address, or a capture) is a recharge done", () => {
    expect(of("?rechargeSuccess=true")).toEqual({ kind: "recharged" });
    expect(of("?rechargeSuccess=true&paymentId=pay-1&paymentStatus=captured&sig=x")).toEqual({ kind: "recharged" });
  });

  it.each(["denied", "failed"])("rechargeSuccess=false with paymentStatus=%s is declined, with the bank's code", (status) => {
    expect(of(`?rechargeSuccess=false&paymentId=pay-1&paymentStatus=${status}&errorCode=4005`)).toEqual({
      kind: "declined",
      errorCode: "4005",
    });
    expect(of(`?rechargeSuccess=false&paymentStatus=${status}`)).toEqual({ kind: "declined", errorCode: null });
  });

  it("rechargeSuccess=false with paymentStatus=canceled is canceled", () => {
    expect(of("?rechargeSuccess=false&paymentId=pay-1&paymentStatus=canceled")).toEqual({ kind: "canceled" });
  });

  it.each([
    "?rechargeSuccess=false",
    "?rechargeSuccess=false&paymentStatus=captured",
    "?rechargeSuccess=false&paymentStatus=weird",
    "?rechargeSuccess=maybe",
    "?rechargeSuccess=",
    "?rechargeSuccess=true&paymentStatus=denied",
  ])("%p is an outcome we cannot vouch for: unknown", (query) => {
    expect(of(query)).toEqual({ kind: "unknown" });
  });
});
