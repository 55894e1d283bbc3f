// Step "portare" (ANCOM a5–a11): as soon as possible or a chosen working day inside the back end's window (checked by
// domain/portIn/portInState.ts checkPortingChoice, working days of portingDate.ts), an explicit yes/no for a
// provisional number (not pre-ticked), the disclosures and a required agreement; "Continuă" puts the plan in the
// cart with flow MNP and goes on to the shared checkout steps. A refused add shows its catalogued error (SPEC §8).
import React, { useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { ShopErrorView } from "../../components/errors/catalogue/ShopErrorView";
import { checkPortingChoice, type PortingChoice, type PortingChoiceProblem } from "../../domain/portIn/portInState";
import { closeCartError } from "../../hooks/cart/cartCommands";
import { useAgreePorting, usePortInOperators } from "../../hooks/portIn/usePortIn";
import { roPortIn } from "../../i18n/ro/portIn";
import { ProblemAlert } from "./ProblemAlert";

const t = roPortIn.porting;
type Field = "date" | "provisional" | "agreement";

const radioValue = (form: HTMLFormElement, name: string): string => {
  const el = form.elements.namedItem(name);
  return el instanceof RadioNodeList ? el.value : el instanceof HTMLInputElement && el.checked ? el.value : "";
};

export function PortingStep({ stored, onDone }: { stored: PortingChoice | null; onDone: () => void }): React.ReactElement {
  const operators = usePortInOperators();
  const agree = useAgreePorting();
  const [errors, setErrors] = useState<Partial<Record<Field, PortingChoiceProblem>>>({});
  const [when, setWhen] = useState(stored && stored.date !== "asap" ? "day" : "asap");
  const days = operators.data?.window;

  if (!days) {
    return operators.isError ? (
      <ProblemAlert what={roPortIn.operatorsFailed} error={operators.error} onRetry={() => void operators.refetch()} />
    ) : (
      <p role="status">{roPortIn.loading}</p>
    );
  }

  const submit = (form: HTMLFormElement) => {
    const day = form.elements.namedItem("portingDay");
    const agreed = form.elements.namedItem("agree");
    const check = checkPortingChoice(
      {
        when: radioValue(form, "when"),
        day: day instanceof HTMLInputElement ? day.value : "",
        provisional: radioValue(form, "provisional"),
        agreed: agreed instanceof HTMLInputElement && agreed.checked,
      },
      days,
    );
    if (!check.ok) {
      return setErrors(check.errors); // the error summary takes focus
    }
    setErrors({});
    agree.mutate(check.value, { onSuccess: (r) => r.ok && onDone() });
  };
  const msg = (f: Field) => (errors[f] ? roPortIn.portingErrors[errors[f]] : undefined);
  const cartError = agree.data && !agree.data.ok && "error" in agree.data ? agree.data.error : null;
  const invalid = agree.data && !agree.data.ok && "invalid" in agree.data ? agree.data.invalid : null;

  return (
    <EarlyForm onSubmit={submit} aria-labelledby="portin-step-porting">
      <ErrorSummary
        fields={[
          ["portin-day", t.day, msg("date")],
          ["portin-provisional-yes", t.provisional, msg("provisional")],
          ["portin-agree", t.agree, msg("agreement")],
        ]}
      />
      <fieldset className="checkout-fieldset">
        <legend>{t.when}</legend>
        <div className="portin-radio">
          <input
            type="radio"
            id="portin-when-asap"
            name="when"
            value="asap"
            defaultChecked={when === "asap"}
            onChange={() => setWhen("asap")}
          />
          <label htmlFor="portin-when-asap">{t.asap(days.earliest)}</label>
        </div>
        <div className="portin-radio">
          <input
            type="radio"
            id="portin-when-day"
            name="when"
            value="day"
            defaultChecked={when === "day"}
            onChange={() => setWhen("day")}
          />
          <label htmlFor="portin-when-day">{t.chosenDay}</label>
        </div>
        <div className="checkout-field" hidden={when !== "day"}>
          <label htmlFor="portin-day">{t.day}</label>
          <p id="portin-day-hint" className="cart-hint">
            {t.dayHint(days.earliest, days.latest)}
          </p>
          <input
            id="portin-day"
            name="portingDay"
            type="date"
            min={days.earliest}
            max={days.latest}
            defaultValue={stored && stored.date !== "asap" ? stored.date : ""}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? "portin-day-hint portin-day-error" : "portin-day-hint"}
          />
          {errors.date ? (
            <p id="portin-day-error" className="field-error">
              {msg("date")}
            </p>
          ) : null}
        </div>
      </fieldset>
      <fieldset
        className="checkout-fieldset"
        aria-describedby={errors.provisional ? "portin-provisional-hint portin-provisional-error" : "portin-provisional-hint"}
      >
        <legend>{t.provisional}</legend>
        <p id="portin-provisional-hint" className="cart-hint">
          {t.provisionalHint}
        </p>
        {(["yes", "no"] as const).map((v) => (
          <div className="portin-radio" key={v}>
            <input
              type="radio"
              id={`portin-provisional-${v}`}
              name="provisional"
              value={v}
              defaultChecked={stored ? stored.acceptProvisionalNumber === (v === "yes") : false}
              aria-invalid={errors.provisional ? true : undefined}
            />
            <label htmlFor={`portin-provisional-${v}`}>{t[v]}</label>
          </div>
        ))}
        {errors.provisional ? (
          <p id="portin-provisional-error" className="field-error">
            {msg("provisional")}
          </p>
        ) : null}
      </fieldset>
      <section aria-labelledby="portin-disclosures">
        <h3 id="portin-disclosures">{t.disclosuresTitle}</h3>
        <ul className="portin-disclosures">
          {t.disclosures.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <div className="checkout-check">
        <input
          type="checkbox"
          id="portin-agree"
          name="agree"
          defaultChecked={stored !== null}
          aria-invalid={errors.agreement ? true : undefined}
          aria-describedby={errors.agreement ? "portin-agree-error" : undefined}
        />
        <label htmlFor="portin-agree">{t.agree}</label>
      </div>
      {errors.agreement ? (
        <p id="portin-agree-error" className="field-error">
          {msg("agreement")}
        </p>
      ) : null}
      <div className="portin-actions">
        <BusyButton type="submit" busy={agree.isPending}>
          {t.submit}
        </BusyButton>
      </div>
      {agree.isError ? <ProblemAlert what={t.failed} error={agree.error} /> : null}
      {invalid ? (
        <div role="alert" className="error-ribbon">
          <p>{invalid}</p>
        </div>
      ) : null}
      {cartError ? (
        <ShopErrorView
          error={cartError}
          pathname={typeof document === "undefined" ? "" : document.location.pathname}
          onClose={(actions) => {
            agree.reset();
            void closeCartError("personal", actions);
          }}
        />
      ) : null}
    </EarlyForm>
  );
}
