// /ecare/setari-cont/raport-sumar-flota (issue 27; SPEC §2 "raport-sumar-flota is only for chooser", SPEC §7 "GET
// fleet reports check-multiple-bans; POST fleet reports"): the company administrator chooses accounts, a period and a
// format, generates the report, follows its generation in a polite live status and downloads the file — the download's
// name says its format and size ("Descarcă raportul (CSV, 24 KB)"). The form works from the first paint (EarlyForm):
// the accounts come from the profile at once and the check (which of them may go in a report, their lines) refines
// them when it answers. The domain checks the choice before anything is sent; a failure keeps what was chosen. The
// followed report is kept in the address (?raport=…), so a reload follows it again. The guards decide who gets here.
import React, { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { BusyButton } from "../../../components/BusyButton";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { FormField } from "../../../components/forms/FormField";
import { fieldValue } from "../../../components/forms/formControls";
import { PATHS } from "../../../domain/guards/paths";
import { reportAccountsOf, type ReportAccount } from "../../../domain/fleetReport/banCheck";
import { fileLabel } from "../../../domain/fleetReport/reportFile";
import {
  checkReportRequest,
  defaultPeriod,
  monthOfDate,
  monthText,
  periodLabel,
  reportRefusalOf,
  type ReportErrors,
  type ReportField,
} from "../../../domain/fleetReport/reportRequest";
import { reportIdOf, reportPhase, reportSearch, type FleetReport } from "../../../domain/fleetReport/reportStatus";
import { useCreateReport, useDownloadReport, useFleetReport, useReportAccounts } from "../../../hooks/account/useFleetReport";
import { roFleetReport } from "../../../i18n/ro/fleetReport";
import { useProfile } from "../../SessionGate";
import { useCanVisit } from "../../kit/CanVisitContext";
import { DashboardCard } from "../../kit/SectionStates";
import { pageHeading } from "../../shell/pageHeading";

const t = roFleetReport;
const f = t.form;
const NAMES = { ban: "cont", from: "de-la", to: "pana-la", format: "format" } as const;
const ID = { from: "fleet-report-from", to: "fleet-report-to", accountsHint: "fleet-report-accounts-hint" } as const;
const errorId = (field: ReportField) => `fleet-report-${field}-error`;

const checkedValues = (form: HTMLFormElement, name: string) =>
  Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)).map((i) => i.value);

/** The first control of the first bad field, to put the focus on. */
function firstBad(form: HTMLFormElement, errors: ReportErrors): HTMLElement | null {
  if (errors.bans) return form.querySelector<HTMLElement>(`input[name="${NAMES.ban}"]:not(:disabled)`);
  if (errors.from) return form.querySelector<HTMLElement>(`#${ID.from}`);
  if (errors.to) return form.querySelector<HTMLElement>(`#${ID.to}`);
  if (errors.format) return form.querySelector<HTMLElement>(`input[name="${NAMES.format}"]`);
  return null;
}

function FieldError({ field, errors }: { field: ReportField; errors: ReportErrors }): React.ReactElement | null {
  const problem = errors[field];
  return problem ? (
    <p id={errorId(field)} className="field-error">
      {f.problems[problem]}
    </p>
  ) : null;
}

