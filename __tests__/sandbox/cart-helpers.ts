// Shared by the cart-*.test.ts files: sign-ins of every kind the cart knows (anonymous, one-time code, base and
// extended SSO) and the JSON-patch ops of docs/cart-contract.md.
import type { Reply, TestSandbox } from "./support/sandbox";

export const CBU_CART = "/cart/shoppingCart";
export const EBU_CART = "/cart/shoppingCart/v5";

export interface Session {
  token: string;
  /** X-Auth-Provider for non-SSO tokens. */
  provider?: string;
  refreshToken?: string;
}

export async function anonymous(t: TestSandbox, client: "shopcbuweb" | "shopebuweb" = "shopcbuweb"): Promise<Session> {
  const r = await t.request("POST", `/identity/applicationLogin/${client}`, { body: await t.anonymousBody() });
  return { token: r.body.accessToken, provider: r.body.payload.provider, refreshToken: r.body.refreshToken };
}

/** A persona's base SSO token signed in on a client (no convert-token). */
export async function baseSso(t: TestSandbox, username: string, client = "shopcbuweb"): Promise<Session> {
  const { accessToken } = await t.login(username, client);
  return { token: accessToken };
}

/** A persona's extended token for a shop (convert-token), as the site holds it after extended login. */
export async function extendedSso(t: TestSandbox, username: string, client = "shopcbuweb"): Promise<Session> {
  const base = await baseSso(t, username, client);
  const r = await t.request("GET", `/identity/convert-token?client=${client}`, { token: base.token });
  if (r.status !== 200) throw new Error(`convert-token failed: ${r.text}`);
  return { token: r.body.accessToken };
}

/** A one-time-code session of a number on a shop client. */
export async function otcSession(t: TestSandbox, msisdn: string, client: "shopcbuweb" | "shopebuweb" = "shopcbuweb"): Promise<Session> {
  await t.request("POST", "/dxl-otc/otc/sendValidationSms", {
    body: {
      payload: { msisdn },
      "g-recaptcha-response": await t.botToken("otcSendValidationSms"),
      "g-recaptcha-action": "otcSendValidationSms",
    },
    headers: { "client-id": client },
  });
  const code = (await t.request("GET", `/sandbox/outbox?to=${msisdn}`)).body.messages[0].code;
  const v = await t.request("POST", "/dxl-otc/otc/validate", { body: { payload: { msisdn, code }, client } });
  if (v.body.errorCode !== "no_error") throw new Error(`otc failed: ${v.text}`);
  return { token: v.body.accessToken, provider: "otc" };
}

export function getCart(t: TestSandbox, s: Session, path = CBU_CART, headers: Record<string, string> = {}): Promise<Reply> {
  return t.request("GET", path, { token: s.token, provider: s.provider, headers });
}

export function patchCart(t: TestSandbox, s: Session, ops: unknown, path = CBU_CART, headers: Record<string, string> = {}): Promise<Reply> {
  return t.request("PATCH", path, { token: s.token, provider: s.provider, body: ops, headers });
}

const OFFER_TYPES: Record<string, string> = {
  PLAN: "MobileService",
  DEV: "Device",
  PREPAID: "Prepaid",
  BUNDLE: "Bundle",
  ADDON: "ServiceAddon",
};

/** add /cartItem/- of an offering (offerType guessed from the id unless given). */
export function add(id: string, o: { quantity?: string; chars?: Record<string, string>; offerType?: string } = {}) {
  const offerType = o.offerType ?? OFFER_TYPES[id.split("-")[0]] ?? "Device";
  return {
    op: "add",
    path: "/cartItem/-",
    value: {
      productOffering: { id, href: `/products/productOffering/${id}` },
      quantity: o.quantity ?? "1",
      product: {
        productCharacteristic: [
          { name: "offerType", value: offerType },
          { name: "offerSubtype", value: "" },
          { name: "externalId", value: id },
          { name: "flow", value: "ACQ" },
          ...Object.entries(o.chars ?? {}).map(([name, value]) => ({ name, value })),
        ],
      },
    },
  };
}

export const voucher = (code: string) => ({
  op: "add",
  path: "/cartItem/-",
  value: {
    productOffering: { id: "VOUCHER" },
    quantity: "1",
    product: {
      productCharacteristic: [
        { name: "offerType", value: "Voucher" },
        { name: "voucherCode", value: code },
      ],
    },
  },
});

export const setQty = (cartItemId: string, quantity: string) => ({
  op: "replace",
  path: "/cartItem/0",
  value: {
    characteristic: [
      { name: "quantity", value: quantity },
      { name: "cartItemId", value: cartItemId },
    ],
  },
});

export const remove = (cartItemId: string) => ({ op: "remove", path: `/cartItem/${cartItemId}` });

/** The cart's items by offering id (first match). */
export const itemOf = (cart: any, offeringId: string) => cart.cartItem.find((i: any) => i.productOffering.id === offeringId);

/** A characteristic's value on an item. */
export const charOf = (item: any, name: string): string | undefined =>
  item.product.productCharacteristic.find((c: any) => c.name === name)?.value;

/** A cart price entry: name (upfront/monthly) and currency. */
export const priceOf = (list: any[], name: string, unit: string) =>
  list.find((p) => p.name === name && p.price.taxIncludedAmount.unit === unit);

/** The error body every cart refusal has. */
export function expectCartError(r: Reply, status: number, code: string): void {
  expect({ status: r.status, code: r.body?.code }).toEqual({ status, code });
  expect(r.body).toEqual({ "@type": "Error", code, reason: expect.any(String), message: expect.any(String), status: String(status) });
}
