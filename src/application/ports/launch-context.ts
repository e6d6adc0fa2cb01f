/** tpx-initial-data (SPEC §1): JSON of initial settings passed in the query. */
export interface InitialData {
  readonly tenantId?: string;
  readonly tenant?: string;
  readonly productId?: string;
  readonly frameColor?: string;
  readonly filter?: string;
  readonly matColor?: string;
  readonly test?: boolean;
}

/** What the page was opened with: read once at start. */
export interface LaunchContext {
  readonly hostname: string;
  /** The query string at launch, without the leading '?'. */
  readonly search: string;
  /** The path at launch (an admin path runs as the host's tenant: `resolveTenantId`). */
  readonly path?: string;
  /** True inside an iframe (routing is then in memory and the parent gets messages). */
  readonly embedded: boolean;
  /** Decoded tpx-initial-data, or null when absent or malformed (malformed is logged, never fatal). */
  readonly initialData: InitialData | null;
}
export const LaunchContext = Symbol('LaunchContext');
