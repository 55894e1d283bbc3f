import {
  PAYMENT_CHARACTERISTICS,
  PAYMENT_INPUT_INVALID,
  paymentRequest,
  threeDSRedirectionUrl,
  type PaymentInput,
} from "../../../src/domain/checkout/paymentRequest";

const input: PaymentInput = {
  orderId: "PO-1001",
  card: { token: "tok_abc", encryptedCvv: "enc_cvv_xyz", cardType: "VISA" },
  browser: {
    userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
    javaEnabled: false,
    language: "ro-RO",
    colorDepth: 24,
    screenHeight: 1080,
    screenWidth: 1920,
    timeZoneOffset: -120,
  },
  totalRon: 1736.284,
};

describe("SPEC §7 POST payment (TMF676): the body builder", () => {
  it("type Payment, paymentItem → the product order, tokenized card, every characteristic, totalAmount RON", () => {
    expect(paymentRequest(input)).toEqual({
      type: "Payment",
      "@type": "Payment",
      correlatorId: "PO-1001",
      paymentItem: [{ item: { id: "PO-1001", "@referredType": "ProductOrder" } }],
      paymentMethod: { "@type": "TokenizedCard", token: "tok_abc" },
      paymentCharacteristic: [
        { name: "browser_header", value: "Mozilla/5.0 (X11; Linux x86_64)" },
        { name: "java_enabled", value: "false" },
        { name: "language", value: "ro-RO" },
        { name: "color_depth", value: "24" },
        { name: "screen_height", value: "1080" },
        { name: "screen_width", value: "1920" },
        { name: "time_zone", value: "-120" },
        { name: "encrypted_cvv", value: "enc_cvv_xyz" },
      ],
      totalAmount: { unit: "RON", value: 1736.28 },
    });
  });

  it("SPEC §4 installments: number_of_installments and cardType only when above 1 with several options", () => {
    const withRates = paymentRequest({ ...input, installments: { chosen: 6, offered: [1, 3, 6, 12] } });
    expect(withRates.paymentCharacteristic.map((c) => c.name)).toEqual([...PAYMENT_CHARACTERISTICS]);
    expect(withRates.paymentCharacteristic.at(-1)).toEqual({ name: "number_of_installments", value: "6" });
    expect(withRates.paymentMethod).toEqual({ "@type": "TokenizedCard", token: "tok_abc", cardType: "VISA" });

    for (const installments of [
      { chosen: 1, offered: [1, 3, 6] },
      { chosen: 6, offered: [6] },
    ]) {
      const body = paymentRequest({ ...input, installments });
      expect(body.paymentCharacteristic.map((c) => c.name)).not.toContain("number_of_installments");
      expect(body.paymentMethod).not.toHaveProperty("cardType");
    }
  });

  it("the return address, when given, travels as return_url", () => {
    const body = paymentRequest({ ...input, returnUrl: "https://shop.example/checkout?pas=plata&retur3ds=1" });
    expect(body.paymentCharacteristic.at(-1)).toEqual({ name: "return_url", value: "https://shop.example/checkout?pas=plata&retur3ds=1" });
  });

  it("never a card number or CVV in clear: only the token and the encrypted CVV", () => {
    expect(JSON.stringify(paymentRequest(input))).not.toMatch(/\d{13,19}/);
  });

  it("refuses an empty order or token, and a total that is not a positive amount", () => {
    expect(() => paymentRequest({ ...input, orderId: " " })).toThrow(PAYMENT_INPUT_INVALID);
    expect(() => paymentRequest({ ...input, card: { ...input.card, token: "" } })).toThrow(PAYMENT_INPUT_INVALID);
    expect(() => paymentRequest({ ...input, totalRon: 0 })).toThrow(PAYMENT_INPUT_INVALID);
    expect(() => paymentRequest({ ...input, totalRon: Number.NaN })).toThrow(PAYMENT_INPUT_INVALID);
  });
});

describe("SPEC §7 payment response: paymentCharacteristic 3ds_redirection_url", () => {
  it("reads the challenge address; null without one, or for anything but a web address", () => {
    const answer = (value: unknown) => ({ paymentItem: [], paymentCharacteristic: [{ name: "3ds_redirection_url", value }] });
    expect(threeDSRedirectionUrl(answer("https://pay.example/3ds/abc"))).toBe("https://pay.example/3ds/abc");
    expect(threeDSRedirectionUrl(answer("javascript:alert(1)"))).toBeNull();
    expect(threeDSRedirectionUrl(answer(""))).toBeNull();
    expect(threeDSRedirectionUrl({ paymentCharacteristic: [] })).toBeNull();
    expect(threeDSRedirectionUrl(null)).toBeNull();
  });
});
