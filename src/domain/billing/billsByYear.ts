// The bill history of /ecare/facturi-si-plati grouped by year (issue 15): the release year (billDate in Romanian
// time), newest year first, each year's bills in the order given (the gateway's newest first, SPEC §3). Bills without
// a bill date go last, under year null (the screen titles it "Fără dată"), rather than vanish.
import type { Bill } from "./bills";

export interface BillYear {
  year: number | null;
  bills: Bill[];
}

export function billsByYear(bills: readonly Bill[]): BillYear[] {
  const groups = new Map<number | null, Bill[]>();
  for (const bill of bills) {
    const group = groups.get(bill.releaseYear);
    if (group) group.push(bill);
    else groups.set(bill.releaseYear, [bill]);
  }
  return [...groups.entries()]
    .map(([year, list]) => ({ year, bills: list }))
    .sort((a, b) => (a.year === null ? 1 : b.year === null ? -1 : b.year - a.year));
}
