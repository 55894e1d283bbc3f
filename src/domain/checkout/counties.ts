// Issue 14 "Romanian county list (42 counties incl. București)": the 41 counties and the Municipality of Bucharest,
// by their official names (with diacritics) and their two-letter vehicle codes. The name is what the checkout sends as
// stateOrProvince; it is data, not a translated text, so it lives here rather than in the dictionary.

export interface County {
  /** Official two-letter code (B for București). */
  code: string;
  name: string;
}

export const COUNTIES = [
  { code: "AB", name: "Alba" },
  { code: "AR", name: "Arad" },
  { code: "AG", name: "Argeș" },
  { code: "BC", name: "Bacău" },
  { code: "BH", name: "Bihor" },
  { code: "BN", name: "Bistrița-Năsăud" },
  { code: "BT", name: "Botoșani" },
  { code: "BV", name: "Brașov" },
  { code: "BR", name: "Brăila" },
  { code: "B", name: "București" },
  { code: "BZ", name: "Buzău" },
  { code: "CS", name: "Caraș-Severin" },
  { code: "CL", name: "Călărași" },
  { code: "CJ", name: "Cluj" },
  { code: "CT", name: "Constanța" },
  { code: "CV", name: "Covasna" },
  { code: "DB", name: "Dâmbovița" },
  { code: "DJ", name: "Dolj" },
  { code: "GL", name: "Galați" },
  { code: "GR", name: "Giurgiu" },
  { code: "GJ", name: "Gorj" },
  { code: "HR", name: "Harghita" },
  { code: "HD", name: "Hunedoara" },
  { code: "IL", name: "Ialomița" },
  { code: "IS", name: "Iași" },
  { code: "IF", name: "Ilfov" },
  { code: "MM", name: "Maramureș" },
  { code: "MH", name: "Mehedinți" },
  { code: "MS", name: "Mureș" },
  { code: "NT", name: "Neamț" },
  { code: "OT", name: "Olt" },
  { code: "PH", name: "Prahova" },
  { code: "SM", name: "Satu Mare" },
  { code: "SJ", name: "Sălaj" },
  { code: "SB", name: "Sibiu" },
  { code: "SV", name: "Suceava" },
  { code: "TR", name: "Teleorman" },
  { code: "TM", name: "Timiș" },
  { code: "TL", name: "Tulcea" },
  { code: "VS", name: "Vaslui" },
  { code: "VL", name: "Vâlcea" },
  { code: "VN", name: "Vrancea" },
] as const satisfies readonly County[];

export type CountyName = (typeof COUNTIES)[number]["name"];

/**
 * Letters without diacritics, lower case, cedilla and comma forms alike ("Iasi", "IAŞI" and "Iași" are one county),
 * spaces and hyphens folded: what a person types or an older system stored.
 */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s-]+/g, " ")
    .trim();
}

const BY_FOLDED = new Map<string, CountyName>(COUNTIES.map((c) => [foldName(c.name), c.name]));
const BY_CODE = new Map<string, CountyName>(COUNTIES.map((c) => [c.code, c.name]));
BY_FOLDED.set("bucuresti", "București");
BY_FOLDED.set("municipiul bucuresti", "București");

/** The county's official name for a name (any case, with or without diacritics) or code; null when it is none. */
export function countyOf(input: string): CountyName | null {
  const text = input.trim();
  if (text.length > 40) return null;
  return BY_CODE.get(text.toUpperCase()) ?? BY_FOLDED.get(foldName(text)) ?? null;
}
