// SPEC §7 "Offer query string helper defaults: channel ONLINE, usergroup WEBSITE, offerType
// FixedServices, serviceType BUNDLE; empty values skipped."
import { offerQueryString } from "../../../src/domain/content/offerQuery";

describe("offerQueryString", () => {
  it("gives the four defaults, in order, when called with nothing", () => {
    expect(offerQueryString()).toBe("channel=ONLINE&usergroup=WEBSITE&offerType=FixedServices&serviceType=BUNDLE");
    expect(offerQueryString({})).toBe("channel=ONLINE&usergroup=WEBSITE&offerType=FixedServices&serviceType=BUNDLE");
  });

  it("lets the caller override a default in place and appends extras in insertion order", () => {
    expect(offerQueryString({ zeta: "z", serviceType: "MOBILE", alpha: 1, channel: "RETAIL" })).toBe(
      "channel=RETAIL&usergroup=WEBSITE&offerType=FixedServices&serviceType=MOBILE&zeta=z&alpha=1",
    );
  });

  it("keeps the defaults first even for integer-like extra keys", () => {
    expect(offerQueryString({ "10": "x" })).toBe("channel=ONLINE&usergroup=WEBSITE&offerType=FixedServices&serviceType=BUNDLE&10=x");
  });

  it("skips empty values: undefined keeps a default, '' or null drop it, empty extras are left out", () => {
    expect(offerQueryString({ channel: undefined, serviceType: "", usergroup: null, a: "", b: null, c: undefined, d: 0, e: false })).toBe(
      "channel=ONLINE&offerType=FixedServices&d=0&e=false",
    );
  });

  it("URL-encodes keys and values", () => {
    expect(offerQueryString({ offerType: "Fixed Services&TV", "flow type": "a=b/ă" })).toBe(
      "channel=ONLINE&usergroup=WEBSITE&offerType=Fixed%20Services%26TV&serviceType=BUNDLE&flow%20type=a%3Db%2F%C4%83",
    );
  });
});
