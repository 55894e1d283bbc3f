// date-personale (issue 26; SPEC §3 user info, SPEC §7 webuser-name, e-mail verification, loyalty tier, HBO-max banner,
// identity "disassociate roles") with every client faked (boundClient mocked): hooks, domain and screen are real.
// DESIGN.md names ("Prenume", "Nume", "Salvează", "Dezasociază", "Confirmă"/"Renunță"); each change is confirmed in a
// dialog naming it, reported in a polite status, and a failure keeps what was typed.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { mapUserInfo, type UserInfo } from "../../../src/domain/session/userInfo";
import PersonalDataScreen from "../../../src/ecare/account/personal/PersonalDataScreen";
import { roErrors } from "../../../src/i18n/ro/errors";
import { roPersonalData as t } from "../../../src/i18n/ro/personalData";
import { clearSession, getUserProfile, setUserProfile } from "../../../src/state/sessionStore";
import { PERSONAS } from "../fixtures";

let mockProfile: UserInfo;
type Method =
  | "updateWebUserName"
  | "sendValidationEmail"
  | "validateEmail"
  | "changeContactEmail"
  | "contactRoles"
  | "disassociate"
  | "tier"
  | "banner";
const mockApi = {} as Record<Method, jest.Mock>;
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const RIGHT_CODE = "123456";
const http = (status: number, code?: string) =>
  new GatewayError({ kind: "http", status, code, message: `HTTP ${status}`, service: "test" });
const address = {
  county: "București",
  city: "București",
  street: "Strada Avram Iancu",
  streetNo: "12",
  building: "",
  apartment: "4",
  postcode: "010101",
  countryIso: "RO",
};

const owner = (): UserInfo => ({
  ...PERSONAS.postpaidOwner(),
  authProvider: "sso",
  email: "postpaid.owner@sandbox.example.ro",
  vfSsoId: "usr-001",
  shippingAddress: address,
  billingAddress: {
    ...address,
    city: "Cluj-Napoca",
    county: "Cluj",
    street: "Strada Memorandumului",
    streetNo: "28",
    apartment: "",
    postcode: "400114",
  },
  fixedInstallationAddress: null,
});

const MULTI_ROLES = [
  { id: "idn-015-cbu", ban: "600000901", role: "ContractOwner", customerType: "CBU", resourceValue: "0722000901", selected: true },
  { id: "idn-015-ebu", ban: "610000902", role: "Chooser", customerType: "EBU", companyName: "Vasile Consulting SRL", selected: false },
];

function fakeBackEnd() {
  mockApi.updateWebUserName = jest.fn(async (n: { givenName: string; familyName: string }) => ({ status: true, webUserName: n }));
  mockApi.sendValidationEmail = jest.fn(async () => undefined);
  mockApi.validateEmail = jest.fn(async (_email: string, code: string) => code === RIGHT_CODE);
  mockApi.changeContactEmail = jest.fn(async (email: string) => ({ email, changed: true }));
  mockApi.contactRoles = jest.fn(async () => [MULTI_ROLES[0]]);
  mockApi.disassociate = jest.fn(async () => [MULTI_ROLES[0]]);
  mockApi.tier = jest.fn(async () => ({
    kind: "member",
    tier: "gold",
    points: 2600,
    nextTier: "platinum",
    pointsToNextTier: 2400,
    validUntil: "2026-12-31",
  }));
  mockApi.banner = jest.fn(async () => ({
    kind: "show",
    banner: {
      id: "hbo",
      title: "HBO Max este inclus",
      text: "Cu RED 12 ai HBO Max.",
      linkLabel: "Activează HBO Max",
      linkUrl: "https://www.hbomax.com/ro/ro",
      external: true,
    },
  }));
}

function renderScreen(profile: UserInfo = owner()) {
  mockProfile = profile;
  setUserProfile(profile);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <PersonalDataScreen />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole("region", { name });
const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const nameCard = () => card(t.name.heading);

beforeEach(() => {
  clearSession();
  fakeBackEnd();
});

describe("SPEC §3 user info on date-personale", () => {
  it("the page heading, the names in their fields, the contact details and the addresses as the profile holds them", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Date personale" })).toBeInTheDocument();
    expect(field("Prenume").value).toBe("Andrei");
    expect(field("Nume").value).toBe("Popescu");
    expect(within(card(t.contact.heading)).getByText("postpaid.owner@sandbox.example.ro")).toBeInTheDocument();
    const addresses = card(t.addresses.heading);
    expect(within(addresses).getByText(t.addresses.kinds.shipping)).toBeInTheDocument();
    expect(within(addresses).getByText("Strada Avram Iancu 12, ap. 4, 010101 București")).toBeInTheDocument();
    expect(within(addresses).getByText("Strada Memorandumului 28, 400114 Cluj-Napoca, jud. Cluj")).toBeInTheDocument();
    expect(within(addresses).queryByText(t.addresses.kinds.installation)).not.toBeInTheDocument();
  });

  it("SPEC §3: the placeholder words 'nume'/'prenume' show as empty fields", () => {
    // As the gateway sends nonvf.user's names (sandbox seed), mapped like the session does.
    renderScreen({ ...owner(), ...mapUserInfo({ firstName: "Prenume", lastName: "NUME", authProvider: "sso" }) });
    expect(field("Prenume").value).toBe("");
    expect(field("Nume").value).toBe("");
  });
});

