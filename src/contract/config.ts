import * as t from 'io-ts';
import type { StoreConfig } from '../domain/catalog';
import { cents } from '../domain/money';
import { DecimalMoneyCodec, decimalToCents } from './money';

/** One priced product of the store config (SPEC §3 "Config"): ids end in 'Tile' or 'WallPad'. */
export const ConfigProductCodec = t.type({
  id: t.string,
  shopifyId: t.string,
  price: DecimalMoneyCodec,
});

/** GET v1/products/config. `duration` is in days (the spec leaves the unit open; we chose days). */
export const ConfigCodec = t.type({
  products: t.array(ConfigProductCodec),
  welcomePromo: t.type({ active: t.boolean, percentOff: t.number, duration: t.number }),
});
export type ConfigWire = t.TypeOf<typeof ConfigCodec>;

/** The wire config in domain units: decimal prices to cents, the welcome promo's duration in days. */
export const toStoreConfig = (wire: ConfigWire): StoreConfig => ({
  products: wire.products.map((p) => ({ id: p.id, shopifyId: p.shopifyId, priceCents: cents(decimalToCents(p.price)) })),
  welcomePromo: { active: wire.welcomePromo.active, percentOff: wire.welcomePromo.percentOff, durationDays: wire.welcomePromo.duration },
});
