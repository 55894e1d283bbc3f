// The content queries of SPEC §7 over a GraphqlClient, with the fallbacks of SPEC §8: a failed query is
// logged and gives an empty result, never an exception, so a page still builds when the CMS misbehaves.
// Each operation is its own batch item, so operation names are fixed; ids travel in variables.
import { BENEFITS_LIMIT, BENEFITS_OFFSET, PLAN_CARD_LIMIT } from "../../domain/constants";
import { emptyPlanBenefits, groupBenefits, type PlanBenefits } from "../../domain/content/benefits";
import {
  completeGroup,
  extraBenefitsByGroup,
  groupItemIds,
  mapExtraBenefitGroup,
  mapExtraBenefitItem,
  type ExtraBenefitGroup,
  type ExtraBenefitItem,
} from "../../domain/content/extraBenefits";
import { labelsForKeys, mapPlanLabels, type PlanLabel } from "../../domain/content/labels";
import { liveContentQuery } from "../../domain/content/lucene";
import { mapPlanCard, type PlanCard } from "../../domain/content/planCard";
import { isRecord, readList, uniqueIds } from "../../domain/content/read";
import type { GraphqlClient, GraphqlOperation } from "./types";

/** Where failures go (the build's reporter, or an error logger in the browser). */
export type ContentLog = (message: string, detail?: unknown) => void;

// GraphQL has no depth argument: related content is as deep as the selection set (SPEC §7 "depth 3").
export const PLAN_CARD_QUERY = `query PlanCard($query: String!, $limit: Int!) {
  ServicePlanCardCollection(query: $query, limit: $limit) {
    externalId title nonFormattedHeadline headline customerType category offerType orderIndex labels
    cartDetails { key value }
    cardImage { idPath }
    prices
    attributes
  }
}`;

export const EXTRA_BENEFIT_GROUP_QUERY = `query ExtraBenefitGroup($query: String!) {
  ExtraBenefitGroupCollection(query: $query, limit: 1) {
    id title
    list { extraBenefitId }
  }
}`;

// No limit: the ids are exact matches, well under dotCMS's default of 100.
export const EXTRA_BENEFIT_ITEMS_QUERY = `query ExtraBenefitItems($query: String!) {
  ExtraBenefitItemCollection(query: $query) {
    extraBenefitId headline icon
    content { headline subtitle description disclaimer confirmation bannerImage { idPath } }
  }
}`;

export const PLAN_BENEFITS_QUERY = `query PlanBenefits($query: String!, $limit: Int!, $offset: Int!) {
  ServiceCardBenefitCollection(query: $query, limit: $limit, offset: $offset) {
    broadleafId title description orderIndex mainUpperValue icon assetsFolder benefitType
  }
}`;

export const PLAN_LABELS_QUERY = `query PlanLabels($query: String!) {
  PlanLabelCollection(query: $query) {
    key text colour textColour
  }
}`;

/** An operation for live `contentType` items whose `field` is one of `ids`; null when there are no ids. */
function byIds(
  operationName: string,
  query: string,
  [contentType, field]: [string, string],
  ids: readonly string[],
  variables: Record<string, unknown> = {},
): GraphqlOperation | null {
  const lucene = liveContentQuery(contentType, field, uniqueIds(ids));
  return lucene === null ? null : { operationName, query, variables: { query: lucene, ...variables } };
}

// The operations, exported for tests and for callers that batch them themselves.
export const planCardOperation = (externalId: string) =>
  byIds("PlanCard", PLAN_CARD_QUERY, ["ServicePlanCard", "externalId"], [externalId], { limit: PLAN_CARD_LIMIT });
export const extraBenefitGroupOperation = (groupId: string) =>
  byIds("ExtraBenefitGroup", EXTRA_BENEFIT_GROUP_QUERY, ["ExtraBenefitGroup", "id"], [groupId]);
export const extraBenefitItemsOperation = (extraBenefitIds: readonly string[]) =>
  byIds("ExtraBenefitItems", EXTRA_BENEFIT_ITEMS_QUERY, ["ExtraBenefitItem", "extraBenefitId"], extraBenefitIds);
export const planBenefitsOperation = (broadleafIds: readonly string[]) =>
  byIds("PlanBenefits", PLAN_BENEFITS_QUERY, ["ServiceCardBenefit", "broadleafId"], broadleafIds, {
    limit: BENEFITS_LIMIT,
    offset: BENEFITS_OFFSET,
  });
export const planLabelsOperation = (keys: readonly string[]) => byIds("PlanLabels", PLAN_LABELS_QUERY, ["PlanLabel", "key"], keys);

