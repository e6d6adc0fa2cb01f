/* Every sentence the cart, checkout and confirmation show a shopper, built in one place. */
import { formatMoney, type Cents } from '../money';
import type { NextTier } from '../pricing';
import { MAT_COLORS, type Project } from '../project';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A cart project's title: 'Tilepix 8x8 — 3 tiles'. */
export const cartProjectTitle = (productName: string, tiles: number): string => `${productName} — ${count(tiles, 'tile', 'tiles')}`;

const matLabel = (mat: string): string => (mat === MAT_COLORS.gray ? 'gray mat' : mat === MAT_COLORS.white ? 'white mat' : 'no mat');

/** A cart project's options: 'Black frame · no mat · colour · one photo over 2 x 2'. */
export const cartProjectDetails = (project: Pick<Project, 'frameColor' | 'matColor' | 'filter' | 'isSplit' | 'rows' | 'cols'>): string =>
  `${project.frameColor} frame · ${matLabel(project.matColor)} · ${project.filter === 'grayScale' ? 'black & white' : 'colour'}` +
  (project.isSplit && project.rows && project.cols ? ` · one photo over ${project.rows} x ${project.cols}` : '');

/** The delivery row of the cart's, the confirmation's and the order page's totals: a pick-up order is not shipped. */
export const deliveryLabel = (pickup: boolean): 'Pick-up' | 'Shipping' => (pickup ? 'Pick-up' : 'Shipping');

/** A cart line's price per tile beside its total: '3 tiles × $14.00' (every copy's tiles counted). */
export const perTilePriceText = (tiles: number, unitPrice: Cents): string => `${count(tiles, 'tile', 'tiles')} × ${formatMoney(unitPrice)}`;

/** The order summary's first row: 'Subtotal (3 tiles)'. */
export const subtotalLabel = (tiles: number): string => `Subtotal (${count(tiles, 'tile', 'tiles')})`;

/** The hint under the totals: how many tiles reach the next volume tier and what it saves. */
export const nextTierMessage = (tier: NextTier): string =>
  `Add ${tier.tilesToAdd} more ${tier.tilesToAdd === 1 ? 'tile' : 'tiles'} to get ${tier.percent}% off every tile and save another ${formatMoney(tier.extraSaving)}.`;

/** The tool's short tier hint in its sticky bar (issue 31): '2 more for 10% off'. */
export const nextTierHint = (tier: Pick<NextTier, 'tilesToAdd' | 'percent'>): string => `${tier.tilesToAdd} more for ${tier.percent}% off`;

/** Tiles times their price, as the tool's sticky bar shows the project: '5 tiles × $14.00'. */
export const tilesTimesPrice = (tiles: number, unitPrice: Cents): string => `${tiles} ${tiles === 1 ? 'tile' : 'tiles'} × ${formatMoney(unitPrice)}`;

/** The tenant's tile limit, when the cart passes it (the wording lives beside the rule). */
export { overTileLimitMessage } from '../tenant/tenant-limits';

/** A line of the placed order as /confirm lists it. */
export const orderLineText = (item: { readonly name: string; readonly tiles: number; readonly quantity: number; readonly frameColor: string }): string =>
  item.tiles > 0
    ? `${item.name}: ${count(item.tiles, 'tile', 'tiles')}, ${item.frameColor} frame${item.quantity > 1 ? ` × ${item.quantity} copies` : ''}`
    : `${item.name} × ${item.quantity}`;

/** A ready-made item's name on the order: 'Gift tile (Black)'. */
export const orderItemName = (name: string, variantName: string | undefined): string => (variantName ? `${name} (${variantName})` : name);

/** Why checkout stopped, when the storefront or the vault gave no words of its own. */
export const checkoutMessages = {
  frameNotSold: (frameColor: string, productName: string): string =>
    `The ${frameColor} frame of ${productName} is not available. Edit the project to choose another frame.`,
  wallPadsUnavailable: 'Wall pad kits are not available right now. Remove them to check out.',
  cartCreationFailed: 'Cart creation failed.',
  promoNotApplied: 'Failed to apply discount code.',
  emailNotSaved: 'We could not save your email address.',
  cartNotFound: 'Your cart could not be found. Please try again.',
  paymentNotCompleted: 'Your payment could not be completed. Please try again.',
  cardRequired: 'Card details are required.',
  changesNotSaved: 'We could not save the latest changes to your tiles, so nothing was charged. Check your connection and try again.',
} as const;
