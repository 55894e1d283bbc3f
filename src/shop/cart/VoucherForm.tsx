// "Cod voucher" + "Aplică" (DESIGN.md), and the vouchers already applied with a way to take each off. Bad input gets
// its message under the field and sends nothing; what was typed stays in the field whatever happens.
import React, { useState } from "react";
import type { CartVoucher } from "../../domain/cart/model";
import { formatAmount } from "../../domain/currency";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { roCartPage } from "../../i18n/ro/cart";

interface Props {
  vouchers: CartVoucher[];
  busy: boolean;
  onApply: (typed: string) => Promise<string | null>;
  onRemove: (voucher: CartVoucher) => void;
}

export function VoucherForm({ vouchers, busy, onApply, onRemove }: Props): React.ReactElement {
  const t = roCartPage.voucher;
  const [fieldError, setFieldError] = useState<string | null>(null);
  return (
    <section className="cart-voucher" aria-labelledby="cart-voucher-title">
      <h2 id="cart-voucher-title">{t.legend}</h2>
      <EarlyForm
        onSubmit={(form) => {
          const input = form.elements.namedItem("voucher");
          void onApply(input instanceof HTMLInputElement ? input.value : "").then(setFieldError);
        }}
      >
        <label htmlFor="cart-voucher-code">{t.field}</label>
        <div className="cart-voucher-row">
          <input
            id="cart-voucher-code"
            name="voucher"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "cart-voucher-error" : undefined}
          />
          <button type="submit" className="aria-button" data-variant="primary" disabled={busy}>
            {t.apply}
          </button>
        </div>
        {fieldError ? (
          <p id="cart-voucher-error" className="field-error">
            {fieldError}
          </p>
        ) : null}
      </EarlyForm>
      {vouchers.length > 0 ? (
        <>
          <h3>{t.applied}</h3>
          <ul className="cart-voucher-list">
            {vouchers.map((v) => (
              <li key={v.cartItemId}>
                <span>
                  <strong>{v.code || v.name}</strong> {v.name && v.code ? `– ${v.name}` : null}{" "}
                  {v.priceEur !== 0 || v.priceRon !== 0 ? `${formatAmount(v.priceEur, "EUR")} (${formatAmount(v.priceRon, "RON")})` : null}
                </span>
                <button type="button" className="aria-button" data-variant="outline" disabled={busy} onClick={() => onRemove(v)}>
                  {t.remove(v.code || v.name)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
