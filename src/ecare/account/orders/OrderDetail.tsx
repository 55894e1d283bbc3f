// The open order (issue 26; ?comanda=ID in the address): its facts, its items and its timeline (the states it went
// through, oldest first, the current one marked), read fresh (and again while it is SPEC §4 pending). A failure is the
// SPEC §8 ORDER HISTORY ribbon (404000 with the server's words). The heading takes the focus when a person opens an
// order from the list, so they land on what they asked for.
import React, { useEffect, useRef } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ShopErrorView } from "../../../components/errors/catalogue/ShopErrorView";
import { NavLink } from "../../../components/layout/NavLink";
import { formatAmount, type Money } from "../../../domain/currency";
import { formatDateRo } from "../../../domain/dates";
import { orderHistoryError } from "../../../domain/orders/orderErrors";
import type { OrderLine, OrderSummary, TimelineEntry } from "../../../domain/orders/orderHistory";
import { roOrders } from "../../../i18n/ro/orders";
import { FactList } from "../../kit/FactList";
import { Skeleton } from "../../kit/SectionStates";
import { channelText, OrderState } from "./OrderTable";

const t = roOrders.detail;
const money = (m: Money | null) => (m ? formatAmount(m.value, m.unit) : "");

function Items({ items }: { items: readonly OrderLine[] }): React.ReactElement {
  if (items.length === 0) return <p className="dashboard-empty">{t.noItems}</p>;
  return (
    <ul className="orders-items">
      {items.map((i) => {
        const action = t.actions[i.action];
        const price = [money(i.upfront), i.monthly ? `${money(i.monthly)}${t.perMonth}` : ""].filter(Boolean).join(" + ");
        return (
          <li key={i.id} data-child={i.bundledWith ? "true" : undefined}>
            <span>
              {i.name}
              {action ? ` (${action})` : ""}
            </span>
            <span>
              {t.quantity(i.quantity)}
              {price ? ` · ${price}` : ""}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Timeline({ entries }: { entries: readonly TimelineEntry[] }): React.ReactElement {
  return (
    <ol className="orders-timeline" aria-labelledby="order-timeline">
      {entries.map((e, n) => {
        const current = n === entries.length - 1;
        return (
          <li key={`${n}-${e.rawState}`} aria-current={current ? "step" : undefined}>
            {roOrders.stateLabel(e.state, e.rawState)}
            {current ? <span className="sr-only">{` (${t.current})`}</span> : null}
            {e.date ? <time dateTime={e.date}>{formatDateRo(e.date, "longTime")}</time> : <p>{t.noDate}</p>}
          </li>
        );
      })}
    </ol>
  );
}

function Loaded({ order }: { order: OrderSummary }): React.ReactElement {
  const f = t.facts;
  const rows: [string, string][] = [
    [f.state, roOrders.stateLabel(order.state, order.rawState)],
    [f.date, formatDateRo(order.date, "long")],
    [f.channel, channelText(order)],
    [f.payment, order.paymentMethod ? t.payment[order.paymentMethod] : ""],
    [f.total, money(order.total)],
    [f.monthly, money(order.monthly)],
  ];
  return (
    <>
      <p>
        <OrderState state={order.state} rawState={order.rawState} />
      </p>
      <FactList rows={rows} />
      <h3>{t.items}</h3>
      <Items items={order.items} />
      <h3 id="order-timeline">{t.timeline}</h3>
      <Timeline entries={order.timeline} />
    </>
  );
}

interface Props {
  query: UseQueryResult<OrderSummary>;
  /** The page's path (SPEC §8: some ribbons apply only on a checkout page). */
  pathname: string;
  /** The list's address without the open order. */
  closeHref: string;
  /** Move the focus to the heading (the person opened this order from the list). */
  focus: boolean;
}

export function OrderDetail({ query, pathname, closeHref, focus }: Props): React.ReactElement {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const title = query.data ? t.heading(query.data.number) : t.title;
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="dashboard-card dashboard-wide" aria-labelledby="order-detail" aria-busy={query.isFetching}>
      <h2 id="order-detail" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {query.isPending ? (
        <Skeleton label={t.loading} lines={6} />
      ) : query.isError ? (
        <ShopErrorView
          error={orderHistoryError(query.error)}
          pathname={pathname}
          onClose={() => undefined}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Loaded order={query.data} />
      )}
      <p className="orders-detail-close">
        <NavLink to={closeHref} variant="outline">
          {t.close}
        </NavLink>
      </p>
    </section>
  );
}
