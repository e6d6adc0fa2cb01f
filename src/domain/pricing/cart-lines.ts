import { left, right, type Either } from 'fp-ts/Either';
import type { Product } from '../catalog';
import type { DomainError } from '../errors';
import type { Project } from '../project';
import { findVariantByName } from '../catalog';
import type { CartLine, LineKind } from './cart-pricing';
import type { PriceBook } from './price-book';

/**
 * The cart line of a tile project: tiles x quantity at the tile price, under the variant of
 * its frame colour (so promos can target a frame colour).
 */
export const projectCartLine = (project: Project, book: PriceBook, product?: Pick<Product, 'variants'>): CartLine => {
  const variantId = product === undefined ? undefined : findVariantByName(product, project.frameColor)?.id;
  return {
    id: project.id,
    kind: 'tile',
    ...(variantId === undefined ? {} : { variantId }),
    quantity: project.tiles.length * project.quantity,
    unitPrice: book.tilePrice,
  };
};

/** The wall pad line for a number of wall pads (none when zero). */
export const wallPadLines = (count: number, book: PriceBook): readonly CartLine[] =>
  count > 0 ? [{ id: 'wallPads', kind: 'wallPad', quantity: count, unitPrice: book.wallPadPrice }] : [];

/** The membership line (the membership product itself). */
export const membershipLine = (book: PriceBook): CartLine => ({
  id: 'membership',
  kind: 'membership',
  quantity: 1,
  unitPrice: book.membershipPrice,
});

/** A reward tile line (free tiles earned by the shopper). */
export const rewardTileLine = (id: string, quantity: number, book: PriceBook, variantId?: string): CartLine => ({
  id,
  kind: 'rewardTile',
  ...(variantId === undefined ? {} : { variantId }),
  quantity,
  unitPrice: book.rewardTilePrice,
});

/** A gift tile line. */
export const giftTileLine = (id: string, quantity: number, book: PriceBook): CartLine => ({
  id,
  kind: 'giftTile',
  quantity,
  unitPrice: book.giftTilePrice,
});

/**
 * What a catalogue product sells as on a cart line, by its id: the membership, the wall-pad kit,
 * reward and gift tiles; otherwise a printable product is a tile and anything else a product.
 */
export const lineKindOf = (productId: string, printable: boolean): LineKind => {
  switch (productId) {
    case 'membership':
      return 'membership';
    case 'wallPadKit':
      return 'wallPad';
    case 'rewardTile':
      return 'rewardTile';
    case 'giftTile':
      return 'giftTile';
    default:
      return printable ? 'tile' : 'product';
  }
};

/** Line kinds that are printed tiles: what a tenant's tile limit counts, whatever the product. */
export const isPrintedTile = (kind: LineKind): boolean => kind === 'tile' || kind === 'rewardTile' || kind === 'giftTile';

/** A line the shopper may not buy. */
export type NotPurchasable = DomainError<'cart/reward-not-entitled'>;

/**
 * Whether a shopper may put a line of this kind in a cart. Reward tiles (0.00) are redeemed, never
 * bought: a shopper needs rewards to redeem, and the store has no rewards mechanism yet, so nobody has any.
 */
export const checkPurchasable = (kind: LineKind, quantity: number, rewardsToRedeem = 0): Either<NotPurchasable, LineKind> =>
  kind === 'rewardTile' && quantity > rewardsToRedeem
    ? left({ code: 'cart/reward-not-entitled', message: 'Reward tiles can only be redeemed with rewards, and this store has none to redeem.' })
    : right(kind);
