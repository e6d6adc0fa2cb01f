import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { assetFileProblem } from '../../domain/admin/asset-rules';
import { AssetLibrary, type Asset, type AssetLibrary as Library, type ChosenFile } from '../ports/asset-library';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { FollowedAddress } from './followed-address';

export const ASSETS_PATH = '/admin/assets';

/** One chosen file on its way: its progress (0..1), then the stored asset or the reason it was refused. */
export interface AssetUpload {
  readonly key: number;
  readonly name: string;
  readonly progress: number;
  readonly state: 'waiting' | 'uploading' | 'done' | 'failed';
  readonly message: string | null;
  readonly asset: Asset | null;
}

/**
 * The admin's image library (issue #17): a page of images (newest first) and the uploads under way,
 * each with its progress. Used by /admin/assets (the page in the address, `?page=2`) and by the asset
 * picker dialog (its own page, not in the address). Files are checked before they are sent (size,
 * type) with the domain's words; the server checks the bytes again. Uploads go one at a time.
 */
@injectable()
export class AssetLibraryStore {
  assets: readonly Asset[] = [];
  page = 1;
  pageSize = 24;
  total = 0;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  error: string | null = null;
  uploads: readonly AssetUpload[] = [];
  private followAddress = false;
  private started = false;
  private readonly address: FollowedAddress;
  private readonly aborts = new Set<AbortController>();
  private nextKey = 1;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @inject(AssetLibrary) private readonly library: Library,
    @inject(Navigator) private readonly navigator: NavigatorPort,
  ) {
    this.address = new FollowedAddress(navigator);
    makeObservableByKind<AssetLibraryStore, 'patch'>(this, {
      observableRef: ['assets', 'uploads'],
      observable: ['page', 'pageSize', 'total', 'status', 'error'],
      computed: ['pages', 'uploading'],
      action: ['patch', 'upload'],
    });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  get uploading(): boolean {
    return this.uploads.some((u) => u.state === 'uploading' || u.state === 'waiting');
  }

  /** `followAddress`: the page lives in the address (the assets page); the picker keeps its own. */
  start({ followAddress }: { readonly followAddress: boolean }): void {
    if (this.started) return;
    this.started = true;
    this.followAddress = followAddress;
    const concerns = (): boolean => this.navigator.current() === ASSETS_PATH && this.pageInAddress() !== this.page;
    if (followAddress) this.address.follow(concerns, () => void this.load(this.pageInAddress()));
    void this.load(followAddress ? this.pageInAddress() : 1);
  }

  goTo(page: number): void {
    const wanted = Math.min(Math.max(1, page), this.pages);
    if (this.followAddress) this.navigator.navigate(wanted > 1 ? `${ASSETS_PATH}?page=${wanted}` : ASSETS_PATH);
    else void this.load(wanted);
  }

  /** Queues the chosen files: a refused one says why at once; the others upload in turn. */
  upload(files: readonly ChosenFile[]): void {
    for (const file of files) {
      const key = this.nextKey++;
      const problem = assetFileProblem({ name: file.name, type: file.type, size: file.size });
      this.uploads = [{ key, name: file.name, progress: 0, state: problem ? 'failed' : 'waiting', message: problem, asset: null }, ...this.uploads];
      if (!problem) this.queue = this.queue.then(() => this.send(key, file));
    }
  }

  /** Waits for every queued upload (tests, and the page's own bookkeeping). */
  settled(): Promise<void> {
    return this.queue;
  }

  private async send(key: number, file: ChosenFile): Promise<void> {
    if (!this.started) return;
    const abort = new AbortController();
    this.aborts.add(abort);
    this.patch(key, { state: 'uploading' });
    const result = await this.library.upload(file, (progress) => this.patch(key, { progress }), abort.signal);
    this.aborts.delete(abort);
    if (!this.started) return;
    if (isLeft(result)) {
      this.patch(key, { state: 'failed', message: result.left.message });
      return;
    }
    const asset = result.right;
    this.patch(key, { state: 'done', progress: 1, asset, message: `${asset.width} x ${asset.height} pixels` });
    // The new image heads the library: show the first page.
    if (this.page === 1) await this.load(1);
    else this.goTo(1);
  }

  private patch(key: number, change: Partial<AssetUpload>): void {
    this.uploads = this.uploads.map((u) => (u.key === key ? { ...u, ...change } : u));
  }

  private pageInAddress(): number {
    const raw = new URLSearchParams(this.navigator.search()).get('page');
    return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  }

  private async load(page: number): Promise<void> {
    const ticket = this.address.ticket();
    runInAction(() => {
      this.page = page;
      this.status = 'loading';
    });
    const result = await this.library.list(page);
    if (!this.address.isLatest(ticket) || !this.started) return;
    runInAction(() => {
      if (isLeft(result)) {
        this.status = 'failed';
        this.error = result.left.message;
        return;
      }
      this.assets = result.right.assets;
      this.total = result.right.total;
      this.pageSize = result.right.pageSize;
      this.status = 'ready';
      this.error = null;
    });
  }

  @preDestroy()
  dispose(): void {
    this.started = false;
    this.address.stop();
    for (const abort of this.aborts) abort.abort();
    this.aborts.clear();
  }
}
