// Right after an SSO sign-in (hooks/signInFlow.ts): the customer's eligible flows (SPEC §7 eligible-flows route per
// customer type, ACQ last, SPEC §4), stored for the shop's renewal and add-a-line actions (hooks/shop/useCustomerFlows).
// Apart from the shop's reader (state/eligibleFlowsStore.ts): the shop's pages never load the identity client for it.
import type { IdentityApi } from "../../clients/gateway/identity";
import type { UserInfo } from "../../domain/session/userInfo";
import { flowsAccountOf, saveEligibleFlows } from "../../state/eligibleFlowsStore";

/** After an SSO sign-in: loads and stores the customer's eligible flows. Never rejects (without a list the shop shows no
 * existing-customer action until the next sign-in). */
export async function loadEligibleFlowsAfterSignIn(api: IdentityApi, profile: UserInfo): Promise<void> {
  const customerType = profile.vfCustomerType;
  const account = flowsAccountOf(profile);
  if (!customerType || account === "") return;
  try {
    saveEligibleFlows({ account, customerType, flows: await api.eligibleFlows(customerType), at: Date.now() });
  } catch {
    // No list: no renewal or add-a-line actions (docs/decisions.md, "a failed eligible-flows load").
  }
}
