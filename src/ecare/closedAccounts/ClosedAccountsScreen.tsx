// /ecare/facturi-cont-inchis (issue 15; SPEC §2, §3 Closed account, §6 closed-account header, §7 bill list): the
// identity's closed accounts and the frozen bills of the chosen one, each with "Descarcă" and "Trimite pe e-mail"
// (never paid). Every call about a closed account's bills names it in the X-Closed-Account-Ban header (useBillList's
// and BillActionsBar's `closedBan`). The chosen account is in the address (`?cont=<ban>`), so a reload keeps it; with
// exactly one closed account it is chosen without asking (domain/billing/billPages.ts chosenClosedAccount).
import React, { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { chosenClosedAccount, closedAccountPath, closedBanOfQuery, type ClosedAccount } from "../../domain/billing/billPages";
import type { Bill } from "../../domain/billing/bills";
import type { UserInfo } from "../../domain/session/userInfo";
import { useBillList } from "../../hooks/billing/billList";
import { useClosedAccounts } from "../../hooks/billing/billPages";
import { roBills } from "../../i18n/ro/bills";
import { roClosedAccounts } from "../../i18n/ro/closedAccounts";
import { useProfile } from "../SessionGate";
import { DashboardCard, QueryCard } from "../kit/SectionStates";
import { BillActionsBar } from "../billing/BillActionsBar";
import { BillFacts, billTitleOf } from "../billing/summary/BillFacts";

const t = roClosedAccounts;

function Accounts({
  accounts,
  chosen,
  onChoose,
}: {
  accounts: ClosedAccount[];
  chosen: string | null;
  onChoose: (ban: string) => void;
}): React.ReactElement {
  const a = t.accounts;
  if (accounts.length === 0) return <p className="dashboard-empty">{a.empty}</p>;
  return (
    <>
      <p className="dashboard-caption">{a.count(accounts.length)}</p>
      <ul className="summary-accounts">
        {accounts.map((account) => (
          <li key={account.ban}>
            <span>
              <strong>{a.account(account.ban)}</strong> <span className="dashboard-muted">{a.customer(account.customerId)}</span>
            </span>
            <button
              type="button"
              className="aria-button"
              data-variant={chosen === account.ban ? "primary" : "outline"}
              aria-pressed={chosen === account.ban}
              onClick={() => onChoose(account.ban)}
            >
              {a.show(account.ban)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function FrozenBill({ bill, ban, profile, index }: { bill: Bill; ban: string; profile: UserInfo; index: number }): React.ReactElement {
  const id = `closed-bill-${index}`;
  return (
    <section className="summary-bill" aria-labelledby={id}>
      <h3 id={id}>{billTitleOf(bill)}</h3>
      <BillFacts bill={bill} />
      <BillActionsBar bill={bill} profile={profile} payable={false} closedBan={ban} />
    </section>
  );
}

function ClosedBills({ ban, profile }: { ban: string; profile: UserInfo }): React.ReactElement {
  const b = t.bills;
  // SPEC §6: the closed BAN's list is asked for with the header naming it.
  const query = useBillList(ban, { closedBan: ban });
  return (
    <QueryCard id="closed-bills" title={b.heading(ban)} query={query} loading={b.loading} error={b.error} wide>
      {(bills) =>
        bills.unifiedBillHistory.length === 0 ? (
          <p className="dashboard-empty">{b.empty}</p>
        ) : (
          bills.unifiedBillHistory.map((bill, i) => <FrozenBill key={bill.billId} bill={bill} ban={ban} profile={profile} index={i} />)
        )
      }
    </QueryCard>
  );
}

export function ClosedAccountsScreen({ location }: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const accounts = useClosedAccounts();
  const fromAddress = closedBanOfQuery(location?.search ?? "");
  // A choice counts until the address has caught up with it (a back navigation changes the address again).
  const [picked, setPicked] = useState<{ from: string | null; ban: string } | null>(null);
  const wanted = picked && picked.from === fromAddress ? picked.ban : fromAddress;
  const chosen = accounts.data ? chosenClosedAccount(accounts.data, wanted) : null;

  const choose = (ban: string) => {
    setPicked({ from: fromAddress, ban });
    void navigate(closedAccountPath(ban), { replace: true });
  };

  return (
    <div className="ecare-dashboard ecare-bills ecare-summary">
      <h1>{t.title}</h1>
      <p className="dashboard-lead">{t.lead}</p>
      <div className="dashboard-grid">
        <QueryCard
          id="closed-accounts"
          title={t.accounts.heading}
          query={accounts}
          loading={t.accounts.loading}
          error={t.accounts.error}
          wide
        >
          {(list) => <Accounts accounts={list} chosen={chosen?.ban ?? null} onChoose={choose} />}
        </QueryCard>
        {chosen ? <ClosedBills key={chosen.ban} ban={chosen.ban} profile={profile} /> : null}
        {accounts.isSuccess && accounts.data.length > 0 && !chosen ? (
          <DashboardCard id="closed-bills" title={roBills.history.heading} wide>
            <p className="dashboard-empty">{t.accounts.choose}</p>
          </DashboardCard>
        ) : null}
      </div>
    </div>
  );
}
