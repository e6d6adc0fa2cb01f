/**
 * Types of the TilePix embed script (/embed.js), served beside it at /embed.d.ts. The messages
 * follow the store's contract (src/contract/parent-frame.ts); README 'Embedding' documents each.
 */

/** The store's state as it tells the parent (SPEC §7 updateState); each message carries only what changed. */
export interface StoreState {
  activeProject?: { id: string; productId: string; status: string; tileCount: number; frameColor: string; filter: string; matColor: string } | null;
  activeProjectId?: string | null;
  activeProjectIds?: string[];
  appSize?: { width: number; height: number };
  homeUrl?: string;
  preventUnload?: boolean;
  isModalOpen?: boolean;
  showWelcomePromo?: boolean;
  cartCount?: number;
  loggedIn?: boolean;
}

/** Every message the store sends: the envelope `{ type, source: 'tilepix', protocol: 1 }` and its fields. */
export type StoreMessage = { source: 'tilepix'; protocol: 1 } & (
  | { type: 'notifyVueCreated' }
  | { type: 'notifyPathChanged'; path: string; title: string }
  | { type: 'updateState'; state: StoreState }
  | { type: 'navigate'; url: string }
  | { type: 'notifyProjectsSaved'; deletedProjectIds: string[]; remainingProjectIds: string[] }
  | { type: 'uploadComplete'; count?: number }
  | { type: 'localImgPreviewReady'; count?: number }
  | { type: 'showFrame' }
  | { type: 'hideFullscreen' }
  | { type: 'getBase64Img'; requestId: string; ok: true; mimeType: string; data: ArrayBuffer | string }
  | { type: 'getBase64Img'; requestId: string; ok: false; error: 'not-found' | 'too-large' | 'failed' }
  | { type: 'analyticsEvent'; event: string; params: Record<string, string | number | boolean> }
);

/** Every message the page may send the store. */
export type ParentMessageType =
  'changeRoute' | 'updateState' | 'receiveLocalStorage' | 'open' | 'startUpload' | 'clearDevicePhotos' | 'getBase64Img' | 'notifyBuilderClosed';

/** Events on the mounted element (and `TilePix.on`), without the `tilepix:` prefix: each message type, each state field, and `message` / `sent` for all. */
export interface TilePixEvents {
  message: StoreMessage;
  sent: { type: ParentMessageType; protocol: 1; [field: string]: unknown };
  notifyVueCreated: Extract<StoreMessage, { type: 'notifyVueCreated' }>;
  notifyPathChanged: Extract<StoreMessage, { type: 'notifyPathChanged' }>;
  updateState: Extract<StoreMessage, { type: 'updateState' }>;
  navigate: Extract<StoreMessage, { type: 'navigate' }>;
  notifyProjectsSaved: Extract<StoreMessage, { type: 'notifyProjectsSaved' }>;
  uploadComplete: Extract<StoreMessage, { type: 'uploadComplete' }>;
  localImgPreviewReady: Extract<StoreMessage, { type: 'localImgPreviewReady' }>;
  showFrame: Extract<StoreMessage, { type: 'showFrame' }>;
  hideFullscreen: Extract<StoreMessage, { type: 'hideFullscreen' }>;
  getBase64Img: Extract<StoreMessage, { type: 'getBase64Img' }>;
  analyticsEvent: Extract<StoreMessage, { type: 'analyticsEvent' }>;
  activeProject: StoreState['activeProject'];
  activeProjectId: StoreState['activeProjectId'];
  activeProjectIds: StoreState['activeProjectIds'];
  appSize: StoreState['appSize'];
  homeUrl: StoreState['homeUrl'];
  preventUnload: StoreState['preventUnload'];
  isModalOpen: StoreState['isModalOpen'];
  showWelcomePromo: StoreState['showWelcomePromo'];
  cartCount: StoreState['cartCount'];
  loggedIn: StoreState['loggedIn'];
}

export interface MountOptions {
  /** The tenant (default: the element's data-tenant). */
  tenant?: string;
  /** The store page to open (default: data-path, else '/'). */
  path?: string;
  /** tpx-initial-data (SPEC §1): tenantId, tenant, productId, frameColor, filter, matColor, test. Default: data-initial-data (JSON). */
  initialData?: string | { tenantId?: string; tenant?: string; productId?: string; frameColor?: string; filter?: string; matColor?: string; test?: boolean };
  /** The iframe's accessible name (default 'TilePix store'). */
  title?: string;
  /** Height before the store reports its size (default 600). */
  initialHeight?: number;
  /** false: keep the iframe's height (the page sizes it). */
  autoHeight?: boolean;
  /** The page's home, told to the store (updateState homeUrl; must be an allowed parent origin). */
  homeUrl?: string;
  /** Where a navigate message goes (default: location.assign). */
  onNavigate?: (url: string) => void;
}

/** A mounted store. */
export interface TilePixStore {
  readonly element: HTMLElement;
  readonly iframe: HTMLIFrameElement;
  readonly origin: string;
  readonly tenant: string;
  /** True once the store sent notifyVueCreated. */
  ready: boolean;
  /** The store's state as last told. */
  state: StoreState;
  send(type: ParentMessageType, fields?: Record<string, unknown>): void;
  changeRoute(path: string): void;
  openProfile(): void;
  startUpload(): void;
  clearDevicePhotos(): void;
  notifyBuilderClosed(): void;
  /** getBase64Img: the active project's image (or a tile's), as a Blob. */
  getImage(tileId?: string): Promise<Blob>;
  /** Keeps the session on this page (localStorage) and hands it to the store now and on every load (receiveLocalStorage). */
  handOverSession(session: { accessToken: string; refreshToken: string; customer?: unknown }): void;
  /** Drops the kept session; called by the script itself when the store reports loggedIn false after true (a logout). */
  forgetSession(): void;
  on<K extends keyof TilePixEvents>(type: K, listener: (detail: TilePixEvents[K], store: TilePixStore) => void): () => void;
  destroy(): void;
}

export interface TilePixApi {
  readonly version: 1;
  /** The store's origin (where /embed.js was loaded from). */
  readonly origin: string;
  mount(element: HTMLElement, options?: MountOptions): TilePixStore;
  stores(): TilePixStore[];
  /** Listens on every mounted store. */
  on<K extends keyof TilePixEvents>(type: K, listener: (detail: TilePixEvents[K], store: TilePixStore) => void): () => void;
}

declare global {
  interface Window {
    TilePix?: TilePixApi;
  }
  interface HTMLElementEventMap {
    'tilepix:cartCount': CustomEvent<number>;
    'tilepix:loggedIn': CustomEvent<boolean>;
    'tilepix:appSize': CustomEvent<{ width: number; height: number }>;
    'tilepix:message': CustomEvent<StoreMessage>;
  }
}
