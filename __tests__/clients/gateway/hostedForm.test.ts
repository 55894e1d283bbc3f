// The provider's hosted card form at the boundary (docs/checkout-contract.md "Hosted card form"): its address and
// the messages the page accepts from it. Issue 14: the page's script gets a token, never the card.
import { backendUrl } from "../../../src/config/endpoints";
import { hostedFormOrigin, hostedFormUrl, readCardFormMessage, submitMessage } from "../../../src/clients/gateway/checkout/hostedForm";

const provider = new URL(backendUrl("payments")).origin;
const token = {
  type: "sandbox-card:token",
  token: "sbx_card_1",
  encryptedCvv: "sbx_ecvv_1",
  brand: "VISA",
  last4: "3220",
  expiryMonth: 12,
  expiryYear: 2030,
  installments: [1, 3, 6],
};

describe("hosted card form (issue 14)", () => {
  it("is the payments back end's form for the page's origin", () => {
    const url = new URL(hostedFormUrl("http://127.0.0.1:9000"));
    expect(`${url.origin}${url.pathname}`).toBe(`${backendUrl("payments")}/hosted-form`);
    expect(url.searchParams.get("origin")).toBe("http://127.0.0.1:9000");
    expect(hostedFormOrigin()).toBe(provider);
  });

  it("issue 24: the page's submit carries the bot-check token for the tokenisation (or none, which the provider refuses)", () => {
    expect(submitMessage({ token: "bot-1", action: "checkoutCardToken" })).toEqual({
      type: "sandbox-card:submit",
      botcheck: { token: "bot-1", action: "checkoutCardToken" },
    });
    expect(submitMessage(null)).toEqual({ type: "sandbox-card:submit", botcheck: null });
  });

  it("issue 24: the form's own Plătește asks the page for the submit (and its token)", () => {
    expect(readCardFormMessage(provider, { type: "sandbox-card:submit-request" })).toEqual({ kind: "submitRequest" });
    expect(readCardFormMessage("https://evil.example", { type: "sandbox-card:submit-request" })).toBeNull();
  });

  it("reads ready, token and error messages from the provider's origin", () => {
    expect(readCardFormMessage(provider, { type: "sandbox-card:ready" })).toEqual({ kind: "ready" });
    expect(readCardFormMessage(provider, token)).toEqual({
      kind: "token",
      card: { token: "sbx_card_1", encryptedCvv: "sbx_ecvv_1", brand: "VISA", last4: "3220", installments: [1, 3, 6] },
    });
    expect(readCardFormMessage(provider, { type: "sandbox-card:error", fields: ["number"] })).toEqual({
      kind: "error",
      fields: ["number"],
    });
  });

  it("a token without installments offers paying in full only", () => {
    const { installments: _i, ...rest } = token;
    expect(readCardFormMessage(provider, rest)).toMatchObject({ kind: "token", card: { installments: [1] } });
  });

  it("ignores any other origin, unknown shapes and a message that would carry a card number", () => {
    expect(readCardFormMessage("https://evil.example", token)).toBeNull();
    expect(readCardFormMessage(provider, { type: "other" })).toBeNull();
    expect(readCardFormMessage(provider, "sandbox-card:ready")).toBeNull();
    expect(readCardFormMessage(provider, { ...token, token: "" })).toBeNull();
    expect(readCardFormMessage(provider, { ...token, last4: "4000000000003220" })).toBeNull();
    // Extra fields are dropped at the boundary: a number never reaches the page's state.
    const read = readCardFormMessage(provider, { ...token, number: "4000000000003220", cvv: "123" });
    expect(JSON.stringify(read)).not.toContain("4000000000003220");
    expect(JSON.stringify(read)).not.toContain('"123"');
  });
});
