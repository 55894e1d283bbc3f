// Shared setup of the bill summary, details and closed-account screen tests (not a test file): the site's query
// client with instant retries, the screen under the site's root wrapper, and the billing API as the hooks see it
// (the test files mock src/hooks/boundClient.ts, so every client the hooks bind answers with `mockApi`).
import React from "react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type { WindowLocation } from "@reach/router";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { createQueryClient } from "../../../src/state/queryClient";

export type ApiMock = Record<
  "customerBills" | "billSummary" | "closedAccounts" | "downloadDocument" | "sendBillEmail" | "createPayLink",
  jest.Mock
>;

export const newApi = (): ApiMock => ({
  customerBills: jest.fn(),
  billSummary: jest.fn(),
  closedAccounts: jest.fn(),
  downloadDocument: jest.fn(),
  sendBillEmail: jest.fn(),
  createPayLink: jest.fn(),
});

export const never = <T,>() => new Promise<T>(() => undefined);
export const unavailable = () => new GatewayError({ kind: "http", message: "Service Unavailable", status: 503, service: "ebill" });
export const notFound = () =>
  new GatewayError({ kind: "http", message: "Not Found", status: 404, service: "ebill", code: "bill_not_found" });

export const at = (search: string) => ({ search, pathname: "/ecare" }) as WindowLocation;

export function renderScreen(ui: React.ReactElement) {
  // The site's client (its retry rule), with retryDelay 0: the retries (SPEC §9: 3) run at once.
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  const view = renderWithRoot(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...view, client, user: userEvent.setup() };
}
