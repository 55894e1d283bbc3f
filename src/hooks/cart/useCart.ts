// The cart page's hook: the shop's cart state, loaded once (full cart, SPEC §2), and the changes a person can make,
// each answering with the message for bad input (or null) so the form can show it next to the field.
import { useEffect } from "react";
import type { Area } from "../../domain/area";
import { parseQuantity } from "../../domain/cart/actions";
import type { Cart, CartItem, CartVoucher } from "../../domain/cart/model";
import { isControlPending, isVoucherPending } from "../../domain/cart/state";
import type { CloseAction } from "../../domain/errors/shopCatalogue";
import type { ShopError } from "../../domain/errors/shopError";
import { useCartState } from "../../state/cart/cartStore";
import { closeCartError, loadCart, runCartAction, type CommandResult } from "./cartCommands";
import { startExtendedLogin } from "./extendedLogin";

export interface UseCart {
  cart: Cart;
  loaded: boolean;
  error: ShopError | null;
  isPending: (cartItemId: string) => boolean;
  /** The quantity the gateway last confirmed for an item (the shown one may be a change on its way). */
  confirmedQuantity: (cartItemId: string) => number | null;
  voucherPending: boolean;
  setQuantity: (item: CartItem, typed: string) => Promise<string | null>;
  remove: (item: CartItem) => Promise<void>;
  applyVoucher: (typed: string) => Promise<string | null>;
  removeVoucher: (voucher: CartVoucher) => void;
  closeError: (actions: readonly CloseAction[]) => void;
  reload: () => void;
  signIn: () => void;
}

const fieldMessage = (r: CommandResult): string | null => (!r.ok && "invalid" in r ? r.invalid : null);

const isShopError = (e: unknown): e is ShopError => e !== null && typeof e === "object" && "variant" in e && "closeAction" in e;

export function useCart(area: Area): UseCart {
  const state = useCartState(area);
  useEffect(() => {
    void loadCart(area);
  }, [area]);
  return {
    cart: state.cart,
    loaded: state.loaded,
    error: isShopError(state.error) ? state.error : null,
    isPending: (id) => isControlPending(state, id),
    confirmedQuantity: (id) => state.confirmed.items.find((i) => i.cartItemId === id)?.quantity ?? null,
    voucherPending: isVoucherPending(state),
    setQuantity: async (item, typed) =>
      fieldMessage(await runCartAction(area, { type: "setQuantity", cartItemId: item.cartItemId, quantity: parseQuantity(typed) })),
    remove: async (item) => {
      await runCartAction(area, { type: "remove", cartItemId: item.cartItemId });
    },
    applyVoucher: async (typed) => fieldMessage(await runCartAction(area, { type: "applyVoucher", code: typed })),
    removeVoucher: (voucher) => void runCartAction(area, { type: "removeVoucher", cartItemId: voucher.cartItemId }),
    closeError: (actions) => void closeCartError(area, actions),
    reload: () => void closeCartError(area, ["cartGet"]),
    signIn: () =>
      void closeCartError(area, [])
        .then(() => startExtendedLogin(area))
        .then((ok) => (ok ? loadCart(area, { force: true }) : undefined)),
  };
}
