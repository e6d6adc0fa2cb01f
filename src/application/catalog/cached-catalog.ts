import { isLeft, type Either } from 'fp-ts/Either';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { catalogError, type CatalogErrorCode } from '../../domain/catalog/catalog-errors';
import type { Analytics } from '../ports/analytics';
import type { ApiFailure } from '../ports/main-api';
import type { CatalogCache, StoredCatalog } from './catalog-cache';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The catalogue's lists kept whole in local storage. */
type ListKey = 'products' | 'artistGroups';

/** Where a list comes from and what its failure is called. */
export interface ListSource<K extends ListKey> {
  readonly fetch: () => Promise<Either<ApiFailure, StoredCatalog[K]>>;
  /** The analytics `where` of a failed fetch. */
  readonly where: string;
  /** The SPEC §8 message shown when the list failed with nothing to show. */
  readonly failure: CatalogErrorCode;
  /** Whether a failed refresh leaves the page with nothing to show (then it says `failure`). */
  readonly nothingShown: (list: CachedList<K>) => boolean;
}

/**
 * A catalogue list (the shop-all products, the artist groups): the stored copy at once, then the API's,
 * asked once per session; a failure is reported and tried again at the next load (issue 36: the two
 * stores held a copy of this each).
 */
export class CachedList<K extends ListKey> {
  items: StoredCatalog[K] = [];
  status: LoadStatus = 'idle';
  error: string | null = null;
  private fetched = false;

  constructor(
    private readonly cache: CatalogCache,
    private readonly key: K,
    private readonly source: ListSource<K>,
    private readonly analytics: Analytics,
  ) {
    makeObservable(this, { items: observableRef, status: observableRef, error: observableRef, load: action });
  }

  /** The list the page came with (issue 19): this session's answer, shown at once and not fetched again. */
  seed(items: StoredCatalog[K]): void {
    this.items = items;
    this.status = 'ready';
    this.fetched = true;
    this.cache.write(this.key, items);
  }

  /** Stored items at once, then the API's; call freely: the API is asked once per session. */
  async load(): Promise<void> {
    if (this.status === 'idle') {
      const stored = this.cache.read(this.key);
      if (stored) {
        this.items = stored;
        this.status = 'ready';
      } else this.status = 'loading';
    }
    if (this.fetched) return;
    this.fetched = true;
    const result = await this.source.fetch();
    runInAction(() => {
      if (isLeft(result)) {
        this.fetched = false; // a later visit tries again
        this.analytics.reportError(new Error(result.left.message), { where: this.source.where });
        if (this.source.nothingShown(this)) {
          this.status = 'failed';
          this.error = catalogError(this.source.failure).message;
        }
        return;
      }
      this.items = result.right;
      this.status = 'ready';
      this.error = null;
      this.cache.write(this.key, result.right);
    });
  }
}

/**
 * Pages loaded by key (a product page by slug, an artist page by slug): each page's state, and one
 * load per key at a time. A load that failed is forgotten (`retry`), so the shopper can try again;
 * one that succeeded answers every later call this session.
 */
export class KeyedPages<S> {
  pages: ReadonlyMap<string, S>;
  private readonly loads = new Map<string, Promise<void>>();

  constructor(first: ReadonlyMap<string, S> = new Map()) {
    this.pages = first;
    makeObservable<KeyedPages<S>, 'set'>(this, { pages: observableRef, set: action });
  }

  get(key: string): S | undefined {
    return this.pages.get(key);
  }

  set(key: string, state: S): void {
    const next = new Map(this.pages);
    next.set(key, state);
    this.pages = next;
  }

  /** `fetch` for `key`, unless a load of it is running or done. */
  load(key: string, fetch: () => Promise<void>): Promise<void> {
    const running = this.loads.get(key);
    if (running) return running;
    const load = fetch();
    this.loads.set(key, load);
    return load;
  }

  /** The key's load failed: the next `load` asks again. */
  retry(key: string): void {
    this.loads.delete(key);
  }
}
