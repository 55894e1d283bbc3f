import { visitorType } from "../../../src/domain/analytics/visitorType";
import { orderEligibleFlows } from "../../../src/domain/session/eligibleFlows";

const anonymous = (eligibleFlows: string[]) => ({ loggedIn: false, customerType: null, eligibleFlows });

describe("SPEC §4 analytics visitor type", () => {
  it("SPEC §4: a logged-in user of the shop is their customer type, whatever the flows", () => {
    expect(visitorType({ loggedIn: true, customerType: "CBU", eligibleFlows: ["ACQ", "RET"] })).toBe("CBU");
    expect(visitorType({ loggedIn: true, customerType: "EBU", eligibleFlows: [] })).toBe("EBU");
  });

  it("SPEC §4: a customer type without a sign-in does not count; the flows decide", () => {
    expect(visitorType({ loggedIn: false, customerType: "CBU", eligibleFlows: ["ACQ", "MFP"] })).toBe("prepaid");
  });

  it("SPEC §4: logged in without a known customer type falls back to the flows", () => {
    expect(visitorType({ loggedIn: true, customerType: null, eligibleFlows: ["ACQ", "RET"] })).toBe("postpaid");
  });

  it.each<[string[], string]>([
    [["ACQ", "RET"], "postpaid"],
    [["ACQ", "RET", "MNP"], "postpaid"],
    [["ACQ", "MFP"], "prepaid"],
    [["ACQ", "MFP", "RET"], "prepaid"],
    [["ACQ", "MNP", "RET"], "mobile_user"],
    [["ACQ"], "mobile_user"],
    [["RET", "MFP"], "mobile_user"],
    [["MNP"], "mobile_user"],
    [[], "mobile_user"],
  ])("SPEC §4: eligible flows %j (ACQ first, as sent) give %s", (flows, expected) => {
    expect(visitorType(anonymous(flows))).toBe(expected);
  });

  it.each<[string[], string]>([
    [["ACQ", "RET"], "postpaid"],
    [["ACQ", "MFP", "MNP"], "prepaid"],
    [["ACQ", "MNP", "MFP"], "mobile_user"],
  ])("SPEC §4: the list reordered with ACQ last (%j as sent) gives the same type, %s", (sent, expected) => {
    const stored = orderEligibleFlows(sent);
    expect(stored[stored.length - 1]).toBe("ACQ");
    expect(visitorType(anonymous(stored))).toBe(expected);
    expect(visitorType(anonymous(sent))).toBe(expected);
  });
});
