import { inject, injectable } from 'inversify';
import { PendingProductHandOff, type ProductChoice } from '../catalog/product-hand-off';
import { lineKindOf } from '../../domain/pricing/cart-lines';
import { CartContentsStore } from '../cart/cart-contents-store';
import type { ProjectStore } from './project-store';
import type { UploadStore } from '../upload/upload-store';

/**
 * The stores the hand-off works on, resolved when a choice is made: the catalogue depends on the
 * hand-off and the project store (through its products) on the catalogue, so they cannot be
 * constructor dependencies here.
 */
export const ProjectStoreProvider = Symbol('ProjectStoreProvider');
export const UploadStoreProvider = Symbol('UploadStoreProvider');

/**
 * The printing stores are bound by `printing-session-module`, which loads with the pages that make
 * a choice; the entry names them by these ids so that their code stays out of it.
 */
export const ProjectStoreId = Symbol('ProjectStore');
export const UploadStoreId = Symbol('UploadStore');

/**
 * The product page's way into the printing tool: the active project takes the chosen product and
 * frame colour; a precustomized design arrives as its first tile. Ready-made items go straight
 * into the cart: the wall-pad kit as wall pads, others as catalogue items.
 */
@injectable()
export class PrintingProductHandOff extends PendingProductHandOff {
  constructor(
    @inject(ProjectStoreProvider) private readonly projects: () => ProjectStore,
    @inject(UploadStoreProvider) private readonly uploads: () => UploadStore,
    @inject(CartContentsStore) private readonly contents: CartContentsStore,
  ) {
    super();
  }

  override addToCart(choice: ProductChoice): string {
    super.addToCart(choice);
    if (lineKindOf(choice.productId, false) === 'wallPad') {
      this.contents.setWallPads(this.contents.wallPads + choice.quantity);
    } else if (choice.variantId !== undefined) {
      this.contents.addItem(
        {
          productId: choice.productId,
          variantId: choice.variantId,
          name: choice.productName ?? choice.productId,
          ...(choice.variantName === undefined ? {} : { variantName: choice.variantName }),
          unitPriceCents: choice.unitPriceCents ?? 0,
        },
        choice.quantity,
      );
    }
    return '/cart';
  }

  override startDesign(choice: ProductChoice): string {
    super.startDesign(choice);
    const projects = this.projects();
    projects.designProduct(choice.productId, choice.variantName);
    if (choice.precustomizedImageUrl) {
      const design = { url: choice.precustomizedImageUrl, ...(choice.variantId ? { variantId: choice.variantId } : {}) };
      void this.uploads().addStored([design], 'Precustom');
      return '/printing';
    }
    return projects.active.tiles.length > 0 ? '/printing' : '/photo-picker';
  }
}
