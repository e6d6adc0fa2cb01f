import { isLeft } from 'fp-ts/Either';
import { MESSAGE_SOURCE, MessageFromParentCodec, MessageToParentCodec, type MessageFromParentWire } from '../../contract/parent-frame';
import { originAllowed } from '../../domain/tenant/parent-origin';
import type { MessageFromParent, MessageToParent, ParentFrame } from '../../application/ports/parent-frame';

export { MESSAGE_SOURCE };

/** The parent messages the port names today (the embed issue hands the others on too). */
const HANDLED: ReadonlySet<MessageFromParentWire['type']> = new Set<MessageFromParent['type']>(['changeRoute', 'updateState', 'open', 'notifyBuilderClosed']);

/** Compile-time check: every message the port names is one the contract defines. */
type Extends<A, B extends A> = B;
export type PortMessagesAreContractMessages = Extends<MessageFromParentWire, MessageFromParent>;

/**
 * postMessage with the embedding page, in the contract's messages (src/contract/parent-frame.ts).
 * Messages go only to the parent's own origin, and only when that origin is one the tenant allows;
 * incoming messages are dropped unless their origin is allowed and they decode.
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
    const outgoing = { source: MESSAGE_SOURCE, ...message };
    // Only what the contract defines leaves the frame.
    if (!MessageToParentCodec.is(outgoing)) return;
    this.win.parent.postMessage(outgoing, origin);
  }

  subscribe(handler: (message: MessageFromParent) => void): () => void {
    const listener = (event: MessageEvent) => {
      if (event.source !== this.win.parent || !originAllowed(event.origin, this.allowedOrigins())) return;
      const decoded = MessageFromParentCodec.decode(event.data);
      if (!isLeft(decoded) && HANDLED.has(decoded.right.type)) handler(decoded.right as MessageFromParent);
    };
    this.win.addEventListener('message', listener);
    return () => this.win.removeEventListener('message', listener);
  }
}
