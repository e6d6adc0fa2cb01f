import { isLeft } from 'fp-ts/Either';
import {
  MESSAGE_SOURCE,
  MessageFromParentCodec,
  MessageToParentCodec,
  PARENT_FRAME_PROTOCOL,
  type MessageFromParentWire,
  type MessageToParentWire,
} from '../../contract/parent-frame';
import { describeDecodeErrors } from '../../contract/decode-errors';
import { originAllowed } from '../../domain/tenant/parent-origin';
import type { MessageFromParent, MessageToParent, ParentFrame } from '../../application/ports/parent-frame';

export { MESSAGE_SOURCE };

// Compile-time checks, both ways: the port's messages are exactly the contract's.
type Extends<A, B extends A> = B;
export type PortMessagesFromParentAreContract = Extends<MessageFromParent, MessageFromParentWire>;
export type ContractMessagesFromParentArePort = Extends<MessageFromParentWire, MessageFromParent>;
export type PortMessagesToParentAreContract = Extends<MessageToParentWire, MessageToParent>;

/** Where dropped messages are noted: a debug line (not an error: a busy parent page may post anything). */
export type DropLog = (reason: string, detail?: unknown) => void;
const debugLog: DropLog = (reason, detail) => console.debug(`[embed] dropped a parent message: ${reason}`, detail ?? '');

/**
 * postMessage with the embedding page, in the contract's messages (src/contract/parent-frame.ts).
 * Messages go only to the parent's exact origin, and only when that origin is one the tenant allows;
 * incoming messages are dropped (and logged) unless they come from the parent window itself (not a
 * sibling frame or a popup), from an allowed origin, and decode.
 */
export class WindowParentFrame implements ParentFrame {
  readonly embedded: boolean;

  constructor(
    private readonly win: Window,
    private readonly allowedOrigins: () => readonly string[],
    private readonly log: DropLog = debugLog,
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

  post(message: MessageToParent, transfer: readonly Transferable[] = []): void {
    if (!this.embedded) return;
    const origin = this.parentOrigin();
    if (origin === null || !originAllowed(origin, this.allowedOrigins())) return;
    const outgoing = { source: MESSAGE_SOURCE, protocol: PARENT_FRAME_PROTOCOL, ...message };
    // Only what the contract defines leaves the frame.
    if (!MessageToParentCodec.is(outgoing)) return;
    this.win.parent.postMessage(outgoing, { targetOrigin: origin, transfer: [...transfer] });
  }

  subscribe(handler: (message: MessageFromParent) => void): () => void {
    const listener = (event: MessageEvent) => {
      if (event.source !== this.win.parent || this.win.parent === this.win) return this.log('not from the parent window', event.origin);
      if (!originAllowed(event.origin, this.allowedOrigins())) return this.log('origin not allowed', event.origin);
      const decoded = MessageFromParentCodec.decode(event.data);
      if (isLeft(decoded)) return this.log('does not decode', describeDecodeErrors(decoded.left)[0]);
      handler(decoded.right);
    };
    this.win.addEventListener('message', listener);
    return () => this.win.removeEventListener('message', listener);
  }
}
