// SPEC §3 "Plan label (key, text, colour, textColour)" and the lookup of a card's labels by key.
import { isRecord, readList, readString } from "./read";
import { plainText } from "./text";

export interface PlanLabel {
  key: string;
  /** Plain text. */
  text: string;
  /** CSS colour, or '' when the CMS value is not one (the label then uses the default style). */
  colour: string;
  textColour: string;
}

// Hex, a colour name, or rgb()/hsl(): the values go into inline styles, so nothing else passes.
const CSS_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/a-z]*\))$/i;
const colour = (v: unknown): string => {
  const c = readString(v);
  return CSS_COLOUR.test(c) ? c : "";
};

/** One PlanLabel item; null when it is not an object or has no key. */
export function mapPlanLabel(raw: unknown): PlanLabel | null {
  if (!isRecord(raw)) return null;
  const key = readString(raw.key);
  if (!key) return null;
  return { key, text: plainText(raw.text), colour: colour(raw.colour), textColour: colour(raw.textColour) };
}

export function mapPlanLabels(items: unknown): PlanLabel[] {
  return readList(items).flatMap((raw) => mapPlanLabel(raw) ?? []);
}

/**
 * The labels for `keys`, in the order the keys are given; unknown keys are dropped and each label is
 * given once. Keys compare case-insensitively: dotCMS stores tag values (a card's `labels`) lower-cased.
 */
export function labelsForKeys(labels: readonly PlanLabel[], keys: readonly string[]): PlanLabel[] {
  const byKey = new Map<string, PlanLabel>();
  for (const l of labels) if (!byKey.has(l.key.toLowerCase())) byKey.set(l.key.toLowerCase(), l);
  const out: PlanLabel[] = [];
  const seen = new Set<string>();
  for (const k of keys) {
    const key = readString(k).toLowerCase();
    const label = byKey.get(key);
    if (label && !seen.has(key)) {
      seen.add(key);
      out.push(label);
    }
  }
  return out;
}
