// The port-in journey's screens (src/shop/portIn/) with a fake port-in client: step "numar" (DESIGN.md names, the
// domain's field checks in Romanian, a number already ours refused inline before any SMS), step "cod" (one field with
// one-time-code autofill, a pasted code with spaces, SPEC §8 code_expired in Romanian, resend from resendTimestamp) and
// step "portare" (explicit provisional choice and agreement required).
import React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { PortInScreen } from "../../../src/shop/portIn/PortInScreen";
import { dispatchPortIn } from "../../../src/hooks/portIn/usePortIn";
import { roPortIn } from "../../../src/i18n/ro/portIn";
import { DONOR_REFUSALS } from "../../../src/domain/portIn/donorRefusals";

import { setAnonymousTokens } from "../../../src/domain/session/tokens";
import { setTokens } from "../../../src/state/sessionStore";
import { pair } from "../../domain/session/fixtures";
const mockApi = {
  operators: jest.fn(),
  portability: jest.fn(),
  sendValidationSms: jest.fn(),
  validateSms: jest.fn(),
  createOrder: jest.fn(),
  order: jest.fn(),
  cancel: jest.fn(),
};
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));
jest.mock("../../../src/clients/botcheck/recaptcha", () => ({ getBotcheckToken: async () => null }));

const PATH = "/abonamente/portare-cu-portare/checkout";
const OFFER = { id: "PLAN-CBU-SMART-15", offerType: "MobileService" };
const at = (search: string) => render(<PortInScreen location={{ pathname: PATH, search }} />);
const t = roPortIn;

beforeEach(() => {
  window.sessionStorage.clear();
  // The visitor's anonymous session (the hooks start one when there is none).
  setTokens((current) => setAnonymousTokens(current, "anonymous", pair("anon")));
  Object.values(mockApi).forEach((f) => f.mockReset());
  (navigate as jest.Mock).mockClear();
  mockApi.operators.mockResolvedValue({
    operators: [
      { id: "ORANGE", name: "Orange România" },
      { id: "DIGI", name: "DIGI (RCS & RDS)" },
    ],
    window: { earliest: "2026-03-05", latest: "2026-04-06" },
  });
});

async function fillNumber(msisdn: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: t.number.msisdn }), msisdn);
  await user.selectOptions(screen.getByRole("combobox", { name: t.number.operator }), "ORANGE");
  await user.click(screen.getByRole("radio", { name: t.number.prepaid }));
  await user.type(screen.getByRole("textbox", { name: t.number.iccid }), "8940100000000000016");
  expect(screen.queryByRole("textbox", { name: t.number.clientCode })).toBeNull();
  await user.click(screen.getByRole("button", { name: t.number.submit }));
}

