// The mobile line a services page acts on: the one in the address (?numar=) when it is one of the caller's lines, else
// the user's own number, else the first line of the inventory. The page's line select writes the address, so a reload
// keeps the choice.
import { useMemo } from "react";
import { ownNumberOf } from "../../domain/billing/ownNumber";
import { normalisePhone } from "../../domain/phone";
import { linesOf, type InventoryProduct } from "../../domain/inventory/inventory";
import type { UserInfo } from "../../domain/session/userInfo";

export const LINE_PARAM = "numar";

export interface ServiceLine {
  /** The chosen number; "" when the caller has no mobile line. */
  msisdn: string;
  /** Every line the caller may choose (own number first). */
  lines: string[];
}

export function useServiceLine(profile: UserInfo, search: string, inventory: readonly InventoryProduct[] | undefined): ServiceLine {
  return useMemo(() => {
    const own = ownNumberOf(profile);
    const lines = [...new Set([...(own ? [own] : []), ...linesOf(inventory ?? [])])];
    const asked = normalisePhone(new URLSearchParams(search).get(LINE_PARAM));
    const msisdn = asked && lines.includes(asked) ? asked : (own ?? lines[0] ?? "");
    return { msisdn, lines };
  }, [profile, search, inventory]);
}
