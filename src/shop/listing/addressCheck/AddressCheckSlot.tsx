// "Verifică adresa" on the home-services listings (issue 28): what the static page carries. The build's HTML has the
// heading, the four fields as they first are (Județ open, the rest waiting), the button and "Nu găsesc adresa" (a
// <details>: it works with no script). The check itself (comboboxes, address and qualification clients, react-query)
// is its own chunk, fetched on the first intent on the fields (focus, pointer, touch, typing), or at once when a check
// is stored or text was typed before the page hydrated; the text typed and the focus are handed over to it. So the
// listing's first load carries none of it (bench/budgets.json).
import React, { useCallback, useEffect, useRef, useState } from "react";
import type { ProductSummary } from "../../../domain/shop/model";
import { CASCADE_LEVELS } from "../../../domain/address/cascade";
import { hasStoredAddressCheck } from "../../../state/address/addressCheckStore";
import { roAddressCheck } from "../../../i18n/ro/addressCheck";
import { roCombobox } from "../../../i18n/ro/combobox";
import { fieldId, USAGE_ID, type AddressCheckProps, type AddressHandoff } from "./addressCheckIds";

const loadCheck = () => import(/* webpackChunkName: "address-check" */ "./AddressCheck");

export function AddressCheckSlot({ offers }: { offers: ProductSummary[] }): React.ReactElement {
  const t = roAddressCheck;
  const [Check, setCheck] = useState<React.ComponentType<AddressCheckProps> | null>(null);
  const shell = useRef<HTMLDivElement | null>(null);
  const asked = useRef(false);

  const load = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    loadCheck()
      .then((m) => setCheck(() => m.AddressCheck))
      .catch(() => {
        asked.current = false;
      });
  }, []);

  useEffect(() => {
    const input = shell.current?.querySelector<HTMLInputElement>(`#${fieldId("county")}`);
    if (hasStoredAddressCheck() || (input && (input.value !== "" || document.activeElement === input))) load();
  }, [load]);

  // What the visitor typed while the code loaded, read by the check as it replaces these fields.
  const readHandoff = useCallback((): AddressHandoff => {
    const input = shell.current?.querySelector<HTMLInputElement>(`#${fieldId("county")}`);
    return { text: input?.value ?? "", focused: input != null && document.activeElement === input };
  }, []);

  return (
    <section className="address-check" aria-labelledby="address-check-heading">
      <h2 id="address-check-heading">{t.heading}</h2>
      <p className="address-check-lead">{t.lead}</p>
      <p id={USAGE_ID} className="sr-only">
        {roCombobox.usage}
      </p>
      {Check ? (
        <Check offers={offers} handoff={readHandoff} />
      ) : (
        <div ref={shell} className="address-check-form" onFocus={load} onPointerOver={load} onTouchStart={load} onInput={load}>
          <div className="address-check-fields">
            {CASCADE_LEVELS.filter((l) => l !== "flat").map((level) => (
              <div key={level} className="checkout-field combobox">
                <label htmlFor={fieldId(level)}>{t.fields[level]}</label>
                <div className="combobox-box">
                  <input
                    id={fieldId(level)}
                    type="text"
                    role="combobox"
                    aria-autocomplete="list"
                    aria-expanded={false}
                    aria-controls={`${fieldId(level)}-list`}
                    aria-describedby={USAGE_ID}
                    autoComplete="off"
                    spellCheck={false}
                    disabled={level !== "county"}
                    defaultValue=""
                  />
                  <ul id={`${fieldId(level)}-list`} role="listbox" aria-label={t.fields[level]} className="combobox-list" hidden />
                </div>
              </div>
            ))}
          </div>
          <button type="button" className="aria-button" data-variant="primary" disabled>
            {t.check}
          </button>
        </div>
      )}
      <details className="address-check-help">
        <summary>{t.notFound}</summary>
        <p>{t.notFoundBody}</p>
      </details>
    </section>
  );
}
