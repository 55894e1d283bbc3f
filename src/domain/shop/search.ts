// Search over the built catalogue (/rezultate, /business/rezultate). The build writes one small index per area; the
// results page loads it and ranks entries here. Diacritics and case never matter ("abonament" finds "Abonament",
// "portare" finds "Portare"); every word must match somewhere; title matches rank first.

export interface SearchEntry {
  id: string;
  path: string;
  title: string;
  kind: string;
  summary: string;
  /** Extra words that should find the entry (brand, category, labels). */
  keywords: string;
  price: number | null;
  currency: string;
  recurring: boolean;
}

export const SEARCH_MIN_QUERY = 2;
export const SEARCH_MAX_QUERY = 80;

export function normalizeForSearch(text: string): string {
  return String(text ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[şș]/g, "s")
    .replace(/[ţț]/g, "t")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export type SearchOutcome = { kind: "tooShort" } | { kind: "results"; query: string; results: SearchEntry[] };

export function searchCatalogue(entries: SearchEntry[], rawQuery: string): SearchOutcome {
  const query = String(rawQuery ?? "")
    .slice(0, SEARCH_MAX_QUERY)
    .trim();
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (words.join("").length < SEARCH_MIN_QUERY) return { kind: "tooShort" };
  const scored: { e: SearchEntry; score: number; i: number }[] = [];
  entries.forEach((e, i) => {
    const title = ` ${normalizeForSearch(e.title)} `;
    const rest = ` ${normalizeForSearch(`${e.summary} ${e.keywords} ${e.kind}`)} `;
    let score = 0;
    for (const w of words) {
      if (title.includes(` ${w}`)) score += title.includes(` ${w} `) ? 10 : 6;
      else if (title.includes(w)) score += 3;
      else if (rest.includes(` ${w}`)) score += 2;
      else if (rest.includes(w)) score += 1;
      else return; // every word must match
    }
    scored.push({ e, score, i });
  });
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return { kind: "results", query, results: scored.map((s) => s.e) };
}
