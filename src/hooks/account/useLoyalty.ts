// SPEC §7 "POST loyalty tier" and "GET HBO-max banner" for the account the user acts as: read-only answers (the POST
// asks, it changes nothing), cached like the other personal data and keyed per account.
import { useQuery } from "@tanstack/react-query";
import { createHboMaxApi } from "../../clients/gateway/hboMaxClient";
import { createLoyaltyApi } from "../../clients/gateway/loyaltyClient";
import { personal } from "../billing/billQueryOptions";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";
import { accountKeys } from "./accountKeys";

export function useLoyaltyTier() {
  const identity = useAccountIdentity();
  return useQuery({ queryKey: accountKeys.loyalty(identity), queryFn: () => boundClient(createLoyaltyApi).tier(), ...personal });
}

export function useHboBanner() {
  const identity = useAccountIdentity();
  return useQuery({ queryKey: accountKeys.hboBanner(identity), queryFn: () => boundClient(createHboMaxApi).banner(), ...personal });
}
