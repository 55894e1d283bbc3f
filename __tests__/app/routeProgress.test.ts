import { finishRouteProgress, startRouteProgress } from "../../src/app/routeProgress";

describe("SPEC §2 progress bar on route changes", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = "";
  });
  afterEach(() => jest.useRealTimers());

  const bar = () => document.getElementById("route-progress");

  it("appears when a navigation starts", () => {
    expect(bar()).toBeNull();
    startRouteProgress(document, 1000);
    expect(bar()).toHaveAttribute("data-state", "loading");
    expect(bar()).toHaveAttribute("role", "progressbar");
  });
  it("stays at least 250 ms, then completes and hides", () => {
    startRouteProgress(document, 1000);
    finishRouteProgress(document, 1050);
    jest.advanceTimersByTime(199);
    expect(bar()).toHaveAttribute("data-state", "loading");
    jest.advanceTimersByTime(1);
    expect(bar()).toHaveAttribute("data-state", "done");
    jest.advanceTimersByTime(300);
    expect(bar()).toHaveAttribute("data-state", "idle");
  });
  it("a new navigation during the fade restarts the bar", () => {
    startRouteProgress(document, 0);
    finishRouteProgress(document, 1000);
    startRouteProgress(document, 1001);
    jest.advanceTimersByTime(1000);
    expect(bar()).toHaveAttribute("data-state", "loading");
  });
  it("ignores a finish without a start", () => {
    finishRouteProgress(document, 0);
    expect(bar()).toBeNull();
  });
});
