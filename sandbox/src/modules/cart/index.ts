// The cart backend (prefix /cart): docs/cart-contract.md, SPEC §3/§4/§7/§8 "Cart". One cart per owner and route;
// prices from the catalogue offerings; vouchers, bundles, the prepaid starter pack and the operator's error codes.
import type { SandboxModule } from "../module";
import { CART_PREFIX, registerCartRoutes } from "./routes";
import { CART_MIGRATIONS } from "./store";
import { seedVouchers, VOUCHER_MIGRATIONS } from "./vouchers";

export const cartModule: SandboxModule = {
  name: "cart",
  prefix: CART_PREFIX,
  migrations: [...CART_MIGRATIONS, ...VOUCHER_MIGRATIONS],
  seed: (ctx) => seedVouchers(ctx),
  register: (app, ctx) => registerCartRoutes(app, ctx),
};
