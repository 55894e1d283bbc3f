// The orders page's filters (issue 26): the state (all / in progress = SPEC §4 pending / completed) and the channel
// (the shop's checkout, self-care, both). A form that works from first paint (EarlyForm: what was chosen before the
// page's code ran is what is sent); sending it writes the choice in the address, page 1, no order open.
import React from "react";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { fieldValue } from "../../../components/forms/formControls";
import {
  DEFAULT_ORDER_QUERY,
  ORDER_CHANNEL_FILTERS,
  ORDER_STATUS_FILTERS,
  readOrderFilters,
  type OrderListQuery,
} from "../../../domain/orders/orderQuery";
import { roOrders } from "../../../i18n/ro/orders";

const t = roOrders.filters;
const NAMES = { status: "status", channel: "channel" } as const;

interface Props {
  query: OrderListQuery;
  onChange: (query: OrderListQuery) => void;
}

export function OrderFilters({ query, onChange }: Props): React.ReactElement {
  const submit = (form: HTMLFormElement) =>
    onChange(readOrderFilters({ status: fieldValue(form, NAMES.status), channel: fieldValue(form, NAMES.channel) }));
  const filtered = query.status !== "all" || query.channel !== "all";
  return (
    <EarlyForm className="orders-filter" onSubmit={submit}>
      <fieldset>
        <legend>{t.legend}</legend>
        <div className="checkout-field">
          <label htmlFor="orders-status">{t.status.legend}</label>
          <select id="orders-status" name={NAMES.status} defaultValue={query.status}>
            {ORDER_STATUS_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t.status.options[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="checkout-field">
          <label htmlFor="orders-channel">{t.channel.legend}</label>
          <select id="orders-channel" name={NAMES.channel} defaultValue={query.channel}>
            {ORDER_CHANNEL_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t.channel.options[f]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <button type="submit" className="aria-button" data-variant="primary">
        {t.submit}
      </button>
      {filtered ? (
        <button type="button" className="aria-button" data-variant="outline" onClick={() => onChange(DEFAULT_ORDER_QUERY)}>
          {t.reset}
        </button>
      ) : null}
    </EarlyForm>
  );
}
