import { loadChunk } from '../application/loading/chunk-loader';
import { WARM_PORT } from '../application/loading/warm-port';

/**
 * A port whose implementation, and the code behind it, loads on first use. The composition root
 * binds heavy adapters (storefront, photo pipeline, social albums) through this so that their code
 * stays out of the entry chunk: the home route's budget is 150 KB gzipped.
 *
 * For ports whose members are methods returning promises: every member of the proxy is an async
 * method that waits for the implementation, then calls it. Plain values a port exposes (a name,
 * say) are given up front in `constants`.
 */
export function lazyPort<T extends object>(load: () => Promise<T>, constants: Partial<T> = {}): T {
  let instance: Promise<T> | undefined;
  const implementation = () =>
    (instance ??= loadChunk(load).catch((error: unknown) => {
      instance = undefined; // a failed chunk load is retried on the next call
      throw error;
    }));
  return new Proxy({} as T, {
    get(_target, property) {
      // Never look like a thenable: `await port` must not call into the implementation.
      if (property === 'then') return undefined;
      // warmPort(port): the code is fetched ahead of the first call, and the implementation warmed if it can be.
      if (property === WARM_PORT) return () => implementation().then((impl) => (impl as { [WARM_PORT]?: () => unknown })[WARM_PORT]?.());
      if (Object.prototype.hasOwnProperty.call(constants, property)) return (constants as Record<PropertyKey, unknown>)[property];
      return async (...args: unknown[]) => {
        const impl = await implementation();
        const member = (impl as Record<PropertyKey, unknown>)[property];
        if (typeof member !== 'function') throw new TypeError(`${String(property)} is not a method of the lazily loaded port`);
        return member.apply(impl, args);
      };
    },
  });
}
