// The signed-in person's privacy consents within their customer (SPEC §7 "GET (with ?skipCache) and POST GDPR
// settings"): read (the gateway may answer from a cache a few minutes behind), and saved — after a save the page shows
// what was saved at once and re-reads the settings with skipCache, past that cache, into the same query.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { gdprAttributesOf, type ConsentState, type PrivacySettings } from "../../domain/privacy/privacy";
import { createPrivacyApi } from "../../clients/gateway/privacyClient";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";
import { patchProfile } from "./profileSync";

const privacyKey = (identity: string, customerId: string) => ["account", identity, "privacy", customerId] as const;

export function usePrivacy(customerId: string) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: privacyKey(identity, customerId),
    queryFn: () => boundClient(createPrivacyApi).settings(customerId),
    enabled: customerId !== "",
    ...personal,
  });
}

/** Reads the stored settings past the gateway's cache into the query (after a save; the retry of a failed re-read). */
export function useRereadPrivacy(customerId: string): () => void {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return () =>
    void client
      .fetchQuery({
        queryKey: privacyKey(identity, customerId),
        queryFn: () => boundClient(createPrivacyApi).settings(customerId, { skipCache: true }),
        staleTime: 0,
      })
      // A failed re-read leaves the query in error, with what was saved still its data (the page says so).
      .catch(() => undefined);
}

export function useSavePrivacy(customerId: string) {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  const reread = useRereadPrivacy(customerId);
  return useMutation({
    mutationFn: (chosen: ConsentState) => boundClient(createPrivacyApi).save(customerId, chosen),
    onSuccess: (_saved, chosen) => {
      // What was saved is what the page shows from now on; then the stored settings, past the gateway's cache.
      client.setQueryData<PrivacySettings>(privacyKey(identity, customerId), (old) => ({
        consents: chosen,
        lastUpdated: old?.lastUpdated ?? "",
      }));
      // The profile's gdprAttributes follow (SPEC §4: the data layer's gdpr permissions read them).
      patchProfile(client, (p) => ({ ...p, gdprAttributes: gdprAttributesOf(chosen) }));
      reread();
    },
  });
}
