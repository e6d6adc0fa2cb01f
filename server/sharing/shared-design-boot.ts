import { SharedDesignAnswerCodec } from '../../src/contract/share';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';
import type { Db } from '../db/db';
import { ShareService } from './share-service';
import { designImagePath, designProduct } from './sharing-routes';

/**
 * The `/d/{id}` page's boot part (issue 35): GET v1/shares/{id}'s answer, encoded with the same codec,
 * or null for an id that is unknown, revoked or not an id at all (the page is then Design Not Found, 404).
 */
export const sharedDesignBoot =
  (db: Db, catalogue: CatalogueRepository) =>
  async (tenantId: string, id: string): Promise<unknown> => {
    const design = await new ShareService(db).design(tenantId, id);
    if (!design) return null;
    const product = await designProduct(catalogue, tenantId, design.productId);
    return SharedDesignAnswerCodec.encode({ id, design, imageUrl: designImagePath(tenantId, id), ...(product ? { product } : {}) });
  };
