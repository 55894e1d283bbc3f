// The address check itself (its own chunk, loaded by AddressCheckSlot): the cascade Județ → Localitate → Stradă →
// Număr (then the flat, for a block) as comboboxes searched server-side, each open once the one before is chosen;
// changing one clears those after it (domain/address/cascade.ts) and says so in a polite live region. "Verifică
// adresa" asks service qualification and shows the answer with the page's offers marked. What is chosen survives a
// reload (state/address/addressCheckStore.ts: labels and TMF673 ids only).
import React, { useEffect, useLayoutEffect, useRef, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Combobox } from "../../../components/forms/Combobox";
import { BusyButton } from "../../../components/BusyButton";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import {
  CASCADE_LEVELS,
  chooseInCascade,
  chosenAddressId,
  levelEnabled,
  parentValue,
  type CascadeChoice,
  type CascadeLevel,
  type CascadeOption,
} from "../../../domain/address/cascade";
import { useAddressOptions } from "../../../hooks/address/useAddressOptions";
import { useServiceQualification } from "../../../hooks/address/useServiceQualification";
import { loadAddressCheck, saveAddressCheck } from "../../../state/address/addressCheckStore";
import { createQueryClient } from "../../../state/queryClient";
import { roAddressCheck } from "../../../i18n/ro/addressCheck";
import { QualificationAnswer } from "./QualificationAnswer";
import { fieldId, USAGE_ID, type AddressCheckProps } from "./addressCheckIds";

type Texts = Record<CascadeLevel, string>;

const textsOf = (choice: CascadeChoice): Texts => Object.fromEntries(CASCADE_LEVELS.map((l) => [l, choice[l]?.label ?? ""])) as Texts;

interface FieldProps {
  level: CascadeLevel;
  choice: CascadeChoice;
  text: string;
  onText: (level: CascadeLevel, text: string) => void;
  onChoose: (level: CascadeLevel, option: CascadeOption) => void;
  defaultOpen: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}

function CascadeField({ level, choice, text, onText, onChoose, defaultOpen, inputRef }: FieldProps): React.ReactElement {
  const [open, setOpen] = useState(defaultOpen);
  const value = choice[level] ?? null;
  const enabled = levelEnabled(choice, level);
  // The chosen label in the field lists every option (the visitor looks for another); typing searches.
  const q = value && text === value.label ? "" : text;
  const options = useAddressOptions(level, parentValue(choice, level), q, open && enabled);
  return (
    <div className="address-check-field">
      <Combobox
        id={fieldId(level)}
        label={roAddressCheck.fields[level]}
        text={text}
        onTextChange={(t) => onText(level, t)}
        value={value}
        onChoose={(o) => onChoose(level, o)}
        options={options.data?.items}
        total={options.data?.total ?? 0}
        pending={options.pending}
        onOpenChange={setOpen}
        disabled={!enabled}
        describedBy={USAGE_ID}
        inputRef={inputRef}
        defaultOpen={defaultOpen}
      />
      {options.error ? <ErrorRibbon what={roAddressCheck.optionsError} error={options.error} onRetry={options.refetch} /> : null}
    </div>
  );
}

function AddressCheckForm({ offers, handoff: readHandoff }: AddressCheckProps): React.ReactElement {
  const t = roAddressCheck;
  // Read while the page's own field is still in the document (this first render and its commit are one task).
  const [handoff] = useState(readHandoff);
  const [initial] = useState(() => {
    const stored = loadAddressCheck();
    const choice = stored?.choice ?? {};
    const texts = textsOf(choice);
    // Text typed in the page's own field before this code arrived (only when nothing is chosen yet).
    if (!choice.county && handoff.text) texts.county = handoff.text;
    return { choice, texts, asked: stored?.checked ? chosenAddressId(choice) : null };
  });
  const [choice, setChoice] = useState<CascadeChoice>(initial.choice);
  const [texts, setTexts] = useState<Texts>(initial.texts);
  const [asked, setAsked] = useState<string | null>(initial.asked);
  const [said, setSaid] = useState("");
  const countyRef = useRef<HTMLInputElement | null>(null);
  const qualification = useServiceQualification(asked);
  const addressId = chosenAddressId(choice);

  // The focus was in the page's county field: it goes on in this one, the caret after what was typed.
  useLayoutEffect(() => {
    const input = countyRef.current;
    if (!handoff.focused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the check replaces the page's fields
  }, []);

  useEffect(() => {
    saveAddressCheck({ choice, checked: asked !== null && asked === addressId });
  }, [choice, asked, addressId]);

  const onText = (level: CascadeLevel, text: string) => setTexts((x) => ({ ...x, [level]: text }));

  const onChoose = (level: CascadeLevel, option: CascadeOption) => {
    const { choice: next, cleared } = chooseInCascade(choice, level, option);
    setTexts((x) => {
      const updated = { ...x, [level]: option.label };
      for (const l of cleared) updated[l] = "";
      return updated;
    });
    setChoice(next);
    setSaid(cleared.map((l) => t.reset[l]).join(" "));
    if (asked !== null && asked !== chosenAddressId(next)) setAsked(null);
  };

  const check = () => {
    if (addressId === null) return;
    if (addressId === asked) qualification.retry();
    else setAsked(addressId);
  };

  return (
    <form
      className="address-check-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      <div className="address-check-fields">
        {CASCADE_LEVELS.filter((l) => l !== "flat" || levelEnabled(choice, "flat")).map((level) => (
          <CascadeField
            key={level}
            level={level}
            choice={choice}
            text={texts[level]}
            onText={onText}
            onChoose={onChoose}
            defaultOpen={level === "county" && handoff.focused && initial.texts.county !== "" && !initial.choice.county}
            inputRef={level === "county" ? countyRef : undefined}
          />
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      {addressId === null ? <p className="address-check-hint">{t.chooseFirst}</p> : null}
      <BusyButton type="submit" busy={qualification.pending} disabled={addressId === null} data-cta="check_address">
        {t.check}
      </BusyButton>
      <p className="address-check-status" role="status">
        {qualification.pending ? t.checking : ""}
      </p>
      {qualification.error && asked === addressId ? (
        <ErrorRibbon what={t.error} error={qualification.error} onRetry={qualification.retry} />
      ) : null}
      {qualification.data && asked === addressId && !qualification.pending ? (
        <QualificationAnswer choice={choice} answer={qualification.data} offers={offers} />
      ) : null}
    </form>
  );
}

/** The loaded check, with its own react-query client (static pages have no state root). */
export function AddressCheck(props: AddressCheckProps): React.ReactElement {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AddressCheckForm {...props} />
    </QueryClientProvider>
  );
}
