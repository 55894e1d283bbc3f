// The password form: required fields are checked before anything is sent, what the user typed stays, and a
// failure is announced (role=alert, focused) without clearing the fields.
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../render";
import { PasswordForm } from "../../src/signin/PasswordForm";
import type { SignInState } from "../../src/hooks/useSignIn";

function setup(state: SignInState = { kind: "idle" }) {
  const onSubmit = jest.fn();
  const view = renderWithRoot(<PasswordForm state={state} onSubmit={onSubmit} />);
  return { onSubmit, view, user: userEvent.setup() };
}

const username = () => screen.getByRole("textbox", { name: "Utilizator" });
const password = () => screen.getByLabelText("Parolă");
const submit = () => screen.getByRole("button", { name: "Intră în cont" });

describe("sign-in form (DESIGN.md labels Utilizator / Parolă / Intră în cont)", () => {
  it("posts if submitted before the page is interactive, so the password never lands in the address", () => {
    setup();
    expect(submit().closest("form")).toHaveAttribute("method", "post");
  });

  it("sends the trimmed user name and the password as typed", async () => {
    const { onSubmit, user } = setup();
    await user.type(username(), "  postpaid.owner ");
    await user.type(password(), " pa ss ");
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith("postpaid.owner", " pa ss ");
  });

  it("asks for both fields before sending anything: the error summary takes focus and links to each empty one", async () => {
    const { onSubmit, user } = setup();
    expect(screen.queryByRole("group", { name: /Formularul are/ })).toBeNull();
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username()).toHaveAttribute("aria-invalid", "true");
    const summary = screen.getByRole("group", { name: "Formularul are 2 erori" });
    expect(summary).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Utilizator" }));
    expect(username()).toHaveFocus();
    await user.type(username(), "ana");
    await user.keyboard("{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(password()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("group", { name: "Formularul are 1 eroare" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Parolă" })).toHaveAttribute("href", "#signin-password");
    expect(screen.getAllByText("Completează acest câmp.")).toHaveLength(1);
  });

  it("shows a failure as a focused alert and keeps what was typed", async () => {
    const { user, view, onSubmit } = setup();
    await user.type(username(), "postpaid.owner");
    await user.type(password(), "wrong");
    await user.click(submit());
    view.rerender(<PasswordForm state={{ kind: "error", message: "Utilizatorul sau parola nu sunt corecte." }} onSubmit={onSubmit} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Utilizatorul sau parola nu sunt corecte.");
    expect(alert).toHaveFocus();
    expect(username()).toHaveValue("postpaid.owner");
    expect(password()).toHaveValue("wrong");
  });

  it("cannot be sent twice while a sign-in is under way (button disabled, Enter ignored)", async () => {
    const { onSubmit, user } = setup({ kind: "submitting" });
    expect(screen.getByRole("button", { name: "Se verifică…" })).toBeDisabled();
    await user.type(username(), "ana");
    await user.type(password(), "x{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
