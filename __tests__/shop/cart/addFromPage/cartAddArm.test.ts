// What every static page carries of "Adaugă în coș" (src/shop/cart/addFromPage/cartAddArm.ts): nothing is fetched until a pointer, focus,
// touch or submit reaches a cart form, and a submit held before any script ran (issue 12 forms from first paint) is
// handed to the handler at once.
import type * as ArmModule from "../../../../src/shop/cart/addFromPage/cartAddArm";
import { CART_ADD_ATTR } from "../../../../src/browser/cartAddFields";
import { EARLY_PENDING_PROP } from "../../../../src/browser/earlySubmit";

const mockInstall = jest.fn();
jest.mock("../../../../src/shop/cart/addFromPage/cartAddListener", () => ({ installCartAddListener: (doc: Document) => mockInstall(doc) }));

function freshArm(): typeof ArmModule.armCartAdd {
  let arm!: typeof ArmModule.armCartAdd;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each test is a page loaded anew
    arm = (require("../../../../src/shop/cart/addFromPage/cartAddArm") as typeof ArmModule).armCartAdd;
  });
  return arm;
}

function page(): { doc: Document; form: HTMLFormElement; other: HTMLButtonElement } {
  const doc = document.implementation.createHTMLDocument("page");
  doc.body.innerHTML = `<form ${CART_ADD_ATTR}><button type="submit">Adaugă în coș</button></form><button id="other">Altceva</button>`;
  return { doc, form: doc.querySelector("form")!, other: doc.querySelector("#other")! };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => mockInstall.mockReset());

it("fetches the handler on the first pointer over a cart form, once, and not for anything else", async () => {
  const { doc, form, other } = page();
  freshArm()(doc);
  other.dispatchEvent(new Event("pointerover", { bubbles: true }));
  other.dispatchEvent(new Event("focusin", { bubbles: true }));
  await settle();
  expect(mockInstall).not.toHaveBeenCalled();
  form.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
  form.querySelector("button")!.dispatchEvent(new Event("focusin", { bubbles: true }));
  await settle();
  expect(mockInstall).toHaveBeenCalledTimes(1);
  expect(mockInstall).toHaveBeenCalledWith(doc);
});

it.each(["focusin", "touchstart", "submit"])("a %s on a cart form fetches it too (keyboard, touch, a submit by Enter)", async (type) => {
  const { doc, form } = page();
  freshArm()(doc);
  form.dispatchEvent(new Event(type, { bubbles: true }));
  await settle();
  expect(mockInstall).toHaveBeenCalledTimes(1);
});

it("a submit held by the early-submit script before the bundle ran installs the handler at once (it replays the add)", async () => {
  const { doc, form } = page();
  (form as HTMLFormElement & Record<string, unknown>)[EARLY_PENDING_PROP] = true;
  freshArm()(doc);
  await settle();
  expect(mockInstall).toHaveBeenCalledTimes(1);
});

it("a page without a held submit fetches nothing by itself", async () => {
  const { doc } = page();
  freshArm()(doc);
  await settle();
  expect(mockInstall).not.toHaveBeenCalled();
});
