// react-query client with the data-fetch defaults of SPEC §9. Personal data is never persisted
// or shared between sessions: one client per browser tab, created inside the client-only root.
import { QueryClient } from "@tanstack/react-query";
import { DATA_FETCH_DEFAULTS } from "../domain/constants";
import { retryDelayMs, shouldRetry } from "../domain/retry";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: DATA_FETCH_DEFAULTS.refetchOnWindowFocus,
        staleTime: DATA_FETCH_DEFAULTS.staleTimeMs,
        gcTime: DATA_FETCH_DEFAULTS.cacheLifetimeMs,
        retry: (failureCount) => shouldRetry(failureCount),
        retryDelay: (attempt) => retryDelayMs(attempt),
      },
      mutations: { retry: false },
    },
  });
}
