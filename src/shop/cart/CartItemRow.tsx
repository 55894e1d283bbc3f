// One item of the cart: what it is, its price, its bundle children (mobile service first, SPEC §4), the quantity
// form and the remove button. Controls are disabled while this item's change is pending (SPEC §4).
import React, { useState } from "react";
import type { CartItem, CartPrice } from "../../domain/cart/model";
import { formatAmount } from "../../domain/currency";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { roCartPage } from "../../i18n/ro/cart";
import { roFixedOrder } from "../../i18n/ro/fixedOrder";
import { eur, ron } from "./money";

export interface CartItemRowProps {
  item: CartItem;
  /** This item's change is under way. */
  pending: boolean;
  /**
   * The gateway's last word on the quantity: the field starts again from it only when it changes, so a change that
   * fails (rolled back) leaves what the person typed in the field.
   */
  confirmedQuantity: number | null;
  /** The buttons are disabled (SPEC §4 "controls disabled while their change is pending"). */
  busy: boolean;
  /** Sends the typed quantity; resolves with a message for bad input, else null. */
  onQuantity: (item: CartItem, typed: string) => Promise<string | null>;
  onRemove: (item: CartItem) => void;
}

const label = (item: CartItem) => item.displayName || item.name;
const kindOf = (item: CartItem): string => roCartPage.kind[item.offerType] ?? "";

function UnitPrices({ item }: { item: CartItem }): React.ReactElement | null {
  const t = roCartPage;
  const line = (p: CartPrice | null, r: CartPrice | null, suffix: string) =>
    p ? `${formatAmount(p.price, p.currency)}${suffix}${r ? ` (${formatAmount(r.price, r.currency)}${suffix})` : ""}` : null;
  const upfront = line(item.priceData.upfront.eur, item.priceData.upfront.ron, "");
  const monthly = line(item.priceData.monthly.eur, item.priceData.monthly.ron, t.perMonth);
  const alterations = [...(item.priceData.upfront.eur?.alterations ?? []), ...(item.priceData.monthly.eur?.alterations ?? [])];
  if (!upfront && !monthly) return null;
  return (
    <dl className="cart-item-prices">
      {upfront ? (
        <div>
          <dt>{t.upfront}</dt>
          <dd>{upfront}</dd>
        </div>
      ) : null}
      {monthly ? (
        <div>
          <dt>{t.monthly}</dt>
          <dd>{monthly}</dd>
        </div>
      ) : null}
      {alterations.map((a) => (
        <div key={`${a.type}-${a.description}`} className="cart-item-discount">
          <dt>{a.description || t.voucher.discount}</dt>
          <dd>{formatAmount(a.price, "EUR")}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CartItemRow({ item, pending, busy, confirmedQuantity, onQuantity, onRemove }: CartItemRowProps): React.ReactElement {
  const t = roCartPage;
  const [fieldError, setFieldError] = useState<string | null>(null);
  const name = label(item);
  const fieldId = `qty-${item.cartItemId}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return (
    <li className="cart-item" aria-busy={pending || undefined}>
      <div className="cart-item-head">
        <p className="cart-item-kind">{item.isSpecialPrepaid ? t.starterPack : kindOf(item)}</p>
        <h3>{name}</h3>
        {item.brand && !name.includes(item.brand) ? <p>{item.brand}</p> : null}
        {item.installationAddress ? (
          <p className="cart-item-address">{roFixedOrder.installationAddress(item.installationAddress)}</p>
        ) : null}
      </div>
      <UnitPrices item={item} />
      {item.children.length > 0 ? (
        <div className="cart-item-children">
          <p>{t.includes}</p>
          <ul>
            {item.children.map((c) => (
              <li key={c.cartItemId}>
                <span className="cart-item-kind">{kindOf(c)}</span> {label(c)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.isSpecialPrepaid ? null : (
        <div className="cart-item-controls">
          <EarlyForm
            className="cart-qty"
            aria-label={t.updateQuantityOf(name)}
            onSubmit={(form) => {
              const input = form.elements.namedItem("quantity");
              const typed = input instanceof HTMLInputElement ? input.value : "";
              void onQuantity(item, typed).then(setFieldError);
            }}
          >
            <label htmlFor={fieldId}>{t.quantity}</label>
            <input
              key={confirmedQuantity ?? item.quantity}
              id={fieldId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={item.maxAllowedQuantity}
              step={1}
              defaultValue={confirmedQuantity ?? item.quantity}
              disabled={pending}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
            />
            <button type="submit" className="aria-button" data-variant="outline" disabled={busy} aria-label={t.updateQuantityOf(name)}>
              {t.updateQuantity}
            </button>
            <p id={hintId} className="cart-hint">
              {t.quantityHint(item.maxAllowedQuantity)}
            </p>
            {fieldError ? (
              <p id={errorId} className="field-error">
                {fieldError}
              </p>
            ) : null}
          </EarlyForm>
          <button type="button" className="aria-button" data-variant="outline" disabled={busy} onClick={() => onRemove(item)}>
            {t.remove(name)}
          </button>
        </div>
      )}
      <p className="cart-item-total">
        {item.priceData.totalUpfront.eur !== 0 ? `${eur(item.priceData.totalUpfront)} (${ron(item.priceData.totalUpfront)})` : null}
        {pending ? <span role="status"> {t.pending}</span> : null}
      </p>
    </li>
  );
}
