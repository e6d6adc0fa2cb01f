import { inject, injectable } from 'inversify';
import { action, makeObservable } from 'mobx';
import { parentRoute } from '../../domain/embed';
import { LoginPrompt, SessionStore } from '../account';
import { ImageBlobFetcher, type ImageBlobFetcher as BlobFetcher } from '../ports/image-blob-fetcher';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ParentFrame, type MessageFromParent, type ParentFrame as Parent } from '../ports/parent-frame';
import { ProjectStore } from '../printing';
import { EmbedStateSync } from './embed-state-sync';
import { readHandedOver, writeHandedOverSession } from './handed-over-session';
import { answerImageRequest } from './parent-image';
import { parseJsonText } from '../../domain/json-text';

/** Where refused parent requests are noted (a debug line: a parent page may post anything). */
const note = (message: string, detail?: unknown) => console.debug(`[embed] ${message}`, detail ?? '');

/**
 * The parent's messages (split from `EmbedSession`, issue 36): every message of the spec, each
 * checked (changeRoute against the route allow-list). The port has already dropped what did not come
 * from the parent window, an allowed origin, or decode.
 */
@injectable()
export class EmbedInbox {
  constructor(
    @inject(ParentFrame) private readonly parent: Parent,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ImageBlobFetcher) private readonly blobs: BlobFetcher,
    @inject(EmbedStateSync) private readonly state: EmbedStateSync,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoginPrompt) private readonly login: LoginPrompt,
    @inject(LocalRecords) private readonly records: Records,
  ) {
    // One message, one action: observers (the state sent to the parent) see its changes at once.
    makeObservable(this, { receive: action });
  }

  receive(message: MessageFromParent): void {
    switch (message.type) {
      case 'changeRoute': {
        const to = parentRoute(message.path);
        if (to === null) return note('changeRoute refused: not a page of this store', message.path);
        this.navigator.navigate(to);
        return;
      }
      case 'updateState':
        return this.state.receive(message.state);
      case 'receiveLocalStorage':
        return this.receiveSession(message.items);
      case 'open':
        void this.login.show();
        return;
      case 'startUpload':
        this.navigator.navigate('/photo-picker');
        return;
      case 'clearDevicePhotos':
        for (const tile of this.projects.active.tiles) {
          if (tile.metadata?.source === 'device' || tile.metadata?.source === 'Local') this.projects.photos.removeTile(tile.id);
        }
        return;
      case 'getBase64Img':
        void answerImageRequest(message, this.projects.active.tiles, this.blobs).then((answer) => this.parent.post(answer.message, answer.transfer));
        return;
      case 'notifyBuilderClosed':
        // The parent closed the builder: what the shopper did is written now, not on the next debounce.
        this.projects.flush();
        return;
    }
  }

  /**
   * SPEC §7 receiveLocalStorage: the parent's stored items for this tenant. A session in them (both
   * tokens) signs the shopper in, unless one is signed in already: a parent's copy may be older than
   * the store's rotated tokens, and presenting a rotated refresh token would end the session. Another
   * customer's session (by the handed customer's id) replaces the current one.
   */
  private receiveSession(items: Readonly<Record<string, string>>): void {
    const handed = readHandedOver(items);
    if (handed.accessToken === undefined || handed.refreshToken === undefined) return note('receiveLocalStorage: no session in the items');
    if (this.session.signedIn) {
      const handedId = handed.customerJson === undefined ? undefined : customerIdIn(handed.customerJson);
      if (handedId === undefined || handedId === this.session.customer?.id) return;
      this.session.logout();
    }
    if (writeHandedOverSession(this.records, handed)) void this.session.adoptStoredSession();
  }
}

function customerIdIn(json: string): string | undefined {
  const value = parseJsonText(json);
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : undefined;
}
