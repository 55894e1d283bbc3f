// URL slugs. Product pages use the catalogue id (stable when an editor retitles a product), lowercased and ASCII.

const DIACRITICS: Record<string, string> = { ă: "a", â: "a", î: "i", ș: "s", ş: "s", ț: "t", ţ: "t" };

/** Lowercase ASCII words joined by dashes: "Smart 15 – Ofertă" → "smart-15-oferta". */
export function slugify(text: string): string {
  return String(text ?? "")
    .toLowerCase()
    .replace(/[ăâîșşțţ]/g, (c) => DIACRITICS[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
