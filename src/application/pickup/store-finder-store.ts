import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { fallbackCentre, noStoresWithin, readPlaceQuery, type StoreChoice } from '../../domain/pickup';
import { GeolocationRecord } from '../account';
import { DevicePosition, type DevicePosition as Position } from '../ports/device-position';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import { MainApi, type ApiFailure, type MainApi as Api } from '../ports/main-api';
import { PickupStores, type PickupStores as Stores, type StoreSearch } from '../ports/pickup-stores';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { TenantStore } from '../shell/tenant-store';

export const STORE_SEARCH_FAILED = 'We couldn’t look up stores right now. Please try again.';
export const LOCATION_DENIED = 'Location sharing is off, so these stores are near the centre of your country. Search by ZIP code or city to find yours.';
export const LOCATION_UNAVAILABLE =
  'We couldn’t get your location, so these stores are near the centre of your country. Search by ZIP code or city to find yours.';
export const NO_STORES = 'This store has no pick-up locations yet.';
/** Where the fallback's stores are ("10 stores near …"): not near the shopper, whose position is unknown. */
export const FALLBACK_ORIGIN = 'the centre of your country';

/**
 * The store the shopper chose, kept with the tenant's other records (4 days) so /stores → /cart keeps it,
 * and the ZIP code or city whose list it was chosen from, so a reload lists those stores again.
 */
export const ChosenStoreRecord: LocalRecord<{ id: string; query?: string }> = {
  key: 'pickupStore',
  codec: t.intersection([t.type({ id: t.string }), t.partial({ query: t.string })]),
};

export type FinderStatus = 'idle' | 'searching' | 'locating' | 'ready' | 'failed';

/**
 * The store finder (issue 30): search by ZIP code or city, or the device's position with the
 * shopper's permission, falling back to the centre of the country the IP lookup names and then the
 * spec's default centre. Lists the nearest stores; the chosen one is what a pick-up order names.
 */
@injectable()
export class StoreFinderStore {
  query = '';
  status: FinderStatus = 'idle';
  /** Why the last search gave nothing (the shopper's wording), or null. */
  error: string | null = null;
  /** Said above a list that is not where the shopper is (the location fallback), or null. */
  notice: string | null = null;
  originLabel: string | null = null;
  /** The server offers a map for these stores (its first answer says so); no token is asked for before. */
  mapAvailable = false;
  choices: readonly StoreChoice[] = [];
  selectedId: string | null;
  /** When the list was fetched: its ready-by times are relative to it. */
  listedAt = 0;
  private searches = 0;
  /** The ZIP code or city the current list is for (null for a position's list). */
  private listedFor: string | null = null;

  constructor(
    @inject(PickupStores) private readonly stores: Stores,
    @inject(DevicePosition) private readonly position: Position,
    @inject(MainApi) private readonly api: Api,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantStore) private readonly tenants: TenantStore,
  ) {
    this.selectedId = records.read(ChosenStoreRecord)?.id ?? null;
    makeObservableByKind<StoreFinderStore, 'run'>(this, {
      observable: ['query', 'status', 'error', 'notice', 'originLabel', 'mapAvailable', 'selectedId', 'listedAt'],
      observableRef: ['choices'],
      computed: ['selected', 'busy'],
      action: ['setQuery', 'search', 'useMyLocation', 'select', 'run', 'restore'],
    });
  }

  /** Whether this tenant sells prints picked up in a store. */
  get offered(): boolean {
    return this.tenants.pickup;
  }

  get busy(): boolean {
    return this.status === 'searching' || this.status === 'locating';
  }

  /** The chosen store, when it is in the current list. */
  get selected(): StoreChoice | null {
    return this.choices.find((c) => c.store.id === this.selectedId) ?? null;
  }

  setQuery(text: string): void {
    this.query = text;
  }

  /** Searches the typed ZIP code or city; bad text is answered here, without a call. */
  async search(): Promise<void> {
    const read = readPlaceQuery(this.query);
    if (isLeft(read)) {
      this.status = 'failed';
      this.error = read.left.message;
      return;
    }
    await this.run({ q: this.query.trim() }, 'searching', null);
  }

  /** The device's position; without it, the IP country's centre, then the spec's default centre. */
  async useMyLocation(): Promise<void> {
    const turn = ++this.searches;
    this.status = 'locating';
    this.error = null;
    const found = await this.position.current();
    if (turn !== this.searches) return;
    if (found.kind === 'position') return this.run(found.at, 'locating', null, 'your location');
    const centre = fallbackCentre(await this.countryCode());
    if (turn !== this.searches) return;
    return this.run({ ...centre, centre: true }, 'locating', found.kind === 'denied' ? LOCATION_DENIED : LOCATION_UNAVAILABLE, FALLBACK_ORIGIN);
  }

  select(id: string): void {
    this.selectedId = id;
    this.records.write(ChosenStoreRecord, { id, ...(this.listedFor === null ? {} : { query: this.listedFor }) });
  }

  /** A page opened with no list (a reload): the search the chosen store came from runs again. */
  async restore(): Promise<void> {
    const query = this.records.read(ChosenStoreRecord)?.query;
    if (this.status !== 'idle' || this.choices.length > 0 || query === undefined) return;
    this.query = query;
    await this.search();
  }

  private async run(search: StoreSearch, status: 'searching' | 'locating', notice: string | null, label?: string): Promise<void> {
    const turn = ++this.searches;
    this.status = status;
    this.error = null;
    const answer = await this.stores.find(search);
    // A newer search wins: an older answer arriving late is dropped.
    if (turn !== this.searches) return;
    runInAction(() => {
      if (isLeft(answer)) {
        this.status = 'failed';
        this.error = shopperMessage(answer.left);
        return;
      }
      this.status = 'ready';
      this.listedFor = 'q' in search ? search.q : null;
      this.notice = notice;
      this.originLabel = label ?? answer.right.origin.label;
      this.choices = answer.right.stores;
      this.mapAvailable = answer.right.map;
      this.listedAt = this.scheduler.now();
      // None near this place (the tenant has stores farther away) is not "no stores at all": say how far was looked.
      const { fartherOnly, radiusMiles } = answer.right;
      if (answer.right.stores.length === 0)
        this.error = fartherOnly && radiusMiles !== null ? noStoresWithin(this.originLabel ?? 'you', radiusMiles) : NO_STORES;
      // The first (nearest) store is chosen unless the shopper's earlier choice is in the list (kept with this list's search).
      const chosen = this.selected ?? answer.right.stores[0];
      if (chosen) this.select(chosen.store.id);
    });
  }

  private async countryCode(): Promise<string | null> {
    const cached = this.records.read(GeolocationRecord);
    if (cached) return cached.countryCode;
    const answer = await this.api.getGeolocation();
    return isLeft(answer) ? null : answer.right;
  }
}

/** The server's 4xx messages are written for the shopper; anything else gets the general line. */
function shopperMessage(failure: ApiFailure): string {
  return failure.code === 'api/bad-request' || failure.code === 'api/not-found' ? failure.message : STORE_SEARCH_FAILED;
}