describe("SPEC §7 webuser-name: the name form", () => {
  it("a bad name is said under its field; no dialog, nothing sent, what was typed stays", async () => {
    const user = renderScreen();
    await user.clear(field("Prenume"));
    await user.type(field("Prenume"), "prenume");
    await user.clear(field("Nume"));
    await user.click(within(nameCard()).getByRole("button", { name: "Salvează" }));
    expect(within(nameCard()).getByText(t.name.errors.firstName.placeholder)).toBeInTheDocument();
    expect(within(nameCard()).getByText(t.name.errors.lastName.required)).toBeInTheDocument();
    expect(field("Prenume")).toHaveAttribute("aria-invalid", "true");
    const summary = within(nameCard()).getByRole("group", { name: "Formularul are 2 erori" });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#personal-first-name", "#personal-last-name"]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockApi.updateWebUserName).not.toHaveBeenCalled();
    expect(field("Prenume").value).toBe("prenume");
  });

  it("the same names: said politely, nothing asked or sent", async () => {
    const user = renderScreen();
    await user.click(within(nameCard()).getByRole("button", { name: "Salvează" }));
    expect(within(nameCard()).getByRole("status")).toHaveTextContent(t.name.unchanged);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockApi.updateWebUserName).not.toHaveBeenCalled();
  });

  it("a new name: the dialog names it; Renunță sends nothing; Confirmă saves, says so, and the session's profile has it", async () => {
    const user = renderScreen();
    await user.clear(field("Prenume"));
    await user.type(field("Prenume"), "  Ana-Maria ");
    await user.click(within(nameCard()).getByRole("button", { name: "Salvează" }));
    let dialog = screen.getByRole("alertdialog", { name: t.name.confirmTitle });
    expect(dialog).toHaveTextContent(t.name.confirmText("Ana-Maria Popescu"));
    await user.click(within(dialog).getByRole("button", { name: "Renunță" }));
    expect(mockApi.updateWebUserName).not.toHaveBeenCalled();

    await user.click(within(nameCard()).getByRole("button", { name: "Salvează" }));
    dialog = screen.getByRole("alertdialog", { name: t.name.confirmTitle });
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    await waitFor(() => expect(within(nameCard()).getByRole("status")).toHaveTextContent(t.name.saved("Ana-Maria Popescu")));
    expect(mockApi.updateWebUserName).toHaveBeenCalledWith({ givenName: "Ana-Maria", familyName: "Popescu" });
    expect(getUserProfile()).toMatchObject({ firstName: "Ana-Maria", lastName: "Popescu" });
  });

  it("SPEC §7 'on failure returns status false': the catalogued ribbon next to the form; the typed names stay", async () => {
    mockApi.updateWebUserName = jest.fn(async () => ({
      status: false,
      error: new GatewayError({ kind: "rejected", message: "webuser answered status_false", code: "status_false", service: "webuser" }),
    }));
    const user = renderScreen();
    await user.clear(field("Nume"));
    await user.type(field("Nume"), "Ionescu");
    await user.click(within(nameCard()).getByRole("button", { name: "Salvează" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    const ribbon = await within(nameCard()).findByRole("alert");
    expect(ribbon).toHaveTextContent(t.name.saveError);
    expect(ribbon).toHaveTextContent(roErrors.general.generic);
    expect(field("Nume").value).toBe("Ionescu");
    expect(getUserProfile()).toMatchObject({ lastName: "Popescu" });
  });
});

describe("SPEC §7 e-mail verification: the contact e-mail changed after a code", () => {
  const contact = () => card(t.contact.heading);

  it("send code → wrong code said (kept) → right code → Salvează adresa → the dialog names it → saved", async () => {
    const user = renderScreen();
    await user.type(field(t.contact.newEmail), "Ana.Pop@Exemplu.ro");
    await user.click(within(contact()).getByRole("button", { name: t.contact.sendCode }));
    await waitFor(() => expect(within(contact()).getByRole("status")).toHaveTextContent(t.contact.codeSent("ana.pop@exemplu.ro")));
    expect(mockApi.sendValidationEmail).toHaveBeenCalledWith("ana.pop@exemplu.ro");

    await user.type(field(t.contact.code), "000000");
    await user.click(within(contact()).getByRole("button", { name: t.contact.verify }));
    expect(await within(contact()).findByText(t.contact.codeWrong)).toBeInTheDocument();
    expect(field(t.contact.code).value).toBe("000000");
    expect(within(contact()).queryByRole("button", { name: t.contact.save })).not.toBeInTheDocument();

    await user.clear(field(t.contact.code));
    await user.type(field(t.contact.code), RIGHT_CODE);
    await user.click(within(contact()).getByRole("button", { name: t.contact.verify }));
    await user.click(await within(contact()).findByRole("button", { name: t.contact.save }));
    const dialog = screen.getByRole("alertdialog", { name: t.contact.confirmTitle });
    expect(dialog).toHaveTextContent(t.contact.confirmText("ana.pop@exemplu.ro"));
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    await waitFor(() => expect(within(contact()).getByRole("status")).toHaveTextContent(t.contact.saved("ana.pop@exemplu.ro")));
    expect(mockApi.validateEmail).toHaveBeenLastCalledWith("ana.pop@exemplu.ro", RIGHT_CODE, "usr-001");
    expect(mockApi.changeContactEmail).toHaveBeenCalledWith("ana.pop@exemplu.ro");
    expect(getUserProfile()?.email).toBe("ana.pop@exemplu.ro");
  });

  it("the address held already, or a malformed one: said under the field, no code sent", async () => {
    const user = renderScreen();
    await user.type(field(t.contact.newEmail), "POSTPAID.owner@sandbox.example.ro");
    await user.click(within(contact()).getByRole("button", { name: t.contact.sendCode }));
    expect(within(contact()).getByText(t.contact.emailErrors.unchanged)).toBeInTheDocument();
    await user.clear(field(t.contact.newEmail));
    await user.type(field(t.contact.newEmail), "nu-e-adresa");
    await user.click(within(contact()).getByRole("button", { name: t.contact.sendCode }));
    expect(within(contact()).getByText(t.contact.emailErrors.emailInvalid)).toBeInTheDocument();
    expect(within(contact()).getByRole("group", { name: "Formularul are 1 eroare" })).toHaveFocus();
    await user.click(within(contact()).getByRole("link", { name: t.contact.newEmail }));
    expect(field(t.contact.newEmail)).toHaveFocus();
    expect(mockApi.sendValidationEmail).not.toHaveBeenCalled();
  });

  it("a save refused as not verified (409 email_not_verified) asks for a new code; a 500 shows the ribbon and the address stays", async () => {
    const user = renderScreen();
    const throughVerification = async () => {
      await user.click(within(contact()).getByRole("button", { name: t.contact.sendCode }));
      await user.type(await within(contact()).findByRole("textbox", { name: t.contact.code }), RIGHT_CODE);
      await user.click(within(contact()).getByRole("button", { name: t.contact.verify }));
      await user.click(await within(contact()).findByRole("button", { name: t.contact.save }));
      await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    };
    await user.type(field(t.contact.newEmail), "ana@exemplu.ro");
    mockApi.changeContactEmail.mockRejectedValueOnce(http(409, "email_not_verified"));
    await throughVerification();
    expect(await within(contact()).findByRole("alert")).toHaveTextContent(t.contact.notVerified);

    mockApi.changeContactEmail.mockRejectedValueOnce(http(500));
    await throughVerification();
    const ribbon = await within(contact()).findByText(new RegExp(t.contact.saveError));
    expect(ribbon.closest("[role=alert]")).toHaveTextContent(roErrors.general.unavailable);
    expect(field(t.contact.newEmail).value).toBe("ana@exemplu.ro");
    expect(getUserProfile()?.email).toBe("postpaid.owner@sandbox.example.ro");
  });
});

describe("SPEC §7 POST loyalty tier and GET HBO-max banner: only where they apply", () => {
  it("a member's tier and points; the banner with its link opening in a new tab", async () => {
    renderScreen();
    const loyalty = await screen.findByRole("region", { name: t.loyalty.heading });
    expect(await within(loyalty).findByText(t.loyalty.tiers.gold)).toBeInTheDocument();
    expect(within(loyalty).getByText(t.loyalty.next(2400, t.loyalty.tiers.platinum))).toBeInTheDocument();
    const hbo = await screen.findByRole("region", { name: t.hbo.heading });
    const link = await within(hbo).findByRole("link", { name: /Activează HBO Max/ });
    expect(link).toHaveAttribute("href", "https://www.hbomax.com/ro/ro");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAccessibleName(`Activează HBO Max ${t.hbo.newTab}`);
  });

  it("not applicable / hidden: no card at all", async () => {
    mockApi.tier = jest.fn(async () => ({ kind: "notApplicable" }));
    mockApi.banner = jest.fn(async () => ({ kind: "hidden" }));
    renderScreen();
    await waitFor(() => expect(mockApi.banner).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole("region", { name: t.loyalty.heading })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("region", { name: t.hbo.heading })).not.toBeInTheDocument());
  });

  it("an unknown answer says 'not available'; a failure shows the catalogued ribbon with a retry", async () => {
    mockApi.tier = jest.fn(async () => ({ kind: "unavailable" }));
    mockApi.banner = jest.fn().mockRejectedValueOnce(http(500)).mockResolvedValueOnce({ kind: "hidden" });
    const user = renderScreen();
    expect(await screen.findByText(t.loyalty.unavailable)).toBeInTheDocument();
    const hbo = await screen.findByRole("region", { name: t.hbo.heading });
    const ribbon = await within(hbo).findByRole("alert");
    expect(ribbon).toHaveTextContent(t.hbo.error);
    expect(ribbon).toHaveTextContent(roErrors.general.unavailable);
    await user.click(within(ribbon).getByRole("button", { name: roErrors.retry }));
    await waitFor(() => expect(screen.queryByRole("region", { name: t.hbo.heading })).not.toBeInTheDocument());
  });

  it("a one-time-code session (no SSO identities) gets neither card nor the associated accounts", () => {
    renderScreen({ ...owner(), authProvider: "otc" });
    expect(screen.queryByRole("region", { name: t.loyalty.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: t.associated.heading })).not.toBeInTheDocument();
    expect(mockApi.tier).not.toHaveBeenCalled();
  });
});

describe("SPEC §7 identity 'disassociate roles': Dezasociază with a confirmation naming the account", () => {
  const multi = (): UserInfo => ({ ...owner(), selectedIdentityId: "idn-015-cbu", ssoRoles: ["ContractOwner", "Chooser"] });
  const accounts = () => card(t.associated.heading);

  it("the business account is offered (not the one in use); Confirmă disassociates it and the list follows", async () => {
    mockApi.contactRoles = jest.fn(async () => MULTI_ROLES);
    const user = renderScreen(multi());
    const button = await within(accounts()).findByRole("button", { name: /^Dezasociază/ });
    expect(within(accounts()).getAllByRole("button", { name: /^Dezasociază/ })).toHaveLength(1);
    expect(button).toHaveAccessibleName(
      t.associated.disassociateLabel("Vasile Consulting SRL · Administrator cont · cont de facturare 610000902"),
    );
    await user.click(button);
    const dialog = screen.getByRole("alertdialog", { name: t.associated.confirmTitle });
    expect(dialog).toHaveTextContent("Vasile Consulting SRL");
    await user.click(within(dialog).getByRole("button", { name: "Confirmă" }));
    await waitFor(() => expect(within(accounts()).getByRole("status")).toHaveTextContent(/Am dezasociat contul Vasile Consulting SRL/));
    expect(mockApi.disassociate).toHaveBeenCalledWith("idn-015-ebu");
    expect(within(accounts()).queryByRole("button", { name: /^Dezasociază/ })).not.toBeInTheDocument();
    expect(within(accounts()).getByText(t.associated.none)).toBeInTheDocument();
  });

  it("a refusal says why (409 identity_in_use); a 500 shows the ribbon; the account stays listed", async () => {
    mockApi.contactRoles = jest.fn(async () => MULTI_ROLES);
    mockApi.disassociate = jest.fn().mockRejectedValueOnce(http(409, "identity_in_use")).mockRejectedValueOnce(http(500));
    const user = renderScreen(multi());
    const ask = async () => {
      await user.click(await within(accounts()).findByRole("button", { name: /^Dezasociază/ }));
      await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Confirmă" }));
    };
    await ask();
    expect(await within(accounts()).findByRole("alert")).toHaveTextContent(t.associated.refused.identity_in_use as string);
    await ask();
    await waitFor(() => expect(within(accounts()).getByRole("alert")).toHaveTextContent(roErrors.general.unavailable));
    expect(within(accounts()).getByRole("button", { name: /^Dezasociază/ })).toBeInTheDocument();
  });

  it("a user with one account: nothing to disassociate, said so", async () => {
    renderScreen();
    expect(await within(accounts()).findByText(t.associated.none)).toBeInTheDocument();
  });
});
