// A request started before React has rendered the page that needs it (while the page's shell is on screen), handed to
// the query that would have made it, once. On a phone the first render and mount take longer than the request.
export interface EarlyRequest<T> {
  /** Starts `request` unless one is already waiting. */
  start(request: () => Promise<T>): void;
  /** The waiting request's answer, taken once; null when none was started. */
  take(): Promise<T> | null;
}

export function earlyRequest<T>(): EarlyRequest<T> {
  let waiting: Promise<T> | null = null;
  return {
    start(request) {
      if (waiting) return;
      waiting = request();
      // Nobody may take it (the page changed): its failure must not be an unhandled rejection.
      waiting.catch(() => undefined);
    },
    take() {
      const taken = waiting;
      waiting = null;
      return taken;
    },
  };
}
