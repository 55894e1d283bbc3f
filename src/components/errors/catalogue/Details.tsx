// What every catalogue view shows under its message: the server's own words when the row says so (SPEC §8 "with
// server text") and the transaction id for support (SPEC §3 Error object, as in ErrorRibbon).
import React from "react";
import type { ShopError } from "../../../domain/errors/shopError";
import { roShopErrors } from "../../../i18n/ro/shopErrors";

export function Details({ error }: { error: ShopError }): React.ReactElement {
  const serverText = error.showServerText ? error.message.trim() : "";
  return (
    <>
      {serverText !== "" ? <p className="shop-error-server">{roShopErrors.serverText(serverText)}</p> : null}
      {error.transactionId ? <p className="shop-error-support">{roShopErrors.support(error.transactionId)}</p> : null}
    </>
  );
}
