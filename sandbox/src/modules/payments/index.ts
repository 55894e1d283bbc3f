// The payment provider and the operator's payment service (prefix /payments): docs/checkout-contract.md. TMF676
// payments of product orders, a hosted card form that tokenises cards, the 3-D Secure challenge page, card info.
import type { SandboxModule } from "../module";
import { registerPaymentPages } from "./pages";
import { registerPayLinkPages } from "./payPage";
import { PAYMENT_PREFIX } from "./paths";
import { registerPaymentRoutes } from "./routes";
import { PAYMENT_MIGRATIONS } from "./store";

export const paymentsModule: SandboxModule = {
  name: "payments",
  prefix: PAYMENT_PREFIX,
  migrations: PAYMENT_MIGRATIONS,
  register: (app, ctx) => {
    registerPaymentRoutes(app, ctx);
    registerPaymentPages(app, ctx);
    registerPayLinkPages(app, ctx);
  },
};
