// What an address can get (SPEC §7 "service qualification", TMF645): asked when "Verifică adresa" is pressed (or on a
// reload of a checked address), keyed by the address id, retried like every read (SPEC §9) before its error shows.
import { useQuery } from "@tanstack/react-query";
import { createServiceQualificationApi } from "../../clients/gateway/serviceQualificationClient";
import type { AddressQualification } from "../../domain/address/answers";
import { boundClient } from "../boundClient";

export const qualificationKeys = {
  address: (addressId: string) => ["serviceQualification", addressId] as const,
};

export interface QualificationState {
  data: AddressQualification | undefined;
  pending: boolean;
  error: unknown;
  retry: () => void;
}

/** The qualification of `addressId`; nothing is asked while it is null. */
export function useServiceQualification(addressId: string | null): QualificationState {
  const query = useQuery({
    queryKey: qualificationKeys.address(addressId ?? ""),
    queryFn: () => boundClient(createServiceQualificationApi).qualify(addressId ?? ""),
    enabled: addressId !== null,
  });
  return {
    data: addressId !== null ? query.data : undefined,
    pending: addressId !== null && query.isFetching,
    error: addressId !== null && query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
