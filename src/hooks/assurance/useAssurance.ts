// Business assurance (issue 27; SPEC §2 /business/assurance, §7 trouble tickets and impacted service): the company's
// tickets a page at a time, a new ticket, and the impacted services. States follow the operator's clock, so each
// showing reads them again; after a ticket is opened the tickets and the services (which list their tickets) are read
// again, so the new one shows with the state the back end gave it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createBusinessTicketApi } from "../../clients/gateway/businessTicketClient";
import { createImpactedServiceApi } from "../../clients/gateway/impactedServiceClient";
import type { BusinessTicket } from "../../domain/assurance/businessTicket";
import { businessTicketBody, type CheckedBusinessTicket } from "../../domain/assurance/businessTicketForm";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

/** Per account (the selected identity), so switching account never shows another company's tickets. */
export const assuranceKeys = {
  all: (identity: string) => ["assurance", identity] as const,
  tickets: (identity: string, page: number) => ["assurance", identity, "tickets", page] as const,
  services: (identity: string) => ["assurance", identity, "impactedServices"] as const,
};

export function useBusinessTickets(page: number) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: assuranceKeys.tickets(identity, page),
    queryFn: () => boundClient(createBusinessTicketApi).list(page),
    ...personal,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useImpactedServices() {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: assuranceKeys.services(identity),
    queryFn: () => boundClient(createImpactedServiceApi).current(),
    ...personal,
    staleTime: 0,
  });
}

/** Opens a ticket, then reads the tickets and the impacted services again. */
export function useOpenBusinessTicket() {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return useMutation<BusinessTicket, Error, CheckedBusinessTicket>({
    mutationFn: (ticket) => boundClient(createBusinessTicketApi).create(businessTicketBody(ticket)),
    onSuccess: () => client.invalidateQueries({ queryKey: assuranceKeys.all(identity) }),
  });
}
