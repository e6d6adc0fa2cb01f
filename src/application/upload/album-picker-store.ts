import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { MainApi, type MainApi as MainApiPort, type PublicAlbum, type SharedImage } from '../ports/main-api';
import { toggled } from './picked';

export type AlbumsState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'ready'; readonly albums: readonly PublicAlbum[] }
  | { readonly status: 'failed'; readonly message: string };

/** Public shared albums (GET v1/albums/public, source Confetti): the open album and the shopper's selection. */
@injectable()
export class AlbumPickerStore {
  state: AlbumsState = { status: 'idle' };
  openAlbum: string | null = null;
  /** Selected photos by storage key, in the order they were picked. */
  selected: ReadonlyMap<string, SharedImage> = new Map();

  constructor(@inject(MainApi) private readonly api: MainApiPort) {
    makeObservableByKind(this, {
      observableRef: ['state', 'selected'],
      observable: ['openAlbum'],
      computed: ['selection'],
      action: ['load', 'open', 'toggle', 'clear'],
    });
  }

  get selection(): readonly SharedImage[] {
    return [...this.selected.values()];
  }

  async load(): Promise<void> {
    if (this.state.status === 'loading' || this.state.status === 'ready') return;
    this.state = { status: 'loading' };
    const albums = await this.api.getPublicAlbums();
    runInAction(() => {
      this.state = isLeft(albums)
        ? { status: 'failed', message: 'The shared albums could not be loaded. Please try again later.' }
        : { status: 'ready', albums: albums.right };
      if (this.state.status === 'ready') this.openAlbum = this.state.albums[0]?.name ?? null;
    });
  }

  open(name: string): void {
    this.openAlbum = name;
  }

  toggle(image: SharedImage): void {
    this.selected = toggled(this.selected, image.key, image);
  }

  clear(): void {
    this.selected = new Map();
  }
}

/** Image addresses supplied in the query (`image=` repeated, source QueryParam): http(s) or same-origin paths only. */
export const queryImageUrls = (search: string): string[] =>
  new URLSearchParams(search)
    .getAll('image')
    .map((u) => u.trim())
    .filter((u) => /^https?:\/\//i.test(u) || (u.startsWith('/') && !u.startsWith('//')));
