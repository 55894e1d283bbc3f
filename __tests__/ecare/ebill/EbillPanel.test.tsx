// The e-bill panel (src/ecare/ebill/EbillPanel.tsx) against fake billing and one-time-code clients that keep what they
// are sent, like the back end (hooks, domain and panel are real): SPEC §3 e-bill subscription and document format, §5 'no_error' only,
// §7 "E-bill subscription and e-mail"; DESIGN.md confirmations ("Confirmă" / "Renunță").
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import type {
  BillingCareApi,
  DocumentFormatRequest,
  EbillSubscriptionRequest,
} from "../../../src/clients/gateway/billing/billingCareClient";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { OtcApi } from "../../../src/clients/gateway/otc";
import type { DocumentFormat, EbillSubscription } from "../../../src/domain/billing/ebillAnswers";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import EbillPanel from "../../../src/ecare/ebill/EbillPanel";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";
import { PERSONAS } from "../fixtures";

/** The settings' calls and the e-mail codes' (the one-time-code client): every client the panel's hooks bind answers with it. */
type Api = { [K in keyof (BillingCareApi & OtcApi)]: jest.Mock };
const mockApi = {} as Api;
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const BAN = "100000101";
const RIGHT_CODE = "123456";
const never = <T,>() => new Promise<T>(() => undefined);
const unavailable = () => new GatewayError({ kind: "http", message: "Service Unavailable", status: 503, service: "ebillSettings" });

/** The back end's stored settings: what a GET answers is what the last POST stored (a reload shows it). */
let stored: { subscription: EbillSubscription; format: DocumentFormat };

function fakeBackEnd() {
  mockApi.ebillSubscription = jest.fn(async () => ({ ...stored.subscription }));
  mockApi.documentFormat = jest.fn(async () => ({ ...stored.format }));
  mockApi.setEbillSubscription = jest.fn(async (body: EbillSubscriptionRequest) => {
    stored.subscription = { ebillEmail: body.ebillEmail ?? "", isEbillSubscribed: body.isEbillSubscribed, isEmailVerified: true };
    return { ...stored.subscription };
  });
  mockApi.setDocumentFormat = jest.fn(async (body: DocumentFormatRequest) => {
    stored.format = { ...stored.format, billDocumentFormat: body.billDocumentFormat };
    return { ...stored.format };
  });
  mockApi.sendValidationEmail = jest.fn(async () => undefined);
  mockApi.validateEmail = jest.fn(async (_email: string, code: string) => code === RIGHT_CODE);
}

const owner = (): UserInfo => ({ ...PERSONAS.postpaidOwner(), email: "Andrei.Popescu@Exemplu.ro", vfSsoId: "sso-andrei" });

