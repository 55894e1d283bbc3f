// SPEC §3 "Phone numbers are normalised to the last 10 digits, padded with a leading 0 if under
// 10 characters, and null for empty or the text null."

/**
 * Normalises a Romanian phone number for the back ends: keeps the digits, takes the last 10,
 * pads a leading 0 when fewer than 10 remain. Empty input, or the text "null", gives null.
 */
export function normalisePhone(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim();
  if (text === "" || text.toLowerCase() === "null") return null;
  const digits = text.replace(/\D/g, "");
  if (digits === "") return null;
  const last10 = digits.slice(-10);
  return last10.length < 10 ? `0${last10}` : last10;
}
