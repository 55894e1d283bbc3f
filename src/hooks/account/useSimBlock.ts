// A SIM's block state and its block/unblock (SPEC §7 "Bar/unbar"): one query per line, one mutation per line. After a
// block or unblock the answer is shown at once and the state is read again from the back end; a refusal saying the SIM
// is already as asked (SPEC §8 DXL-BAR-UNBAR_006, changed meanwhile elsewhere) re-reads it too.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { barUnbarRefusalOf, type SimAction, type SimLine } from "../../domain/barUnbar/barUnbar";
import { createBarUnbarApi } from "../../clients/gateway/barUnbarClient";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

/** Per account (the selected identity), so switching account never shows another account's SIM. */
export const simKeys = {
  state: (identity: string, msisdn: string) => ["account", identity, "sim", msisdn] as const,
};

/** The line's state; read again whenever the page shows it (a block must never be shown from an old answer). */
export function useSimState(line: SimLine) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: simKeys.state(identity, line.msisdn),
    queryFn: () => boundClient(createBarUnbarApi).status(line),
    ...personal,
    staleTime: 0,
  });
}

/** Blocks or unblocks the line; pending until the state has been read again. */
export function useSimBlock(line: SimLine) {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  const key = simKeys.state(identity, line.msisdn);
  return useMutation({
    mutationFn: (action: SimAction) => boundClient(createBarUnbarApi).act(line, action),
    onSuccess: async (state) => {
      client.setQueryData(key, state);
      await client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (barUnbarRefusalOf(error) === "alreadyInState") void client.invalidateQueries({ queryKey: key });
    },
  });
}
