import { inject, injectable, optional } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { computed, makeObservable } from 'mobx';
import { artistDropdownGroups, listedArtistGroups, type ArtistGroup, type Product } from '../../domain/catalog';
import { catalogError } from '../../domain/catalog/catalog-errors';
import { findListedArtist, hasListedArtists } from '../../domain/catalog/catalog-listing';
import { groupSlug } from '../../domain/routing';
import { CatalogCache } from './catalog-cache';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { FirstPaintData, type FirstPaintData as FirstData } from '../ports/first-paint-data';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { CachedList, KeyedPages, type LoadStatus } from './cached-catalog';

/** An artist page's products. */
export type ArtistPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly products: readonly Product[] }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly message: string };

/**
 * Artist partnerships: the tenant's artist groups (for /artists and the header's dropdown) and each
 * artist's products. Stored copies show at once (4-day expiry); the API refreshes them once per session.
 */
@injectable()
export class ArtistStore {
  private readonly cache: CatalogCache;
  private readonly groupList: CachedList<'artistGroups'>;
  private readonly artistPages: KeyedPages<ArtistPageState>;
  /** The artist page the visit started on, as the page came with it (answers that page's first load). */
  private bootedArtist: string | null = null;

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(LocalRecords) records: Records,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(FirstPaintData) @optional() firstData?: FirstData,
  ) {
    this.cache = new CatalogCache(records);
    this.groupList = new CachedList(
      this.cache,
      'artistGroups',
      {
        fetch: () => this.api.getArtistGroups(),
        where: 'artist groups',
        failure: 'catalog/artist-groups',
        // Stored groups (even none) stay when the refresh fails.
        nothingShown: (list) => list.status !== 'ready',
      },
      analytics,
    );
    // The groups the page came with (issue 19): the header's links are final on the first paint.
    const groups = firstData?.artistGroups();
    if (groups) this.groupList.seed(groups);
    // The designs of the artist page the visit started on (issue 27): drawn by the server, hydrated as they are.
    const artist = firstData?.artistProducts();
    this.artistPages = new KeyedPages<ArtistPageState>(artist ? new Map([[artist.slug, { status: 'ready', products: artist.products }]]) : undefined);
    if (artist) {
      this.bootedArtist = artist.slug;
      this.cache.write('artistProducts', { ...(this.cache.read('artistProducts') ?? {}), [artist.slug]: artist.products });
    }
    makeObservable(this, { listed: computed, hasArtists: computed });
  }

  get groups(): readonly ArtistGroup[] {
    return this.groupList.items;
  }

  get groupsStatus(): LoadStatus {
    return this.groupList.status;
  }

  /** SPEC §8: 'Failed to check if tenant have artist groups' when none could be loaded. */
  get groupsError(): string | null {
    return this.groupList.error;
  }

  /** Groups shown anywhere: sortOrder >= 0, ordered by sortOrder. */
  get listed(): readonly ArtistGroup[] {
    return listedArtistGroups(this.groups);
  }

  /** The header shows the artists dropdown only when there are artists to show. */
  get hasArtists(): boolean {
    return hasListedArtists(this.groups);
  }

  /** The header dropdown's artists: 3 on desktop, 2 on mobile (SPEC §2, §9). */
  dropdown(viewport: 'desktop' | 'mobile'): readonly ArtistGroup[] {
    return artistDropdownGroups(this.groups, viewport);
  }

  /** A listed artist by slug; undefined until the groups are known or when hidden or unknown. */
  artist(slug: string): ArtistGroup | undefined {
    return findListedArtist(this.groups, slug);
  }

  artistPage(slug: string): ArtistPageState {
    const key = slug.toLowerCase();
    if (this.groupsStatus === 'ready' && !this.artist(key)) return { status: 'notFound' };
    return this.artistPages.get(key) ?? { status: 'loading' };
  }

  /** Stored groups at once, then the API's; the API is asked once per session. */
  loadGroups(): Promise<void> {
    return this.groupList.load();
  }

  /** An artist's products by slug: stored ones at once, then the API's. */
  loadArtist(slug: string): Promise<void> {
    const key = groupSlug(slug);
    // The page's own answer: not asked again on its first load; a later visit asks the API.
    if (this.bootedArtist === key) {
      this.bootedArtist = null;
      return Promise.resolve();
    }
    return this.artistPages.load(key, () => this.fetchArtist(key));
  }

  private async fetchArtist(key: string): Promise<void> {
    const stored = this.cache.read('artistProducts')?.[key];
    if (stored) this.artistPages.set(key, { status: 'ready', products: stored });
    const result = await this.api.getArtistProducts(key);
    if (isLeft(result)) {
      this.artistPages.retry(key);
      if (result.left.code === 'api/not-found') {
        this.artistPages.set(key, { status: 'notFound' });
        return;
      }
      this.analytics.reportError(new Error(result.left.message), { where: 'artist products' });
      if (!stored) this.artistPages.set(key, { status: 'failed', message: catalogError('catalog/artist-products').message });
      return;
    }
    this.artistPages.set(key, { status: 'ready', products: result.right });
    this.cache.write('artistProducts', { ...(this.cache.read('artistProducts') ?? {}), [key]: result.right });
  }
}
