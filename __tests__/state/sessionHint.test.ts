// Issue 25: <html> is marked when a session may be stored, before the first paint (the header keeps its signed-in row).
import { SESSION_HINT_ATTR, SESSION_HINT_SCRIPT, markStoredSession } from "../../src/state/sessionHint";
import { SESSION_STORAGE_KEY, mayHoldSession } from "../../src/state/sessionKey";

const run = () => new Function(SESSION_HINT_SCRIPT)();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(SESSION_HINT_ATTR);
});

test("the inline script marks <html> exactly when mayHoldSession would say a session may be stored", () => {
  for (const stored of [null, "{}", '{"state":{"auth":{"baseSSO":{"accessToken":"a","refreshToken":"r"}}}}', "not json"]) {
    localStorage.clear();
    document.documentElement.removeAttribute(SESSION_HINT_ATTR);
    if (stored !== null) localStorage.setItem(SESSION_STORAGE_KEY, stored);
    run();
    expect(document.documentElement.hasAttribute(SESSION_HINT_ATTR)).toBe(mayHoldSession(localStorage));
  }
});

test("the store's answer corrects the mark both ways", () => {
  markStoredSession(true);
  expect(document.documentElement.hasAttribute(SESSION_HINT_ATTR)).toBe(true);
  markStoredSession(false);
  expect(document.documentElement.hasAttribute(SESSION_HINT_ATTR)).toBe(false);
});
