// What the gateway clients need from the session state. The state layer (src/state/) implements it; the
// clients never hold tokens themselves, so every request reads the tokens of the moment.

import type { Area } from "../../domain/area";
import type { AuthTokens } from "../../domain/session/tokens";

export interface SessionPort {
  /** Current tokens (src/domain/session/tokens.ts). */
  getTokens(): AuthTokens;
  setTokens(update: (current: AuthTokens) => AuthTokens): void;
  /** Takes the tokens another tab stored since we last read them (before a refresh, inside the refresh lock). */
  reloadTokens(): void;
  /** Stores the current tokens now, so another tab waiting for the refresh lock finds them (no debounce). */
  saveTokens(): Promise<void>;
  /** Area of the current page (business/personal). */
  getArea(): Area;
  /** For cart/ebill headers (user info's vfCustomerSegment). */
  getCustomerSegment(): string | null;
  /** Refresh failed: the state clears tokens and user info and goes to sign-in. */
  onSessionExpired(): void;
}
