// The recharge form (issue 15; SPEC §5 recharge validation and rate lookup 3..100, §7 POST ebill /recharge, POST
// recharge/voucher, convert-eur-ron; DESIGN.md names "Număr de telefon", "E-mail", "Sumă", "Cod voucher",
// "Reîncarcă", confirmation "Confirmă"/"Renunță"), with the billing client faked at the API level (hooks, domain and
// form are real) and the page's departure to the card page caught.
import React from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import RechargePanel from "../../../src/ecare/recharge/RechargePanel";
import { PERSONAS } from "../fixtures";

const mockApi = { recharge: jest.fn(), rechargeVoucher: jest.fn(), convertEurRon: jest.fn(), topUpHistory: jest.fn() };
const mockLeave = jest.fn<void, [string]>();
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));
jest.mock("../../../src/hooks/checkout/leavePage", () => ({ leaveFor: (url: string) => mockLeave(url) }));

const PROFILE: UserInfo = { ...PERSONAS.prepaidOwner(), email: "mihai@exemplu.ro" };
const LINK = {
  id: "PL-1",
  paymentLink: "http://127.0.0.1:8787/payments/pay/PL-1",
  status: "open",
  kind: "recharge",
  amount: { value: 10, unit: "EUR" },
  amountRon: { value: 49.75, unit: "RON" },
  rate: 4.975,
  msisdn: "0733000201",
};
const never = <T,>() => new Promise<T>(() => undefined);
const refused = (code: string, status = 400) => new GatewayError({ kind: "http", message: "Refuzat", status, code, service: "dxlEbill" });
/** Longer than the rate's debounce (400 ms): a lookup would have been asked by then. */
const pastDebounce = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 700)));

function renderPanel(profile: UserInfo = PROFILE) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <RechargePanel profile={profile} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByLabelText(name, { selector: "input" }) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "Reîncarcă" });
const summary = () => screen.getByRole("group", { name: /^Formularul are/ });
const nothingSent = () => {
  expect(mockApi.recharge).not.toHaveBeenCalled();
  expect(mockApi.rechargeVoucher).not.toHaveBeenCalled();
  expect(mockLeave).not.toHaveBeenCalled();
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
};

async function typeInto(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

async function chooseVoucher(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole("group", { name: "Modalitate de reîncărcare" })).getByRole("radio", { name: "Cu voucher" }));
}

beforeEach(() => {
  mockApi.recharge.mockReset().mockResolvedValue(LINK);
  mockApi.rechargeVoucher
    .mockReset()
    .mockResolvedValue({ status: "success", msisdn: "0733000201", amount: { value: 10, unit: "EUR" }, voucher: "••••5555" });
  mockApi.convertEurRon
    .mockReset()
    .mockImplementation((eur: number) => Promise.resolve({ eur, ron: Math.round(eur * 497.5) / 100, rate: 4.975, date: "2026-03-02" }));
  mockLeave.mockReset();
});

