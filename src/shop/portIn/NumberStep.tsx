// Step "numar" of the port-in journey: the number to port ("Numărul pe care îl porți"), the current operator
// ("Operatorul actual"), the subscription type there and its proof — the SIM serial (ICCID) for prepaid, the client code
// for postpaid (ANCOM a1, a12). Checked by the domain (portInRequest.ts), then the back end: a number already ours or
// unknown is refused inline, next to the field; else the code is sent by SMS to that number. The form works from the
// first paint (EarlyForm): what was typed before hydration is what is checked and sent.
import React, { useEffect, useRef, useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { FormField, SelectField } from "../../components/forms/FormField";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { portInProblemOf } from "../../domain/portIn/answers";
import {
  checkPortInRequest,
  DONOR_OPERATORS,
  type PortInField,
  type PortInMessageKey,
  type PortInRequest,
} from "../../domain/portIn/portInRequest";
import { usePortInOperators, useSendPortInCode } from "../../hooks/portIn/usePortIn";
import { roPortIn } from "../../i18n/ro/portIn";
import { ProblemAlert } from "./ProblemAlert";

const t = roPortIn.number;
const value = (form: HTMLFormElement, name: string): string => {
  const el = form.elements.namedItem(name);
  if (el instanceof RadioNodeList) return el.value;
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : "";
};
const INLINE = new Set(["number_already_ours", "number_not_found", "invalid_msisdn"]);

export function NumberStep({
  hydrated,
  stored,
  onSent,
}: {
  hydrated: boolean;
  stored: PortInRequest | null;
  onSent: () => void;
}): React.ReactElement {
  const operators = usePortInOperators();
  const send = useSendPortInCode();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [type, setType] = useState<string>(stored?.donorSubscriptionType ?? "");
  const [errors, setErrors] = useState<Partial<Record<PortInField, PortInMessageKey>>>({});

  // A reload or back: the stored request fills the fields nobody typed into.
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !form || !stored) return;
    const fill = (name: string, v: string) => {
      const el = form.elements.namedItem(name);
      if ((el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.value === "") el.value = v;
    };
    fill("msisdnToPort", stored.msisdnToPort);
    fill("donorOperator", stored.donorOperator);
    if (stored.donorSubscriptionType === "prepaid") fill("iccid", stored.iccid);
    else fill("donorClientCode", stored.donorClientCode);
    if (!form.querySelector("input[name=donorSubscriptionType]:checked")) {
      const radio = form.querySelector<HTMLInputElement>(`input[name=donorSubscriptionType][value=${stored.donorSubscriptionType}]`);
      if (radio) radio.checked = true;
      setType(stored.donorSubscriptionType);
    }
  }, [hydrated, stored]);

  const submit = (form: HTMLFormElement) => {
    const check = checkPortInRequest({
      msisdnToPort: value(form, "msisdnToPort"),
      donorOperator: value(form, "donorOperator"),
      donorSubscriptionType: value(form, "donorSubscriptionType"),
      iccid: value(form, "iccid"),
      donorClientCode: value(form, "donorClientCode"),
    });
    send.reset();
    if (!check.ok) {
      return setErrors(check.errors); // the error summary takes focus
    }
    setErrors({});
    send.mutate(check.value, {
      onSuccess: onSent,
      // A number refused by the back end: its message is the number field's, focus goes there to read it.
      onError: (e) => {
        const p = portInProblemOf(e);
        if (p !== null && INLINE.has(p)) requestAnimationFrame(() => document.getElementById("portin-msisdn")?.focus());
      },
    });
  };

  const problem = portInProblemOf(send.error);
  const numberProblem = problem !== null && INLINE.has(problem) ? roPortIn.problems[problem] : undefined;
  const msg = (field: PortInField) => (errors[field] ? roPortIn.fieldErrors[errors[field]] : undefined);
  const list = operators.data?.operators ?? DONOR_OPERATORS;
  // Before hydration both proofs show (the choice is not read yet); after, the one of the chosen type.
  const showIccid = !hydrated || type !== "postpaid";
  const showClientCode = !hydrated || type !== "prepaid";

  return (
    <EarlyForm
      formRef={formRef}
      onSubmit={submit}
      onEarlyInput={(form) => setType(value(form, "donorSubscriptionType"))}
      aria-labelledby="portin-step-number"
    >
      <ErrorSummary
        fields={[
          ["portin-msisdn", t.msisdn, msg("msisdnToPort") ?? numberProblem],
          ["portin-operator", t.operator, msg("donorOperator")],
          ["portin-type-prepaid", t.type, msg("donorSubscriptionType")],
          ["portin-iccid", t.iccid, msg("iccid")],
          ["portin-client-code", t.clientCode, msg("donorClientCode")],
        ]}
      />
      <p className="portin-lead">{t.lead}</p>
      <FormField
        id="portin-msisdn"
        name="msisdnToPort"
        label={t.msisdn}
        hint={t.msisdnHint}
        inputMode="tel"
        autoComplete="tel"
        error={msg("msisdnToPort") ?? numberProblem}
      />
      <SelectField id="portin-operator" name="donorOperator" label={t.operator} error={msg("donorOperator")} defaultValue="">
        <option value="">{t.chooseOperator}</option>
        {list.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      {operators.isError ? (
        <ProblemAlert what={roPortIn.operatorsFailed} error={operators.error} onRetry={() => void operators.refetch()} />
      ) : null}
      <fieldset className="checkout-fieldset" aria-describedby={errors.donorSubscriptionType ? "portin-type-error" : undefined}>
        <legend>{t.type}</legend>
        {(["prepaid", "postpaid"] as const).map((v) => (
          <div className="portin-radio" key={v}>
            <input type="radio" id={`portin-type-${v}`} name="donorSubscriptionType" value={v} onChange={() => setType(v)} />
            <label htmlFor={`portin-type-${v}`}>{t[v]}</label>
          </div>
        ))}
        {errors.donorSubscriptionType ? (
          <p id="portin-type-error" className="field-error">
            {msg("donorSubscriptionType")}
          </p>
        ) : null}
      </fieldset>
      <div hidden={!showIccid}>
        <FormField
          id="portin-iccid"
          name="iccid"
          label={t.iccid}
          hint={t.iccidHint}
          inputMode="numeric"
          autoComplete="off"
          error={msg("iccid")}
        />
      </div>
      <div hidden={!showClientCode}>
        <FormField
          id="portin-client-code"
          name="donorClientCode"
          label={t.clientCode}
          hint={t.clientCodeHint}
          autoComplete="off"
          error={msg("donorClientCode")}
        />
      </div>
      <div className="portin-actions">
        <BusyButton type="submit" busy={send.isPending}>
          {t.submit}
        </BusyButton>
      </div>
      {send.isError && numberProblem === undefined ? <ProblemAlert what={t.failed} error={send.error} /> : null}
    </EarlyForm>
  );
}
