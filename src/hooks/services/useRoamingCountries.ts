// The CMS roaming countries the build publishes for the self-care roaming page (gatsby-node.ts onPostBuild writes
// /data/roaming-countries.json): the site's own static file, the same for everyone, kept for the session.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { mapRoamingCountries, type RoamingCountryEntry } from "../../domain/roaming/roamingCountries";

export const ROAMING_COUNTRIES_URL = "/data/roaming-countries.json";

async function fetchCountries(): Promise<RoamingCountryEntry[]> {
  const res = await fetch(ROAMING_COUNTRIES_URL, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`roaming countries: ${res.status}`);
  return mapRoamingCountries(await res.json());
}

export function useRoamingCountries(): UseQueryResult<RoamingCountryEntry[]> {
  return useQuery({ queryKey: ["site", "roamingCountries"], queryFn: fetchCountries, staleTime: Infinity, gcTime: Infinity });
}
