/**
 * The parent-frame messages as the application sees them (SPEC §7), both directions. The adapter
 * speaks the wire (src/contract/parent-frame.ts: one envelope, io-ts codecs) and proves at compile
 * time that these are the contract's messages.
 */

/** The active project as the parent sees it (what it is, not its photos). */
export interface ParentProject {
  readonly id: string;
  readonly productId: string;
  readonly status: string;
  readonly tileCount: number;
  readonly frameColor: string;
  readonly filter: string;
  readonly matColor: string;
}

/** SPEC §7 "updateState for activeProject, activeProjectId(s), appSize, homeUrl, preventUnload, isModalOpen, showWelcomePromo, cartCount, loggedIn". */
export interface StoreState {
  readonly activeProject?: ParentProject | null;
  readonly activeProjectId?: string | null;
  readonly activeProjectIds?: string[];
  readonly appSize?: { readonly width: number; readonly height: number };
  readonly homeUrl?: string;
  readonly preventUnload?: boolean;
  readonly isModalOpen?: boolean;
  readonly showWelcomePromo?: boolean;
  readonly cartCount?: number;
  readonly loggedIn?: boolean;
}

/** Why an image could not be handed to the parent. */
export type ParentImageError = 'not-found' | 'too-large' | 'failed';

/** Messages to the embedding page. */
export type MessageToParent =
  | { readonly type: 'notifyPathChanged'; readonly path: string; readonly title: string }
  | { readonly type: 'navigate'; readonly url: string }
  | { readonly type: 'notifyProjectsSaved'; readonly deletedProjectIds: string[]; readonly remainingProjectIds: string[] }
  | { readonly type: 'updateState'; readonly state: StoreState }
  | { readonly type: 'notifyVueCreated' }
  | { readonly type: 'uploadComplete'; readonly count?: number }
  | { readonly type: 'localImgPreviewReady'; readonly count?: number }
  | { readonly type: 'hideFullscreen' }
  | { readonly type: 'showFrame' }
  | { readonly type: 'getBase64Img'; readonly requestId: string; readonly ok: true; readonly mimeType: string; readonly data: ArrayBuffer | string }
  | { readonly type: 'getBase64Img'; readonly requestId: string; readonly ok: false; readonly error: ParentImageError }
  | { readonly type: 'analyticsEvent'; readonly event: string; readonly params: Record<string, string | number | boolean> };

/** The parent's updateState fields the store reads. */
export interface ParentState {
  readonly homeUrl?: string;
  readonly showWelcomePromo?: boolean;
  /** The project the parent's builder opened (made active when the store has it). */
  readonly activeProjectId?: string;
  /** false: the parent closed its full-screen frame (the store's dialogs close). */
  readonly isModalOpen?: boolean;
}

/** Messages from the embedding page (every one the spec names). */
export type MessageFromParent =
  | { readonly type: 'changeRoute'; readonly path: string }
  | { readonly type: 'updateState'; readonly state: ParentState }
  | { readonly type: 'receiveLocalStorage'; readonly items: Readonly<Record<string, string>> }
  | { readonly type: 'open'; readonly what: 'profile' }
  | { readonly type: 'startUpload' }
  | { readonly type: 'clearDevicePhotos' }
  | { readonly type: 'getBase64Img'; readonly requestId: string; readonly tileId?: string; readonly as?: 'arrayBuffer' | 'base64' }
  | { readonly type: 'notifyBuilderClosed' };

/** The page that embeds the store in an iframe; a no-op outside an iframe. */
export interface ParentFrame {
  readonly embedded: boolean;
  /**
   * Sends to the parent's exact origin, when the tenant allows it (else dropped). `transfer` hands
   * buffers over instead of copying them (getBase64Img's image).
   */
  post(message: MessageToParent, transfer?: readonly Transferable[]): void;
  /**
   * Only messages from the parent window itself, from an allowed origin, that decode reach
   * `handler`; the others are dropped and logged. Returns the unsubscribe.
   */
  subscribe(handler: (message: MessageFromParent) => void): () => void;
}
export const ParentFrame = Symbol('ParentFrame');
