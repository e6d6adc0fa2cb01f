/** Messages to the embedding page (SPEC §7 "Parent-frame messages"). */
export type MessageToParent =
  | { readonly type: 'notifyPathChanged'; readonly path: string; readonly title: string }
  | { readonly type: 'navigate'; readonly url: string }
  | { readonly type: 'updateState'; readonly state: Readonly<Record<string, unknown>> }
  | { readonly type: 'notifyVueCreated' }
  | { readonly type: 'hideFullscreen' }
  | { readonly type: 'showFrame' };

/** Messages from the embedding page that the app understands. */
export type MessageFromParent =
  | { readonly type: 'changeRoute'; readonly path: string }
  | { readonly type: 'updateState'; readonly state: Readonly<Record<string, unknown>> }
  | { readonly type: 'open'; readonly what: 'profile' }
  | { readonly type: 'notifyBuilderClosed' };

/** The page that embeds the store in an iframe; a no-op outside an iframe. */
export interface ParentFrame {
  readonly embedded: boolean;
  post(message: MessageToParent): void;
  /** Only messages from an allowed parent origin that decode reach `handler`. Returns the unsubscribe. */
  subscribe(handler: (message: MessageFromParent) => void): () => void;
}
export const ParentFrame = Symbol('ParentFrame');
