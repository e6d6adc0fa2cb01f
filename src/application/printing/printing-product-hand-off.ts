import { inject, injectable } from 'inversify';
import { PendingProductHandOff, type ProductChoice } from '../catalog/product-hand-off';
import type { ProjectStore } from '../stores/project-store';
import type { UploadStore } from '../stores/upload-store';

/**
 * The stores the hand-off works on, resolved when a choice is made: the catalogue depends on the
 * hand-off and the project store (through its products) on the catalogue, so they cannot be
 * constructor dependencies here.
 */
export const ProjectStoreProvider = Symbol('ProjectStoreProvider');
export const UploadStoreProvider = Symbol('UploadStoreProvider');

/**
 * The printing stores are bound by `printing-stores-module`, which loads with the pages that make
 * a choice; the entry names them by these ids so that their code stays out of it.
 */
export const ProjectStoreId = Symbol('ProjectStore');
export const UploadStoreId = Symbol('UploadStore');

/**
 * The product page's way into the printing tool: the active project takes the chosen product and
 * frame colour; a precustomized design arrives as its first tile. Cart choices are still only
 * recorded (the cart issue picks them up).
 */
@injectable()
export class PrintingProductHandOff extends PendingProductHandOff {
  constructor(
    @inject(ProjectStoreProvider) private readonly projects: () => ProjectStore,
    @inject(UploadStoreProvider) private readonly uploads: () => UploadStore,
  ) {
    super();
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
