// SPEC §3 "Offer attributes are read by name from name/value pairs; empty string when missing."
import { isRecord, readList } from "./read";

export interface OfferAttribute {
  name: string;
  value: string;
}

/** The well-formed pairs (string name, string value) of an attribute list, in order. */
export function mapAttributes(raw: unknown): OfferAttribute[] {
  const out: OfferAttribute[] = [];
  for (const a of readList(raw)) {
    if (isRecord(a) && typeof a.name === "string" && typeof a.value === "string") out.push({ name: a.name, value: a.value });
  }
  return out;
}

/** The value of the first pair named `name`; '' when there is none or its value is not a string. */
export function attributeValue(attributes: unknown, name: string): string {
  const pair = readList(attributes).find((a) => isRecord(a) && a.name === name);
  return isRecord(pair) && typeof pair.value === "string" ? pair.value : "";
}
