// The address cascade of the home-services check (SPEC §3 "Fixed-services address", SPEC §7 "geographic address";
// TMF673 v1 area → street → streetSegment): Județ → Localitate → Stradă → Număr, then the flat when the number is a
// block. Each level can be chosen once the one before it is; choosing (or clearing) a level clears every level after
// it. ONE rule, used by the screen and by what a reload revives (sessionStorage holds only these labels and values).
import type { LabelValue } from "./search";

export const CASCADE_LEVELS = ["county", "locality", "street", "number", "flat"] as const;
export type CascadeLevel = (typeof CASCADE_LEVELS)[number];

/** An option of a level; `hasSubAddress` (numbers only): the number is a block whose flats can be chosen. */
export interface CascadeOption extends LabelValue {
  hasSubAddress?: boolean;
}

/** What is chosen so far, level by level (a missing level is not chosen). */
export type CascadeChoice = Partial<Record<CascadeLevel, CascadeOption>>;

export interface CascadeChange {
  choice: CascadeChoice;
  /** The later levels that had a value and lost it (to be announced), in cascade order. */
  cleared: CascadeLevel[];
}

const indexOf = (level: CascadeLevel) => CASCADE_LEVELS.indexOf(level);
/** The level before `level` (none before the county). */
const before = (level: CascadeLevel): CascadeLevel | undefined => CASCADE_LEVELS[indexOf(level) - 1];

/**
 * Whether a level can be chosen: the county always; any other once the level before it is chosen; the flat only when
 * the chosen number is a block (it stays optional: a block's own id answers the building's coverage).
 */
export function levelEnabled(choice: CascadeChoice, level: CascadeLevel): boolean {
  if (level === "county") return true;
  if (level === "flat") return choice.number?.hasSubAddress === true;
  const previous = before(level);
  return previous !== undefined && choice[previous] !== undefined;
}

/**
 * THE reset rule: `level` takes `option` (null clears it) and every later level is cleared. Choosing the value a level
 * already has changes nothing (what follows it stays); a level that cannot be chosen yet is refused (no change).
 */
export function chooseInCascade(choice: CascadeChoice, level: CascadeLevel, option: CascadeOption | null): CascadeChange {
  if (!levelEnabled(choice, level)) return { choice, cleared: [] };
  const current = choice[level];
  if (option !== null && current !== undefined && current.value === option.value) return { choice, cleared: [] };
  if (option === null && current === undefined) return { choice, cleared: [] };
  const next: CascadeChoice = {};
  const cleared: CascadeLevel[] = [];
  for (const l of CASCADE_LEVELS) {
    const i = indexOf(l);
    if (i < indexOf(level)) {
      if (choice[l] !== undefined) next[l] = choice[l];
    } else if (l === level) {
      if (option !== null) next[l] = { ...option };
    } else if (choice[l] !== undefined) {
      cleared.push(l);
    }
  }
  return { choice: next, cleared };
}

/** The value a level's search is made under (the county code for localities, the number's id for flats…); null for the county. */
export function parentValue(choice: CascadeChoice, level: CascadeLevel): string | null {
  const previous = before(level);
  return previous === undefined ? null : (choice[previous]?.value ?? null);
}

/** The TMF673 address id to qualify: the flat when one is chosen, else the number; null until a number is chosen. */
export function chosenAddressId(choice: CascadeChoice): string | null {
  return choice.flat?.value ?? choice.number?.value ?? null;
}

const MAX_TEXT = 200;
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "" && v.length <= MAX_TEXT;

/**
 * A stored choice read back (sessionStorage, anything the page did not write is possible): each level kept only when
 * it is a label/value pair and every level before it is kept too, so a revived choice always obeys the cascade.
 */
export function readCascadeChoice(raw: unknown): CascadeChoice {
  let choice: CascadeChoice = {};
  if (raw === null || typeof raw !== "object") return choice;
  for (const level of CASCADE_LEVELS) {
    const o = (raw as Record<string, unknown>)[level];
    if (o === null || typeof o !== "object") break;
    const { label, value, hasSubAddress } = o as Record<string, unknown>;
    if (!isText(label) || !isText(value)) break;
    const option: CascadeOption = level === "number" ? { label, value, hasSubAddress: hasSubAddress === true } : { label, value };
    const { choice: next } = chooseInCascade(choice, level, option);
    if (next === choice) break;
    choice = next;
  }
  return choice;
}
