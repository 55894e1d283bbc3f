// What every view of the error catalogue takes (SPEC §8; one component per SPEC §4 display variant).
import type { CloseAction } from "../../../domain/errors/shopCatalogue";
import type { ShopError } from "../../../domain/errors/shopError";

export interface ShopErrorViewProps {
  error: ShopError;
  /** The current page's path: some ribbons apply only on a checkout page (SPEC §8). */
  pathname: string;
  /** Runs the close actions, in order (SPEC §4), and clears the error; [] = just close. */
  onClose: (actions: readonly CloseAction[]) => void;
  /** Try the failed call again (rows with retry); the screen clears the error. Without it no retry is offered. */
  onRetry?: () => void;
  /** Start the extended sign-in (EXTENDED_LOGIN_REQUIRED, SPEC §5); without it the sign-in button just closes. */
  onSignIn?: () => void;
}
