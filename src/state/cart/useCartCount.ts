// The header badge's count (SPEC §2 "elsewhere a minified cart is loaded"): the stored copy of the gateway's item
// count plus this tab's adds under way (the optimistic badge), following writes in this tab and in others.
// Recoil-free and tiny: it is part of every static page's first-load JS.
import { useSyncExternalStore } from "react";
import type { Area } from "../../domain/area";
import { CART_SNAPSHOT_EVENT, CART_SNAPSHOT_KEY, badgeCount } from "./cartSnapshot";

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_SNAPSHOT_KEY) onChange();
  };
  window.addEventListener(CART_SNAPSHOT_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_SNAPSHOT_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** 0 on the server and while hydrating (the build cannot know a visitor's cart), then the stored count. */
export function useCartCount(area: Area): number {
  return useSyncExternalStore(
    subscribe,
    () => badgeCount(area),
    () => 0,
  );
}
