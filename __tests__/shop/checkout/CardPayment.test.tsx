// The card part of the review (issue 14): the provider's form in an iframe; the page pays with the token it hands
// over, only from that frame and the provider's origin; the page's "Plătește" asks the form to submit.
import { act, fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { backendUrl } from "../../../src/config/endpoints";
import { CardPayment } from "../../../src/shop/checkout/CardPayment";

const mockBotcheck = jest.fn(async (action: string): Promise<{ token: string; action: string } | null> => ({ token: "bot-1", action }));
jest.mock("../../../src/clients/botcheck/recaptcha", () => ({ getBotcheckToken: (action: string) => mockBotcheck(action) }));
beforeEach(() => mockBotcheck.mockClear());

const provider = new URL(backendUrl("payments")).origin;
const tokenMessage = {
  type: "sandbox-card:token",
  token: "sbx_card_1",
  encryptedCvv: "sbx_ecvv_1",
  brand: "VISA",
  last4: "3220",
  installments: [1],
};

function post(source: MessageEventSource | null, origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
  });
}

function setup(outcome: unknown = { kind: "redirect", url: `${backendUrl("payments")}/3ds/pay-1` }) {
  const payWithCard = jest.fn().mockResolvedValue(outcome);
  render(<CardPayment busy={false} payWithCard={payWithCard} />);
  const frame = screen.getByTitle("Datele cardului") as HTMLIFrameElement;
  return { payWithCard, frame, pay: screen.getByRole("button", { name: "Plătește" }) };
}

describe("CardPayment (issue 14 hosted card form)", () => {
  it("embeds the provider's form for this page's origin; Plătește waits until the form is ready", () => {
    const { frame, pay } = setup();
    expect(frame.src).toBe(`${backendUrl("payments")}/hosted-form?origin=${encodeURIComponent(window.location.origin)}`);
    expect(pay).toBeDisabled();
    post(frame.contentWindow, provider, { type: "sandbox-card:ready" });
    expect(pay).toBeEnabled();
  });

  it("the page's Plătește asks the form to submit with a bot-check token for the tokenisation (issue 24), to the provider's origin only", async () => {
    const { frame, pay } = setup();
    post(frame.contentWindow, provider, { type: "sandbox-card:ready" });
    const send = jest.spyOn(frame.contentWindow as Window, "postMessage").mockImplementation(() => undefined);
    await act(async () => {
      fireEvent.click(pay);
    });
    expect(mockBotcheck).toHaveBeenCalledWith("checkoutCardToken");
    expect(send).toHaveBeenCalledWith({ type: "sandbox-card:submit", botcheck: { token: "bot-1", action: "checkoutCardToken" } }, provider);
    expect(screen.getByRole("status")).toHaveTextContent("Se verifică cardul…");
  });

  it("issue 24: the form's own Plătește asks the page, which answers the submit with the bot-check token; a second ask while waiting sends one", async () => {
    const { frame } = setup();
    post(frame.contentWindow, provider, { type: "sandbox-card:ready" });
    const send = jest.spyOn(frame.contentWindow as Window, "postMessage").mockImplementation(() => undefined);
    post(frame.contentWindow, provider, { type: "sandbox-card:submit-request" });
    post(frame.contentWindow, provider, { type: "sandbox-card:submit-request" });
    await act(async () => undefined);
    expect(mockBotcheck).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: "sandbox-card:submit", botcheck: { token: "bot-1", action: "checkoutCardToken" } }, provider);
    // Another page's request is not answered.
    post(window, provider, { type: "sandbox-card:submit-request" });
    post(frame.contentWindow, "https://evil.example", { type: "sandbox-card:submit-request" });
    await act(async () => undefined);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("issue 24: no bot-check token to be had: the form is still asked (the provider refuses and the form says so)", async () => {
    mockBotcheck.mockResolvedValueOnce(null);
    const { frame, pay } = setup();
    post(frame.contentWindow, provider, { type: "sandbox-card:ready" });
    const send = jest.spyOn(frame.contentWindow as Window, "postMessage").mockImplementation(() => undefined);
    await act(async () => {
      fireEvent.click(pay);
    });
    expect(send).toHaveBeenCalledWith({ type: "sandbox-card:submit", botcheck: null }, provider);
    post(frame.contentWindow, provider, { type: "sandbox-card:error", fields: [] });
    expect(screen.getByRole("status")).not.toHaveTextContent("Se verifică cardul…");
  });

  it("a token from the form pays once with the token and the CVV reference, never the card", async () => {
    const { frame, payWithCard } = setup();
    post(frame.contentWindow, provider, tokenMessage);
    await act(async () => undefined);
    expect(payWithCard).toHaveBeenCalledTimes(1);
    expect(payWithCard).toHaveBeenCalledWith({
      token: "sbx_card_1",
      cvvRef: "sbx_ecvv_1",
      brand: "VISA",
      last4: "3220",
      installmentsOffered: [1],
    });
    expect(screen.getByRole("status")).toHaveTextContent("Te ducem la pagina băncii");
  });

  it("ignores messages from another origin or another window", async () => {
    const { frame, payWithCard } = setup();
    post(frame.contentWindow, "https://evil.example", tokenMessage);
    post(window, provider, tokenMessage);
    await act(async () => undefined);
    expect(payWithCard).not.toHaveBeenCalled();
  });

  it("a card that does not allow the installments asked for: the message, and the next Plătește pays with the same card", async () => {
    const { frame, payWithCard, pay } = setup({ kind: "installmentsRefused", count: 6, card: "VISA •••• 3220" });
    post(frame.contentWindow, provider, { type: "sandbox-card:ready" });
    post(frame.contentWindow, provider, tokenMessage);
    await act(async () => undefined);
    expect(screen.getByRole("alert")).toHaveTextContent("Cardul VISA •••• 3220 nu permite plata în 6 rate");
    payWithCard.mockResolvedValue({ kind: "redirect", url: `${backendUrl("payments")}/3ds/pay-1` });
    const send = jest.spyOn(frame.contentWindow as Window, "postMessage").mockImplementation(() => undefined);
    await act(async () => {
      fireEvent.click(pay);
    });
    expect(send).not.toHaveBeenCalled();
    expect(payWithCard).toHaveBeenCalledTimes(2);
    expect(payWithCard.mock.calls[1][0]).toMatchObject({ token: "sbx_card_1" });
  });
});
