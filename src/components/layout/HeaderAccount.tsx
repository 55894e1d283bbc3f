// The header's sign-out button, shown to a signed-in user. Loaded on demand by Header (only when a session may
// be stored), so static pages do not ship the session store and the gateway client to every visitor.
import React, { useState } from "react";
import type { Area } from "../../domain/area";
import { useSignedIn } from "../../state/useSignedIn";
import { signOut } from "../../hooks/signOut";
import { roSignIn } from "../../i18n/ro/signIn";

export default function HeaderAccount({ area }: { area: Area }): React.ReactElement | null {
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);
  if (!signedIn) return null;
  return (
    <button
      type="button"
      className="aria-button aria-header__signout"
      data-variant="outline"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut(area).finally(() => setBusy(false));
      }}
    >
      {busy ? roSignIn.signingOut : roSignIn.signOut}
    </button>
  );
}