describe("the recharge form: what it offers", () => {
  it("has the DESIGN.md names, the user's own number and e-mail filled in, the card chosen", () => {
    renderPanel();
    expect(screen.getByRole("heading", { level: 2, name: "Reîncarcă un număr" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Cu cardul" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Cu voucher" })).not.toBeChecked();
    expect(screen.getByRole("textbox", { name: "Număr de telefon" })).toHaveValue("0733000201");
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveValue("mihai@exemplu.ro");
    expect(screen.getByRole("textbox", { name: "Sumă" })).toHaveAccessibleDescription(/În euro, între 3,00 € și 100,00 €/);
    expect(screen.queryByRole("textbox", { name: "Cod voucher" })).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("the voucher choice shows 'Cod voucher' instead of 'Sumă'", async () => {
    const user = renderPanel();
    await chooseVoucher(user);
    expect(screen.getByRole("textbox", { name: "Cod voucher" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Sumă" })).not.toBeInTheDocument();
  });
});

describe("SPEC §5/§9 the lei equivalent, looked up only for 3..100 €", () => {
  it("shows the amount in lei at the day's rate under 'Sumă'", async () => {
    const user = renderPanel();
    await user.type(field("Sumă"), "10");
    expect(await screen.findByText("≈ 49,75 lei la cursul de azi 4,975")).toBeInTheDocument();
    expect(mockApi.convertEurRon).toHaveBeenCalledTimes(1);
    expect(mockApi.convertEurRon).toHaveBeenCalledWith(10);
  });

  it.each(["2.99", "100.01", "2,99", "abc"])("asks nothing and shows nothing for %p", async (amount) => {
    const user = renderPanel();
    await user.type(field("Sumă"), amount);
    await pastDebounce();
    expect(mockApi.convertEurRon).not.toHaveBeenCalled();
    expect(screen.queryByText(/la cursul de azi/)).not.toBeInTheDocument();
  });

  it("an amount leaving the range drops the shown rate without a new request", async () => {
    const user = renderPanel();
    await user.type(field("Sumă"), "10");
    await screen.findByText("≈ 49,75 lei la cursul de azi 4,975");
    await user.type(field("Sumă"), "1"); // 101
    await pastDebounce();
    expect(screen.queryByText(/la cursul de azi/)).not.toBeInTheDocument();
    expect(mockApi.convertEurRon).toHaveBeenCalledTimes(1);
  });
});

describe("SPEC §5 bad input: a message under the field, the focus on it, nothing sent", () => {
  it.each([
    ["0", "Poți reîncărca între 3 € și 100 €."],
    ["2.99", "Poți reîncărca între 3 € și 100 €."],
    ["100.01", "Poți reîncărca între 3 € și 100 €."],
    ["zece", "Introdu suma în euro, cu cel mult două zecimale (ex.: 10 sau 10,50)."],
    ["", "Completează câmpul „Sumă”."],
  ])("amount %p: %s", async (amount, message) => {
    const user = renderPanel();
    if (amount) await user.type(field("Sumă"), amount);
    await user.click(submit());
    const input = field("Sumă");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getByRole("link", { name: "Sumă" })).toHaveAttribute("href", "#recharge-amount");
    nothingSent();
  });

  it("a foreign number (+33612345678) is refused under 'Număr de telefon', which the error summary links to", async () => {
    const user = renderPanel();
    await typeInto(user, "Număr de telefon", "+33612345678");
    await user.type(field("Sumă"), "10");
    await user.click(submit());
    expect(field("Număr de telefon")).toHaveAttribute("aria-invalid", "true");
    expect(field("Număr de telefon")).toHaveAccessibleDescription(expect.stringContaining("Introdu un număr de mobil din România"));
    await waitFor(() => expect(summary()).toHaveFocus());
    await userEvent.setup().click(within(summary()).getByRole("link", { name: "Număr de telefon" }));
    expect(field("Număr de telefon")).toHaveFocus();
    expect(field("Număr de telefon")).toHaveValue("+33612345678");
    nothingSent();
  });

  it("several wrong fields: each its message, the error summary focused with a link per wrong field in their order", async () => {
    const user = renderPanel();
    await typeInto(user, "E-mail", "mihai@");
    await user.type(field("Sumă"), "0");
    await user.click(submit());
    expect(field("E-mail")).toHaveAccessibleDescription(/Introdu o adresă de e-mail validă/);
    expect(field("Sumă")).toHaveAccessibleDescription(/Poți reîncărca între 3 € și 100 €/);
    expect(field("Număr de telefon")).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(
      within(summary())
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["E-mail", "Sumă"]);
    nothingSent();
  });

  it.each([
    ["", "Completează câmpul „Cod voucher”."],
    ["ABCD EFGH IJKL MNOP", "Codul voucherului are 16 cifre"],
    ["1234 5678 9012", "Codul voucherului are 16 cifre"],
  ])("voucher %p: %s", async (code, message) => {
    const user = renderPanel();
    await chooseVoucher(user);
    if (code) await user.type(field("Cod voucher"), code);
    await user.click(submit());
    expect(field("Cod voucher")).toHaveAttribute("aria-invalid", "true");
    expect(field("Cod voucher")).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(
      within(summary())
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#recharge-voucher"]);
    nothingSent();
  });
});

describe("SPEC §7 POST ebill /recharge: by card, confirmed, then the provider's page", () => {
  it("asks to confirm the amount in € and lei, then sends and goes to the link", async () => {
    const user = renderPanel();
    await user.type(field("Sumă"), "10");
    await screen.findByText("≈ 49,75 lei la cursul de azi 4,975");
    await user.click(submit());
    const dialog = screen.getByRole("alertdialog", { name: "Confirmă reîncărcarea" });
    expect(dialog).toHaveTextContent("Reîncarci numărul 0733000201 cu 10,00 € (49,75 lei)");
    expect(within(dialog).getByRole("button", { name: "Confirmă" })).toHaveFocus();
    expect(mockApi.recharge).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    await waitFor(() => expect(mockLeave).toHaveBeenCalledWith(LINK.paymentLink));
    expect(mockApi.recharge).toHaveBeenCalledTimes(1);
    expect(mockApi.recharge).toHaveBeenCalledWith({
      amount: 10,
      email: "mihai@exemplu.ro",
      phone: "0733000201",
      redirectTo: "http://localhost/ecare/facturi-si-plati?rechargeSuccess=true",
    });
    // Busy: inert but still focusable (components/BusyButton).
    expect(submit()).toHaveAttribute("aria-disabled", "true");
  });

  it("a gift: another number typed is the one recharged (normalised)", async () => {
    const user = renderPanel();
    await typeInto(user, "Număr de telefon", "+40 722 000 301");
    await user.type(field("Sumă"), "12,5");
    await user.click(submit());
    const dialog = screen.getByRole("alertdialog", { name: "Confirmă reîncărcarea" });
    expect(dialog).toHaveTextContent("0722000301 cu 12,50 €");
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    await waitFor(() => expect(mockApi.recharge).toHaveBeenCalledWith(expect.objectContaining({ phone: "0722000301", amount: 12.5 })));
  });

  it("'Renunță' (or Escape) closes the dialog and sends nothing; the typed values stay", async () => {
    const user = renderPanel();
    await user.type(field("Sumă"), "10");
    await user.click(submit());
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Renunță" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await user.click(submit());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    nothingSent();
    expect(field("Sumă")).toHaveValue("10");
  });

  it("a refusal closes the dialog and is said under the field it is about, the form kept", async () => {
    mockApi.recharge.mockRejectedValue(refused("recharge_number_unknown", 404));
    const user = renderPanel();
    await typeInto(user, "Număr de telefon", "0744 123 456");
    await user.type(field("Sumă"), "10");
    await user.click(submit());
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(field("Număr de telefon")).toHaveAccessibleDescription(expect.stringContaining("Acest număr nu poate fi reîncărcat"));
    await waitFor(() => expect(field("Număr de telefon")).toHaveFocus());
    expect(field("Număr de telefon")).toHaveValue("0744 123 456");
    expect(field("Sumă")).toHaveValue("10");
    expect(mockLeave).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });
});

describe("SPEC §7 POST recharge/voucher", () => {
  async function sendVoucher(user: ReturnType<typeof userEvent.setup>, code = "2222 3333 4444 5555") {
    await chooseVoucher(user);
    await user.type(field("Cod voucher"), code);
    await user.click(submit());
  }

  it("success: says what was recharged, empties the code, keeps the number and the e-mail", async () => {
    const user = renderPanel();
    await sendVoucher(user);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Am reîncărcat numărul 0733000201 cu 10,00 €."));
    expect(mockApi.rechargeVoucher).toHaveBeenCalledWith({ voucher: "2222333344445555", email: "mihai@exemplu.ro", phone: "0733000201" });
    expect(field("Cod voucher")).toHaveValue("");
    expect(field("Număr de telefon")).toHaveValue("0733000201");
    expect(field("E-mail")).toHaveValue("mihai@exemplu.ro");
    expect(mockApi.recharge).not.toHaveBeenCalled();
    expect(mockApi.convertEurRon).not.toHaveBeenCalled();
  });

  it.each([
    ["voucher_not_found", 404, "Cod voucher", "Nu găsim acest cod de voucher"],
    ["voucher_already_used", 409, "Cod voucher", "Acest voucher a fost deja folosit."],
    ["voucher_expired", 400, "Cod voucher", "Acest voucher a expirat."],
    ["voucher_invalid", 400, "Cod voucher", "Codul voucherului nu e valid"],
    ["recharge_number_unknown", 404, "Număr de telefon", "Acest număr nu poate fi reîncărcat"],
    ["invalid_email", 400, "E-mail", "Adresa de e-mail nu a fost acceptată"],
  ])("%s (%i): the message under %p, every typed value kept", async (code, status, label, message) => {
    mockApi.rechargeVoucher.mockRejectedValue(refused(code, status));
    const user = renderPanel();
    await sendVoucher(user);
    await waitFor(() => expect(field(label)).toHaveAttribute("aria-invalid", "true"));
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(field(label)).toHaveFocus());
    expect(field("Cod voucher")).toHaveValue("2222 3333 4444 5555");
    expect(field("Număr de telefon")).toHaveValue("0733000201");
    expect(field("E-mail")).toHaveValue("mihai@exemplu.ro");
    expect(screen.getByRole("status")).not.toHaveTextContent(/Am reîncărcat/);
    expect(submit()).toBeEnabled();
  });

  it("voucher_attempts_exceeded (429): an alert for the whole form, the code kept", async () => {
    mockApi.rechargeVoucher.mockRejectedValue(refused("voucher_attempts_exceeded", 429));
    const user = renderPanel();
    await sendVoucher(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Ai introdus prea multe coduri greșite");
    expect(field("Cod voucher")).toHaveValue("2222 3333 4444 5555");
  });

  it("a failure without a catalogued code: the generic ribbon, the code kept", async () => {
    mockApi.rechargeVoucher.mockRejectedValue(new GatewayError({ kind: "http", message: "x", status: 503, service: "dxlEbill" }));
    const user = renderPanel();
    await sendVoucher(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Nu am putut face reîncărcarea.");
    expect(field("Cod voucher")).toHaveValue("2222 3333 4444 5555");
  });

  it("the button is disabled while sending: a double click sends once", async () => {
    mockApi.rechargeVoucher.mockImplementation(never);
    const user = renderPanel();
    await chooseVoucher(user);
    await user.type(field("Cod voucher"), "2222333344445555");
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toHaveAttribute("aria-disabled", "true"));
    expect(submit()).toHaveAttribute("aria-busy", "true");
    await user.keyboard("{Enter}");
    expect(mockApi.rechargeVoucher).toHaveBeenCalledTimes(1);
  });
});
