// What every static page carries of "Adaugă în coș": a few listeners that fetch the real handler
// (shop/cart/addFromPage/cartAddListener.ts) when a pointer, focus, touch or submit first reaches a cart form. Until then a submit is
// held by the inline early-submit script (browser/earlySubmit.ts) and the handler replays it once installed, so nothing
// is lost; pages without a cart form, and visitors who never reach one, load none of the cart code (bench/budgets.json).
import { CART_ADD_ATTR } from "../../../browser/cartAddFields";
import { EARLY_PENDING_PROP } from "../../../browser/earlySubmit";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart", "submit"] as const;

let armed = false;

export function armCartAdd(doc: Document = document): void {
  if (armed) return;
  armed = true;
  const install = () => {
    INTENT_EVENTS.forEach((type) => doc.removeEventListener(type, onIntent, true));
    void import("./cartAddListener").then((m) => m.installCartAddListener(doc)).catch(() => undefined);
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`form[${CART_ADD_ATTR}]`)) install();
  };
  INTENT_EVENTS.forEach((type) => doc.addEventListener(type, onIntent, { capture: true, passive: true }));
  // A click before any script ran: the early-submit script holds it; the handler replays it.
  const held = [...doc.querySelectorAll(`form[${CART_ADD_ATTR}]`)].some(
    (f) => (f as { [EARLY_PENDING_PROP]?: boolean })[EARLY_PENDING_PROP],
  );
  if (held) install();
}
