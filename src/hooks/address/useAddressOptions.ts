// One cascade level's options (SPEC §7 "geographic address"), searched server-side as the person types: the text
// waits ADDRESS_SEARCH_DEBOUNCE_MS after the last key before it is asked, and each (level, parent, text) answer is
// cached by react-query, so going back to a level costs no call.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createGeographicAddressApi } from "../../clients/gateway/geographicAddressClient";
import type { AddressOptions } from "../../domain/address/answers";
import type { CascadeLevel } from "../../domain/address/cascade";
import { MAX_QUERY_LENGTH } from "../../domain/address/search";
import { boundClient } from "../boundClient";
import { useDebouncedValue } from "../useDebouncedValue";

export const ADDRESS_SEARCH_DEBOUNCE_MS = 250;

export const addressKeys = {
  options: (level: CascadeLevel, parent: string | null, q: string) => ["geographicAddress", level, parent, q] as const,
};

export interface AddressOptionsState {
  data: AddressOptions | undefined;
  /** Asking (or waiting for the typing to settle). */
  pending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The options of `level` under `parent` matching `text` (trimmed, at most the back end's 60 characters); asked only
 * while `active` (the list is open) and the level is open (a parent, except for the county).
 */
export function useAddressOptions(level: CascadeLevel, parent: string | null, text: string, active: boolean): AddressOptionsState {
  const q = text.trim().slice(0, MAX_QUERY_LENGTH);
  const settled = useDebouncedValue(q, ADDRESS_SEARCH_DEBOUNCE_MS);
  const enabled = active && (level === "county" || parent !== null);
  const query = useQuery({
    queryKey: addressKeys.options(level, parent, settled),
    queryFn: () => boundClient(createGeographicAddressApi).options({ level, parent, q: settled }),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    data: enabled ? query.data : undefined,
    pending: enabled && (settled !== q || query.isFetching),
    error: enabled ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
