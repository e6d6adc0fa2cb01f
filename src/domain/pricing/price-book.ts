import { configProductKind, type StoreConfig } from '../catalog';
import { cents, type Cents } from '../money';

/** A volume discount tier: from `minTiles` tiles on, `percentOff` off every tile. */
export interface VolumeTier {
  readonly minTiles: number;
  readonly percentOff: number;
}

/** Every price and discount rate the store charges, as data (SPEC §9). */
export interface PriceBook {
  readonly tilePrice: Cents;
  readonly membershipPrice: Cents;
  readonly membershipPercentOff: number;
  readonly wallPadPrice: Cents;
  readonly rewardTilePrice: Cents;
  readonly giftTilePrice: Cents;
  readonly volumeTiers: readonly VolumeTier[];
}

/** The price book of SPEC §9; config values override it (see `withConfigPrices`). */
export const DEFAULT_PRICE_BOOK: PriceBook = {
  tilePrice: cents(1400),
  membershipPrice: cents(9900),
  membershipPercentOff: 40,
  wallPadPrice: cents(500),
  rewardTilePrice: cents(0),
  giftTilePrice: cents(1400),
  volumeTiers: [
    { minTiles: 10, percentOff: 10 },
    { minTiles: 20, percentOff: 20 },
    { minTiles: 30, percentOff: 30 },
    { minTiles: 40, percentOff: 40 },
  ],
};

/**
 * Takes the prices the store config sends: an id ending 'WallPad' sets the wall pad price;
 * an id ending 'Tile' sets the reward tile price when it contains 'reward', the gift tile
 * price when it contains 'gift', and the tile price otherwise (the config names no other rule).
 */
export const withConfigPrices = (book: PriceBook, config: Pick<StoreConfig, 'products'>): PriceBook =>
  config.products.reduce<PriceBook>((acc, product) => {
    const price = product.priceCents;
    const kind = configProductKind(product.id);
    const id = product.id.toLowerCase();
    if (kind === 'wallPad') return { ...acc, wallPadPrice: price };
    if (kind !== 'tile') return acc;
    if (id.includes('reward')) return { ...acc, rewardTilePrice: price };
    if (id.includes('gift')) return { ...acc, giftTilePrice: price };
    return { ...acc, tilePrice: price };
  }, book);

/** The volume discount percent for a tile count: the highest tier reached, or 0. */
export const volumeDiscountPercent = (tileCount: number, tiers: readonly VolumeTier[]): number =>
  tiers.reduce((best, tier) => (tileCount >= tier.minTiles && tier.percentOff > best ? tier.percentOff : best), 0);
