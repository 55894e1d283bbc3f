// Which line a renewal is for (issue 28): a business customer who reaches more than one of the company's lines is asked.
import { mayRenewOtherLines, renewalAsksForLine, subscriberIdOfLine } from "../../../src/domain/shop/renewalLine";

describe("renewal line", () => {
  it("SPEC §6 roles / §7 subscribers: only a business customer may reach lines besides their own", () => {
    expect(mayRenewOtherLines("EBU")).toBe(true);
    expect(mayRenewOtherLines("CBU")).toBe(false);
    expect(mayRenewOtherLines(null)).toBe(false);
  });

  it("SPEC §7 subscribers: the renewal asks which line only when the directory lists more than one", () => {
    expect(renewalAsksForLine(0)).toBe(false);
    expect(renewalAsksForLine(1)).toBe(false);
    expect(renewalAsksForLine(2)).toBe(true);
    expect(renewalAsksForLine(303)).toBe(true);
  });

  it("SPEC §7 cart add selectedSubscriberId: a found line is named by its number", () => {
    expect(subscriberIdOfLine({ msisdn: "0729100005" })).toBe("0729100005");
  });
});
