// The orders page's list (issue 26): a table with a row per order (number, date, channel, state, total), the number
// a link to the order's detail in the address (?comanda=…), and the pager. DESIGN.md "orders … as tables or lists with
// a state per row".
import React from "react";
import { NavLink } from "../../../components/layout/NavLink";
import { formatAmount } from "../../../domain/currency";
import { formatDateRo } from "../../../domain/dates";
import type { OrderPage, OrderSummary } from "../../../domain/orders/orderHistory";
import type { OrderListQuery } from "../../../domain/orders/orderQuery";
import { orderStateTone, type OrderStateKey } from "../../../domain/orders/orderStates";
import { roOrders } from "../../../i18n/ro/orders";

const t = roOrders;

/** A state in words, its tone as a mark beside it (the words are the cue). */
export function OrderState({ state, rawState }: { state: OrderStateKey; rawState: string }): React.ReactElement {
  return (
    <span className="orders-state" data-tone={orderStateTone(state)}>
      {t.stateLabel(state, rawState)}
    </span>
  );
}

export const channelText = (o: Pick<OrderSummary, "channel">): string => (o.channel ? t.channels[o.channel] : t.otherChannel);

interface TableProps {
  page: OrderPage;
  query: OrderListQuery;
  /** The address of an order's detail (the same list, that order open). */
  hrefOf: (orderId: string) => string;
}

export function OrderTable({ page, query, hrefOf }: TableProps): React.ReactElement {
  const l = t.list;
  return (
    <table className="orders-table">
      <caption>{l.caption(query.status, query.channel, page.total)}</caption>
      <thead>
        <tr>
          <th scope="col">{l.number}</th>
          <th scope="col">{l.date}</th>
          <th scope="col">{l.channel}</th>
          <th scope="col">{l.state}</th>
          <th scope="col">{l.total}</th>
        </tr>
      </thead>
      <tbody>
        {page.orders.map((o) => {
          const open = query.order === o.id;
          return (
            <tr key={o.id} data-open={open ? "true" : undefined}>
              <th scope="row">
                <NavLink to={hrefOf(o.id)} aria-current={open ? "true" : undefined}>
                  <span className="sr-only">{l.openPrefix}</span>
                  {o.number}
                </NavLink>
              </th>
              <td>{formatDateRo(o.date)}</td>
              <td>{channelText(o)}</td>
              <td>
                <OrderState state={o.state} rawState={o.rawState} />
              </td>
              <td className="orders-total">{o.total ? formatAmount(o.total.value, o.total.unit) : l.noTotal}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
