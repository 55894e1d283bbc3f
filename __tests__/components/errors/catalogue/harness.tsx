// A screen around a catalogue view: a button that opens it (and should get the focus back), another control behind
// it, and onClose that closes it the way a screen does (clearing the error) after recording the actions.
import React, { useState } from "react";
import type { CloseAction } from "../../../../src/domain/errors/shopCatalogue";
import { toShopError, type ShopError } from "../../../../src/domain/errors/shopError";
import { ShopErrorView } from "../../../../src/components/errors/catalogue/ShopErrorView";
import type { ShopErrorViewProps } from "../../../../src/components/errors/catalogue/props";

export const cartError = (code: string, body: Record<string, unknown> = {}): ShopError =>
  toShopError({
    url: "https://gw.example/cart/shoppingCart",
    status: 400,
    statusText: "Bad Request",
    body: { code, ...body },
    isJson: true,
    transactionId: null,
  });

interface HarnessProps extends Partial<Omit<ShopErrorViewProps, "error" | "onClose">> {
  error: ShopError;
  onClose: (actions: readonly CloseAction[]) => void;
}

export function Harness({ error, onClose, pathname = "/cart", ...rest }: HarnessProps): React.ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adaugă în coș
      </button>
      <a href="/telefoane">Telefoane</a>
      {open ? (
        <ShopErrorView
          error={error}
          pathname={pathname}
          onClose={(actions) => {
            onClose(actions);
            setOpen(false);
          }}
          {...rest}
        />
      ) : null}
    </>
  );
}
