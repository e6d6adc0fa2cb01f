import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { encodeStored, readStored, storageKey, type StorageKey } from '../../domain/persistence';
import { KeyValueStore, type KeyValueStore as Storage } from '../ports/key-value-store';
import { LaunchContext, type LaunchContext as Launch } from '../ports/launch-context';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { TenantId } from '../tokens';
import { ProjectStore } from './project-store';

/** Wall-pad kits one order can hold. */
export const MAX_WALL_PADS = 20;

/** The promo code a link carried (SPEC §1: query `p` or `tpx-promo`), trimmed; null when absent. */
export const promoCodeFromQuery = (search: string): string | null => {
  const query = new URLSearchParams(search);
  const code = (query.get('tpx-promo') ?? query.get('p') ?? '').trim();
  return code === '' ? null : code;
};

/**
 * What the cart holds besides its projects, for every page: wall-pad kits and the promo code
 * (both kept locally, SPEC §3), and the item count the header's bubble shows. A promo code from
 * the link is remembered at once, so it survives a reload before the shopper reaches the cart.
 */
@injectable()
export class CartContentsStore {
  wallPads: number;
  /** The promo code the shopper entered or arrived with; the cart checks it before pricing. */
  promoCode: string | null;

  constructor(
    @inject(KeyValueStore) private readonly storage: Storage,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantId) private readonly tenantId: string,
    @inject(LaunchContext) launch: Launch,
    @inject(ProjectStore) private readonly projects: ProjectStore,
  ) {
    const pads = this.read('wallPadsInCart');
    this.wallPads = typeof pads === 'number' && Number.isInteger(pads) ? Math.max(0, Math.min(MAX_WALL_PADS, pads)) : 0;
    const fromLink = promoCodeFromQuery(launch.search);
    const stored = this.read('promo');
    this.promoCode = fromLink ?? (typeof stored === 'string' && stored !== '' ? stored : null);
    if (fromLink !== null) this.write('promo', fromLink);
    makeObservable(this, {
      wallPads: observable,
      promoCode: observable,
      itemCount: computed,
      setWallPads: action,
      setPromoCode: action,
      clearAfterCheckout: action,
    });
  }

  /** Tiles in the cart plus wall-pad kits. */
  get itemCount(): number {
    return this.projects.cartTileCount + this.wallPads;
  }

  setWallPads(count: number): void {
    this.wallPads = Math.max(0, Math.min(MAX_WALL_PADS, Math.floor(Number.isFinite(count) ? count : 0)));
    this.write('wallPadsInCart', this.wallPads);
  }

  setPromoCode(code: string | null): void {
    this.promoCode = code === null || code.trim() === '' ? null : code.trim();
    if (this.promoCode === null) this.storage.remove(storageKey(this.tenantId, 'promo'));
    else this.write('promo', this.promoCode);
  }

  /** After an order (SPEC §4): wall pads back to 0, the promo cleared. */
  clearAfterCheckout(): void {
    this.setWallPads(0);
    this.setPromoCode(null);
  }

  private read(key: StorageKey): unknown {
    const full = storageKey(this.tenantId, key);
    const read = readStored(this.storage.get(full), this.scheduler.now());
    if (read.kind === 'remove') this.storage.remove(full);
    return read.kind === 'value' ? read.value : undefined;
  }

  private write(key: StorageKey, value: unknown): void {
    this.storage.set(storageKey(this.tenantId, key), encodeStored(value, this.scheduler.now()));
  }
}
