import type { SharedDesignView } from '../../application/ports/design-shares';
import { productFromWire } from '../../contract/product';
import type { SharedDesignAnswer } from '../../contract/share';

/** GET v1/shares/{id}'s answer (or the boot block's copy of it) as the page reads it. */
export const sharedDesignView = (answer: SharedDesignAnswer): SharedDesignView => ({
  id: answer.id,
  design: answer.design,
  product: answer.product ? productFromWire(answer.product) : null,
  imageUrl: answer.imageUrl,
});