function renderPanel(profile: UserInfo = owner()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = renderWithRoot(
    <QueryClientProvider client={client}>
      <EbillPanel ban={BAN} profile={profile} />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

const panel = () => screen.getByRole("region", { name: "Factura electronică" });
const subscriptionPart = () => within(panel()).getByRole("region", { name: "Abonarea la factura electronică" });
const formatPart = () => within(panel()).getByRole("region", { name: "Formatul facturii" });

beforeEach(() => {
  clearSession();
  setUserProfile(owner());
  stored = {
    subscription: { ebillEmail: "", isEbillSubscribed: false, isEmailVerified: false },
    format: { billDocumentFormat: "PAPER", isEbillAlertAllowed: false, isEbillFormatAllowed: true },
  };
  fakeBackEnd();
});

describe("e-bill panel: loading, failure and data per part", () => {
  it("each part is busy with its own loading text while it loads; the other part is already usable", async () => {
    mockApi.ebillSubscription.mockImplementation(never);
    renderPanel();
    expect(screen.getByRole("heading", { level: 2, name: "Factura electronică" })).toBeInTheDocument();
    expect(subscriptionPart()).toHaveAttribute("aria-busy", "true");
    expect(within(subscriptionPart()).getByRole("status")).toHaveTextContent("Se încarcă abonarea la factura electronică…");
    expect(await within(formatPart()).findByRole("radio", { name: "Pe hârtie (prin poștă)" })).toBeChecked();
    expect(formatPart()).toHaveAttribute("aria-busy", "false");
    expect(mockApi.ebillSubscription).toHaveBeenCalledWith(BAN);
    expect(mockApi.documentFormat).toHaveBeenCalledWith(BAN);
  });

  it("a failure is a ribbon (role=alert) whose retry loads that part again", async () => {
    mockApi.ebillSubscription.mockRejectedValueOnce(unavailable());
    const { user } = renderPanel();
    const alert = await within(subscriptionPart()).findByRole("alert");
    expect(alert).toHaveTextContent("Nu am putut încărca abonarea la factura electronică. Serviciul nu răspunde acum.");
    expect(within(formatPart()).queryByRole("alert")).not.toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Încearcă din nou" }));
    expect(await within(subscriptionPart()).findByText("Nu ești abonat la factura electronică.")).toBeInTheDocument();
    expect(mockApi.ebillSubscription).toHaveBeenCalledTimes(2);
  });

  it("a subscribed account shows its address, that it is verified, and the current format", async () => {
    stored.subscription = { ebillEmail: "ana@exemplu.ro", isEbillSubscribed: true, isEmailVerified: true };
    stored.format.billDocumentFormat = "EBILL";
    renderPanel();
    expect(await within(subscriptionPart()).findByText("Primești factura electronică la ana@exemplu.ro.")).toBeInTheDocument();
    expect(within(subscriptionPart()).getByText("Adresă verificată")).toBeInTheDocument();
    expect(within(subscriptionPart()).getByRole("button", { name: "Dezactivează factura electronică" })).toBeEnabled();
    expect(within(subscriptionPart()).queryByRole("button", { name: "Activează factura electronică" })).not.toBeInTheDocument();
    expect(await within(formatPart()).findByText("Formatul actual: Electronic (pe e-mail).")).toBeInTheDocument();
    expect(within(formatPart()).getByRole("radio", { name: "Electronic (pe e-mail)" })).toBeChecked();
  });

  it("an empty BAN calls nothing and says so", () => {
    const client = new QueryClient();
    renderWithRoot(
      <QueryClientProvider client={client}>
        <EbillPanel ban="" profile={owner()} />
      </QueryClientProvider>,
    );
    expect(within(panel()).getByText("Nu am găsit un cont de facturare pentru acest profil.")).toBeInTheDocument();
    expect(mockApi.ebillSubscription).not.toHaveBeenCalled();
    expect(mockApi.documentFormat).not.toHaveBeenCalled();
  });
});

describe("e-bill panel: subscribing an address proven by a code (SPEC §5, §7)", () => {
  it("the field starts with the profile's address; a bad address is refused before any call", async () => {
    const { user } = renderPanel();
    const field = await within(subscriptionPart()).findByRole("textbox", { name: "E-mail pentru factura electronică" });
    expect(field).toHaveValue("andrei.popescu@exemplu.ro");
    await user.clear(field);
    await user.type(field, "andrei@");
    await user.click(within(subscriptionPart()).getByRole("button", { name: "Trimite codul" }));
    expect(within(subscriptionPart()).getByText("Introdu o adresă de e-mail validă (ex.: nume@exemplu.ro).")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    const summary = within(subscriptionPart()).getByRole("group", { name: "Formularul are 1 eroare" });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: "E-mail pentru factura electronică" })).toHaveAttribute("href", "#ebill-email");
    expect(field).toHaveValue("andrei@");
    expect(mockApi.sendValidationEmail).not.toHaveBeenCalled();
  });

  it("wrong code: a clear message, the code kept, nothing subscribed; right code then Confirmă subscribes", async () => {
    const { user } = renderPanel();
    const part = await waitFor(() => {
      const p = subscriptionPart();
      expect(within(p).getByRole("textbox", { name: "E-mail pentru factura electronică" })).toBeInTheDocument();
      return p;
    });
    const email = within(part).getByRole("textbox", { name: "E-mail pentru factura electronică" });
    await user.clear(email);
    await user.type(email, "Ana@Exemplu.ro");
    await user.click(within(part).getByRole("button", { name: "Trimite codul" }));
    expect(mockApi.sendValidationEmail).toHaveBeenCalledWith("ana@exemplu.ro");
    expect(await within(part).findByRole("status")).toHaveTextContent("Am trimis un cod de verificare la ana@exemplu.ro.");

    const code = within(part).getByRole("textbox", { name: "Cod de verificare" });
    await user.type(code, "111111");
    await user.click(within(part).getByRole("button", { name: "Verifică" }));
    expect(await within(part).findByText("Codul nu este corect sau a expirat. Verifică-l sau cere un cod nou.")).toBeInTheDocument();
    expect(mockApi.validateEmail).toHaveBeenCalledWith("ana@exemplu.ro", "111111", "sso-andrei");
    expect(code).toHaveValue("111111");
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(within(part).queryByRole("button", { name: "Activează factura electronică" })).not.toBeInTheDocument();

    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(within(part).getByRole("button", { name: "Verifică" }));
    const activate = await within(part).findByRole("button", { name: "Activează factura electronică" });
    expect(within(part).getByRole("status")).toHaveTextContent("Adresa ana@exemplu.ro este verificată.");

    // Renunță changes nothing.
    await user.click(activate);
    let dialog = screen.getByRole("alertdialog", { name: "Activezi factura electronică?" });
    expect(dialog).toHaveTextContent("Vei primi factura lunară pe e-mail, la ana@exemplu.ro.");
    await user.click(within(dialog).getByRole("button", { name: "Renunță" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockApi.setEbillSubscription).not.toHaveBeenCalled();

    await user.click(within(part).getByRole("button", { name: "Activează factura electronică" }));
    dialog = screen.getByRole("alertdialog", { name: "Activezi factura electronică?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.setEbillSubscription).toHaveBeenCalledWith({ ebillEmail: "ana@exemplu.ro", isEbillSubscribed: true }, BAN);
    expect(await within(part).findByText("Primești factura electronică la ana@exemplu.ro.")).toBeInTheDocument();
    expect(within(part).getByRole("status")).toHaveTextContent("Factura electronică este activă. O vei primi la ana@exemplu.ro.");
  });

  it("the subscription is the back end's: a new page load shows it", async () => {
    stored.subscription = { ebillEmail: "ana@exemplu.ro", isEbillSubscribed: false, isEmailVerified: true };
    const first = renderPanel();
    // A stored, verified address may be subscribed again without a new code.
    await first.user.click(await within(subscriptionPart()).findByRole("button", { name: "Activează factura electronică" }));
    await first.user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    await within(subscriptionPart()).findByText("Primești factura electronică la ana@exemplu.ro.");
    first.unmount();

    renderPanel();
    expect(await within(subscriptionPart()).findByText("Primești factura electronică la ana@exemplu.ro.")).toBeInTheDocument();
    expect(mockApi.ebillSubscription).toHaveBeenCalledTimes(2);
  });

  it("a send failure is a ribbon and the typed address stays", async () => {
    mockApi.sendValidationEmail.mockRejectedValueOnce(unavailable());
    const { user } = renderPanel();
    const field = await within(subscriptionPart()).findByRole("textbox", { name: "E-mail pentru factura electronică" });
    await user.clear(field);
    await user.type(field, "ion@exemplu.ro");
    await user.click(within(subscriptionPart()).getByRole("button", { name: "Trimite codul" }));
    expect(await within(subscriptionPart()).findByRole("alert")).toHaveTextContent("Nu am putut trimite codul de verificare.");
    expect(field).toHaveValue("ion@exemplu.ro");
    expect(within(subscriptionPart()).queryByRole("textbox", { name: "Cod de verificare" })).not.toBeInTheDocument();
  });

  it("too many codes asked (sms_blocked) is said plainly, without a code field", async () => {
    mockApi.sendValidationEmail.mockRejectedValueOnce(
      new GatewayError({ kind: "rejected", message: "otc answered sms_blocked", status: 200, code: "sms_blocked", service: "otc" }),
    );
    const { user } = renderPanel();
    await user.click(await within(subscriptionPart()).findByRole("button", { name: "Trimite codul" }));
    expect(await within(subscriptionPart()).findByRole("alert")).toHaveTextContent(
      "Ai cerut prea multe coduri pentru această adresă. Încearcă din nou peste 10 minute.",
    );
    expect(mockApi.sendValidationEmail).toHaveBeenCalledWith("andrei.popescu@exemplu.ro");
    expect(within(subscriptionPart()).queryByRole("textbox", { name: "Cod de verificare" })).not.toBeInTheDocument();
  });

  it("unsubscribing asks first; Renunță keeps it, Confirmă stops it", async () => {
    stored.subscription = { ebillEmail: "ana@exemplu.ro", isEbillSubscribed: true, isEmailVerified: true };
    const { user } = renderPanel();
    const stop = await within(subscriptionPart()).findByRole("button", { name: "Dezactivează factura electronică" });
    await user.click(stop);
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Dezactivezi factura electronică?" })).getByRole("button", { name: "Renunță" }),
    );
    expect(mockApi.setEbillSubscription).not.toHaveBeenCalled();
    expect(within(subscriptionPart()).getByText("Primești factura electronică la ana@exemplu.ro.")).toBeInTheDocument();

    await user.click(within(subscriptionPart()).getByRole("button", { name: "Dezactivează factura electronică" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.setEbillSubscription).toHaveBeenCalledWith({ ebillEmail: "ana@exemplu.ro", isEbillSubscribed: false }, BAN);
    expect(await within(subscriptionPart()).findByText("Nu ești abonat la factura electronică.")).toBeInTheDocument();
    expect(within(subscriptionPart()).getByRole("status")).toHaveTextContent("Factura electronică a fost dezactivată.");
  });
});

describe("e-bill panel: document format (SPEC §3, §7 document-format/ebill)", () => {
  it("a new format is saved after Confirmă (Renunță first changes nothing)", async () => {
    const { user } = renderPanel();
    const part = formatPart();
    const group = await within(part).findByRole("group", { name: "Format document" });
    await user.click(within(group).getByRole("radio", { name: "Electronic (pe e-mail)" }));
    await user.click(within(part).getByRole("button", { name: "Salvează formatul" }));
    let dialog = screen.getByRole("alertdialog", { name: "Schimbi formatul facturii?" });
    expect(dialog).toHaveTextContent("Factura va fi emisă în formatul: Electronic (pe e-mail).");
    await user.click(within(dialog).getByRole("button", { name: "Renunță" }));
    expect(mockApi.setDocumentFormat).not.toHaveBeenCalled();
    expect(within(group).getByRole("radio", { name: "Electronic (pe e-mail)" })).toBeChecked();

    await user.click(within(part).getByRole("button", { name: "Salvează formatul" }));
    dialog = screen.getByRole("alertdialog", { name: "Schimbi formatul facturii?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    expect(mockApi.setDocumentFormat).toHaveBeenCalledWith({ billDocumentFormat: "EBILL" }, BAN);
    expect(await within(part).findByRole("status")).toHaveTextContent("Am salvat formatul facturii: Electronic (pe e-mail).");
    expect(within(part).getByText("Formatul actual: Electronic (pe e-mail).")).toBeInTheDocument();
  });

  it("the stored format again is not sent", async () => {
    const { user } = renderPanel();
    await within(formatPart()).findByRole("group", { name: "Format document" });
    await user.click(within(formatPart()).getByRole("button", { name: "Salvează formatul" }));
    expect(within(formatPart()).getByText("Acesta este deja formatul facturii tale.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockApi.setDocumentFormat).not.toHaveBeenCalled();
  });

  it("isEbillFormatAllowed false: the choice and the button are disabled, and the panel says why", async () => {
    stored.format.isEbillFormatAllowed = false;
    renderPanel();
    const save = await within(formatPart()).findByRole("button", { name: "Salvează formatul" });
    expect(save).toBeDisabled();
    expect(within(formatPart()).getByRole("radio", { name: "Electronic (pe e-mail)" })).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/Formatul facturii nu poate fi schimbat pentru acest cont/);
  });

  it("a save failure is a ribbon and the chosen format stays chosen", async () => {
    mockApi.setDocumentFormat.mockRejectedValueOnce(unavailable());
    const { user } = renderPanel();
    const radio = await within(formatPart()).findByRole("radio", { name: "Electronic (pe e-mail)" });
    await user.click(radio);
    await user.click(within(formatPart()).getByRole("button", { name: "Salvează formatul" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    expect(await within(formatPart()).findByRole("alert")).toHaveTextContent("Nu am putut salva formatul facturii.");
    expect(radio).toBeChecked();
    expect(within(formatPart()).getByText("Formatul actual: Pe hârtie (prin poștă).")).toBeInTheDocument();
  });
});