function Accounts({ accounts, single, errors }: { accounts: ReportAccount[]; single: boolean; errors: ReportErrors }) {
  const described = [ID.accountsHint, errors.bans ? errorId("bans") : null].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={described}>
      <legend>{f.accounts}</legend>
      <p id={ID.accountsHint} className="cart-hint">
        {single ? f.oneAccountHint : f.accountsHint}
      </p>
      <ul className="fleet-report-accounts">
        {accounts.map((a) => {
          const note = `fleet-report-ban-${a.ban}`;
          return (
            <li key={a.ban}>
              <label className="checkout-check">
                <input
                  type="checkbox"
                  name={NAMES.ban}
                  value={a.ban}
                  defaultChecked={accounts.length === 1 && a.allowed}
                  disabled={!a.allowed}
                  aria-describedby={a.lineCount !== null || !a.allowed ? note : undefined}
                />
                {a.ban}
              </label>
              {a.lineCount !== null || !a.allowed ? (
                <span id={note} className="dashboard-muted">
                  {a.allowed ? f.lines(a.lineCount ?? 0) : f.notAllowed}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FieldError field="bans" errors={errors} />
    </fieldset>
  );
}

/** The request's failure next to the button: a refusal of the back end in the page's words, else the catalogue's. */
function CreateFailure({ error }: { error: unknown }): React.ReactElement {
  const refusal = reportRefusalOf(error);
  return refusal ? (
    <p role="alert" className="error-ribbon">
      {f.createError} {f.refusals[refusal]}
    </p>
  ) : (
    <ErrorRibbon what={f.createError} error={error} />
  );
}

/** What the followed report covers. */
function ReportFacts({ report }: { report: FleetReport }): React.ReactElement {
  const r = t.report;
  return (
    <dl className="dashboard-facts">
      <div>
        <dt>{r.accounts}</dt>
        <dd>{report.bans.join(", ")}</dd>
      </div>
      <div>
        <dt>{r.period}</dt>
        <dd>{periodLabel(report.period)}</dd>
      </div>
      {report.lineCount !== null ? (
        <div>
          <dt>{r.lines}</dt>
          <dd>{f.lines(report.lineCount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function FleetReportScreen({ location }: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  // The guards' answer for this identity (an account switch renders the page once more before they move it on).
  const allowed = useCanVisit()(PATHS.fleetSummary);
  const followedId = allowed ? reportIdOf(location?.search ?? "") : null;
  const profileBans = profile.customerInfo?.bans ?? [];
  const check = useReportAccounts(profileBans, allowed);
  const create = useCreateReport();
  const followed = useFleetReport(followedId);
  const download = useDownloadReport();
  const report = followedId ? followed.data : undefined;
  const phase = report ? reportPhase(report) : null;
  const label = report?.file ? fileLabel(report.format, report.file.size) : "";
  const r = t.report;
  const [errors, setErrors] = useState<ReportErrors>({});
  // The form's first values: the browser's month until the back end says its own (the check).
  const [browserMonth] = useState(() => monthOfDate(new Date()));
  const current = check.data?.currentMonth ?? browserMonth;
  const [period] = useState(() => defaultPeriod(browserMonth));
  const accounts = reportAccountsOf(check.data, profileBans);
  const generating = create.isPending || phase === "generating";

  const submit = (form: HTMLFormElement) => {
    create.reset();
    download.reset();
    const result = checkReportRequest(
      {
        bans: checkedValues(form, NAMES.ban),
        from: fieldValue(form, NAMES.from),
        to: fieldValue(form, NAMES.to),
        format: checkedValues(form, NAMES.format)[0] ?? "",
      },
      accounts,
      current,
    );
    if (!result.ok) {
      setErrors(result.errors);
      firstBad(form, result.errors)?.focus();
      return;
    }
    setErrors({});
    create.mutate(result.request, {
      onSuccess: (report) => void navigate(`${PATHS.fleetSummary}${reportSearch(report.id)}`, { replace: true }),
    });
  };

  return (
    <div className="ecare-dashboard ecare-fleet-report">
      <h1>{pageHeading("fleetSummary")}</h1>
      <p className="dashboard-lead">{t.lead}</p>
      <div className="dashboard-grid">
        <DashboardCard id="fleet-report-form" title={f.heading} wide>
          {check.isError ? <ErrorRibbon what={f.checkError} error={check.error} onRetry={() => void check.refetch()} /> : null}
          {check.isPending ? (
            <p className="sr-only" role="status">
              {f.checking}
            </p>
          ) : null}
          {accounts.accounts.length === 0 && !check.isPending ? (
            <p className="dashboard-empty">{f.noAccounts}</p>
          ) : (
            <EarlyForm onSubmit={submit} className="fleet-report-form">
              <Accounts accounts={accounts.accounts} single={!accounts.multipleBans} errors={errors} />
              <fieldset>
                <legend>{f.period}</legend>
                <p className="cart-hint">{f.periodHint}</p>
                <div className="fleet-report-months">
                  {(["from", "to"] as const).map((field) => (
                    <FormField
                      key={field}
                      id={ID[field]}
                      name={NAMES[field]}
                      label={f[field]}
                      type="month"
                      hint={f.monthFormat}
                      placeholder="AAAA-LL"
                      max={monthText(current)}
                      defaultValue={period[field]}
                      error={errors[field] ? f.problems[errors[field]] : undefined}
                    />
                  ))}
                </div>
              </fieldset>
              <fieldset aria-describedby={errors.format ? errorId("format") : undefined}>
                <legend>{f.format}</legend>
                {(["csv", "xlsx"] as const).map((format) => (
                  <label key={format} className="checkout-check">
                    <input type="radio" name={NAMES.format} value={format} defaultChecked={format === "csv"} /> {f[format]}
                  </label>
                ))}
                <FieldError field="format" errors={errors} />
              </fieldset>
              <div>
                <BusyButton type="submit" busy={generating}>
                  {create.isPending ? f.sending : f.generate}
                </BusyButton>
              </div>
              {create.isError ? <CreateFailure error={create.error} /> : null}
            </EarlyForm>
          )}
          <div className="fleet-report-result">
            {/* Always there, so each change of the generation's state is announced (polite). */}
            <div role="status" className="fleet-report-status">
              {followedId && followed.isLoading ? <p>{r.loading}</p> : null}
              {phase === "generating" ? <p>{r.generating}</p> : null}
              {phase === "ready" ? <p>{r.ready(label)}</p> : null}
              {download.isSuccess ? <p>{r.downloaded(download.data.fileName)}</p> : null}
            </div>
            {report ? <ReportFacts report={report} /> : null}
            {phase === "failed" ? (
              <p role="alert" className="error-ribbon">
                {r.failed}
              </p>
            ) : null}
            {followedId && followed.isError ? (
              <ErrorRibbon what={r.statusError} error={followed.error} onRetry={() => void followed.refetch()} />
            ) : null}
            {phase === "ready" && report ? (
              <BusyButton busy={download.isPending} onClick={() => download.mutate(report)}>
                {r.download(label)}
              </BusyButton>
            ) : null}
            {download.isError ? <ErrorRibbon what={r.downloadError} error={download.error} /> : null}
          </div>
        </DashboardCard>
      </div>
    </div>
  );
}

export default FleetReportScreen;
