// "Creează cont" screens (issue 26): each step checks what was typed before anything is sent, says what is wrong under
// the field, keeps what was typed after a failure, states the resend wait and confirms the account before making it.
import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { Registration, RegistrationState } from "../../../src/hooks/useRegistration";
import type { RegistrationVetting } from "../../../src/domain/registration/steps";
import { NumberStep } from "../../../src/signin/register/NumberStep";
import { CodeStep } from "../../../src/signin/register/CodeStep";
import { DetailsStep } from "../../../src/signin/register/DetailsStep";
import { RegisterProgress } from "../../../src/signin/register/RegisterProgress";
import { roRegistration as t } from "../../../src/i18n/ro/registration";

const VETTING: RegistrationVetting = {
  registrationId: "reg_1",
  option: "EXISTING_NUMBER",
  msisdn: "0722000111",
  cnp: "",
  county: "",
  city: "",
  carrierType: "POSTPAID",
  operator: "VDF",
  currentStep: "CODE_SENT",
  tocAccepted: false,
  resendTimestamp: 0,
  eligibleFlows: [],
  expiresAt: null,
};

function fake(state: Partial<RegistrationState> = {}): Registration {
  return {
    state: {
      vetting: null,
      screen: "number",
      busy: null,
      failure: null,
      fieldErrors: {},
      notice: null,
      resendInSeconds: 0,
      lastStart: null,
      ...state,
    },
    start: jest.fn(),
    resend: jest.fn(),
    confirmCode: jest.fn(),
    createAccount: jest.fn(),
    changeNumber: jest.fn(),
  };
}
const refused = (code: string) => new GatewayError({ kind: "rejected", message: code, status: 200, code, service: "identity" });
const serverError = () => new GatewayError({ kind: "http", message: "boom", status: 500, service: "identity" });

describe("SPEC §4 vetting: the login options step", () => {
  it("asks for an option and a Romanian mobile number before sending, and keeps what was typed", async () => {
    const reg = fake();
    renderWithRoot(<NumberStep registration={reg} />);
    const user = userEvent.setup();
    const phone = screen.getByLabelText(t.number.phone);
    await user.type(phone, "0212 000 101");
    await user.click(screen.getByRole("button", { name: t.number.submit }));
    expect(reg.start).not.toHaveBeenCalled();
    expect(screen.getByText(t.fields.optionRequired)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(new RegExp(t.fields.invalidPhone));
    expect(phone).toHaveValue("0212 000 101");
    const summary = screen.getByRole("group", { name: "Formularul are 2 erori" });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#register-option-EXISTING_NUMBER", "#register-phone"]);

    await user.click(screen.getByRole("radio", { name: new RegExp(t.number.options.NEW_CUSTOMER.label) }));
    await user.clear(phone);
    await user.type(phone, "+40 755 000 123");
    await user.click(screen.getByRole("button", { name: t.number.submit }));
    expect(reg.start).toHaveBeenCalledWith("NEW_CUSTOMER", "0755000123");
  });

  it("a number with an account is refused in an alert that leads to sign-in; the number stays", () => {
    renderWithRoot(
      <NumberStep
        registration={fake({
          failure: { action: "start", error: refused("account_exists") },
          lastStart: { option: "EXISTING_NUMBER", msisdn: "0722000101" },
        })}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(t.refusals.accountExists);
    expect(within(alert).getByRole("link", { name: t.signInLink })).toHaveAttribute("href", "/login");
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText(t.number.phone)).toHaveValue("0722000101");
    expect(screen.getByRole("radio", { name: new RegExp(t.number.options.EXISTING_NUMBER.label) })).toBeChecked();
  });

  it("a server failure is the catalogued ribbon (SPEC §8), not a made-up reason", () => {
    renderWithRoot(<NumberStep registration={fake({ failure: { action: "start", error: serverError() } })} />);
    expect(screen.getByRole("alert")).toHaveTextContent(`${t.failed.start} Serviciul nu răspunde acum.`);
  });

  it("shows the three stages with the current one marked", () => {
    renderWithRoot(<RegisterProgress screen="code" />);
    const nav = screen.getByRole("navigation", { name: t.progress });
    expect(nav).toHaveTextContent(t.stepOf(2, 3));
    expect(within(nav).getByText(t.stages.code).closest("li")).toHaveAttribute("aria-current", "step");
  });
});

describe("SPEC §3 vetting resendTimestamp: the code step", () => {
  it("states the number and the wait; the resend waits it out; a code must be 6 digits", async () => {
    const reg = fake({ vetting: VETTING, screen: "code", resendInSeconds: 42 });
    renderWithRoot(<CodeStep registration={reg} />);
    const user = userEvent.setup();
    expect(screen.getByText(t.code.sent("0722000111"))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.code.resend })).toBeDisabled();
    expect(screen.getByText(t.code.resendIn(42))).toBeInTheDocument();
    const code = screen.getByLabelText(t.code.code);
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(code, "12 34");
    await user.click(screen.getByRole("button", { name: t.code.confirm }));
    expect(reg.confirmCode).not.toHaveBeenCalled();
    expect(code).toHaveAccessibleDescription(new RegExp(t.fields.invalidCode));
    expect(screen.getByRole("group", { name: "Formularul are 1 eroare" })).toHaveFocus();
    expect(screen.getByRole("link", { name: t.code.code })).toHaveAttribute("href", "#register-code");
    await user.type(code, "56");
    await user.click(screen.getByRole("button", { name: t.code.confirm }));
    expect(reg.confirmCode).toHaveBeenCalledWith("123456");
  });

  it("once the wait is over the resend is there; 'change number' goes back", async () => {
    const reg = fake({ vetting: VETTING, screen: "code", failure: { action: "code", error: refused("GenericError") } });
    renderWithRoot(<CodeStep registration={reg} />);
    const user = userEvent.setup();
    expect(screen.getByRole("alert")).toHaveTextContent(t.refusals.wrongCode);
    expect(screen.getByText(t.code.resendNow)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: t.code.resend }));
    expect(reg.resend).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: t.code.changePhone }));
    expect(reg.changeNumber).toHaveBeenCalled();
  });
});

