// The header's sign-out button, shown to a signed-in user. Loaded on demand by Header (only when a session may
// be stored), so static pages do not ship the session store to every visitor; the sign-out itself (gateway client,
// axios) is fetched when the pointer or focus reaches the button, so a signed-in visitor's static page stays inside
// the static JS budget (bench/budgets.json).
import React, { useEffect, useState } from "react";
import type { Area } from "../../domain/area";
import { useSignedIn } from "../../state/useSignedIn";
import { markStoredSession } from "../../state/sessionHint";
import { roAccount } from "../../i18n/ro/account";

const loadSignOut = () => import("../../hooks/signOut");

export default function HeaderAccount({ area }: { area: Area }): React.ReactElement | null {
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);
  // The header's row for this button was kept from first paint when a session looked stored; now the store knows.
  useEffect(() => markStoredSession(signedIn), [signedIn]);
  if (!signedIn) return null;
  const prefetch = () => void loadSignOut().catch(() => undefined);
  return (
    <button
      type="button"
      className="aria-button aria-header__signout"
      data-variant="outline"
      disabled={busy}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setBusy(true);
        // A chunk that cannot load leaves the button usable again; signOut itself never rejects.
        void loadSignOut()
          .then((m) => m.signOut(area))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {busy ? roAccount.signingOut : roAccount.signOut}
    </button>
  );
}
