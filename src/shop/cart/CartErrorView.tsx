// The catalogued error of the cart (SPEC §8) in its variant, wired to the cart's close actions, retry and the
// extended sign-in (SPEC §5).
import React from "react";
import type { Area } from "../../domain/area";
import type { CloseAction } from "../../domain/errors/shopCatalogue";
import type { ShopError } from "../../domain/errors/shopError";
import { ShopErrorView } from "../../components/errors/catalogue/ShopErrorView";

interface Props {
  area: Area;
  error: ShopError;
  onClose: (actions: readonly CloseAction[]) => void;
  onRetry?: () => void;
  onSignIn?: () => void;
}

export function CartErrorView({ error, onClose, onRetry, onSignIn }: Props): React.ReactElement | null {
  const pathname = typeof window === "undefined" ? "" : window.location.pathname;
  return <ShopErrorView error={error} pathname={pathname} onClose={onClose} onRetry={onRetry} onSignIn={onSignIn} />;
}
