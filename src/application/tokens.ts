/** Values (not ports) the container provides. */

/** The resolved tenant id (a string): computed once from the launch context. */
export const TenantId = Symbol('TenantId');

/** Build-time settings of the client. */
export interface ClientSettings {
  /** Base of the main API, '/api/' by default (same origin). */
  readonly apiBase: string;
  /** Sent as the version header on every main-API call. */
  readonly version: string;
}
export const ClientSettings = Symbol('ClientSettings');

/**
 * The container itself, for a binding that loads a feature's modules later into the container it was
 * made in (issue 36: no module-global container; the browser's and each server request's are apart).
 */
export const FeatureContainer = Symbol('FeatureContainer');
