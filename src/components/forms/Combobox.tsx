// The site's editable combobox with a list popup (WAI-ARIA APG combobox pattern; GOV.UK accessible-autocomplete
// criteria): an <input role="combobox" aria-autocomplete="list"> labelled by its <label>, aria-expanded while the
// listbox shows, aria-controls → the listbox, aria-activedescendant → the highlighted option (aria-selected="true").
// DOM focus never leaves the input: Down/Up open the list and move the highlight, Enter chooses, Escape closes (and,
// closed, puts back the chosen text); options are not in the Tab order (a click on one keeps focus in the field). The
// value is restricted to the options: what was typed and not chosen goes back to the chosen label when focus leaves.
// The count of matches ("3 rezultate", "Niciun rezultat") shows under the field in a polite live region. Options come
// from the caller (searched server-side); styling is the build's stylesheet (.combobox, theme/components/comboboxCss.ts).
import React, { useEffect, useState } from "react";
import { roCombobox } from "../../i18n/ro/combobox";

export interface ComboboxOption {
  label: string;
  value: string;
}

export interface ComboboxProps<T extends ComboboxOption> {
  id: string;
  label: string;
  /** What is in the field (controlled). */
  text: string;
  onTextChange: (text: string) => void;
  /** The chosen option, whose label the field shows when it is not being edited. */
  value: T | null;
  onChoose: (option: T) => void;
  /** The options for what is typed; undefined while none were asked (or the list is closed). */
  options: readonly T[] | undefined;
  /** Every match, of which `options` are the first. */
  total: number;
  /** A search is under way. */
  pending: boolean;
  /** Told when the list opens or closes, so the caller asks options only while it is open. */
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** Ids of texts that describe the field (how to use it…). */
  describedBy?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Start with the list open (the field took over text typed before its code loaded). */
  defaultOpen?: boolean;
}

export function Combobox<T extends ComboboxOption>({
  id,
  label,
  text,
  onTextChange,
  value,
  onChoose,
  options,
  total,
  pending,
  onOpenChange,
  disabled = false,
  describedBy,
  inputRef,
  defaultOpen = false,
}: ComboboxProps<T>): React.ReactElement {
  const [open, setOpenState] = useState(defaultOpen);
  // The highlight is an option's value, not its place: a later answer for the same text (the debounced search
  // settling) keeps it on the same option, and it falls away only when that option is gone.
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const count = options?.length ?? 0;
  const expanded = open && !disabled && count > 0;
  const active = activeValue === null ? -1 : (options?.findIndex((o) => o.value === activeValue) ?? -1);
  const setActive = (next: (current: number) => number) => {
    const i = next(active);
    setActiveValue(i >= 0 ? (options?.[i]?.value ?? null) : null);
  };

  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next !== open) onOpenChange?.(next);
    if (!next) setActiveValue(null);
  };

  useEffect(() => {
    if (!disabled) return;
    setOpenState(false);
    setActiveValue(null);
  }, [disabled]);
  useEffect(() => {
    if (!expanded || active < 0) return;
    const el = document.getElementById(optionId(active));
    if (el && typeof el.scrollIntoView === "function") el.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from id
  }, [active, expanded, id]);

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!open) setOpen(true);
        else if (!e.altKey && count > 0) setActive((a) => (a + 1) % count);
        return;
      case "ArrowUp":
        e.preventDefault();
        if (!open) setOpen(true);
        else if (count > 0) setActive((a) => (a <= 0 ? count - 1 : a - 1));
        return;
      case "Enter": {
        const highlighted = expanded && active >= 0 ? options?.[active] : undefined;
        if (highlighted) {
          e.preventDefault();
          choose(highlighted);
        }
        return;
      }
      case "Escape":
        if (open) {
          e.preventDefault();
          setOpen(false);
        } else if (text !== (value?.label ?? "")) {
          e.preventDefault();
          onTextChange(value?.label ?? "");
        }
        return;
      case "Tab":
        if (open) setOpen(false);
        return;
      default:
        return;
    }
  };

  const status = !open || disabled || pending || options === undefined ? "" : total === 0 ? roCombobox.none : roCombobox.results(total);

  return (
    <div className="checkout-field combobox">
      <label htmlFor={id}>{label}</label>
      <div className="combobox-box">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={[describedBy, statusId].filter(Boolean).join(" ")}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={text}
          onChange={(e) => {
            onTextChange(e.target.value);
            setActiveValue(null);
            if (!open) setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open) setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            // Restricted to the options: what was typed and not chosen goes back to the choice.
            if (text !== (value?.label ?? "")) onTextChange(value?.label ?? "");
          }}
        />
        <ul id={listId} role="listbox" aria-label={label} className="combobox-list" hidden={!expanded}>
          {(expanded ? (options ?? []) : []).map((o, i) => (
            <li
              key={o.value}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="combobox-option"
              data-chosen={value?.value === o.value ? "" : undefined}
              // Focus stays in the field: the option is chosen on click, the input never blurs.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
            >
              {o.label}
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} className="combobox-status" role="status">
        {status}
      </p>
    </div>
  );
}
