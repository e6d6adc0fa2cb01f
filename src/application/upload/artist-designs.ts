import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import { isPrecustomized, type Product } from '../../domain/catalog';
import { groupSlug } from '../../domain/routing';
import { ArtistStore, CatalogStore } from '../catalog';
import { toggled } from './picked';

/** One way to print a design: a variant (frame) and the image it prints. */
export interface DesignVariant {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string;
}

/** A precustomized product as a photo source: its name and the variants that have a design image. */
export interface ArtistDesign {
  readonly productId: string;
  readonly name: string;
  readonly variants: readonly DesignVariant[];
}

/**
 * The designs among `products` (SPEC §3: precustomized when the product or any variant has a
 * precustomized image URL): a variant prints its own image, else the product's. Each product once,
 * in the order given.
 */
export const artistDesigns = (products: readonly Product[]): ArtistDesign[] => {
  const seen = new Set<string>();
  const designs: ArtistDesign[] = [];
  for (const product of products) {
    if (seen.has(product.id) || !isPrecustomized(product)) continue;
    seen.add(product.id);
    const variants = product.variants.flatMap((v) => {
      const imageUrl = v.precustomizedImageUrl || product.precustomizedImageUrl;
      return imageUrl ? [{ id: v.id, name: v.name, imageUrl }] : [];
    });
    if (variants.length > 0) designs.push({ productId: product.id, name: product.name, variants });
  }
  return designs;
};

/** A chosen design, ready for StoredPhotoAdder.add(…, 'Artists'). */
export interface ChosenDesign {
  readonly url: string;
  readonly variantId: string;
}

/**
 * Artists' designs as a photo source (SPEC §1, source 'Artists'): the tenant's precustomized
 * products, from the shop-all catalogue and the listed artists' products, and the shopper's
 * selection (one variant per product; the first until another is chosen).
 */
@injectable()
export class ArtistDesignsStore {
  /** Selected designs: product id -> chosen variant id, in the order they were picked. */
  selected: ReadonlyMap<string, string> = new Map();
  /** The catalogue and the artists' products have answered (or failed): the designs are all there. */
  settled = false;

  constructor(
    @inject(CatalogStore) private readonly catalog: CatalogStore,
    @inject(ArtistStore) private readonly artists: ArtistStore,
  ) {
    makeObservableByKind(this, {
      observableRef: ['selected'],
      observable: ['settled'],
      computed: ['designs', 'selection'],
      action: ['toggle', 'chooseVariant', 'clear'],
    });
  }

  /** Loads the catalogue and every listed artist's products; the stores log their own failures. */
  async load(): Promise<void> {
    try {
      await Promise.all([this.catalog.loadProducts(), this.artists.loadGroups()]);
      await Promise.all(this.artists.listed.map((group) => this.artists.loadArtist(groupSlug(group.name))));
    } finally {
      runInAction(() => (this.settled = true));
    }
  }

  get designs(): readonly ArtistDesign[] {
    const artistProducts = this.artists.listed.flatMap((group) => {
      const page = this.artists.artistPage(groupSlug(group.name));
      return page.status === 'ready' ? page.products : [];
    });
    return artistDesigns([...artistProducts, ...this.catalog.products]);
  }

  get selection(): readonly ChosenDesign[] {
    return [...this.selected].flatMap(([productId, variantId]) => {
      const variant = this.designs.find((d) => d.productId === productId)?.variants.find((v) => v.id === variantId);
      return variant ? [{ url: variant.imageUrl, variantId: variant.id }] : [];
    });
  }

  toggle(design: ArtistDesign): void {
    this.selected = toggled(this.selected, design.productId, design.variants[0]!.id);
  }

  /** Chooses the variant (frame) a selected design is printed with; selects the design if it was not. */
  chooseVariant(design: ArtistDesign, variantId: string): void {
    if (!design.variants.some((v) => v.id === variantId)) return;
    this.selected = new Map(this.selected).set(design.productId, variantId);
  }

  clear(): void {
    this.selected = new Map();
  }
}
