import { flowNeedsSubscriber, isExistingCustomerFlow, offerFlowsFor, type FlowOffer } from "../../../src/domain/shop/offerFlow";
import { orderEligibleFlows } from "../../../src/domain/session/eligibleFlows";

const CBU_PLAN: FlowOffer = { offerType: "MobileService", segment: "CBU" };
const EBU_PLAN: FlowOffer = { offerType: "MobileService", segment: "EBU" };

describe("SPEC §4/§7/§9 flow choice from eligible flows and the offer (existing customers: RET, MFP)", () => {
  it.each<[string[], ("RET" | "MFP")[]]>([
    [["RET", "MNP", "ACQ"], ["RET"]],
    [["MFP", "MNP", "ACQ"], ["MFP"]],
    [
      ["RET", "MFP", "ACQ"],
      ["RET", "MFP"],
    ],
    [
      ["MFP", "RET", "ACQ"],
      ["MFP", "RET"],
    ],
    [["MNP", "ACQ"], []],
    [["FIX", "ACQ"], []],
    [["NO_MSISDN_ACQ"], []],
    [[], []],
  ])("a consumer with eligible flows %j sees %j on a consumer plan", (flows, expected) => {
    expect(offerFlowsFor(flows, CBU_PLAN, "CBU")).toEqual(expected);
  });

  it("keeps the order of the eligible flows as loaded (ACQ last, SPEC §4) and names each flow once", () => {
    expect(offerFlowsFor(orderEligibleFlows(["ACQ", "RET", "MFP"]), CBU_PLAN, "CBU")).toEqual(["RET", "MFP"]);
    expect(offerFlowsFor(["RET", "RET", "MFP", "RET"], CBU_PLAN, "CBU")).toEqual(["RET", "MFP"]);
  });

  it("a visitor (no customer type) sees no renewal, whatever flows are at hand", () => {
    expect(offerFlowsFor(["RET", "MFP", "ACQ"], CBU_PLAN, null)).toEqual([]);
  });

  it("an offer of the other segment gives nothing: a consumer does not renew on a business plan, nor the reverse", () => {
    expect(offerFlowsFor(["RET", "ACQ"], EBU_PLAN, "CBU")).toEqual([]);
    expect(offerFlowsFor(["RET", "ACQ"], CBU_PLAN, "EBU")).toEqual([]);
    expect(offerFlowsFor(["RET", "ACQ"], EBU_PLAN, "EBU")).toEqual(["RET"]);
  });

  it.each(["Device", "Prepaid", "MobileBundle", "ServiceAddon", "FixedServices", ""])("only plans: %p gives nothing", (offerType) => {
    expect(offerFlowsFor(["RET", "MFP", "ACQ"], { offerType, segment: "CBU" }, "CBU")).toEqual([]);
  });

  it("tells existing-customer flows from the others (the cart checks only these)", () => {
    expect(["RET", "MFP"].every(isExistingCustomerFlow)).toBe(true);
    expect(["ACQ", "MNP", "NO_MSISDN_ACQ", "Prepaid", "", "ret"].some(isExistingCustomerFlow)).toBe(false);
  });

  it("a renewal names the line it renews (selectedSubscriberId); a new line does not", () => {
    expect(flowNeedsSubscriber("RET")).toBe(true);
    expect(flowNeedsSubscriber("MFP")).toBe(false);
    expect(flowNeedsSubscriber("ACQ")).toBe(false);
  });
});
