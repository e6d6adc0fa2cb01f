import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import type { SocialAlbum, SocialAlbums, SocialFailure, SocialPhoto } from '../ports/social-albums';
import type { SocialLogin, SocialLoginFailure, SocialNetwork } from '../ports/social-login';
import { toggled } from './picked';

/** Where the shopper is with a network: its login first, then its albums and photos. */
export type SocialConnection =
  | { readonly status: 'checking' }
  /** The store has no app for this network: the connect button is disabled, with why. */
  | { readonly status: 'unavailable'; readonly message: string }
  | { readonly status: 'disconnected'; readonly message?: string }
  | { readonly status: 'connecting' }
  | { readonly status: 'connected' };

/** A list read page by page from the network. */
export interface SocialList<T> {
  readonly items: readonly T[];
  readonly after?: string;
  readonly loading: boolean;
  readonly error?: string;
}
const EMPTY = { items: [], loading: false } as const;

/** A chosen photo, ready for the picker to fetch and upload (source Facebook / Instagram). */
export interface ChosenSocialPhoto {
  readonly url: string;
  /** The photo's page on the network (tile metadata sourceUrl), else its image address. */
  readonly sourceUrl: string;
}

export const socialUnavailableMessage = (network: SocialNetwork): string => `${network} photos are not available on this store.`;

const loginMessage = (network: SocialNetwork, failure: SocialLoginFailure): string | undefined => {
  switch (failure.code) {
    case 'social-login/unavailable':
      return socialUnavailableMessage(network);
    case 'social-login/blocked':
      return `Your browser blocked the ${network} login window. Please allow pop-ups for this site and try again.`;
    case 'social-login/cancelled':
      return undefined;
    case 'social-login/failed':
      return `${network} did not complete the login. Please try again.`;
  }
};

const listMessage = (network: SocialNetwork, failure: SocialFailure): string =>
  failure.code === 'social/rate-limited'
    ? `${network} is busy right now. Please try again in a few minutes.`
    : `Your ${network} photos could not be loaded. Please try again later.`;

/**
 * One social network as a photo source (SPEC §1/§3: Facebook, Instagram): whether the store offers
 * it, the shopper's login (the token lives in memory only, for this page), their albums and the
 * open album's photos page by page, and the selection in the order it was made. An expired token
 * (social/auth) disconnects, so the shopper connects again.
 */
export class SocialPhotosStore {
  connection: SocialConnection = { status: 'checking' };
  albums: SocialList<SocialAlbum> = EMPTY;
  openAlbumId: string | null = null;
  photos: SocialList<SocialPhoto> = EMPTY;
  /** Selected photos by id, in the order they were picked. */
  selected: ReadonlyMap<string, SocialPhoto> = new Map();

  private token: string | null = null;
  private login: AbortController | null = null;
  /** Bumped on every album change or disconnect: answers for an older one are dropped. */
  private generation = 0;

  /**
   * Whether the shopper was connected in this browser before (SPEC §3 `fbLoggedIn` for Facebook):
   * the token is never stored, so this only words the button ('Reconnect Facebook').
   */
  connectedBefore: boolean;

  constructor(
    readonly network: SocialNetwork,
    private readonly source: SocialAlbums,
    private readonly logins: SocialLogin,
    private readonly remembered?: { read(): boolean; write(loggedIn: boolean): void },
  ) {
    this.connectedBefore = remembered?.read() ?? false;
    // Known already (the page brought the store's settings): drawn as it stays, no 'checking' first.
    const known = logins.knownAvailable?.(network);
    if (known !== undefined) this.connection = known ? { status: 'disconnected' } : { status: 'unavailable', message: socialUnavailableMessage(network) };
    makeObservableByKind<SocialPhotosStore, 'fail'>(this, {
      observable: ['connectedBefore', 'openAlbumId'],
      observableRef: ['connection', 'albums', 'photos', 'selected'],
      computed: ['selection', 'openAlbum'],
      action: ['init', 'connect', 'cancelConnect', 'disconnect', 'showAlbum', 'moreAlbums', 'morePhotos', 'toggle', 'clear', 'fail'],
    });
  }

  get selection(): readonly ChosenSocialPhoto[] {
    return [...this.selected.values()].map((p) => ({ url: p.url, sourceUrl: p.sourceUrl ?? p.url }));
  }

  get openAlbum(): SocialAlbum | undefined {
    return this.albums.items.find((a) => a.id === this.openAlbumId);
  }

