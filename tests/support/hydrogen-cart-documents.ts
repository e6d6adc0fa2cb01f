import type * as CartQueries from '../../node_modules/@shopify/hydrogen-react/dist/types/cart-queries';
// @ts-expect-error: the package exports no types for this file (it keeps its cart documents internal); they are the .d.ts above.
import * as queries from '../../node_modules/@shopify/hydrogen-react/dist/node-dev/cart-queries.mjs';

/**
 * hydrogen-react's own cart documents, the ones its CartProvider (useCartActions) sends, with its default
 * cart fragment. The package does not export them, so they are read from the file CartProvider imports.
 */
export const hydrogenCart = queries as typeof CartQueries;

/** The nine documents CartProvider's actions send. */
export const HYDROGEN_CART_DOCUMENTS = [
  'CartCreate',
  'CartLineAdd',
  'CartLineUpdate',
  'CartLineRemove',
  'CartNoteUpdate',
  'CartBuyerIdentityUpdate',
  'CartAttributesUpdate',
  'CartDiscountCodesUpdate',
  'CartQuery',
] as const;
export type HydrogenCartDocument = (typeof HYDROGEN_CART_DOCUMENTS)[number];

/** One document as CartProvider sends it (its default fragment, no visitor consent). */
export const hydrogenDocument = (name: HydrogenCartDocument): string => hydrogenCart[name](hydrogenCart.defaultCartFragment);
