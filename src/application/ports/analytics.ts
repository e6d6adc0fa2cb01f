/** Where errors and events go (SPEC §8: errors are reported to analytics, except aborts). */
export interface Analytics {
  track(name: string, detail?: Record<string, unknown>): void;
  reportError(error: unknown, context: { readonly where: string; readonly path?: string }): void;
}
export const Analytics = Symbol('Analytics');