describe("issue 28 port-in screens", () => {
  it("numar: empty fields get the domain's Romanian messages; a number already ours is refused inline, no SMS sent", async () => {
    at(`?oferta=${OFFER.id}`);
    await userEvent.setup().click(screen.getByRole("button", { name: t.number.submit }));
    expect((await screen.findAllByText(t.fieldErrors.required)).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole("textbox", { name: t.number.msisdn })).toHaveAttribute("aria-invalid", "true");
    const summary = screen.getByRole("group", { name: /^Formularul are/ });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole("link")
        .slice(0, 3)
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#portin-msisdn", "#portin-operator", "#portin-type-prepaid"]);

    mockApi.portability.mockRejectedValue(Object.assign(new Error("409"), { code: "number_already_ours" }));
    await fillNumber("0722000101");
    expect(await screen.findByText(t.problems.number_already_ours)).toBeInTheDocument();
    expect(mockApi.sendValidationSms).not.toHaveBeenCalled();
  });

  it("numar: a portable number gets the SMS and goes to ?pas=cod", async () => {
    at(`?oferta=${OFFER.id}`);
    mockApi.portability.mockResolvedValue({ donorOperator: "ORANGE" });
    mockApi.sendValidationSms.mockResolvedValue({ resendTimestamp: new Date(Date.now() + 60_000).toISOString() });
    await fillNumber("0745 100 001");
    await waitFor(() => expect(mockApi.sendValidationSms).toHaveBeenCalled());
    // The journey moves on to the code step (its address, and its field).
    await waitFor(() => expect((navigate as jest.Mock).mock.calls.map((c) => c[0])).toContain(`${PATH}?pas=cod`));
    expect(mockApi.sendValidationSms).toHaveBeenCalledWith("0745100001", null);
  });

  it("cod: one field with one-time-code autofill; a pasted code with spaces is sent as 6 digits; code_expired in Romanian; resend waits", async () => {
    dispatchPortIn({ type: "offerChosen", offer: OFFER });
    dispatchPortIn({
      type: "smsSent",
      request: { msisdnToPort: "0745100001", donorOperator: "ORANGE", donorSubscriptionType: "prepaid", iccid: "8940100000000000016" },
      resendTimestamp: new Date(Date.now() + 60_000).toISOString(),
    });
    at("?pas=cod");
    const code = await screen.findByRole("textbox", { name: t.code.field });
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByRole("button", { name: t.code.resend })).toBeDisabled();

    fireEvent.change(code, { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: t.code.submit }));
    expect(await screen.findByRole("link", { name: t.code.field })).toHaveAttribute("href", "#portin-code");
    expect(screen.getByRole("group", { name: "Formularul are 1 eroare" })).toHaveFocus();
    expect(mockApi.validateSms).not.toHaveBeenCalled();

    mockApi.validateSms.mockRejectedValue(Object.assign(new Error("x"), { code: "code_expired" }));
    fireEvent.change(code, { target: { value: " 123 456 " } });
    fireEvent.click(screen.getByRole("button", { name: t.code.submit }));
    expect(await screen.findByText(t.problems.code_expired)).toBeInTheDocument();
    expect(mockApi.validateSms).toHaveBeenCalledWith("0745100001", "123456");
  });

  it("portare: the provisional number and the agreement are explicit choices; the window's earliest day is shown", async () => {
    dispatchPortIn({ type: "offerChosen", offer: OFFER });
    dispatchPortIn({
      type: "smsSent",
      request: { msisdnToPort: "0745100001", donorOperator: "ORANGE", donorSubscriptionType: "prepaid", iccid: "8940100000000000016" },
      resendTimestamp: null,
    });
    dispatchPortIn({ type: "codeValidated", token: "pin_1", expiresAt: new Date(Date.now() + 600_000).toISOString() });
    at("?pas=portare");
    expect(await screen.findByRole("radio", { name: t.porting.asap("2026-03-05") })).toBeChecked();
    expect(screen.getByRole("radio", { name: t.porting.yes })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: t.porting.no })).not.toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: t.porting.submit }));
    expect(await screen.findByText(t.portingErrors.provisionalRequired)).toBeInTheDocument();
    expect(screen.getByText(t.portingErrors.agreementRequired)).toBeInTheDocument();
    const summary = screen.getByRole("group", { name: "Formularul are 2 erori" });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#portin-provisional-yes", "#portin-agree"]);
    expect(screen.getByRole("checkbox", { name: t.porting.agree })).not.toBeChecked();
  });

  it("confirmare: the shop order number, the port filed once, its porting date, and a donor refusal's reason and fix", async () => {
    dispatchPortIn({ type: "offerChosen", offer: OFFER });
    dispatchPortIn({
      type: "smsSent",
      request: { msisdnToPort: "0770300093", donorOperator: "DIGI", donorSubscriptionType: "prepaid", iccid: "8940300000000000931" },
      resendTimestamp: null,
    });
    dispatchPortIn({ type: "codeValidated", token: "pin_1", expiresAt: new Date(Date.now() + 600_000).toISOString() });
    dispatchPortIn({ type: "portingAgreed", porting: { date: "asap", acceptProvisionalNumber: false } });
    dispatchPortIn({ type: "addedToCart" });
    dispatchPortIn({ type: "paid", orderNumber: "CMD-2026-000042" });
    const refusal = { code: "numberNotInService", ...DONOR_REFUSALS.numberNotInService };
    mockApi.createOrder.mockResolvedValue({
      id: "PI-7001",
      state: "acknowledged",
      msisdn: "0770300093",
      portingDate: "2026-03-05",
      asap: true,
      window: null,
      refusal: null,
    });
    mockApi.order.mockResolvedValue({
      id: "PI-7001",
      state: "rejected",
      msisdn: "0770300093",
      portingDate: "2026-03-05",
      asap: true,
      window: null,
      refusal,
    });
    at("?pas=confirmare");
    expect(await screen.findByRole("heading", { level: 1, name: t.confirmation.heading })).toBeInTheDocument();
    expect(screen.getByText(t.confirmation.orderNumber("CMD-2026-000042"))).toBeInTheDocument();
    expect(await screen.findByText("Data portării: 5 martie 2026")).toBeInTheDocument();
    expect(await screen.findByText(t.confirmation.states.rejected)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: refusal.title })).toBeInTheDocument();
    expect(screen.getByText(refusal.howToFix)).toBeInTheDocument();
    expect(mockApi.createOrder).toHaveBeenCalledTimes(1);
    expect(mockApi.createOrder.mock.calls[0][0].productOrderItem[0].product.productCharacteristic).toContainEqual({
      name: "relatedOrderNumber",
      valueType: "string",
      value: "CMD-2026-000042",
    });
  });

  it("ANCOM a7 confirmare: 'Anulează portarea' → dialog naming the number → Confirmă → the state reads Anulată la cererea ta; too close to the porting moment, a line says why", async () => {
    dispatchPortIn({ type: "offerChosen", offer: OFFER });
    dispatchPortIn({
      type: "smsSent",
      request: { msisdnToPort: "0745100001", donorOperator: "ORANGE", donorSubscriptionType: "prepaid", iccid: "8940100000000000016" },
      resendTimestamp: null,
    });
    dispatchPortIn({ type: "codeValidated", token: "pin_1", expiresAt: new Date(Date.now() + 600_000).toISOString() });
    dispatchPortIn({ type: "portingAgreed", porting: { date: "asap", acceptProvisionalNumber: false } });
    dispatchPortIn({ type: "addedToCart" });
    dispatchPortIn({ type: "paid", orderNumber: "CMD-2026-000043" });
    const filed = {
      id: "PI-7009",
      state: "acknowledged",
      msisdn: "0745100001",
      portingDate: "2099-03-05",
      asap: false,
      window: null,
      refusal: null,
    };
    mockApi.createOrder.mockResolvedValue(filed);
    mockApi.order.mockResolvedValue(filed);
    mockApi.cancel.mockImplementation(async () => {
      mockApi.order.mockResolvedValue({ ...filed, state: "cancelled" });
      return { cancellationId: "CPO-8001" };
    });
    const user = userEvent.setup();
    const view = at("?pas=confirmare");
    await user.click(await screen.findByRole("button", { name: "Anulează portarea" }));
    const dialog = screen.getByRole("alertdialog", { name: "Anulezi portarea?" });
    expect(dialog).toHaveTextContent("numărului 0745100001");
    expect(dialog).toHaveTextContent("nu mai poate fi reluată");
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    expect(await screen.findByText(t.confirmation.states.cancelled)).toBeInTheDocument();
    expect(t.confirmation.states.cancelled).toBe("Anulată la cererea ta");
    expect(screen.getByText("Portarea a fost anulată.")).toHaveAttribute("role", "status");
    expect(mockApi.cancel).toHaveBeenCalledWith("PI-7009");
    expect(screen.queryByRole("button", { name: "Anulează portarea" })).toBeNull();
    view.unmount();

    // The donor answered and the window opens in 3 hours: less than 24 h, no cancellation.
    const start = new Date(Date.now() + 3 * 3600_000).toISOString();
    mockApi.order.mockResolvedValue({ ...filed, state: "inProgress", window: { start, end: start } });
    at("?pas=confirmare");
    expect(
      await screen.findByText("Portarea nu mai poate fi anulată: au rămas mai puțin de 24 de ore până la portare."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Anulează portarea" })).toBeNull();
  });
});
