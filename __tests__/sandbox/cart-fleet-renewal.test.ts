// A business customer renews one of the company's lines (issue 28, docs/cart-contract.md "Flows of existing customers"):
// on the business cart a RET add may name any line the caller's role reaches (auth/companyScope.ts, as
// /identity/subscribers lists them; the Chooser every line of the fleet), named as the directory names it; a line of
// another company, or one the role does not reach, stays SPEC §8 400300 and nothing is stored.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";
import { add, charOf, EBU_CART, expectCartError, extendedSso, getCart, itemOf, patchCart, type Session } from "./cart-helpers";

const PLAN = "PLAN-EBU-PRO-18";
/** Cristian Lazăr's line on account 500000501 (seed/fleet.ts), not a persona's. */
const FLEET_LINE = "0729100005";
/** A line on account 500000502 (the delegated chooser's account). */
const SECOND_ACCOUNT_LINE = "0729100150";
/** Vasile Consulting SRL's line (multi.identity): another company. */
const OTHER_COMPANY_LINE = "0728000902";

const renew = (id: string, subscriber: string) => add(id, { chars: { flow: "RET", selectedSubscriberId: subscriber } });

async function directoryIds(t: TestSandbox, s: Session, q: string): Promise<string[]> {
  const r = await t.request("GET", `/identity/subscriber-search?q=${q}`, { token: s.token });
  expect(r.status).toBe(200);
  return r.body.map((line: { id: string }) => line.id);
}

async function itemCount(t: TestSandbox, s: Session): Promise<number> {
  return (await getCart(t, s, EBU_CART)).body.cartItem.length;
}

describe("cart: a business customer renews a line of the company (RET with selectedSubscriberId)", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it("SPEC §7 selectedSubscriberId: business.chooser renews another employee's line, named as subscriber-search names it", async () => {
    const s = await extendedSso(t, "business.chooser", "shopebuweb");
    expect(await directoryIds(t, s, FLEET_LINE)).toEqual([FLEET_LINE]);
    const r = await patchCart(t, s, [renew(PLAN, FLEET_LINE)], EBU_CART);
    expect(r.status).toBe(200);
    const held = itemOf((await getCart(t, s, EBU_CART)).body, PLAN);
    expect(charOf(held, "flow")).toBe("RET");
    expect(charOf(held, "selectedSubscriberId")).toBe(FLEET_LINE);
  });

  it("SPEC §8 400502: the same fleet line twice is refused", async () => {
    const s = await extendedSso(t, "business.chooser", "shopebuweb");
    expectCartError(await patchCart(t, s, [renew("PLAN-EBU-PRO-18", FLEET_LINE)], EBU_CART), 400, "400502");
  });

  it("SPEC §8 400300: the chooser cannot renew a line of another company or an unknown number; nothing is stored", async () => {
    const s = await extendedSso(t, "business.chooser", "shopebuweb");
    const before = await itemCount(t, s);
    expect(await directoryIds(t, s, OTHER_COMPANY_LINE)).toEqual([]);
    expectCartError(await patchCart(t, s, [renew(PLAN, OTHER_COMPANY_LINE)], EBU_CART), 400, "400300");
    expectCartError(await patchCart(t, s, [renew(PLAN, "0729999999")], EBU_CART), 400, "400300");
    expect(await itemCount(t, s)).toBe(before);
  });

  it("SPEC §6 roles: a delegated chooser renews a line of their account only; a sub user only their own line", async () => {
    const d = await extendedSso(t, "business.delegated", "shopebuweb");
    expect((await patchCart(t, d, [renew(PLAN, SECOND_ACCOUNT_LINE)], EBU_CART)).status).toBe(200);
    expectCartError(await patchCart(t, d, [renew("PLAN-EBU-PRO-18", FLEET_LINE)], EBU_CART), 400, "400300");

    const sub = await extendedSso(t, "business.sub", "shopebuweb");
    expectCartError(await patchCart(t, sub, [renew(PLAN, FLEET_LINE)], EBU_CART), 400, "400300");
    expect((await patchCart(t, sub, [renew(PLAN, "SUB-0728000506")], EBU_CART)).status).toBe(200);
  });
});
