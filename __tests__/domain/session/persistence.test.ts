import { STORED_STATE_VERSION } from "../../../src/domain/constants";
import {
  compareVersions,
  encodeStored,
  isTransientKey,
  parseVersion,
  pickPersisted,
  readStored,
} from "../../../src/domain/session/persistence";
import { deepFreeze, pair } from "./fixtures";

describe("SPEC §9 stored state version: dotted numeric versions", () => {
  it.each([
    ["2.4.2", [2, 4, 2]],
    ["10", [10]],
    [" 2.4.10 ", [2, 4, 10]],
    ["2.4.x", null],
    ["2..4", null],
    ["v2.4.2", null],
    ["", null],
    [242, null],
    [null, null],
  ])("parseVersion(%p) → %p", (input, expected) => {
    expect(parseVersion(input)).toEqual(expected);
  });

  it.each([
    ["2.4.2", "2.4.2", 0],
    ["2.4.1", "2.4.2", -1],
    ["2.4.10", "2.4.9", 1],
    ["2.10.0", "2.9.9", 1],
    ["1.99.99", "2.0.0", -1],
    ["2.4", "2.4.0", 0],
    ["2.4", "2.4.1", -1],
    ["3", "2.9.9", 1],
  ] as const)("compareVersions(%s, %s) → %i", (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });

  it("throws on a version that is not dotted numbers", () => {
    expect(() => compareVersions("2.4.2", "latest")).toThrow(/latest/);
    expect(() => compareVersions("x", "2.4.2")).toThrow(RangeError);
  });
});

const envelope = (version: unknown, state: unknown = { auth: { baseSSO: null } }) => ({ version, state });

describe("SPEC §4 version stamp: purge and reload when the stored version is not newer", () => {
  it("uses SPEC §9's 2.4.2 by default", () => {
    expect(STORED_STATE_VERSION).toBe("2.4.2");
    expect(readStored(envelope("2.4.2")).decision).toBe("load");
    expect(readStored(envelope("2.4.1")).decision).toBe("purge");
  });

  it.each([
    ["nothing stored (null)", null, "empty"],
    ["nothing stored (undefined)", undefined, "empty"],
    ["same version", envelope("2.4.2"), "load"],
    ["same version written as 2.4.2.0", envelope("2.4.2.0"), "load"],
    ["older patch", envelope("2.4.1"), "purge"],
    ["older major", envelope("1.9.9"), "purge"],
    ["newer patch (a later release wrote it)", envelope("2.4.3"), "ignore"],
    ["newer minor", envelope("2.10.0"), "ignore"],
    ["newer, even with an odd state", envelope("3.0.0", "whatever"), "ignore"],
    ["missing version", { state: {} }, "purge"],
    ["unparseable version", envelope("two"), "purge"],
    ["numeric version", envelope(2.4), "purge"],
    ["same version, state not an object", envelope("2.4.2", [1, 2]), "purge"],
    ["same version, no state", { version: "2.4.2" }, "purge"],
    ["an array", [], "purge"],
    ["a number", 42, "purge"],
    ["JSON text, same version", JSON.stringify(envelope("2.4.2")), "load"],
    ["JSON text, older", JSON.stringify(envelope("2.0.0")), "purge"],
    ["JSON text, newer", JSON.stringify(envelope("9.0.0")), "ignore"],
    ["text that is not JSON", "{not json", "purge"],
    ["empty text", "", "purge"],
    ["JSON null text", "null", "purge"],
  ])("%s → %s", (_name, stored, expected) => {
    expect(readStored(stored).decision).toBe(expected);
  });

  it("compares with the current version it is given", () => {
    expect(readStored(envelope("2.4.2"), "2.5.0").decision).toBe("purge");
    expect(readStored(envelope("2.5.0"), "2.5.0").decision).toBe("load");
    expect(readStored(envelope("2.5.0"), "2.4.2").decision).toBe("ignore");
  });

  it("hands back the stored slices when loading", () => {
    const state = { auth: { baseSSO: pair("base") } };
    expect(readStored(JSON.stringify({ version: "2.4.2", state }))).toEqual({ decision: "load", state });
    expect(readStored(envelope("2.4.1"))).toEqual({ decision: "purge" });
  });
});

describe("SPEC §4 persisted whitelist, excluding errors, pending flags, saved card", () => {
  const slices = deepFreeze({
    auth: { baseSSO: pair("base"), otc: { personal: null, business: pair("otc") } },
    user: { profile: { firstName: "Ana", cnp: "2881105220044", status: "x" }, pending: true, lastSeen: 5 },
    cart: { items: [1], error: "boom" },
    checkout: { savedCard: { pan: "4111" } },
  });

  it("keeps only whitelisted slices", () => {
    expect(Object.keys(pickPersisted(slices, ["auth"]))).toEqual(["auth"]);
    expect(pickPersisted(slices, ["auth"]).auth).toEqual(slices.auth);
    expect(pickPersisted(slices, [])).toEqual({});
  });

  it("takes one part of a slice with a dotted path", () => {
    expect(pickPersisted(slices, ["user.profile"])).toEqual({ user: { profile: { firstName: "Ana", status: "x" } } });
  });

  it("skips whitelisted slices that do not exist and keeps null values", () => {
    expect(pickPersisted({ a: null }, ["a", "b", "c.d"])).toEqual({ a: null });
  });

  it.each([
    "error",
    "errors",
    "pending",
    "isPending",
    "loading",
    "Error",
    "savedCard",
    "card",
    "cardNumber",
    "CARD_TOKEN",
    "cnp",
    "CNP",
    "password",
  ])("drops %s at any depth", (key) => {
    expect(isTransientKey(key)).toBe(true);
    const nested = { s: { [key]: 1, keep: { [key]: 2, deeper: [{ [key]: 3, ok: 4 }] } } };
    expect(pickPersisted(nested, ["s"])).toEqual({ s: { keep: { deeper: [{ ok: 4 }] } } });
  });

  it.each(["accessToken", "refreshToken", "selectedClientType", "profile", "status", "statusText", "errorCode"])("keeps %s", (key) => {
    expect(isTransientKey(key)).toBe(false);
  });

  it("never writes a whitelisted path that names a transient key, nor card data inside a kept slice", () => {
    expect(pickPersisted(slices, ["auth", "cart.error", "checkout"])).toEqual({ auth: slices.auth, checkout: {} });
    expect(pickPersisted({ savedCard: { pan: "4111" } }, ["savedCard"])).toEqual({});
  });

  it("does not mutate its input (frozen input)", () => {
    expect(() => pickPersisted(slices, ["auth", "user", "cart", "checkout"])).not.toThrow();
    expect(slices.user.pending).toBe(true);
  });

  it("encodes the version with the picked slices", () => {
    const text = encodeStored(slices, "2.4.2", ["auth", "user.profile"]);
    expect(JSON.parse(text)).toEqual({
      version: "2.4.2",
      state: { auth: slices.auth, user: { profile: { firstName: "Ana", status: "x" } } },
    });
    expect(text).not.toMatch(/pending|boom|4111|2881105220044/);
    expect(readStored(text).decision).toBe("load");
  });
});
