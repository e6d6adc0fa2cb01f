/**
 * The member a lazily made port (src/adapters/lazy-port.ts) answers with its loader: calling it
 * fetches the port's code now rather than on first use.
 */
export const WARM_PORT = Symbol('warmPort');

/**
 * Fetches a lazily made port's code ahead of its first use, so that use pays no round trip (the photo
 * picker warms the upload and picture ports while the shopper chooses: issue 31 item 7). A port made
 * eagerly has nothing to fetch; a failed fetch is left to the first use, which retries it.
 */
export async function warmPort(port: object): Promise<void> {
  const warm = (port as { [WARM_PORT]?: () => Promise<unknown> })[WARM_PORT];
  await warm?.().catch(() => undefined);
}
