// The one handler of every "Adaugă în coș" form (components/shop/AddToCartForm.tsx), delegated from the document so it
// serves forms React renders and forms kept as the build's HTML alike, from before hydration on (installed by
// shop/cart/addFromPage/cartAddArm.ts on a first intent). The badge moves at once (optimistic, SPEC §4 cart pending); the cart code
// (gateway client, error views) is a further chunk, fetched as soon as this handler is installed.
import { EARLY_PENDING_PROP } from "../../../browser/earlySubmit";
import { CART_ADD_ATTR, readCartAddFields } from "../../../browser/cartAddFields";
import { areaFromPath, type Area } from "../../../domain/area";
import { updateSnapshot, type CartSnapshot } from "../../../state/cart/cartSnapshot";
import { roCart } from "../../../i18n/ro/cartButton";
import { whenHydrated } from "../../../browser/hydration";
import { loadAddFromPage as loadAdd } from "./loadAdd";

type HeldForm = HTMLFormElement & { [EARLY_PENDING_PROP]?: boolean };

const isCartForm = (t: EventTarget | null): t is HeldForm => t instanceof HTMLFormElement && t.hasAttribute(CART_ADD_ATTR);

function settle(s: CartSnapshot, area: Area, count: number | null): CartSnapshot {
  const a = s[area];
  return { ...s, [area]: { count: count ?? a.count, pending: Math.max(0, a.pending - 1) } };
}

// Forms with an add under way (a property, not the DOM: before hydration the DOM must stay as the server sent it).
const busy = new WeakSet<HTMLFormElement>();

function startAdd(form: HeldForm): void {
  form[EARLY_PENDING_PROP] = false;
  // Controls disabled while their change is pending (SPEC §4): a double click adds once.
  if (busy.has(form)) return;
  const fields = readCartAddFields(form);
  if (!fields) return;
  busy.add(form);
  const area = areaFromPath(window.location.pathname);
  // The badge moves now (its header renders the server's 0 until hydrated, so this never disturbs hydration).
  updateSnapshot((s) => ({ ...s, [area]: { ...s[area], pending: s[area].pending + 1 } }));
  const button = () => form.querySelector<HTMLButtonElement>("button[type=submit]");
  const say = (text: string) => {
    const status = form.querySelector<HTMLElement>("[role=status]");
    if (status) status.textContent = text;
  };
  // The form's own DOM changes wait for hydration (browser/hydration.ts); the add itself does not.
  const ui = whenHydrated().then(() => {
    if (!busy.has(form)) return;
    form.setAttribute("aria-busy", "true");
    const b = button();
    if (b) b.disabled = true;
    say(roCart.adding);
  });
  const done = (count: number | null, text: string) => {
    busy.delete(form);
    updateSnapshot((s) => settle(s, area, count));
    void ui.then(() => {
      form.removeAttribute("aria-busy");
      const b = button();
      if (b) b.disabled = false;
      say(text);
    });
  };
  loadAdd()
    .then((m) => m.addFromPage({ fields, area }))
    .then(
      (count) => done(count, count === null ? "" : roCart.added(fields.name)),
      () => done(null, roCart.notAdded),
    );
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
  // Installed on a first intent (shop/cart/addFromPage/cartAddArm.ts): the add itself is likely next, so its chunk is fetched now.
  void loadAdd().catch(() => undefined);
  // Submits held before this handler existed.
  doc.querySelectorAll<HeldForm>(`form[${CART_ADD_ATTR}]`).forEach((form) => {
    if (form[EARLY_PENDING_PROP] === true) startAdd(form);
  });
}
