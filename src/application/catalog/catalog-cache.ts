import * as t from 'io-ts';
import type { ArtistGroup, Product } from '../../domain/catalog';
import type { LocalRecord, LocalRecords } from '../ports/local-records';
import { productDetailProps } from '../../domain/catalog/product-fields';

/**
 * Catalogue data kept in local storage (SPEC §3: products, artistProducts, artistGroups), in the
 * domain's envelope: tenant-prefixed keys, 4-day expiry, unparsable or expired items removed.
 * What comes back out is decoded again: storage is outside our control, like the network.
 */

const StoredVariant = t.intersection([
  t.type({ id: t.string, name: t.string, price: t.number, sku: t.string }),
  t.partial({ precustomizedImageUrl: t.string, toolThumbs: t.partial({ Primary: t.string }), imageUrl: t.string }),
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
 * The stored records. They check structure; the brands (Cents, Inches, Ppi) are restored by the
 * casts below because those numbers were domain values when they were written.
 */
export const storedRecords: { readonly [K in keyof StoredCatalog]: LocalRecord<StoredCatalog[K]> } = {
  products: { key: 'products', codec: t.array(StoredProduct) as unknown as t.Type<readonly Product[], unknown, unknown> },
  artistGroups: { key: 'artistGroups', codec: t.array(StoredArtistGroup) as unknown as t.Type<readonly ArtistGroup[], unknown, unknown> },
  artistProducts: {
    key: 'artistProducts',
    codec: t.record(t.string, t.array(StoredProduct)) as unknown as t.Type<Readonly<Record<string, readonly Product[]>>, unknown, unknown>,
  },
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
  constructor(private readonly records: LocalRecords) {}

  /** The stored value, or undefined (and the item removed) when missing, expired, unparsable or malformed. */
  read<K extends keyof StoredCatalog>(key: K): StoredCatalog[K] | undefined {
    return this.records.read(storedRecords[key] as LocalRecord<StoredCatalog[K]>);
  }

  write<K extends keyof StoredCatalog>(key: K, value: StoredCatalog[K]): void {
    // A refused write (quota, private mode) is fine: the catalogue works from memory.
    this.records.write(storedRecords[key] as LocalRecord<StoredCatalog[K]>, value);
  }
}
