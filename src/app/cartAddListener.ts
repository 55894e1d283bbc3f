// The one handler of every "Adaugă în coș" form (components/shop/AddToCartForm.tsx), delegated from the document so it
// serves forms React renders and forms kept as the build's HTML alike, from before hydration on (installed by
// gatsby-browser's onClientEntry). The badge moves at once (optimistic, SPEC §4 cart pending); the cart code (gateway
// client, error views) is a chunk fetched when a pointer or focus reaches a button, so static pages stay in budget.
import { EARLY_PENDING_PROP } from "./earlySubmit";
import { CART_ADD_ATTR, readCartAddFields } from "./cartAddFields";
import { areaFromPath, type Area } from "../domain/area";
import { updateSnapshot, type CartSnapshot } from "../state/cart/cartSnapshot";
import { roCart } from "../i18n/ro/cartButton";

type HeldForm = HTMLFormElement & { [EARLY_PENDING_PROP]?: boolean };

const loadAdd = () => import("../hooks/cart/addFromPage");

const isCartForm = (t: EventTarget | null): t is HeldForm => t instanceof HTMLFormElement && t.hasAttribute(CART_ADD_ATTR);

function settle(s: CartSnapshot, area: Area, count: number | null): CartSnapshot {
  const a = s[area];
  return { ...s, [area]: { count: count ?? a.count, pending: Math.max(0, a.pending - 1) } };
}

function startAdd(form: HeldForm): void {
  form[EARLY_PENDING_PROP] = false;
  // Controls disabled while their change is pending (SPEC §4): a double click adds once.
  if (form.getAttribute("aria-busy") === "true") return;
  const fields = readCartAddFields(form);
  if (!fields) return;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const status = form.querySelector<HTMLElement>("[role=status]");
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const area = areaFromPath(window.location.pathname);
  form.setAttribute("aria-busy", "true");
  if (button) button.disabled = true;
  say(roCart.adding);
  updateSnapshot((s) => ({ ...s, [area]: { ...s[area], pending: s[area].pending + 1 } }));
  loadAdd()
    .then((m) => m.addFromPage({ fields, area }))
    .then(
      (count) => {
        updateSnapshot((s) => settle(s, area, count));
        say(count === null ? "" : roCart.added(fields.name));
      },
      () => {
        updateSnapshot((s) => settle(s, area, null));
        say(roCart.notAdded);
      },
    )
    .finally(() => {
      form.removeAttribute("aria-busy");
      if (button) button.disabled = false;
    });
}

function prefetch(event: Event): void {
  const form = event.target instanceof Element ? event.target.closest(`form[${CART_ADD_ATTR}]`) : null;
  if (form) void loadAdd().catch(() => undefined);
}

let installed = false;

export function installCartAddListener(doc: Document = document): void {
  if (installed) return;
  installed = true;
  // Capture, after the early-submit script's own listener (registered first, in <head>): it has already held the
  // submit back; this handler takes it over.
  doc.addEventListener(
    "submit",
    (event) => {
      if (!isCartForm(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      startAdd(event.target);
    },
    true,
  );
  doc.addEventListener("pointerover", prefetch, { passive: true });
  doc.addEventListener("focusin", prefetch);
  // Submits held before this handler existed.
  doc.querySelectorAll<HeldForm>(`form[${CART_ADD_ATTR}]`).forEach((form) => {
    if (form[EARLY_PENDING_PROP] === true) startAdd(form);
  });
}
