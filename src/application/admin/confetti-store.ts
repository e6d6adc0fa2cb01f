import { inject, injectable, preDestroy } from 'inversify';
import { isLeft, type Either } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { albumProblems, SHARED_IMAGE_TYPES, sharedImageSizeProblem, NOT_AN_IMAGE } from '../../domain/catalog';
import { AdminConfettiApi, type AdminAlbum, type AdminConfettiApi as Api } from '../ports/admin-confetti-api';
import type { ApiFailure } from '../ports/main-api';
import { ModalStore } from '../shell/modal-store';
import { AdminActivity } from './admin-activity';

/** An album's form as typed. */
export interface AlbumForm {
  readonly name: string;
  readonly public: boolean;
}

/** A photo on its way up: its name and how much has been sent (0..1). */
export interface UploadInProgress {
  readonly albumId: string;
  readonly fileName: string;
  readonly fraction: number;
  /** 'Photo 2 of 3'. */
  readonly counter: string;
}

/** A failure in the admin's words: a lost connection says what to do. */
const wordsOf = (failure: ApiFailure): string =>
  failure.code === 'api/network' ? 'The server could not be reached. Check the connection and try again.' : failure.message;

const TYPES_BY_MIME: ReadonlySet<string> = new Set(Object.keys(SHARED_IMAGE_TYPES).map((t) => `image/${t}`));

/**
 * /admin/confetti (issue #17): the public shared albums shoppers pick from. Create, rename, show or
 * hide, delete an empty album; add photos (each checked for type and size before it is sent, sent with
 * its progress, checked again by the server from its bytes), remove photos (confirmed), and order
 * them (up, down, or a typed place). Every change carries the album's version; a 409 reloads the
 * albums and says why. The storefront's photo picker shows a change at its next load.
 */
@injectable()
export class ConfettiStore extends AdminActivity {
  albums: readonly AdminAlbum[] = [];
  forms: ReadonlyMap<string, AlbumForm> = new Map();
  /** Typed places, by photo key, until they are applied. */
  places: ReadonlyMap<string, string> = new Map();
  newName = '';
  status: 'loading' | 'ready' | 'failed' = 'loading';
  upload: UploadInProgress | null = null;
  private started = false;

