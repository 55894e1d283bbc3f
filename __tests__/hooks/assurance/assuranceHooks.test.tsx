// The company hooks of issue 27 against fake clients (boundClient mocked): the users' requests (SPEC §7 trouble tickets,
// cererileutilizatorilor) asked only when the caller may see them, under the account's key; the assurance tickets a page
// at a time, the impacted services, and a new ticket that sends the domain's body and reads tickets and services again.
import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mapUserInfo } from "../../../src/domain/session/userInfo";
import { assuranceKeys, useBusinessTickets, useImpactedServices, useOpenBusinessTicket } from "../../../src/hooks/assurance/useAssurance";
import { useRequesters, useUsersRequests, usersRequestsKeys } from "../../../src/hooks/account/useUsersRequests";
import { clearSession, setUserProfile } from "../../../src/state/sessionStore";

const mockRequests = { list: jest.fn(), requesters: jest.fn() };
const mockTickets = { list: jest.fn(), create: jest.fn() };
const mockServices = { current: jest.fn() };
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) =>
    create.name === "createUsersRequestsApi" ? mockRequests : create.name === "createBusinessTicketApi" ? mockTickets : mockServices,
}));

const QUERY = { user: "usr-007", state: null, from: null, to: null, page: 2 };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  clearSession();
  setUserProfile({ ...mapUserInfo({ ssoRoles: ["Chooser"] }), selectedIdentityId: "idn-007", vfSsoId: "usr-007" });
  for (const f of [mockRequests.list, mockRequests.requesters, mockTickets.list, mockTickets.create, mockServices.current]) f.mockReset();
});

describe("SPEC §7 trouble tickets: the users' requests hooks", () => {
  it("the address's page and the requesters, under the account's key", async () => {
    mockRequests.list.mockResolvedValue({ items: [], total: 0 });
    mockRequests.requesters.mockResolvedValue([{ id: "usr-007", name: "Victor Georgescu", msisdn: "0728000501", requestCount: 2 }]);
    const { client, wrapper } = setup();
    const { result } = renderHook(() => ({ list: useUsersRequests(QUERY), requesters: useRequesters() }), { wrapper });
    await waitFor(() => expect(result.current.requesters.isSuccess && result.current.list.isSuccess).toBe(true));
    expect(mockRequests.list).toHaveBeenCalledWith(QUERY);
    expect(client.getQueryData(usersRequestsKeys.list("idn-007", QUERY))).toEqual({ items: [], total: 0 });
    expect(client.getQueryData(usersRequestsKeys.requesters("idn-007"))).toHaveLength(1);
  });

  it("SPEC §6: nothing is asked for a caller the list is not for", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ list: useUsersRequests(QUERY, false), requesters: useRequesters(false) }), { wrapper });
    await act(async () => undefined);
    expect(result.current.list.fetchStatus).toBe("idle");
    expect(mockRequests.list).not.toHaveBeenCalled();
    expect(mockRequests.requesters).not.toHaveBeenCalled();
  });
});

describe("SPEC §2 /business/assurance: the assurance hooks", () => {
  it("a page of tickets and the impacted services", async () => {
    mockTickets.list.mockResolvedValue({ items: [], total: 0 });
    mockServices.current.mockResolvedValue([]);
    const { client, wrapper } = setup();
    const { result } = renderHook(() => ({ tickets: useBusinessTickets(3), services: useImpactedServices() }), { wrapper });
    await waitFor(() => expect(result.current.tickets.isSuccess && result.current.services.isSuccess).toBe(true));
    expect(mockTickets.list).toHaveBeenCalledWith(3);
    expect(client.getQueryData(assuranceKeys.services("idn-007"))).toEqual([]);
  });

  it("TMF621 create: a new ticket sends the domain's body, then the tickets and the services are read again", async () => {
    mockTickets.list.mockResolvedValue({ items: [], total: 0 });
    mockServices.current.mockResolvedValue([]);
    mockTickets.create.mockResolvedValue({ id: "BT-000007" });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ tickets: useBusinessTickets(1), services: useImpactedServices(), open: useOpenBusinessTicket() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.tickets.isSuccess && result.current.services.isSuccess).toBe(true));
    await act(() =>
      result.current.open.mutateAsync({
        description: "Nu putem suna.",
        category: "voice",
        severity: "major",
        affected: { role: "account", id: "500000501" },
      }),
    );
    expect(mockTickets.create).toHaveBeenCalledWith({
      description: "Nu putem suna.",
      severity: "major",
      ticketType: "voice",
      channel: { id: "assurance" },
      relatedEntity: [{ id: "500000501", role: "account", "@referredType": "BillingAccount" }],
    });
    await waitFor(() => expect(mockTickets.list).toHaveBeenCalledTimes(2));
    expect(mockServices.current).toHaveBeenCalledTimes(2);
  });
});
