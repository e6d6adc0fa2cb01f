import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { originAllowed } from '../../domain/tenant/parent-origin';
import type { MessageFromParent, MessageToParent, ParentFrame } from '../../application/ports/parent-frame';

/** Every message we send carries this source so the parent can tell ours from others. */
export const MESSAGE_SOURCE = 'tilepix';

const StateCodec = t.record(t.string, t.unknown);
export const MessageFromParentCodec: t.Decoder<unknown, MessageFromParent> = t.union([
  t.type({ type: t.literal('changeRoute'), path: t.string }),
  t.type({ type: t.literal('updateState'), state: StateCodec }),
  t.type({ type: t.literal('open'), what: t.literal('profile') }),
  t.type({ type: t.literal('notifyBuilderClosed') }),
]);

/**
 * postMessage with the embedding page. Messages go only to the parent's own origin, and only when
 * that origin is one the tenant allows; incoming messages are dropped unless their origin is
 * allowed and they decode.
 */
export class WindowParentFrame implements ParentFrame {
  readonly embedded: boolean;

  constructor(
    private readonly win: Window,
    private readonly allowedOrigins: () => readonly string[],
  ) {
    this.embedded = win.parent !== win;
  }

  /** The parent's origin: Chromium's ancestorOrigins, else the referrer's origin. */
  private parentOrigin(): string | null {
    const ancestor = this.win.location.ancestorOrigins?.[0];
    if (ancestor) return ancestor;
    try {
      return this.win.document.referrer ? new URL(this.win.document.referrer).origin : null;
    } catch {
      return null;
    }
  }

  post(message: MessageToParent): void {
    if (!this.embedded) return;
    const origin = this.parentOrigin();
    if (origin === null || !originAllowed(origin, this.allowedOrigins())) return;
    this.win.parent.postMessage({ source: MESSAGE_SOURCE, ...message }, origin);
  }

  subscribe(handler: (message: MessageFromParent) => void): () => void {
    const listener = (event: MessageEvent) => {
      if (event.source !== this.win.parent || !originAllowed(event.origin, this.allowedOrigins())) return;
      const decoded = MessageFromParentCodec.decode(event.data);
      if (!isLeft(decoded)) handler(decoded.right);
    };
    this.win.addEventListener('message', listener);
    return () => this.win.removeEventListener('message', listener);
  }
}
