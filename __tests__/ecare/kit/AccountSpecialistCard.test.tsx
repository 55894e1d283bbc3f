// The account specialist card (src/ecare/kit/AccountSpecialistCard.tsx; SPEC §3 voiceSpecialist and dataSpecialist,
// SPEC §7 "GET account specialist /{customerId}") with the client faked at the API level: both specialists with their
// e-mail (mailto:) and phone (tel:), only one with a word for the other, none, a failure of its own, and no card (no
// call) for a consumer.
import React from "react";
import { screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import { AccountSpecialistCard } from "../../../src/ecare/kit/AccountSpecialistCard";
import { roAccountSpecialist as t } from "../../../src/i18n/ro/accountSpecialist";
import { roErrors } from "../../../src/i18n/ro/errors";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";
import { PERSONAS } from "../fixtures";

const mockApi = { specialists: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const VOICE = { id: "S1", fullName: "Andreea Ionescu", emailAddress: "andreea.ionescu@operator.example.ro", phoneNumber: "0372000101" };
const DATA = { id: "S2", fullName: "Mihai Constantinescu", emailAddress: "mihai.c@operator.example.ro", phoneNumber: "0372000102" };

function renderCard(profile: UserInfo = PERSONAS.businessChooser()) {
  setUserProfile(profile);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRoot(
    <QueryClientProvider client={client}>
      <AccountSpecialistCard profile={profile} />
    </QueryClientProvider>,
  );
}

const card = () => screen.getByRole("region", { name: t.heading });

beforeEach(() => {
  clearSession();
  mockApi.specialists.mockReset();
});

describe("SPEC §3 Account specialist: the card", () => {
  it("both specialists: name, e-mail as mailto and phone as tel, asked for by the customer's id", async () => {
    mockApi.specialists.mockResolvedValue({ voiceSpecialist: VOICE, dataSpecialist: DATA });
    renderCard();
    await within(card()).findByRole("heading", { level: 3, name: t.kinds.voiceSpecialist });
    expect(mockApi.specialists).toHaveBeenCalledWith("CUST-1");
    expect(within(card()).getByRole("heading", { level: 3, name: t.kinds.dataSpecialist })).toBeInTheDocument();
    expect(within(card()).getByText("Andreea Ionescu")).toBeInTheDocument();
    expect(within(card()).getByRole("link", { name: VOICE.emailAddress })).toHaveAttribute("href", `mailto:${VOICE.emailAddress}`);
    expect(within(card()).getByRole("link", { name: "0372 000 101" })).toHaveAttribute("href", "tel:+40372000101");
    expect(within(card()).getByRole("link", { name: "0372 000 102" })).toHaveAttribute("href", "tel:+40372000102");
  });

  it("only a voice specialist: the data one is said to be covered by it; none at all is said so", async () => {
    mockApi.specialists.mockResolvedValue({ voiceSpecialist: VOICE, dataSpecialist: null });
    const view = renderCard();
    expect(await within(card()).findByText(t.missing.dataSpecialist)).toBeInTheDocument();
    expect(within(card()).queryByRole("heading", { name: t.kinds.dataSpecialist })).not.toBeInTheDocument();
    view.unmount();
    mockApi.specialists.mockResolvedValue({ voiceSpecialist: null, dataSpecialist: null });
    renderCard();
    expect(await within(card()).findByText(t.none)).toBeInTheDocument();
  });

  it("a failure stays in the card, as the catalogued ribbon with a retry", async () => {
    mockApi.specialists.mockRejectedValue(new GatewayError({ kind: "http", status: 500, message: "x", service: "accountSpecialist" }));
    renderCard();
    const alert = await within(card()).findByRole("alert");
    expect(alert).toHaveTextContent(`${t.error} ${roErrors.general.unavailable}`);
    expect(within(alert).getByRole("button", { name: roErrors.retry })).toBeInTheDocument();
  });

  it("a consumer has no card and nothing is asked", () => {
    renderCard(PERSONAS.postpaidOwner());
    expect(screen.queryByRole("region", { name: t.heading })).not.toBeInTheDocument();
    expect(mockApi.specialists).not.toHaveBeenCalled();
  });
});
