// The one-time-code form: the number and the code are checked before anything is sent, the resend waits out
// its interval, and the number typed stays after a failure.
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../render";
import { OtcForm } from "../../src/signin/OtcForm";
import type { OtcSignIn, OtcState } from "../../src/hooks/useOtcSignIn";

function setup(state: Partial<OtcState> = {}) {
  const otc: OtcSignIn = {
    state: { step: "phone", msisdn: null, busy: false, error: null, resendInSeconds: 0, ...state },
    sendCode: jest.fn(),
    confirmCode: jest.fn(),
    changeNumber: jest.fn(),
  };
  const view = renderWithRoot(<OtcForm otc={otc} />);
  return { otc, view, user: userEvent.setup() };
}

describe("one-time-code sign-in form (SPEC §3 otc, §5 validation)", () => {
  it("refuses a number that is not a Romanian mobile before sending, and keeps it in the field", async () => {
    const { otc, user } = setup();
    const phone = screen.getByLabelText("Număr de telefon");
    await user.type(phone, "0212 000 101");
    await user.click(screen.getByRole("button", { name: "Trimite codul" }));
    expect(otc.sendCode).not.toHaveBeenCalled();
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(/Scrie un număr de mobil din România/);
    expect(phone).toHaveValue("0212 000 101");
  });

  it("sends the normalised number", async () => {
    const { otc, user } = setup();
    await user.type(screen.getByLabelText("Număr de telefon"), "+40 722 000 101");
    await user.click(screen.getByRole("button", { name: "Trimite codul" }));
    expect(otc.sendCode).toHaveBeenCalledWith("0722000101");
  });

  it("asks for a 6-digit code, then confirms it; the resend waits out its interval", async () => {
    const { otc, user } = setup({ step: "code", msisdn: "0722000101", resendInSeconds: 42 });
    expect(screen.getByRole("status")).toHaveTextContent("0722000101");
    expect(screen.getByLabelText("Codul din SMS")).toHaveFocus();
    expect(screen.getByRole("button", { name: "Retrimite codul" })).toBeDisabled();
    expect(screen.getByText("Poți cere un cod nou în 42 secunde.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Codul din SMS"), "12 34");
    await user.click(screen.getByRole("button", { name: "Confirmă codul" }));
    expect(otc.confirmCode).not.toHaveBeenCalled();
    expect(screen.getByText("Codul trebuie să aibă 6 cifre.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Formularul are 1 eroare" })).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Codul din SMS" }));
    expect(screen.getByLabelText("Codul din SMS")).toHaveFocus();
    await user.type(screen.getByLabelText("Codul din SMS"), "56");
    await user.click(screen.getByRole("button", { name: "Confirmă codul" }));
    expect(otc.confirmCode).toHaveBeenCalledWith("123456");
  });

  it("announces a failure from the gateway in a focused alert", () => {
    setup({ step: "code", msisdn: "0722000101", error: "Codul a expirat. Cere un cod nou." });
    expect(screen.getByRole("alert")).toHaveTextContent("Codul a expirat");
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("lets the user change the number", async () => {
    const { otc, user } = setup({ step: "code", msisdn: "0722000101" });
    await user.click(screen.getByRole("button", { name: "Schimbă numărul" }));
    expect(otc.changeNumber).toHaveBeenCalled();
  });
});
