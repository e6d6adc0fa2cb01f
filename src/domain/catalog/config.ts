import type { Cents } from '../money';

/** What a config product id denotes: ids ending 'Tile' are tiles, ids ending 'WallPad' wall pads. */
export type ConfigProductKind = 'tile' | 'wallPad' | 'other';

/** A product entry of the store config (the contract converts the wire's decimal price to cents). */
export interface ConfigProduct {
  readonly id: string;
  readonly shopifyId?: string;
  readonly priceCents: Cents;
}

/** The welcome promo settings of the store config. */
export interface WelcomePromoConfig {
  readonly active: boolean;
  readonly percentOff: number;
  /** The spec does not give the unit; we treat it as days, as the admin UI labels it. */
  readonly durationDays: number;
}

/** The store config (GET v1/products/config). */
export interface StoreConfig {
  readonly products: readonly ConfigProduct[];
  readonly welcomePromo: WelcomePromoConfig;
}

/** Classifies a config product by its id suffix. */
export const configProductKind = (id: string): ConfigProductKind => (id.endsWith('WallPad') ? 'wallPad' : id.endsWith('Tile') ? 'tile' : 'other');

/** The price of a config product in cents, if the config has it. */
export const configPrice = (config: Pick<StoreConfig, 'products'>, id: string): Cents | undefined => config.products.find((p) => p.id === id)?.priceCents;
