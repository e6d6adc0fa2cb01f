import * as t from 'io-ts';
import type { PickupStore, StoreChoice } from '../domain/pickup';
import type { Miles } from '../domain/pickup';
import { nullable } from './nullable';

/** One day's hours on the wire: minutes after the store's local midnight, or null when closed. */
const DayHoursCodec = nullable(t.type({ opens: t.number, closes: t.number }));

/** A pick-up store as the finder and the order show it (issue 30). */
export const PickupStoreCodec = t.type({
  id: t.string,
  name: t.string,
  address: t.type({ line1: t.string, city: t.string, state: t.string, zip: t.string }),
  location: t.type({ lat: t.number, lng: t.number }),
  timeZone: t.string,
  week: t.array(DayHoursCodec),
  leadMinutes: t.number,
  cutoffMinutes: nullable(t.number),
});
export type PickupStoreWire = t.TypeOf<typeof PickupStoreCodec>;

/**
 * GET v1/stores: `q` (a ZIP code or "City, ST") or `lat` + `lng` (the browser's position, or the
 * fallback centre, marked `centre=1`: not the shopper's place, so no radius). Strings on the wire:
 * the server reads and bounds them.
 */
export const FindStoresQueryCodec = t.partial({ q: t.string, lat: t.string, lng: t.string, centre: t.literal('1') });

/** The nearest stores, closest first: distance in miles, open now and ready-by (epoch ms) as the server's clock reads them. */
export const FindStoresAnswerCodec = t.type({
  origin: t.type({ lat: t.number, lng: t.number, label: nullable(t.string) }),
  stores: t.array(t.type({ store: PickupStoreCodec, miles: t.number, openNow: t.boolean, readyAt: nullable(t.number) })),
  /** Whether the store's pages get a MapKit token (the server has MAPKIT_*): the client asks for one only then. */
  map: t.boolean,
  /** How far from the origin a listed store may be (PICKUP_RADIUS_MILES), or null for a fallback centre's list. */
  radiusMiles: nullable(t.number),
  /** No store within the radius, though the tenant has stores farther away ("none near", not "none at all"). */
  fartherOnly: t.boolean,
});
export type FindStoresAnswer = t.TypeOf<typeof FindStoresAnswerCodec>;

/** Domain → wire (only what a shopper may see: the active flag stays on the server). */
export const toStoreWire = (s: PickupStore): PickupStoreWire => ({
  id: s.id,
  name: s.name,
  address: { ...s.address },
  location: { ...s.location },
  timeZone: s.timeZone,
  week: s.week.map((d) => (d ? { ...d } : null)),
  leadMinutes: s.leadMinutes,
  cutoffMinutes: s.cutoffMinutes,
});

/** Wire → domain: a store the server offered is active by definition. */
export const fromStoreWire = (s: PickupStoreWire): PickupStore => ({ ...s, active: true });

export const toChoiceWire = (c: StoreChoice) => ({ store: toStoreWire(c.store), miles: c.miles, openNow: c.openNow, readyAt: c.readyAt });
export const fromChoiceWire = (c: FindStoresAnswer['stores'][number]): StoreChoice => ({
  store: fromStoreWire(c.store),
  miles: c.miles as Miles,
  openNow: c.openNow,
  readyAt: c.readyAt,
});
