import { mayTrack, pushEvent } from "../../../src/browser/analytics/dataLayer";

type Win = Window & { dataLayer?: unknown[]; ariaConsent?: { analytics: boolean; marketing: boolean } | null };
const w = window as Win;

beforeEach(() => {
  delete w.dataLayer;
  delete w.ariaConsent;
});

describe("Issue 29 / SPEC §4: the one analytics client pushes only with consent to analytics", () => {
  it("before any choice nothing is pushed", () => {
    expect(pushEvent({ event: "page_view" })).toBe(false);
    expect(w.dataLayer).toBeUndefined();
    expect(mayTrack()).toBe(false);
  });

  it("after a refusal (or marketing only) nothing is pushed", () => {
    w.ariaConsent = { analytics: false, marketing: true };
    expect(pushEvent({ event: "action_click" })).toBe(false);
    expect(w.dataLayer).toBeUndefined();
  });

  it("with analytics allowed the event is appended to the existing array, never replacing it", () => {
    const existing: unknown[] = [["consent", "default", {}]];
    w.dataLayer = existing;
    w.ariaConsent = { analytics: true, marketing: false };
    expect(pushEvent({ event: "page_view", page_type: "cart" })).toBe(true);
    expect(w.dataLayer).toBe(existing);
    expect(existing).toEqual([["consent", "default", {}], { event: "page_view", page_type: "cart" }]);
  });
});
