import type { TokenSlot } from "../../../src/domain/session/activeMethod";
import { applyRefresh, readSlot, writeSlot } from "../../../src/domain/session/tokenSlots";
import {
  emptyTokens,
  setAnonymousTokens,
  setBaseTokens,
  setExtendedTokens,
  setOtcTokens,
  type AuthTokens,
} from "../../../src/domain/session/tokens";
import { deepFreeze, pair, snapshot } from "./fixtures";

function everything(): AuthTokens {
  let t = setBaseTokens(emptyTokens(), pair("base"));
  t = setExtendedTokens(t, "shopCBU", pair("cbu"));
  t = setExtendedTokens(t, "shopEBU", pair("ebu"));
  t = setOtcTokens(setOtcTokens(t, "personal", pair("otc-p")), "business", pair("otc-b"));
  // Plain assignment: setBaseTokens above would have cleared these.
  return { ...t, anonymous: pair("anon"), ebuAnonymous: pair("ebu-anon") };
}

const SLOTS: [TokenSlot, string][] = [
  [{ kind: "baseSSO" }, "base"],
  [{ kind: "extendedSSO", clientType: "shopCBU" }, "cbu"],
  [{ kind: "extendedSSO", clientType: "shopEBU" }, "ebu"],
  [{ kind: "otc", area: "personal" }, "otc-p"],
  [{ kind: "otc", area: "business" }, "otc-b"],
  [{ kind: "anonymous" }, "anon"],
  [{ kind: "ebuAnonymous" }, "ebu-anon"],
];

describe("SPEC §7 refresh write-back: the slot a request's token came from", () => {
  it.each(SLOTS)("readSlot %j", (slot, name) => {
    expect(readSlot(everything(), slot)).toEqual(pair(name));
  });
  it.each(SLOTS.filter(([s]) => s.kind !== "baseSSO"))("writeSlot %j changes only that slot", (slot) => {
    const before = deepFreeze(everything());
    const after = writeSlot(before, slot, pair("new"));
    expect(readSlot(after, slot)).toEqual(pair("new"));
    for (const [other, name] of SLOTS)
      if (JSON.stringify(other) !== JSON.stringify(slot)) expect(readSlot(after, other)).toEqual(pair(name));
    expect(after.extendedSSO.selectedClientType).toBe("shopEBU");
  });
  it("SPEC §4 writing the base slot is setting new base tokens: anonymous sets are cleared", () => {
    const after = writeSlot(everything(), { kind: "baseSSO" }, pair("new"));
    expect(after.baseSSO).toEqual(pair("new"));
    expect(after.anonymous).toBeNull();
    expect(after.ebuAnonymous).toBeNull();
  });
  it("refreshing a set that is not the selected one keeps the selection", () => {
    const t = everything();
    expect(t.extendedSSO.selectedClientType).toBe("shopEBU");
    expect(writeSlot(t, { kind: "extendedSSO", clientType: "shopCBU" }, pair("new")).extendedSSO.selectedClientType).toBe("shopEBU");
  });
});

describe("SPEC §4 + §7 applyRefresh: a refresh never brings back tokens that were cleared", () => {
  const answer = (name: string, base?: string) => ({ ok: true as const, tokens: pair(name), baseTokens: base ? pair(base) : null });

  it("writes the new pair when the slot still holds the refreshed token", () => {
    const t = setOtcTokens(emptyTokens(), "business", pair("old"));
    const after = applyRefresh(t, { kind: "otc", area: "business" }, "old-refresh", answer("new"));
    expect(after.otc.business).toEqual(pair("new"));
  });
  it.each<[string, AuthTokens]>([
    ["logged out", emptyTokens()],
    ["signed in again", setOtcTokens(emptyTokens(), "business", pair("other"))],
  ])("%s in between → nothing changes (same object)", (_, t) => {
    const frozen = deepFreeze(t);
    const before = snapshot(frozen);
    const after = applyRefresh(frozen, { kind: "otc", area: "business" }, "old-refresh", answer("new"));
    expect(after).toBe(frozen);
    expect(after).toEqual(before);
  });
  it("baseTokens that differ from the returned pair replace the base set (SSO slot)", () => {
    const t = setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "shopEBU", pair("ebu"));
    const after = applyRefresh(t, { kind: "extendedSSO", clientType: "shopEBU" }, "ebu-refresh", answer("ebu2", "base2"));
    expect(after.extendedSSO.shopEBU).toEqual(pair("ebu2"));
    expect(after.baseSSO).toEqual(pair("base2"));
    expect(after.extendedSSO.selectedClientType).toBe("shopEBU");
  });
  it("baseTokens equal to the returned pair: the base set is left alone for an extended slot", () => {
    const t = setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "shopEBU", pair("ebu"));
    const after = applyRefresh(t, { kind: "extendedSSO", clientType: "shopEBU" }, "ebu-refresh", answer("ebu2", "ebu2"));
    expect(after.baseSSO).toEqual(pair("base"));
  });
  it("base slot: the returned pair is the base set", () => {
    const t = setBaseTokens(emptyTokens(), pair("base"));
    expect(applyRefresh(t, { kind: "baseSSO" }, "base-refresh", answer("base2", "base2")).baseSSO).toEqual(pair("base2"));
    expect(applyRefresh(t, { kind: "baseSSO" }, "base-refresh", answer("base2")).baseSSO).toEqual(pair("base2"));
  });
  it("an anonymous or otc refresh never creates a base set", () => {
    const t = setAnonymousTokens(emptyTokens(), "anonymous", pair("anon"));
    const after = applyRefresh(t, { kind: "anonymous" }, "anon-refresh", answer("anon2", "base2"));
    expect(after.anonymous).toEqual(pair("anon2"));
    expect(after.baseSSO).toBeNull();
  });
});
