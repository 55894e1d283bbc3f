import { classifyError, ERROR_CLASSES, errorMessageKey, isRetryable } from "../../../src/domain/errors/errorClasses";

const http = (status: number) => ({ kind: "http", status });

describe("issue 12 retry rule per error kind: network, timeout, 5xx, 429 yes; 4xx, malformed no", () => {
  it.each([
    ["no answer", { kind: "network", status: 0 }, "network", true],
    ["timeout", { kind: "timeout", status: 0 }, "timeout", true],
    ["500", http(500), "server", true],
    ["502", http(502), "server", true],
    ["503", http(503), "server", true],
    ["599", http(599), "server", true],
    ["429", http(429), "rateLimited", true],
    ["400", http(400), "badRequest", false],
    ["403", http(403), "forbidden", false],
    ["404", http(404), "notFound", false],
    ["409", http(409), "badRequest", false],
    ["422", http(422), "badRequest", false],
    ["401 not cured by the refresh", { kind: "unauthorized", status: 401 }, "unauthorized", false],
    ["http 401", http(401), "unauthorized", false],
    ["malformed answer", { kind: "invalid_response", status: 200 }, "invalidAnswer", false],
    ["SPEC §5 errorCode", { kind: "rejected", status: 200 }, "rejected", false],
    ["a render or programming error", new TypeError("x is undefined"), "unknown", false],
    ["a thrown string", "boom", "unknown", false],
    ["null", null, "unknown", false],
  ] as const)("%s → %s, retryable %s", (_name, error, cls, retryable) => {
    expect(classifyError(error)).toBe(cls);
    expect(isRetryable(error)).toBe(retryable);
  });

  it("every class has a rule that cites where it comes from", () => {
    for (const [name, rule] of Object.entries(ERROR_CLASSES)) {
      expect(rule.spec).toMatch(/^(SPEC §\d|issue 12)/);
      expect(typeof rule.retryable).toBe("boolean");
      expect(name).toBeTruthy();
    }
  });
});

describe("issue 12: one mapping from error kind to the message shown (SPEC §8 default: generic)", () => {
  it.each([
    [{ kind: "network" }, "network"],
    [{ kind: "timeout" }, "timeout"],
    [http(503), "unavailable"],
    [http(429), "tooManyRequests"],
    [{ kind: "unauthorized", status: 401 }, "sessionExpired"],
    [http(403), "forbidden"],
    [http(404), "notFound"],
    [http(400), "generic"],
    [{ kind: "invalid_response", status: 200 }, "generic"],
    [new Error("render"), "generic"],
  ] as const)("%j → %s", (error, key) => {
    expect(errorMessageKey(error)).toBe(key);
  });
});
