import { isProviderReturn } from "../../../src/domain/billing/providerReturn";

describe("docs/billing-contract.md 'Back on the site' (SPEC §2 facturi-si-plati, rechargeSuccess): isProviderReturn", () => {
  it.each([
    ["?paymentId=pay-1&paymentStatus=captured&billId=1&billPaid=true", true],
    ["?rechargeSuccess=false&paymentId=pay-2&paymentStatus=denied", true],
    ["?rechargeSuccess=true", true],
    ["", false],
    ["?factura=1000001012605", false],
    ["?paymentStatus=captured", false],
  ])("%s → %s", (search, expected) => {
    expect(isProviderReturn(new URLSearchParams(search))).toBe(expected);
  });
});
