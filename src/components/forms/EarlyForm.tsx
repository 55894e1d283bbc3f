// The one form pattern of the site (issue 12 "Forms from first paint", docs/decisions.md): a <form> that works from
// the first paint.
// - Values are read from the DOM when the form is submitted (uncontrolled inputs: `defaultValue`, no `value`), so what
//   was typed or autofilled before hydration is what is used.
// - A submit before hydration is held back by the inline script of browser/earlySubmit.ts and replayed here once React
//   handles the form (after every effect of the page ran, so the page's own state is ready).
// - Controls that a page keeps in React state (filters, search) are given to `onEarlyInput` once after hydration when
//   the user changed them before it, so the page adopts what the user sees.
import React, { useEffect, useRef, useState } from "react";
import { EARLY_PENDING_PROP, EARLY_READY_ATTR, EARLY_SUBMIT_ATTR } from "../../browser/earlySubmit";
import { isInitialHydration } from "../../browser/hydration";
import { controlsChangedSinceRender } from "./formControls";

type FormProps = Omit<React.FormHTMLAttributes<HTMLFormElement>, "onSubmit">;
type HeldForm = HTMLFormElement & { [EARLY_PENDING_PROP]?: boolean };

const isPending = (form: HeldForm) => form[EARLY_PENDING_PROP] === true;

export interface EarlyFormProps extends FormProps {
  /** The form as the user sees it; called for every submit, the one held back before hydration included. */
  onSubmit: (form: HTMLFormElement) => void;
  /** Controls changed before hydration (called once, after it), for pages that mirror controls in state. */
  onEarlyInput?: (form: HTMLFormElement) => void;
  /** The form element, for a screen that fills its controls from stored values. */
  formRef?: React.MutableRefObject<HTMLFormElement | null>;
  children: React.ReactNode;
}

export function EarlyForm({ onSubmit, onEarlyInput, formRef, children, ...form }: EarlyFormProps): React.ReactElement {
  const ref = useRef<HTMLFormElement | null>(null);
  // Only a form hydrated from the server's HTML can hold input React has not seen; a form rendered by React cannot.
  const [hydrating] = useState(isInitialHydration);
  const latest = useRef({ onSubmit, onEarlyInput });
  latest.current = { onSubmit, onEarlyInput };

  useEffect(() => {
    const el: HeldForm | null = ref.current;
    if (!el) return;
    el.setAttribute(EARLY_READY_ATTR, "");
    if (hydrating && latest.current.onEarlyInput && controlsChangedSinceRender(el).length > 0) latest.current.onEarlyInput(el);
    if (!isPending(el)) return;
    // A macrotask later: the parents' effects (which run after this child's) have set the page up by then.
    const timer = window.setTimeout(() => {
      if (!isPending(el)) return;
      if (typeof el.requestSubmit === "function") el.requestSubmit();
      else el.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    }, 0);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form first mounts
  }, []);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const el: HeldForm = event.currentTarget;
    // This submit is the one the script held back (or a newer one): nothing is left to replay.
    el[EARLY_PENDING_PROP] = false;
    latest.current.onSubmit(el);
  };

  // POST: without JavaScript nothing of the form ever lands in an address.
  return (
    <form
      ref={(el) => {
        ref.current = el;
        if (formRef) formRef.current = el;
      }}
      method="post"
      noValidate
      {...form}
      {...{ [EARLY_SUBMIT_ATTR]: "" }}
      onSubmit={submit}
    >
      {children}
    </form>
  );
}
