// Product orders made at checkout (prefix /product-ordering, TMF622) and the checkout's document upload (prefix
// /document-upload): docs/checkout-contract.md. The cart's PATCH creates orders through checkout.ts.
import type { SandboxModule } from "../module";
import { ORDER_PREFIX } from "./paths";
import { advanceShopOrders } from "./progress";
import { registerOrderRoutes } from "./routes";
import { ORDER_MIGRATIONS } from "./store";

export { documentsModule } from "./documents";

export const ordersModule: SandboxModule = {
  name: "orders",
  prefix: ORDER_PREFIX,
  migrations: ORDER_MIGRATIONS,
  // Shop orders move with the clock after checkout (progress.ts).
  beforeRequest: (ctx) => advanceShopOrders(ctx),
  register: (app, ctx) => registerOrderRoutes(app, ctx),
};
