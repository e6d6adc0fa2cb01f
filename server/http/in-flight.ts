/**
 * Counts the requests being answered, so that a stopping server can wait for them (an upload being
 * stored, a project being saved, a checkout being charged) before it closes the database.
 */
export function trackInFlight() {
  let running = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    running--;
    if (running === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  return {
    count: () => running,
    wrap<A extends unknown[]>(fetch: (request: Request, ...rest: A) => Response | Promise<Response>) {
      return async (request: Request, ...rest: A): Promise<Response> => {
        running++;
        try {
          return await fetch(request, ...rest);
        } finally {
          settle();
        }
      };
    },
    /** Resolves true once nothing is running, or false when `timeoutMs` passes first. */
    drained(timeoutMs: number): Promise<boolean> {
      if (running === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