  /** Asks whether the store offers this network (once). */
  async init(): Promise<void> {
    if (this.connection.status !== 'checking') return;
    const available = await this.logins.available(this.network);
    runInAction(() => {
      if (this.connection.status !== 'checking') return;
      this.connection = available ? { status: 'disconnected' } : { status: 'unavailable', message: socialUnavailableMessage(this.network) };
    });
  }

  /** The shopper's click on Connect: the network's login, then the first page of albums. */
  async connect(): Promise<void> {
    if (this.connection.status !== 'disconnected') return;
    this.connection = { status: 'connecting' };
    const login = (this.login = new AbortController());
    const result = await this.logins.connect(this.network, login.signal);
    if (this.login !== login) return;
    runInAction(() => {
      this.login = null;
      if (isLeft(result)) {
        const message = loginMessage(this.network, result.left);
        this.connection =
          result.left.code === 'social-login/unavailable'
            ? { status: 'unavailable', message: message! }
            : { status: 'disconnected', ...(message ? { message } : {}) };
        return;
      }
      this.token = result.right.accessToken;
      this.connection = { status: 'connected' };
      this.connectedBefore = true;
      this.remembered?.write(true);
    });
    if (this.token !== null) await this.moreAlbums();
  }

  /** Stops waiting for the login window. */
  cancelConnect(): void {
    if (this.connection.status !== 'connecting') return;
    this.login?.abort();
    this.login = null;
    this.connection = { status: 'disconnected' };
  }

  /** Forgets the token, the lists and the selection. */
  disconnect(message?: string): void {
    // The shopper's own Disconnect ends the session; an expired token (with its message) is remembered as connected.
    if (message === undefined) {
      this.connectedBefore = false;
      this.remembered?.write(false);
    }
    this.token = null;
    this.generation++;
    this.connection = { status: 'disconnected', ...(message ? { message } : {}) };
    this.albums = EMPTY;
    this.photos = EMPTY;
    this.openAlbumId = null;
    this.selected = new Map();
  }

  /** The next page of albums (the first when none is loaded); the first album opens by itself. */
  async moreAlbums(): Promise<void> {
    const token = this.token;
    if (token === null || this.albums.loading || (this.albums.items.length > 0 && !this.albums.after)) return;
    const generation = this.generation;
    this.albums = { ...this.albums, loading: true };
    const page = await this.source.albums(token, this.albums.after);
    if (generation !== this.generation) return;
    if (isLeft(page)) return this.fail('albums', page.left);
    runInAction(() => {
      this.albums = { items: [...this.albums.items, ...page.right.items], loading: false, ...(page.right.after ? { after: page.right.after } : {}) };
    });
    if (this.openAlbumId === null && this.albums.items[0]) await this.showAlbum(this.albums.items[0].id);
  }

  /** Opens an album: its first page of photos. The selection is kept across albums. */
  async showAlbum(albumId: string): Promise<void> {
    if (this.token === null || this.openAlbumId === albumId) return;
    this.generation++;
    this.openAlbumId = albumId;
    this.photos = EMPTY;
    await this.morePhotos();
  }

  /** The next page of the open album's photos. */
  async morePhotos(): Promise<void> {
    const token = this.token;
    const albumId = this.openAlbumId;
    if (token === null || albumId === null || this.photos.loading || (this.photos.items.length > 0 && !this.photos.after)) return;
    const generation = this.generation;
    this.photos = { ...this.photos, loading: true };
    const page = await this.source.photos(token, albumId, this.photos.after);
    if (generation !== this.generation) return;
    if (isLeft(page)) return this.fail('photos', page.left);
    runInAction(() => {
      this.photos = { items: [...this.photos.items, ...page.right.items], loading: false, ...(page.right.after ? { after: page.right.after } : {}) };
    });
  }

  toggle(photo: SocialPhoto): void {
    this.selected = toggled(this.selected, photo.id, photo);
  }

  clear(): void {
    this.selected = new Map();
  }

  private fail(list: 'albums' | 'photos', failure: SocialFailure): void {
    if (failure.code === 'social/auth') {
      this.disconnect(`Your ${this.network} session has expired. Please connect again.`);
      return;
    }
    const error = listMessage(this.network, failure);
    if (list === 'albums') this.albums = { ...this.albums, loading: false, error };
    else this.photos = { ...this.photos, loading: false, error };
  }

  dispose(): void {
    this.login?.abort();
  }
}

/** The picker's Facebook and Instagram sources (bound in the picker's feature module). */
export const FacebookPhotos = Symbol('FacebookPhotos');
export const InstagramPhotos = Symbol('InstagramPhotos');
