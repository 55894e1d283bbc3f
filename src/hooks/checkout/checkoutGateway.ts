// The checkout's gateway client, bound like the others (hooks/gateway.ts) but in a module of its own: the client
// reads its answers with zod, and every page that imports hooks/gateway.ts (sign-in, self-care, the cart) would
// otherwise load zod and the checkout's readers too.
import { createCheckoutApi, type CheckoutApi } from "../../clients/gateway/checkout";
import { sessionPort } from "../gateway";

let checkout: CheckoutApi | null = null;

export const checkoutApi = (): CheckoutApi => (checkout ??= createCheckoutApi(sessionPort));
