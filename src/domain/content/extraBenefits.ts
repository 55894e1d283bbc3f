// SPEC §3 "Extra benefit item (extraBenefitId, headline, icon, content with headline, subtitle, description,
// disclaimer, confirmation, banner image). Extra benefit group (id, title, list of extra benefits)."
// SPEC §8 "extra-benefits failure logged, empty lists per group".
import { imageIdOf } from "./images";
import { emptyMap, isRecord, readList, readString } from "./read";
import { plainText } from "./text";

export interface ExtraBenefitContent {
  /** Plain text. */
  headline: string;
  /** Plain text. */
  subtitle: string;
  /** HTML allowed (WYSIWYG field): sanitise before rendering. */
  description: string;
  /** HTML allowed (legal text may carry links): sanitise before rendering. */
  disclaimer: string;
  /** Plain text. */
  confirmation: string;
  bannerImageId: string | null;
}

export interface ExtraBenefitItem {
  extraBenefitId: string;
  /** Plain text. */
  headline: string;
  icon: string;
  /** The details window; null when the item has none. */
  content: ExtraBenefitContent | null;
}

export interface ExtraBenefitGroup {
  id: string;
  /** Plain text. */
  title: string;
  items: ExtraBenefitItem[];
}

export function mapExtraBenefitContent(raw: unknown): ExtraBenefitContent | null {
  // A one-item relationship comes back as an object; accept a list too (dotCMS gives one for many-cardinality).
  const c = Array.isArray(raw) ? raw[0] : raw;
  if (!isRecord(c)) return null;
  return {
    headline: plainText(c.headline),
    subtitle: plainText(c.subtitle),
    description: readString(c.description),
    disclaimer: readString(c.disclaimer),
    confirmation: plainText(c.confirmation),
    bannerImageId: imageIdOf(c.bannerImage),
  };
}

/** One ExtraBenefitItem; null when it is not an object or has no extraBenefitId. */
export function mapExtraBenefitItem(raw: unknown): ExtraBenefitItem | null {
  if (!isRecord(raw)) return null;
  const extraBenefitId = readString(raw.extraBenefitId);
  if (!extraBenefitId) return null;
  return { extraBenefitId, headline: plainText(raw.headline), icon: readString(raw.icon), content: mapExtraBenefitContent(raw.content) };
}

/** One ExtraBenefitGroup with the items of its `list`; null when it is not an object or has no id. */
export function mapExtraBenefitGroup(raw: unknown): ExtraBenefitGroup | null {
  if (!isRecord(raw)) return null;
  const id = readString(raw.id);
  if (!id) return null;
  return { id, title: plainText(raw.title), items: readList(raw.list).flatMap((i) => mapExtraBenefitItem(i) ?? []) };
}

/** The extraBenefitIds of a group, in its order, once each: what the item query asks for. */
export function groupItemIds(group: ExtraBenefitGroup): string[] {
  return [...new Set(group.items.map((i) => i.extraBenefitId))];
}

/**
 * The group's items in the group's order, each replaced by its fully fetched version. Ids the item query
 * did not return (unpublished, deleted) are dropped: there is no content to show for them.
 */
export function completeGroup(group: ExtraBenefitGroup, fetched: readonly ExtraBenefitItem[]): ExtraBenefitGroup {
  const byId = new Map<string, ExtraBenefitItem>();
  for (const i of fetched) if (!byId.has(i.extraBenefitId)) byId.set(i.extraBenefitId, i);
  return { ...group, items: groupItemIds(group).flatMap((id) => byId.get(id) ?? []) };
}

/** Items per requested group name; an empty list for each group not found (SPEC §8). */
export function extraBenefitsByGroup(
  requested: readonly string[],
  groups: readonly ExtraBenefitGroup[],
): Record<string, ExtraBenefitItem[]> {
  const out = emptyMap<ExtraBenefitItem[]>();
  for (const name of requested) {
    const key = readString(name);
    if (key) out[key] = groups.find((g) => g.id === key)?.items ?? [];
  }
  return out;
}
