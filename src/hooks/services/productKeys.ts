// The self-care products' query keys, per account (the selected identity), under the services keys of useUsagePage.ts
// so switching account drops them together.
export const productKeys = {
  all: (identity: string) => ["services", identity, "products"] as const,
  inventory: (identity: string) => ["services", identity, "products", "inventory"] as const,
  offers: (identity: string, msisdn: string) => ["services", identity, "products", "offers", msisdn] as const,
  pendingOrders: (identity: string, party: string) => ["services", identity, "products", "pendingOrders", party] as const,
  recommendations: (identity: string, country: string, msisdn: string) =>
    ["services", identity, "products", "recommendations", country, msisdn] as const,
  costControl: (identity: string, msisdn: string) => ["services", identity, "costControl", msisdn] as const,
};
