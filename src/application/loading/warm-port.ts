/**
 * The member a lazily made port (src/adapters/lazy-port.ts) answers with its loader: calling it
 * fetches the port's code now rather than on first use. An implementation may have it too, to get
 * ready beyond its code (the photo processor starts its workers).
 */
export const WARM_PORT = Symbol('warmPort');

/**
 * Fetches a lazily made port's code ahead of its first use, so that use pays no round trip (the photo
 * picker warms the upload and picture ports while the shopper chooses: issue 31 item 7). A port made
 * eagerly has nothing to fetch; a failed fetch is left to the first use, which retries it.
 */
export async function warmPort(port: object): Promise<void> {
  const warm = (port as { [WARM_PORT]?: () => unknown })[WARM_PORT];
  await Promise.resolve()
    .then(() => warm?.call(port))
    .catch(() => undefined);
}
