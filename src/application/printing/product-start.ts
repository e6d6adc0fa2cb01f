import { inject, injectable } from 'inversify';
import type { Product, ProductVariant } from '../../domain/catalog';
import { productItem } from '../../domain/analytics';
import { AnalyticsStore } from '../analytics';
import { CartContentsStore, type CartGift } from '../cart';
import { CatalogStore } from '../catalog';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { StoredPhotoAdder } from '../upload';
import { ProjectStore } from './project-store';

/**
 * The product page's main button: the catalogue's choice, acted on. A printable product becomes the
 * active project's product and frame colour (a precustomized design arrives as its first tile);
 * a ready-made item goes into the cart's contents. Bound in `printing-session-module`, which the
 * product and wall-pad pages load with their chunks, so it depends on the stores directly.
 */
@injectable()
export class ProductStart {
  constructor(
    @inject(CatalogStore) private readonly catalog: CatalogStore,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(StoredPhotoAdder) private readonly stored: StoredPhotoAdder,
    @inject(CartContentsStore) private readonly contents: CartContentsStore,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(AnalyticsStore) private readonly tracking: AnalyticsStore,
  ) {}

  /** Acts on the shopper's choice and takes the shopper there (the path is returned too). */
  choose(product: Product, variant: ProductVariant | undefined, gift?: CartGift): string {
    const path = this.act(product, variant, gift);
    this.navigator.navigate(path);
    return path;
  }

  private act(product: Product, variant: ProductVariant | undefined, gift: CartGift | undefined): string {
    const choice = this.catalog.choice(product, variant);
    if (choice.entry === 'cart') {
      this.contents.addProduct(choice, gift);
      this.tracking.addToCart([{ ...productItem(product, choice.variantName), price: choice.unitPrice, quantity: gift?.tiles ?? choice.quantity }]);
      return '/cart';
    }
    this.projects.designProduct(choice.productId, choice.variantName);
    if (choice.precustomizedImageUrl) {
      const design = { url: choice.precustomizedImageUrl, ...(choice.variantId ? { variantId: choice.variantId } : {}) };
      void this.stored.add([design], 'Precustom');
      return '/printing';
    }
    return this.projects.active.tiles.length > 0 ? '/printing' : '/photo-picker';
  }
}
