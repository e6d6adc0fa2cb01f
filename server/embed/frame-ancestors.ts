import { isParentOriginPattern } from '../../src/domain/embed';

/** How long the CSP's parent origins are served before they are read again. */
export const FRAME_ANCESTORS_TTL_MS = 60_000;

/** The current list, and a way to have it read again at once (after an admin's tenant edit). */
export type FrameAncestors = (() => readonly string[]) & { invalidate(): void };

/**
 * The CSP's frame-ancestors: every tenant's allowed parent origins (the same list the embedded store
 * checks each message against). Read at start, then again at most once a minute when a response
 * asks, in the background (the last list serves meanwhile), so a tenant's new parent page is allowed
 * without a restart. Malformed patterns are left out, never written into the header.
 */
export function frameAncestorsSource(
  initial: readonly string[],
  read: () => Promise<readonly string[]>,
  now: () => number = Date.now,
  log: (message: string) => void = console.error,
): FrameAncestors {
  const wellFormed = (origins: readonly string[]) => origins.filter(isParentOriginPattern);
  let current = wellFormed(initial);
  let readAt = now();
  let reading = false;
  const source = () => {
    if (!reading && now() - readAt >= FRAME_ANCESTORS_TTL_MS) {
      reading = true;
      read()
        .then((origins) => (current = wellFormed(origins)))
        .catch((error: unknown) => log(`[csp] could not re-read the tenants' parent origins: ${String(error)}`))
        .finally(() => {
          readAt = now();
          reading = false;
        });
    }
    return current;
  };
  // An admin changed a tenant: read again now (in the background), not in up to a minute.
  return Object.assign(source, { invalidate: () => ((readAt = Number.NEGATIVE_INFINITY), void source()) });
}
