// The loader of the existing-customer actions (OfferFlowIsland, its own small chunk) on the shop's plan pages: nothing
// for a visitor — the chunk (the buttons, the stored flows' reader; no react-query, no gateway client, the cart's add
// only on a press) is fetched only when the browser holds a single sign-on session, and only on pages that offer
// plans. The signed-in static pages stay within bench/budgets.json.
import { useEffect, useState, type ReactElement } from "react";
import { SESSION_STORAGE_KEY } from "../../state/sessionKey";
import type { OfferFlowActionsProps } from "./OfferFlowIsland";

/** Cheap hint, without loading the session store: the stored session holds a single sign-on token. */
export function maySignedInCustomer(storage: Pick<Storage, "getItem"> | null): boolean {
  try {
    return storage?.getItem(SESSION_STORAGE_KEY)?.includes('"baseSSO":{"accessToken"') ?? false;
  } catch {
    return false;
  }
}

type Actions = (props: OfferFlowActionsProps) => ReactElement | null;

/** The actions component once its chunk is here; null for a visitor, on pages without plans and until loaded. */
export function useOfferFlowIsland(wanted: boolean): Actions | null {
  const [actions, setActions] = useState<Actions | null>(null);
  useEffect(() => {
    if (!wanted || actions || !maySignedInCustomer(window.localStorage)) return;
    let live = true;
    import(/* webpackChunkName: "offer-flows" */ "./OfferFlowIsland")
      .then((m) => live && setActions(() => m.OfferFlowActions))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, actions]);
  return actions;
}
