// Sign-out (issue 24): nothing the signed-out customer typed (name, phone, e-mail, address, company) or placed stays in
// this tab. Apart from the checkout store (./checkoutStore, with its zod readers) so signing out does not load the
// checkout: the stored checkouts are removed here, and the store, when this page has loaded it, empties its memory
// through the callback it registers.

/** The sessionStorage key of both shops' checkouts (./checkoutStore). */
export const CHECKOUT_STORAGE_KEY = "aria-checkout";

let emptyMemory: (() => void) | null = null;

/** The checkout store's own reset, registered when it loads. */
export function onCheckoutsForgotten(reset: () => void): void {
  emptyMemory = reset;
}

export function forgetCheckouts(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Storage refused: the empty checkouts written next time replace what is there.
  }
  emptyMemory?.();
}