/**
 * The items of `field`, or null when the query failed (logged as `what`): the request rejected, or errors
 * came back without the field's data. Errors next to data (a partial answer) are logged and the data used;
 * no data at all is an empty list (SPEC §8 "Lookups with no data give empty results").
 */
async function collection(client: GraphqlClient, op: GraphqlOperation, field: string, what: string, log: ContentLog) {
  let result: unknown;
  try {
    result = await client.request<Record<string, unknown>>(op);
  } catch (err) {
    log(`${what} could not be loaded`, err);
    return null;
  }
  const data = isRecord(result) && isRecord(result.data) ? result.data : null;
  const errors = isRecord(result) ? readList(result.errors) : [];
  const items = data?.[field];
  if (errors.length > 0 && !Array.isArray(items)) {
    log(`${what} could not be loaded`, errors);
    return null;
  }
  if (errors.length > 0) log(`${what} came back with errors; using the data returned`, errors);
  return readList(items);
}

/** SPEC §7 plan card by externalId; null (logged) on failure or when there is no such card (SPEC §8). */
export async function fetchPlanCard(client: GraphqlClient, externalId: string, log: ContentLog): Promise<PlanCard | null> {
  const what = `Content: plan card ${externalId}`;
  const op = planCardOperation(externalId);
  if (!op) {
    log(`${what}: no externalId given`);
    return null;
  }
  const items = await collection(client, op, "ServicePlanCardCollection", what, log);
  if (items === null) return null;
  const card = mapPlanCard(items[0]);
  if (!card) log(`${what} not found`);
  return card;
}

/**
 * SPEC §7 "ExtraBenefitItemCollection by list of extraBenefitId plus ExtraBenefitGroupCollection by group
 * ids (one pair per named group)". Our reading: per group, first the group (its title and the ordered
 * extraBenefitIds of its list), then the items by those ids with their full content; the group's order is
 * kept. Groups run in parallel. Any failure gives that group an empty list (SPEC §8), logged.
 */
export async function fetchExtraBenefits(
  client: GraphqlClient,
  groups: readonly string[],
  log: ContentLog,
): Promise<Record<string, ExtraBenefitItem[]>> {
  const names = uniqueIds(groups);
  const fetched = await Promise.all(names.map((name) => fetchExtraBenefitGroup(client, name, log)));
  return extraBenefitsByGroup(
    names,
    fetched.flatMap((g) => g ?? []),
  );
}

async function fetchExtraBenefitGroup(client: GraphqlClient, name: string, log: ContentLog): Promise<ExtraBenefitGroup | null> {
  const what = `Content: extra benefit group ${name}`;
  const groupOp = extraBenefitGroupOperation(name);
  const found = groupOp && (await collection(client, groupOp, "ExtraBenefitGroupCollection", what, log));
  const group = (found ?? []).map(mapExtraBenefitGroup).find((g) => g?.id === name);
  if (!group) return null;
  const itemsOp = extraBenefitItemsOperation(groupItemIds(group));
  if (!itemsOp) return group;
  const items = await collection(client, itemsOp, "ExtraBenefitItemCollection", `${what}: items`, log);
  return (
    items &&
    completeGroup(
      group,
      items.flatMap((i) => mapExtraBenefitItem(i) ?? []),
    )
  );
}

/** SPEC §7 benefits of the given plan cards in the three shapes; empty maps (logged) on failure (SPEC §8). */
export async function fetchBenefits(client: GraphqlClient, broadleafIds: readonly string[], log: ContentLog): Promise<PlanBenefits> {
  const ids = uniqueIds(broadleafIds);
  const op = planBenefitsOperation(ids);
  if (!op) return emptyPlanBenefits();
  const items = await collection(client, op, "ServiceCardBenefitCollection", `Content: benefits of ${ids.join(", ")}`, log);
  return items ? groupBenefits(items) : emptyPlanBenefits();
}

/** SPEC §7 plan labels by key, in the order of `keys`, unknown keys dropped; [] (logged) on failure. */
export async function fetchPlanLabels(client: GraphqlClient, keys: readonly string[], log: ContentLog): Promise<PlanLabel[]> {
  const wanted = uniqueIds(keys);
  const op = planLabelsOperation(wanted);
  if (!op) return [];
  const items = await collection(client, op, "PlanLabelCollection", `Content: plan labels ${wanted.join(", ")}`, log);
  return items ? labelsForKeys(mapPlanLabels(items), wanted) : [];
}
