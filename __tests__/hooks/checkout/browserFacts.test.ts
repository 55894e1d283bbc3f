// SPEC §7 POST payment browser characteristics, read from the page (src/hooks/checkout/browserFacts.ts).
import { browserFacts } from "../../../src/hooks/checkout/browserFacts";
import { paymentRequest } from "../../../src/domain/checkout/paymentRequest";

describe("browserFacts (SPEC §7 payment characteristics)", () => {
  it("reads user agent, language, colour depth, screen size and time zone; java is never enabled", () => {
    const facts = browserFacts();
    expect(facts).toEqual({
      userAgent: navigator.userAgent,
      javaEnabled: false,
      language: navigator.language,
      colorDepth: screen.colorDepth,
      screenHeight: screen.height,
      screenWidth: screen.width,
      timeZoneOffset: new Date().getTimezoneOffset(),
    });
  });

  it("is what the domain's payment builder takes", () => {
    const body = paymentRequest({ orderId: "po-1", card: { token: "t", encryptedCvv: "c" }, browser: browserFacts(), totalRon: 1 });
    expect(body.paymentCharacteristic.map((c) => c.name)).toEqual(
      expect.arrayContaining(["browser_header", "java_enabled", "language", "color_depth", "screen_height", "screen_width", "time_zone"]),
    );
  });
});