  constructor(
    @inject(AdminConfettiApi) private readonly api: Api,
    @inject(ModalStore) private readonly modals: ModalStore,
  ) {
    super();
    makeObservableByKind<ConfettiStore, 'setAlbums'>(this, {
      observableRef: ['albums', 'forms', 'places', 'upload'],
      observable: ['newName', 'status'],
      action: ['edit', 'editNew', 'editPlace', 'setAlbums'],
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.load();
  }

  formOf(id: string): AlbumForm | undefined {
    return this.forms.get(id);
  }

  isChanged(id: string): boolean {
    const album = this.albums.find((a) => a.id === id);
    const form = this.forms.get(id);
    return !!album && !!form && (album.name !== form.name || album.public !== form.public);
  }

  /** The form's problem in words, or null. */
  problemOf(id: string): string | null {
    const form = this.forms.get(id);
    return form ? (albumProblems({ name: form.name })[0]?.message ?? null) : null;
  }

  get newNameProblem(): string | null {
    return this.newName === '' ? null : (albumProblems({ name: this.newName })[0]?.message ?? null);
  }

  edit(id: string, change: Partial<AlbumForm>): void {
    const form = this.forms.get(id);
    if (form) this.forms = new Map(this.forms).set(id, { ...form, ...change });
  }

  editNew(name: string): void {
    this.newName = name;
  }

  editPlace(key: string, text: string): void {
    this.places = new Map(this.places).set(key, text);
  }

  placeText(key: string, position: number): string {
    return this.places.get(key) ?? String(position);
  }

  async create(): Promise<boolean> {
    const name = this.newName.trim();
    const problem = albumProblems({ name })[0];
    if (problem) {
      this.show(null, problem.message);
      return false;
    }
    const done = await this.change(
      `Creating ${name}…`,
      () => this.api.createAlbum(name, true),
      `${name} created. The photo picker shows it once it holds photos.`,
    );
    if (done) runInAction(() => (this.newName = ''));
    return done;
  }

  async save(id: string): Promise<boolean> {
    const album = this.albums.find((a) => a.id === id);
    const form = this.forms.get(id);
    if (!album || !form || this.busy) return false;
    const problem = this.problemOf(id);
    if (problem) {
      this.show(null, `${album.name}: ${problem}`);
      return false;
    }
    const name = form.name.trim();
    return this.change(
      `Saving ${name}…`,
      () => this.api.saveAlbum(id, album.version, name, form.public),
      `${name} saved. ${form.public ? 'Shown in' : 'Hidden from'} the photo picker at its next load.`,
    );
  }

  async remove(id: string): Promise<boolean> {
    const album = this.albums.find((a) => a.id === id);
    if (!album || this.busy) return false;
    const confirmed = await this.modals.confirm({
      title: `Delete ${album.name}?`,
      message: 'The album leaves the photo picker. This cannot be undone.',
      confirmLabel: 'Delete album',
    });
    if (!confirmed) return false;
    return this.change(`Deleting ${album.name}…`, () => this.api.deleteAlbum(id, album.version), `${album.name} deleted.`);
  }

  /** Sends the chosen files one after another, each checked first; answers how many were added. */
  async addPhotos(id: string, files: readonly File[]): Promise<number> {
    if (this.busy) return 0;
    let added = 0;
    for (const [index, file] of files.entries()) {
      const album = this.albums.find((a) => a.id === id);
      if (!album || !this.pageOpen) break;
      const problem = !TYPES_BY_MIME.has(file.type) ? `${file.name}: ${NOT_AN_IMAGE}` : sharedImageSizeProblem(file.size);
      if (problem) {
        this.show(null, problem.startsWith(file.name) ? problem : `${file.name}: ${problem}`);
        continue;
      }
      const counter = `Photo ${index + 1} of ${files.length}`;
      runInAction(() => (this.upload = { albumId: id, fileName: file.name, fraction: 0, counter }));
      this.show(null, this.error, `Uploading ${file.name}…`);
      const result = await this.api.uploadImage(id, album.version, file, file.name, (fraction) =>
        runInAction(() => this.upload && (this.upload = { ...this.upload, fraction })),
      );
      runInAction(() => (this.upload = null));
      if (!this.pageOpen) return added;
      if (isLeft(result)) {
        this.fail(result.left, `${file.name}: `);
        if (result.left.status === 409) await this.load(false);
        continue;
      }
      added++;
      this.setAlbums(result.right);
      this.show(`${added} ${added === 1 ? 'photo' : 'photos'} added to ${album.name}.`, this.error);
    }
    return added;
  }

  async removePhoto(id: string, key: string): Promise<boolean> {
    const album = this.albums.find((a) => a.id === id);
    const image = album?.images.find((i) => i.key === key);
    if (!album || !image || this.busy) return false;
    const confirmed = await this.modals.confirm({
      title: `Remove photo ${image.position} from ${album.name}?`,
      message: 'The photo and its thumbnail are deleted and leave the photo picker.',
      confirmLabel: 'Remove photo',
    });
    if (!confirmed) return false;
    return this.change('Removing the photo…', () => this.api.removeImage(id, album.version, key), `Photo removed from ${album.name}.`);
  }

  /** Moves a photo one place (up: towards the first). */
  move(id: string, key: string, direction: 'up' | 'down'): Promise<boolean> {
    const image = this.albums.find((a) => a.id === id)?.images.find((i) => i.key === key);
    if (!image) return Promise.resolve(false);
    return this.place(id, key, image.position + (direction === 'up' ? -1 : 1));
  }

  /** Puts a photo at the place typed for it. */
  applyPlace(id: string, key: string): Promise<boolean> {
    const text = (this.places.get(key) ?? '').trim();
    const album = this.albums.find((a) => a.id === id);
    if (!album) return Promise.resolve(false);
    if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > album.images.length) {
      this.show(null, `Place must be a whole number from 1 to ${album.images.length}`);
      return Promise.resolve(false);
    }
    return this.place(id, key, Number(text));
  }

  private async place(id: string, key: string, position: number): Promise<boolean> {
    const album = this.albums.find((a) => a.id === id);
    if (!album || this.busy || position < 1 || position > album.images.length) return false;
    return this.change('Moving the photo…', () => this.api.placeImage(id, album.version, key, position), `Photo moved to place ${position} of ${album.name}.`);
  }

  private change(progress: string, call: () => Promise<Either<ApiFailure, readonly AdminAlbum[]>>, done: string): Promise<boolean> {
    return this.runChange(progress, call, { apply: (albums) => this.setAlbums(albums), done: () => done, reload: () => this.load(false), failure: wordsOf });
  }

  private fail(failure: ApiFailure, prefix = ''): void {
    this.show(null, `${prefix}${wordsOf(failure)}`);
  }

  private async load(clearMessages = true): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      if (clearMessages) this.show(null, null);
    });
    const result = await this.api.listAlbums();
    if (!this.pageOpen) return;
    if (isLeft(result)) {
      runInAction(() => (this.status = 'failed'));
      this.fail(result.left);
      return;
    }
    this.setAlbums(result.right);
  }

  private setAlbums(albums: readonly AdminAlbum[]): void {
    this.albums = albums;
    this.forms = new Map(albums.map((a) => [a.id, { name: a.name, public: a.public }]));
    this.places = new Map();
    this.status = 'ready';
  }

  @preDestroy()
  override dispose(): void {
    super.dispose();
  }
}
