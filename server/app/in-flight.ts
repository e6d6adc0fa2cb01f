/**
 * Counts the requests being answered, so that a stopping server can wait for them (an upload being
 * stored, a project being saved, a checkout being charged) before it closes the database.
 */
export function trackInFlight() {
  let running = 0;
  let draining = false;
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
    /** From now on /healthz answers 503 (a balancer stops sending) and answers ask to close the connection. */
    startDraining: () => {
      draining = true;
    },
    wrap<A extends unknown[]>(fetch: (request: Request, ...rest: A) => Response | Promise<Response>) {
      return async (request: Request, ...rest: A): Promise<Response> => {
        if (draining && new URL(request.url).pathname === '/healthz') {
          return new Response(JSON.stringify({ status: 'shutting down' }), {
            status: 503,
            headers: { 'content-type': 'application/json', connection: 'close' },
          });
        }
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
