// Makes the header badge the gateway's answer (SPEC §2 "elsewhere a minified cart is loaded"): when a cart may exist,
// the minified-cart code (./miniCart, its own chunk) is imported on idle or on the first interaction, as
// src/domain/cart/miniCart.ts decides; until it answers, the badge shows the stored count. Eager on every page: only
// these few lines, no cart code.
import { useEffect } from "react";
import type { Area } from "../../domain/area";
import { miniCartTrigger } from "../../domain/cart/miniCart";
import { readSnapshot } from "../../state/cart/cartSnapshot";
import { mayHoldSession } from "../../state/sessionKey";

/** requestIdleCallback's deadline: read even on a page that is never idle. */
export const MINI_CART_IDLE_TIMEOUT_MS = 3000;
/** Browsers without requestIdleCallback (Safari): after the page has settled. */
export const MINI_CART_FALLBACK_DELAY_MS = 1500;
const INTERACTION_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

function onIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: MINI_CART_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, MINI_CART_FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

function onFirstInteraction(run: () => void): () => void {
  const stop = () => INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, run, true));
  INTERACTION_EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}

export function useMiniCartBadge(area: Area, pathname: string): void {
  useEffect(() => {
    const trigger = miniCartTrigger({
      pathname,
      area,
      storedCount: readSnapshot()[area].count,
      sessionStored: mayHoldSession(window.localStorage),
    });
    if (trigger === "none") return;
    let stop: () => void = () => undefined;
    const load = () => {
      stop();
      void import(/* webpackChunkName: "mini-cart" */ "./miniCart").then((m) => m.refreshMiniCart(area)).catch(() => undefined);
    };
    stop = trigger === "idle" ? onIdle(load) : onFirstInteraction(load);
    return () => stop();
  }, [area, pathname]);
}
