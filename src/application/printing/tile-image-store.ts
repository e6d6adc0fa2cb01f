import { inject, injectable, optional, preDestroy } from 'inversify';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { TileImageLoader, type TileBitmap, type TileImageLoader as Loader, type TileImageVariant } from '../ports/tile-image-loader';
import { LoadingImages } from './loading-images';

/** One picture the printing tool wants: a photo path at an edge size and a variant. */
export interface TileImageRequest {
  readonly path: string;
  readonly maxEdge: number;
  readonly variant: TileImageVariant;
  /** Shown as 'Loading Images...' while it loads (grid pictures are; sharper edit pictures are not). */
  readonly blocking: boolean;
}

export type TileImageEntry =
  | { readonly status: 'loading'; readonly blocking: boolean }
  | { readonly status: 'ready'; readonly bitmap: TileBitmap; readonly naturalWidth: number; readonly naturalHeight: number }
  | { readonly status: 'failed'; readonly message: string };

/** The cache key of a request. */
export const imageKey = (r: Pick<TileImageRequest, 'path' | 'maxEdge' | 'variant'>): string => `${r.variant}@${r.maxEdge}:${r.path}`;

/**
 * The downscaled bitmaps the printing canvas draws, loaded through the TileImageLoader port.
 * Owners say which pictures they need (`retain`); what no owner needs any more is closed at once,
 * and a load that finishes after it stopped being needed is closed on arrival.
 */
@injectable()
export class TileImageStore {
  readonly entries = observable.map<string, TileImageEntry>({}, { deep: false });
  private readonly wanted = new Map<string, ReadonlySet<string>>();
  private readonly unfollow: () => void;

  constructor(
    @inject(TileImageLoader) private readonly loader: Loader,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    // The shell's overlay reads the count there (on every page; this store loads with the printing session).
    @inject(LoadingImages) @optional() loading?: LoadingImages,
  ) {
    makeObservable(this, { loadingCount: computed, pendingCount: computed, readyKeys: computed, retain: action, releaseAll: action });
    this.unfollow = loading?.follow(() => this.loadingCount) ?? (() => undefined);
  }

  /** Pictures still loading that the shopper waits for ('Loading Images...'). */
  get loadingCount(): number {
    let n = 0;
    for (const entry of this.entries.values()) if (entry.status === 'loading' && entry.blocking) n++;
    return n;
  }

  /** Every picture still loading, including the sharper ones nobody waits for (tests wait for 0). */
  get pendingCount(): number {
    let n = 0;
    for (const entry of this.entries.values()) if (entry.status === 'loading') n++;
    return n;
  }

  /**
   * The keys of the loaded pictures, as one observable value: readers (the render model) depend on
   * it once instead of on every key, and it only changes when a picture arrives or goes.
   */
  get readyKeys(): ReadonlySet<string> {
    const keys = new Set<string>();
    for (const [key, entry] of this.entries) if (entry.status === 'ready') keys.add(key);
    return keys;
  }

  entry(key: string): TileImageEntry | undefined {
    return this.entries.get(key);
  }

  /** The ready bitmap of a key, if loaded. */
  bitmap(key: string): TileBitmap | null {
    const e = this.entries.get(key);
    return e?.status === 'ready' ? e.bitmap : null;
  }

  /** Sets everything `owner` needs: missing pictures start loading, pictures nobody needs are closed. */
  retain(owner: string, requests: readonly TileImageRequest[]): void {
    this.wanted.set(owner, new Set(requests.map(imageKey)));
    for (const request of requests) {
      const key = imageKey(request);
      if (!this.entries.has(key)) this.startLoad(key, request);
    }
    this.sweep();
  }

  /** The owner needs nothing any more (its view unmounted). */
  releaseAll(owner: string): void {
    this.wanted.delete(owner);
    this.sweep();
  }

  private isWanted(key: string): boolean {
    for (const keys of this.wanted.values()) if (keys.has(key)) return true;
    return false;
  }

  private sweep(): void {
    for (const [key, entry] of [...this.entries]) {
      if (this.isWanted(key)) continue;
      if (entry.status === 'ready') entry.bitmap.close();
      this.entries.delete(key);
    }
  }

  private startLoad(key: string, request: TileImageRequest): void {
    this.entries.set(key, { status: 'loading', blocking: request.blocking });
    void this.loader.load(request.path, request.maxEdge, request.variant).then(
      (result) => this.finish(key, result),
      (error: unknown) => this.finish(key, { _tag: 'Left', left: { code: 'image/network', message: String(error) } }),
    );
  }

  private finish(key: string, result: Awaited<ReturnType<Loader['load']>>): void {
    runInAction(() => {
      const current = this.entries.get(key);
      if (result._tag === 'Right') {
        // Not needed any more (or replaced): free it now rather than keep an orphan bitmap.
        if (current?.status !== 'loading' || !this.isWanted(key)) {
          result.right.bitmap.close();
          return;
        }
        this.entries.set(key, { status: 'ready', ...result.right });
        return;
      }
      this.analytics.reportError(new Error(result.left.message), { where: 'tile image load' });
      if (current?.status === 'loading') this.entries.set(key, { status: 'failed', message: result.left.message });
    });
  }

  @preDestroy()
  dispose(): void {
    this.unfollow();
  }
}
