// bonusuri-si-optiuni (postpaid options) and oferte (prepaid offers), SPEC §2 twins (DESIGN.md) and issue 16: the
// line's active options, its pending orders (SPEC §4) and what it may order, grouped by the SPEC §9 kinds
// (NEXT_BEST_ACTION first). Every change is confirmed ("Confirmă"/"Renunță"), sent once (useOrderFlow), and shown as
// pending until the order completes; then the option moves to the active list by itself (useOrders polls).
// Each card loads and fails on its own. The guards have already decided who gets here.
import React, { useMemo } from "react";
import type { RouteComponentProps } from "@reach/router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { formatAmount } from "../../../domain/currency";
import { formatDateRo } from "../../../domain/dates";
import { PATHS } from "../../../domain/guards/paths";
import { activeOptions, type InventoryProduct } from "../../../domain/inventory/inventory";
import { groupOffersByKind, OFFER_KIND_ORDER } from "../../../domain/offers/offerAttributes";
import { addOptionOrderFor, offersForPage, removalChannelFor, type EcareOffer } from "../../../domain/offers/offerings";
import type { OfferSegment } from "../../../domain/offers/orderChannels";
import { removeOptionOrder } from "../../../domain/offers/orderRequests";
import { hasPendingOrderFor, type ProductOrderView } from "../../../domain/offers/orderStates";
import { useOrderFlow, type AskedChange } from "../../../hooks/services/useOrderFlow";
import { useEligibleOffers } from "../../../hooks/services/useEligibleOffers";
import { useInventory } from "../../../hooks/services/useInventory";
import { usePendingOrders } from "../../../hooks/services/useOrders";
import { useServiceLine } from "../../../hooks/services/useServiceLine";
import { roEcare } from "../../../i18n/ro/ecare";
import { roOffers } from "../../../i18n/ro/offers";
import { roProductServices } from "../../../i18n/ro/productServices";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";
import { useProfile } from "../../SessionGate";
import { LineSelect } from "../LineSelect";
import { OrderOutcome } from "../OrderOutcome";
import { PendingOrdersCard } from "./PendingOrdersCard";
import { BusyButton } from "../../../components/BusyButton";

const t = roProductServices;
const o = roOffers;

const priceText = (price: EcareOffer["price"]) => (price ? o.price(formatAmount(price.value, price.unit), price.recurring) : "");

function ActionButton({ label, busy, pending, onClick }: { label: string; busy: boolean; pending: boolean; onClick: () => void }) {
  return (
    <BusyButton busy={busy} disabled={pending} onClick={onClick}>
      {busy ? t.sending : pending ? o.inProgress : label}
    </BusyButton>
  );
}

function ActiveOption({
  product,
  orders,
  sending,
  onRemove,
}: {
  product: InventoryProduct;
  orders: ProductOrderView[];
  sending: string;
  onRemove: () => void;
}) {
  const id = `active-${product.id}`;
  return (
    <li>
      <article className="services-offer" aria-labelledby={id}>
        <div>
          <h3 id={id}>{product.name}</h3>
          <p>{[priceText(product.price), product.startDate ? o.since(formatDateRo(product.startDate)) : ""].filter(Boolean).join(" · ")}</p>
        </div>
        <ActionButton
          label={o.deactivate}
          busy={sending === product.id}
          pending={hasPendingOrderFor(orders, product.id)}
          onClick={onRemove}
        />
      </article>
    </li>
  );
}

function OfferItem({
  offer,
  orders,
  sending,
  onAdd,
}: {
  offer: EcareOffer;
  orders: ProductOrderView[];
  sending: string;
  onAdd: () => void;
}) {
  const id = `offer-${offer.id}`;
  return (
    <li>
      <article className="services-offer" aria-labelledby={id}>
        <div>
          <h4 id={id}>{offer.name}</h4>
          {offer.description ? <p>{offer.description}</p> : null}
          <p>{o.allowance(offer.allowance, offer.validity)}</p>
        </div>
        <span className="services-price">{priceText(offer.price)}</span>
        <ActionButton label={o.activate} busy={sending === offer.id} pending={hasPendingOrderFor(orders, offer.id)} onClick={onAdd} />
      </article>
    </li>
  );
}

