import type { Analytics } from '../../application/ports/analytics';

/** The backend half of the browser's analytics (errors and our own events). */
import type { MainApi } from '../../application/ports/main-api';

/**
 * Sends errors and events to our own backend (POST v1/client-events) and the console.
 * Aborts are not errors (SPEC §8: errors are reported to analytics except aborts).
 */
export class ServerAnalytics implements Pick<Analytics, 'track' | 'reportError'> {
  constructor(
    private readonly api: () => MainApi,
    private readonly path: () => string,
    /** SPEC §3 `mixpanelId`: the browser's anonymous analytics id, sent with each of our own events. */
    private readonly anonymousId?: () => string,
  ) {}

  track(name: string, detail?: Record<string, unknown>): void {
    const id = this.anonymousId?.();
    const withId = id === undefined ? detail : { ...detail, mixpanelId: id };
    void this.api().reportClientEvent({ kind: 'event', name, path: this.path(), ...(withId ? { detail: withId } : {}) });
  }

  reportError(error: unknown, context: { readonly where: string; readonly path?: string }): void {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error(`[${context.where}]`, error);
    const message = error instanceof Error ? error.message : String(error);
    void this.api().reportClientEvent({
      kind: 'error',
      name: context.where,
      message,
      path: context.path ?? this.path(),
      ...(error instanceof Error && error.stack ? { detail: { stack: error.stack } } : {}),
    });
  }
}
