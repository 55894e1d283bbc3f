// /ecare/setari-cont/comenzi (issue 26, PATHS.orders): the customer's orders — the shop's checkout orders and the
// self-care orders — with their state (SPEC §4 pending: inProgress, acknowledged, pending), newest first, 10 a page;
// the open order's detail with its items and a status timeline (Saleor's order pages are the model). Filters, page and
// the open order live in the address (domain/orders/orderQuery.ts), so a reload or the back button shows the same.
// Failures are SPEC §8 ORDER HISTORY ribbons (404000 with the server's words; otherwise the generic one). The SPEC §2
// guards (settings pages) have already decided who gets here.
import React, { useMemo, useRef } from "react";
import type { RouteComponentProps } from "@reach/router";
import { navigate } from "gatsby";
import { ShopErrorView } from "../../../components/errors/catalogue/ShopErrorView";
import { PATHS } from "../../../domain/guards/paths";
import { orderHistoryError } from "../../../domain/orders/orderErrors";
import { orderPageCount, parseOrderQuery, serializeOrderQuery, type OrderListQuery } from "../../../domain/orders/orderQuery";
import { useOrderDetail, useOrderHistory } from "../../../hooks/account/useOrderHistory";
import { roOrders } from "../../../i18n/ro/orders";
import { BeyondLastPage, DashboardCard, Skeleton } from "../../kit/SectionStates";
import { pageHeading } from "../../shell/pageHeading";
import { OrderDetail } from "./OrderDetail";
import { OrderFilters } from "./OrderFilters";
import { OrderTable } from "./OrderTable";
import { PortInOrdersCard } from "./PortInOrdersCard";
import { ListPager } from "../../kit/ListPager";

const t = roOrders;

const addressOf = (query: OrderListQuery) => `${PATHS.orders}${serializeOrderQuery(query)}`;
const go = (query: OrderListQuery) => void navigate(addressOf(query));

function OrdersScreen({ location }: RouteComponentProps): React.ReactElement {
  const search = location?.search ?? "";
  const pathname = location?.pathname ?? PATHS.orders;
  const query = useMemo(() => parseOrderQuery(search), [search]);
  const list = useOrderHistory(query);
  const detail = useOrderDetail(query.order);
  // The detail takes the focus when it is opened from the page, not when the page is loaded with it open.
  const firstOrder = useRef(query.order);
  if (query.order === null) firstOrder.current = null;
  const opened = query.order !== null && query.order !== firstOrder.current;
  const l = t.list;
  const filtered = query.status !== "all" || query.channel !== "all";

  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton label={l.loading} />;
  else if (list.isError)
    content = (
      <ShopErrorView
        error={orderHistoryError(list.error)}
        pathname={pathname}
        onClose={() => undefined}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.orders.length === 0 && query.page > 1 && list.data.total > 0)
    content = <BeyondLastPage text={t.pager.beyond} first={t.pager.first} onFirst={() => go({ ...query, page: 1, order: null })} />;
  else if (list.data.orders.length === 0) content = <p className="dashboard-empty">{filtered ? l.emptyFiltered : l.empty}</p>;
  else
    content = (
      <>
        <OrderTable page={list.data} query={query} hrefOf={(order) => addressOf({ ...query, order })} />
        <ListPager
          page={query.page}
          pages={orderPageCount(list.data.total)}
          onPage={(page) => go({ ...query, page, order: null })}
          texts={roOrders.pager}
        />
      </>
    );

  return (
    <div className="ecare-dashboard ecare-orders">
      <h1>{pageHeading("orders")}</h1>
      <p className="dashboard-lead">{t.lead}</p>
      {/* Remounted per address: the back button shows the filters the list is for. */}
      <OrderFilters key={search} query={query} onChange={go} />
      <div className="dashboard-grid">
        {query.order !== null ? (
          <OrderDetail
            key={query.order}
            query={detail}
            pathname={pathname}
            closeHref={addressOf({ ...query, order: null })}
            focus={opened}
          />
        ) : null}
        <DashboardCard id="orders-list" title={l.heading} busy={list.isFetching} wide>
          {content}
        </DashboardCard>
        <PortInOrdersCard />
      </div>
    </div>
  );
}

export default OrdersScreen;