export function OffersScreen({ segment, location }: RouteComponentProps<{ segment: OfferSegment }>): React.ReactElement {
  const page: OfferSegment = segment ?? "postpaid";
  const profile = useProfile();
  const search = location?.search ?? "";
  const inventory = useInventory();
  const line = useServiceLine(profile, search, inventory.data);
  const party = profile.subscriberId;
  const pending = usePendingOrders(party);
  const offers = useEligibleOffers(line.msisdn);
  const flow = useOrderFlow(party);
  const orders = pending.data?.ok ? pending.data.orders : [];
  const groups = useMemo(() => groupOffersByKind(offersForPage(offers.data ?? [], page), (x) => x.kind), [offers.data, page]);
  const active = inventory.data ? activeOptions(inventory.data, line.msisdn) : [];

  const askAdd = (offer: EcareOffer) => {
    const change = addOptionOrderFor(offer, line.msisdn);
    if (change) flow.ask({ name: offer.name, target: offer.id, ...change });
  };
  const askRemove = (product: InventoryProduct) =>
    flow.ask({
      name: product.name,
      target: product.id,
      channel: removalChannelFor(product, page),
      body: removeOptionOrder(product.id),
    });
  const confirmText = (asked: AskedChange) =>
    "productOrderItem" in asked.body && asked.body.productOrderItem[0].action === "add"
      ? o.confirmAdd.text(asked.name, priceText(offers.data?.find((x) => x.id === asked.target)?.price ?? null), line.msisdn)
      : o.confirmRemove.text(asked.name, line.msisdn);
  const isAdd = (asked: AskedChange) => "productOrderItem" in asked.body && asked.body.productOrderItem[0].action === "add";

  const path = page === "postpaid" ? PATHS.bonuses : PATHS.offers;
  return (
    <div className="ecare-dashboard ecare-services">
      <h1>{roEcare.nav.pages[page === "postpaid" ? "bonuses" : "offers"]}</h1>
      <p className="dashboard-lead">{o.lead[page]}</p>
      <LineSelect lines={line.lines} value={line.msisdn} path={path} search={search} />
      <OrderOutcome outcome={flow.outcome} sentText={o.sent} failedText={o.failed} onRetry={flow.retry} />
      {line.msisdn === "" && inventory.isSuccess ? <p className="dashboard-empty">{t.noLine}</p> : null}
      <div className="dashboard-grid">
        <DashboardCard id="services-active" title={o.active} busy={inventory.isPending}>
          {inventory.isPending ? (
            <Skeleton label={o.activeLoading} lines={3} />
          ) : inventory.isError ? (
            <ErrorRibbon what={o.activeError} error={inventory.error} onRetry={() => void inventory.refetch()} />
          ) : active.length === 0 ? (
            <p className="dashboard-empty">{o.activeEmpty}</p>
          ) : (
            <ul className="services-list">
              {active.map((p) => (
                <ActiveOption key={p.id} product={p} orders={orders} sending={flow.sending} onRemove={() => askRemove(p)} />
              ))}
            </ul>
          )}
        </DashboardCard>
        <PendingOrdersCard query={pending} />
        <DashboardCard id="services-available" title={o.available} busy={offers.isPending && line.msisdn !== ""} wide>
          {line.msisdn === "" ? null : offers.isPending ? (
            <Skeleton label={o.availableLoading} />
          ) : offers.isError ? (
            <ErrorRibbon what={o.availableError} error={offers.error} onRetry={() => void offers.refetch()} />
          ) : OFFER_KIND_ORDER.every((kind) => groups[kind].length === 0) ? (
            <p className="dashboard-empty">{o.availableEmpty}</p>
          ) : (
            OFFER_KIND_ORDER.filter((kind) => groups[kind].length > 0).map((kind) => (
              <section key={kind} aria-labelledby={`kind-${kind}`}>
                <h3 id={`kind-${kind}`}>{o.kinds[kind]}</h3>
                <ul className="services-list">
                  {groups[kind].map((offer) => (
                    <OfferItem key={offer.id} offer={offer} orders={orders} sending={flow.sending} onAdd={() => askAdd(offer)} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </DashboardCard>
      </div>
      {flow.asked ? (
        <ConfirmDialog
          title={isAdd(flow.asked) ? o.confirmAdd.title : o.confirmRemove.title}
          text={confirmText(flow.asked)}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={flow.confirm}
          onCancel={flow.cancel}
        />
      ) : null}
    </div>
  );
}

export const BonusesRoute = (props: RouteComponentProps) => <OffersScreen {...props} segment="postpaid" />;
export const OffersRoute = (props: RouteComponentProps) => <OffersScreen {...props} segment="prepaid" />;
