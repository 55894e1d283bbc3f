// SPEC §7 "Identity and sign-in … subscribers, subscriber-search (paths not shown)" (issue 27): the company's lines the
// signed-in administrator reaches, as subscribers — the number, its account (BAN) and the employee who uses it. The
// search asks the back end only for a term of at least SUBSCRIBER_SEARCH_MIN characters (the back end refuses
// shorter ones) and gets at most SUBSCRIBER_SEARCH_MAX answers; the list is read a page at a time.
import { isRecord, readNumber, readString } from "../read";

export const SUBSCRIBER_SEARCH_MIN = 2;
export const SUBSCRIBER_SEARCH_MAX = 20;
/** The back end's longest search term; a longer one is cut here rather than refused there. */
const SEARCH_MAX_LENGTH = 60;
export const SUBSCRIBER_PAGE_SIZE = 20;

/** A line as the search finds it. */
export interface Subscriber {
  msisdn: string;
  ban: string;
  /** The employee who uses the line. */
  userName: string;
}

/** A line of the subscribers list: the search's fields, its plan and the day it was activated (YYYY-MM-DD). */
export interface SubscriberLine extends Subscriber {
  planName: string;
  activatedOn: string;
}

export interface SubscriberPage {
  items: SubscriberLine[];
  /** Every line that matches (x-total-count), at least the items shown. */
  total: number;
}

/** What is sent for the typed text: trimmed, spaces collapsed, at most 60 characters; null when under 2 characters. */
export function subscriberSearchTerm(typed: string): string | null {
  const term = typed.replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return term.length >= SUBSCRIBER_SEARCH_MIN ? term : null;
}

/** The GET subscriber-search query of a term (subscriberSearchTerm's). */
export const subscriberSearchParams = (term: string): { q: string; limit: number } => ({ q: term, limit: SUBSCRIBER_SEARCH_MAX });

/** The GET subscribers query of an account filter and a page (1-based). */
export function subscriberListParams(ban: string | null, page: number): Record<string, string | number> {
  const params: Record<string, string | number> = {
    offset: (Math.max(1, Math.floor(page)) - 1) * SUBSCRIBER_PAGE_SIZE,
    limit: SUBSCRIBER_PAGE_SIZE,
  };
  if (ban) params.ban = ban;
  return params;
}

/** One answer's line; null when it names no number. */
export function mapSubscriber(raw: unknown): SubscriberLine | null {
  if (!isRecord(raw)) return null;
  const msisdn = readString(raw.msisdn) || readString(raw.id);
  if (!msisdn) return null;
  const plan = isRecord(raw.plan) ? readString(raw.plan.name) : "";
  return { msisdn, ban: readString(raw.ban), userName: readString(raw.userName), planName: plan, activatedOn: readString(raw.activatedOn) };
}

/** The search's answer as the pickers use it (number, account, employee), at most SUBSCRIBER_SEARCH_MAX; null when not a list. */
export function mapSubscriberSearch(raw: unknown): Subscriber[] | null {
  if (!Array.isArray(raw)) return null;
  return raw
    .map(mapSubscriber)
    .filter((s): s is SubscriberLine => s !== null)
    .slice(0, SUBSCRIBER_SEARCH_MAX)
    .map(({ msisdn, ban, userName }) => ({ msisdn, ban, userName }));
}

/** The list's answer with its total header; null when not a list. */
export function mapSubscriberPage(raw: unknown, totalHeader: unknown): SubscriberPage | null {
  if (!Array.isArray(raw)) return null;
  const items = raw.map(mapSubscriber).filter((s): s is SubscriberLine => s !== null);
  const total = readNumber(totalHeader);
  return { items, total: total !== null && total >= items.length ? Math.floor(total) : items.length };
}
