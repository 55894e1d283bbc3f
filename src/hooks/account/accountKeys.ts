// date-personale's query keys, per account (the selected identity), so switching account never shows another's answers.
export const accountKeys = {
  contactRoles: (identity: string) => ["account", identity, "contactRoles"] as const,
  loyalty: (identity: string) => ["account", identity, "loyalty"] as const,
  hboBanner: (identity: string) => ["account", identity, "hboBanner"] as const,
};
