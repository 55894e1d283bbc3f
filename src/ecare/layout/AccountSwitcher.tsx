// Issue 6 "Account switcher for users with several BANs or identities": shown only when there is a choice. The
// choice is made in a select and confirmed with a button, so moving through the list with the keyboard changes
// nothing by itself.
import React, { useEffect, useState } from "react";
import type { Area } from "../../domain/area";
import type { AccountOption } from "../../domain/session/accountOptions";
import { hasAccountChoice } from "../../domain/session/accountOptions";
import type { UserInfo } from "../../domain/session/userInfo";
import { useAccountSwitcher } from "../../hooks/useAccountSwitcher";
import { roEcare } from "../../i18n/ro/ecare";
import { roRoles } from "../../i18n/ro/roles";

const label = (o: AccountOption) => {
  const t = roEcare.switcher;
  const text = o.isBanOfCurrent ? t.ban(o.ban) : `${t.identity(roRoles[o.role] ?? o.role, o.name)} · ${t.ban(o.ban)}`;
  return o.current ? `${text} ${t.current}` : text;
};

export function AccountSwitcher({ profile, area }: { profile: UserInfo; area: Area }): React.ReactElement | null {
  const t = roEcare.switcher;
  const { state, switchTo } = useAccountSwitcher(profile, area);
  const options = state.kind === "ready" || state.kind === "switching" ? state.options : [];
  const currentKey = options.find((o) => o.current)?.key ?? "";
  const [chosen, setChosen] = useState(currentKey);
  useEffect(() => setChosen(currentKey), [currentKey]);

  if (state.kind === "loading") return null;
  if (state.kind === "failed") return <p className="ecare-bar-meta">{t.loadError}</p>;
  if (!hasAccountChoice(options)) return null;
  const busy = state.kind === "switching";
  return (
    <form
      className="ecare-switcher"
      onSubmit={(event) => {
        event.preventDefault();
        switchTo(chosen);
      }}
    >
      <label>
        {t.label}
        <select value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={busy}>
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {label(o)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="aria-button" data-variant="outline" disabled={busy || chosen === currentKey} aria-busy={busy}>
        {busy ? t.submitting : t.submit}
      </button>
      {state.kind === "ready" && state.error ? (
        <p role="alert" className="ecare-error">
          {t.error}
        </p>
      ) : null}
    </form>
  );
}
