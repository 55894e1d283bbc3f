// The error summary of a form (issue 29, GOV.UK pattern: ../shared/reference/porting-address-consent-a11y.md (e)):
// put first inside the <form>, it shows after a submit attempt while the form has messages, one link per invalid
// field, and takes focus once per failed attempt (never on the first render). A link focuses its field itself:
// following "#id" would change the address and does not focus an input in every browser. A link names its field by
// its label; the message stays under the field only (read with it when the link focuses it), so a message is never
// on the page twice (docs/decisions.md "Error summary links name the field").
import React, { useEffect, useId, useRef, useState } from "react";
import { roForms } from "../../i18n/ro/forms";

/** [the field's id, its label, its message or nothing], in the order of the fields on the screen. */
export type SummaryFields = ReadonlyArray<readonly [id: string, label: string, message: string | null | undefined]>;

export function ErrorSummary({ fields }: { fields: SummaryFields }): React.ReactElement {
  const box = useRef<HTMLDivElement | null>(null);
  const heading = useId();
  // Submit attempts seen (the form's own submit event) and the last one whose errors took focus.
  const [attempt, setAttempt] = useState(0);
  const focused = useRef(0);
  const errors = fields.filter((f) => Boolean(f[2]));
  const shown = attempt > 0 && errors.length > 0;

  useEffect(() => {
    const form = box.current?.parentElement?.closest("form");
    const seen = () => setAttempt((n) => n + 1);
    form?.addEventListener("submit", seen, true);
    return () => form?.removeEventListener("submit", seen, true);
  }, []);
  useEffect(() => {
    if (shown && focused.current !== attempt) {
      focused.current = attempt;
      box.current?.focus();
    }
  }, [shown, attempt]);

  // Hidden but there before the first submit: its place in the form is how it finds the form.
  return (
    <div ref={box} className="error-summary" tabIndex={-1} role="group" aria-labelledby={shown ? heading : undefined} hidden={!shown}>
      {shown ? (
        <>
          <h2 id={heading}>{roForms.summaryTitle(errors.length)}</h2>
          <p>{roForms.summaryLead}</p>
          <ul>
            {errors.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(id)?.focus();
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
