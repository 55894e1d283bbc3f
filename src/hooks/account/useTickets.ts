// The customer's requests and tickets (SPEC §7 trouble tickets; TMF621): the list page the address asks for and a new
// ticket. After a ticket is opened every list is read again, so the new one shows with the state the back end gave it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createTroubleTicketApi } from "../../clients/gateway/troubleTicketClient";
import { ticketBody, type CheckedTicket } from "../../domain/tickets/ticketForm";
import type { Ticket } from "../../domain/tickets/ticketModel";
import { serializeTicketListQuery, type TicketListQuery } from "../../domain/tickets/ticketQuery";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

/** Per account (the selected identity), so switching account never shows another account's requests. */
export const ticketKeys = {
  all: (identity: string) => ["account", identity, "tickets"] as const,
  list: (identity: string, query: TicketListQuery) => ["account", identity, "tickets", "list", serializeTicketListQuery(query)] as const,
};

/** One page of the list; states move with time, so each showing reads it again (the previous page stays meanwhile). */
export function useTicketList(query: TicketListQuery) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: ticketKeys.list(identity, query),
    queryFn: () => boundClient(createTroubleTicketApi).list(query),
    ...personal,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The file's bytes as base64 (the TMF621 attachment content). */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === "string" ? reader.result : "";
      const comma = url.indexOf(",");
      resolve(comma >= 0 ? url.slice(comma + 1) : "");
    };
    reader.onerror = () => reject(reader.error ?? new Error("file not readable"));
    reader.readAsDataURL(file);
  });
}

export interface NewTicketRequest {
  ticket: CheckedTicket;
  /** The chosen file, read when the ticket is sent. */
  file: Blob | null;
}

/** Opens a ticket (attachment read and sent as base64), then reads the lists again. */
export function useCreateTicket() {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return useMutation<Ticket, Error, NewTicketRequest>({
    mutationFn: async ({ ticket, file }) => {
      const content = ticket.attachment && file ? await fileBase64(file) : null;
      return boundClient(createTroubleTicketApi).create(ticketBody(ticket, content));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all(identity) }),
  });
}
