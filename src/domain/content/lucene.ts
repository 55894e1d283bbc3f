// Lucene query strings for dotCMS content queries. Ids are matched exactly through the `_dotraw` copy of the
// field (a plain text field is analysed: "PLAN-CBU-SMART-15" would also match "PLAN-CBU-SMART-15-PROMO").
// Values are always quoted, so spaces, dashes and operators in them are literal text.

/** `"value"` with the two characters special inside a Lucene phrase (`\` and `"`) escaped. */
export function luceneQuote(value: string): string {
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

/**
 * `+Type.field_dotraw:"a"` or `+Type.field_dotraw:("a" OR "b")`: the field equals one of `values`.
 * null for no values: an empty group is a Lucene syntax error, and there is nothing to ask for.
 */
export function exactAnyOf(contentType: string, field: string, values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const quoted = values.map(luceneQuote);
  return `+${contentType}.${field}_dotraw:${quoted.length === 1 ? quoted.join("") : `(${quoted.join(" OR ")})`}`;
}

/** The query for live content whose `field` equals one of `values` (dotCMS's own sites add +live:true). */
export function liveContentQuery(contentType: string, field: string, values: readonly string[]): string | null {
  const clause = exactAnyOf(contentType, field, values);
  return clause === null ? null : `${clause} +live:true`;
}