describe("SPEC §3 vetting tocAccepted: the details step", () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) => {
    const v = { first: "Ana", last: "Stoica", email: "Ana@Example.ro", password: "Primavara2026", ...values };
    await user.type(screen.getByLabelText(t.details.firstName), v.first);
    await user.type(screen.getByLabelText(t.details.lastName), v.last);
    await user.type(screen.getByLabelText(t.details.email), v.email);
    await user.type(screen.getByLabelText(t.details.password), v.password);
  };

  it("every problem is said under its field; the terms are required; the password rules are stated", async () => {
    const reg = fake({ vetting: { ...VETTING, currentStep: "CODE_VALIDATED" }, screen: "details" });
    renderWithRoot(<DetailsStep registration={reg} />);
    const user = userEvent.setup();
    await fill(user, { first: "prenume", password: "Parola0722000111" });
    await user.click(screen.getByRole("button", { name: t.details.submit }));
    expect(reg.createAccount).not.toHaveBeenCalled();
    expect(screen.getByLabelText(t.details.firstName)).toHaveAccessibleDescription(new RegExp(t.fields.namePlaceholder));
    expect(screen.getByRole("group", { name: "Formularul are 3 erori" })).toHaveFocus();
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "#register-first-name",
      "#register-password",
      "#register-toc",
    ]);
    await user.click(screen.getByRole("link", { name: t.details.firstName }));
    expect(screen.getByLabelText(t.details.firstName)).toHaveFocus();
    expect(screen.getByLabelText(t.details.password)).toHaveAccessibleDescription(new RegExp(t.fields.passwordPersonal));
    expect(screen.getByLabelText(t.details.password)).toHaveAccessibleDescription(new RegExp(t.details.passwordHint.slice(0, 20)));
    expect(screen.getByRole("checkbox", { name: t.details.terms })).toHaveAccessibleDescription(new RegExp(t.fields.tocRequired));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("good details ask for confirmation naming the number and the user name; only Confirmă makes the account", async () => {
    const reg = fake({ vetting: { ...VETTING, currentStep: "CODE_VALIDATED" }, screen: "details" });
    renderWithRoot(<DetailsStep registration={reg} />);
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole("checkbox", { name: t.details.terms }));
    await user.click(screen.getByRole("button", { name: t.details.submit }));
    let dialog = screen.getByRole("alertdialog", { name: t.details.confirmTitle });
    expect(dialog).toHaveTextContent(t.details.confirmText("0722000111", "ana@example.ro"));
    await user.click(within(dialog).getByRole("button", { name: t.details.cancel }));
    expect(reg.createAccount).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: t.details.submit }));
    dialog = screen.getByRole("alertdialog", { name: t.details.confirmTitle });
    await user.click(within(dialog).getByRole("button", { name: t.details.confirm }));
    expect(reg.createAccount).toHaveBeenCalledWith({
      firstName: "Ana",
      lastName: "Stoica",
      email: "ana@example.ro",
      password: "Primavara2026",
      tocAccepted: true,
    });
  });

  it("the password can be shown; a failure keeps every field as typed and says what failed", async () => {
    const reg = fake({ vetting: { ...VETTING, currentStep: "CODE_VALIDATED" }, screen: "details" });
    const view = renderWithRoot(<DetailsStep registration={reg} />);
    const user = userEvent.setup();
    await fill(user);
    const password = screen.getByLabelText(t.details.password);
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("checkbox", { name: t.details.showPassword }));
    expect(password).toHaveAttribute("type", "text");
    view.rerender(<DetailsStep registration={{ ...reg, state: { ...reg.state, failure: { action: "account", error: serverError() } } }} />);
    expect(screen.getByRole("alert")).toHaveTextContent(t.failed.account);
    expect(screen.getByLabelText(t.details.firstName)).toHaveValue("Ana");
    expect(screen.getByLabelText(t.details.email)).toHaveValue("Ana@Example.ro");
    expect(screen.getByLabelText(t.details.password)).toHaveValue("Primavara2026");
  });

  it("the gateway's field messages show under their fields", () => {
    const reg = fake({
      vetting: { ...VETTING, currentStep: "CODE_VALIDATED" },
      screen: "details",
      fieldErrors: { email: "emailInvalid" },
      failure: { action: "account", error: refused("invalid_details") },
    });
    renderWithRoot(<DetailsStep registration={reg} />);
    expect(screen.getByRole("alert")).toHaveTextContent(t.refusals.invalidDetails);
    expect(screen.getByLabelText(t.details.email)).toHaveAccessibleDescription(new RegExp(t.fields.emailInvalid));
  });
});
