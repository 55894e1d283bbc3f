// react-query client with the data-fetch defaults of SPEC §9. Personal data is never persisted
// or shared between sessions: one client per browser tab, created inside the client-only root.
import { QueryClient } from "@tanstack/react-query";
import { DATA_FETCH_DEFAULTS } from "../domain/constants";
import { retryDelayMs, shouldRetryError } from "../domain/retry";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: DATA_FETCH_DEFAULTS.refetchOnWindowFocus,
        staleTime: DATA_FETCH_DEFAULTS.staleTimeMs,
        gcTime: DATA_FETCH_DEFAULTS.cacheLifetimeMs,
        // Only what a retry can cure (network, timeout, 5xx, 429): a 403 or a malformed answer shows at once.
        retry: (failureCount, error) => shouldRetryError(failureCount, error),
        retryDelay: (attempt) => retryDelayMs(attempt),
      },
      mutations: { retry: false },
    },
  });
}
