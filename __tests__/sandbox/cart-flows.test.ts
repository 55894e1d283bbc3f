// Offers for existing customers in the cart (docs/cart-contract.md "Flows of existing customers", issue 28): RET and
// MFP adds only for a customer whose eligible flows include them (SPEC §4/§7 eligible flows), else SPEC §8 400300.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";
import {
  add,
  anonymous,
  charOf,
  EBU_CART,
  expectCartError,
  extendedSso,
  getCart,
  itemOf,
  otcSession,
  patchCart,
  type Session,
} from "./cart-helpers";

const renew = (id: string, subscriber?: string) =>
  add(id, { chars: { flow: "RET", ...(subscriber === undefined ? {} : { selectedSubscriberId: subscriber }) } });
const addLine = (id: string) => add(id, { chars: { flow: "MFP" } });

async function eligibleFlows(t: TestSandbox, s: Session, customerType: string): Promise<string[]> {
  const r = await t.request("GET", `/identity/eligible-flows/${customerType}?dmp=true`, { token: s.token, provider: s.provider });
  expect(r.status).toBe(200);
  return r.body.flows;
}

describe("cart: flows of existing customers (RET renewal, MFP add a line)", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it("SPEC §4/§7: postpaid.owner, eligible for RET, renews a plan for their own line; the cart holds flow RET and the line", async () => {
    const s = await extendedSso(t, "postpaid.owner");
    expect(await eligibleFlows(t, s, "CBU")).toContain("RET");
    const r = await patchCart(t, s, [renew("PLAN-CBU-SMART-15", "SUB-0722000101")]);
    expect(r.status).toBe(200);
    const held = itemOf((await getCart(t, s)).body, "PLAN-CBU-SMART-15");
    expect(charOf(held, "flow")).toBe("RET");
    expect(charOf(held, "selectedSubscriberId")).toBe("SUB-0722000101");
  });

  it("SPEC §8 400300: a customer not eligible for MFP (postpaid.owner) cannot add a line", async () => {
    const s = await extendedSso(t, "postpaid.owner");
    expect(await eligibleFlows(t, s, "CBU")).not.toContain("MFP");
    expectCartError(await patchCart(t, s, [addLine("PLAN-CBU-SMART-10")]), 400, "400300");
  });

  it("SPEC §8 400300: prepaid.owner (ACQ, MFP, MNP) adds a line but cannot renew", async () => {
    const s = await extendedSso(t, "prepaid.owner");
    expect(await eligibleFlows(t, s, "CBU")).toEqual(expect.arrayContaining(["MFP"]));
    expectCartError(await patchCart(t, s, [renew("PLAN-CBU-SMART-15", "SUB-0733000201")]), 400, "400300");
    const r = await patchCart(t, s, [addLine("PLAN-CBU-SMART-15")]);
    expect(r.status).toBe(200);
    expect(charOf(itemOf(r.body, "PLAN-CBU-SMART-15"), "flow")).toBe("MFP");
  });

  it("hybrid.owner (RET and MFP) may do both in one cart", async () => {
    const s = await extendedSso(t, "hybrid.owner");
    const r = await patchCart(t, s, [renew("PLAN-CBU-NELIMITAT-20", "SUB-0722000301"), addLine("PLAN-CBU-START-7")]);
    expect(r.status).toBe(200);
    expect(charOf(itemOf(r.body, "PLAN-CBU-NELIMITAT-20"), "flow")).toBe("RET");
    expect(charOf(itemOf(r.body, "PLAN-CBU-START-7"), "flow")).toBe("MFP");
  });

  it("a renewal names the line it renews: none is 400, someone else's line is 400300, and nothing is stored", async () => {
    const s = await extendedSso(t, "postpaid.owner");
    const before = (await getCart(t, s)).body.cartItem.length;
    expectCartError(await patchCart(t, s, [renew("PLAN-CBU-TINERET-8")]), 400, "400");
    expectCartError(await patchCart(t, s, [renew("PLAN-CBU-TINERET-8", "SUB-0733000201")]), 400, "400300");
    expect((await getCart(t, s)).body.cartItem.length).toBe(before);
  });

  it("SPEC §8 400300: RET is for a plan only (not a device)", async () => {
    const s = await extendedSso(t, "hybrid.owner");
    expectCartError(await patchCart(t, s, [renew("DEV-NORDIA-X5-NEGRU", "SUB-0722000301")]), 400, "400300");
  });

  it("SPEC §8 400300: a visitor (anonymous) or a one-time-code session cannot renew; ACQ stays open to them", async () => {
    const a = await anonymous(t);
    expectCartError(await patchCart(t, a, [renew("PLAN-CBU-SMART-15", "SUB-0722000101")]), 400, "400300");
    expect((await patchCart(t, a, [add("PLAN-CBU-SMART-15")])).status).toBe(200);
    const o = await otcSession(t, "0722000101");
    expectCartError(await patchCart(t, o, [renew("PLAN-CBU-SMART-15", "SUB-0722000101")]), 400, "400300");
  });

  it("business.chooser renews a business plan on the business cart (EBU eligible flows)", async () => {
    const s = await extendedSso(t, "business.chooser", "shopebuweb");
    expect(await eligibleFlows(t, s, "EBU")).toContain("RET");
    const r = await patchCart(t, s, [renew("PLAN-EBU-PRO-18", "SUB-0728000501")], EBU_CART);
    expect(r.status).toBe(200);
    expect(charOf(itemOf(r.body, "PLAN-EBU-PRO-18"), "flow")).toBe("RET");
  });
});
