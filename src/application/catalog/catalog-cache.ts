import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { ArtistGroup, Product } from '../../domain/catalog';
import { encodeStored, readStored, storageKey, type StorageKey } from '../../domain/persistence';
import type { KeyValueStore } from '../ports/key-value-store';
import { productDetailProps } from '../../domain/catalog/product-fields';

/**
 * Catalogue data kept in local storage (SPEC §3: products, artistProducts, artistGroups), in the
 * domain's envelope: tenant-prefixed keys, 4-day expiry, unparsable or expired items removed.
 * What comes back out is decoded again: storage is outside our control, like the network.
 */

const StoredVariant = t.intersection([
  t.type({ id: t.string, name: t.string, price: t.number, sku: t.string }),
  t.partial({ precustomizedImageUrl: t.string, toolThumbs: t.partial({ Primary: t.string }) }),
]);

const StoredProduct = t.intersection([
  t.type({ id: t.string, name: t.string, price: t.number, variants: t.array(StoredVariant) }),
  t.partial({ urlSlug: t.string, ...productDetailProps }),
]);

const StoredArtistGroup = t.intersection([
  t.type({ id: t.string, name: t.string, sortOrder: t.number }),
  t.partial({ collectionName: t.string, imageUrl: t.string }),
]);

/**
 * The stored shapes. They check structure; the brands (Cents, Inches, Ppi) are restored by the
 * casts below because those numbers were domain values when they were written.
 */
export const storedCodecs: { readonly [K in keyof StoredCatalog]: t.Decoder<unknown, StoredCatalog[K]> } = {
  products: t.array(StoredProduct) as unknown as t.Decoder<unknown, readonly Product[]>,
  artistGroups: t.array(StoredArtistGroup),
  artistProducts: t.record(t.string, t.array(StoredProduct)) as unknown as t.Decoder<unknown, Readonly<Record<string, readonly Product[]>>>,
};

/** The catalogue items SPEC §3 keeps locally, by storage key. */
export interface StoredCatalog {
  readonly products: readonly Product[];
  readonly artistGroups: readonly ArtistGroup[];
  /** Each artist's products, by the artist's slug. */
  readonly artistProducts: Readonly<Record<string, readonly Product[]>>;
}

/** Reads and writes one tenant's catalogue items. */
export class CatalogCache {
  constructor(
    private readonly storage: KeyValueStore,
    private readonly tenantId: string,
    private readonly now: () => number,
  ) {}

  /** The stored value, or undefined (and the item removed) when missing, expired, unparsable or malformed. */
  read<K extends keyof StoredCatalog>(key: K): StoredCatalog[K] | undefined {
    const fullKey = storageKey(this.tenantId, key satisfies StorageKey);
    const stored = readStored(this.storage.get(fullKey), this.now());
    if (stored.kind === 'missing') return undefined;
    if (stored.kind === 'remove') {
      this.storage.remove(fullKey);
      return undefined;
    }
    const decoded = storedCodecs[key].decode(stored.value);
    if (isLeft(decoded)) {
      this.storage.remove(fullKey);
      return undefined;
    }
    return decoded.right;
  }

  write<K extends keyof StoredCatalog>(key: K, value: StoredCatalog[K]): void {
    // A refused write (quota, private mode) is fine: the catalogue works from memory.
    this.storage.set(storageKey(this.tenantId, key), encodeStored(value, this.now()));
  }
}
