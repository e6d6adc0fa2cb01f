import { describe, expect, it } from 'vitest';
import {
  deliveryLabel,
  cartLinkLabel,
  cartProjectDetails,
  cartProjectTitle,
  checkoutMessages,
  nextTierMessage,
  nextTierHint,
  tilesTimesPrice,
  orderItemName,
  orderLineText,
  overTileLimitMessage,
  subtotalLabel,
  perTilePriceText,
} from '../../../src/domain/cart';
import { cents } from '../../../src/domain/money';
import { MAT_COLORS } from '../../../src/domain/project';

describe('cart wording', () => {
  it('names the delivery row as the order reaches the shopper', () => {
    expect([deliveryLabel(true), deliveryLabel(false)]).toEqual(['Pick-up', 'Shipping']);
  });

  it('words the tool’s sticky bar: tiles × price and the next tier in short (issue 31)', () => {
    expect(tilesTimesPrice(5, cents(1400))).toBe('5 tiles × $14.00');
    expect(tilesTimesPrice(1, cents(1400))).toBe('1 tile × $14.00');
    expect(nextTierHint({ tilesToAdd: 2, percent: 10 })).toBe('2 more for 10% off');
  });

  it("names the header's cart link by its count", () => {
    expect(cartLinkLabel(0)).toBe('Cart, empty');
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(7)).toBe('Cart, 7 items');
  });

  it('titles and describes a cart project', () => {
    expect(cartProjectTitle('Tilepix 8x8', 1)).toBe('Tilepix 8x8 — 1 tile');
    expect(cartProjectTitle('Tilepix 8x8', 3)).toBe('Tilepix 8x8 — 3 tiles');
    const plain = { frameColor: 'Black', matColor: MAT_COLORS.none, filter: 'color', isSplit: false, rows: 0, cols: 0 } as const;
    expect(cartProjectDetails(plain)).toBe('Black frame · no mat · colour');
    expect(cartProjectDetails({ ...plain, matColor: MAT_COLORS.gray, filter: 'grayScale' })).toBe('Black frame · gray mat · black & white');
    expect(cartProjectDetails({ ...plain, frameColor: 'White', matColor: MAT_COLORS.white, isSplit: true, rows: 2, cols: 3 })).toBe(
      'White frame · white mat · colour · one photo over 2 x 3',
    );
    expect(cartProjectDetails({ ...plain, isSplit: true, rows: 0, cols: 0 })).toBe('Black frame · no mat · colour');
  });

  it('labels the subtotal by its tiles', () => {
    expect(subtotalLabel(1)).toBe('Subtotal (1 tile)');
    expect(perTilePriceText(3, cents(1400))).toBe('3 tiles × $14.00');
    expect(perTilePriceText(1, cents(1260))).toBe('1 tile × $12.60');
    expect(subtotalLabel(0)).toBe('Subtotal (0 tiles)');
  });

  it('says what the next volume tier needs and saves', () => {
    expect(nextTierMessage({ tilesToAdd: 1, percent: 10, extraSaving: cents(1260) })).toBe(
      'Add 1 more tile to get 10% off every tile and save another $12.60.',
    );
    expect(nextTierMessage({ tilesToAdd: 4, percent: 15, extraSaving: cents(123456) })).toBe(
      'Add 4 more tiles to get 15% off every tile and save another $1,234.56.',
    );
  });

  it("states the pharmacy's limit and how many tiles to remove", () => {
    expect(overTileLimitMessage(12, 15)).toBe('You can print up to 12 tiles per order. Remove 3 to check out.');
  });

  it('lists the placed order', () => {
    expect(orderLineText({ name: 'Tilepix 8x8', tiles: 1, quantity: 1, frameColor: 'Black' })).toBe('Tilepix 8x8: 1 tile, Black frame');
    expect(orderLineText({ name: 'Tilepix 8x8', tiles: 3, quantity: 2, frameColor: 'White' })).toBe('Tilepix 8x8: 3 tiles, White frame × 2 copies');
    expect(orderLineText({ name: 'Gift tile (Black)', tiles: 0, quantity: 2, frameColor: '' })).toBe('Gift tile (Black) × 2');
    expect(orderItemName('Gift tile', 'Black')).toBe('Gift tile (Black)');
    expect(orderItemName('Membership', undefined)).toBe('Membership');
  });

  it('words why checkout stopped', () => {
    expect(checkoutMessages.frameNotSold('Gold', 'Tilepix 8x8')).toBe(
      'The Gold frame of Tilepix 8x8 is not available. Edit the project to choose another frame.',
    );
    expect(checkoutMessages.wallPadsUnavailable).toBe('Wall pad kits are not available right now. Remove them to check out.');
    expect(checkoutMessages.cardRequired).toBe('Card details are required.');
  });
});
