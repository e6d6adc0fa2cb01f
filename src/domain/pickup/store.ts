import type { Either } from 'fp-ts/Either';
import { left, right } from 'fp-ts/Either';
import { domainError, type DomainError } from '../errors';
import { greatCircleMiles, isLatLng, type LatLng, type Miles } from './distance';
import { isOpenAt, readyBy, type PickupHours, type WeekHours } from './hours';
import { isTimeZone } from './local-time';

export interface StoreAddress {
  readonly line1: string;
  readonly city: string;
  /** Two-letter state code. */
  readonly state: string;
  /** Five-digit ZIP code. */
  readonly zip: string;
}

/** A tenant's pick-up store (issue 30). */
export interface PickupStore extends PickupHours {
  readonly id: string;
  readonly name: string;
  readonly address: StoreAddress;
  readonly location: LatLng;
  /** An inactive store is kept for its past orders but never offered. */
  readonly active: boolean;
}

export type StoreErrorCode = 'INVALID_STORE';

/** Checkout's words when a pick-up order names no store (the client's check and the server's alike). */
export const PICKUP_STORE_REQUIRED = 'Choose a store to pick up your order.';

/** Longest lead time a store may promise: two days (anything longer is not "pick up today"). */
export const MAX_LEAD_MINUTES = 2 * 24 * 60;

/** Every rule a stored or imported store keeps; the first broken one is the answer. */
export function checkStore(store: PickupStore): Either<DomainError<StoreErrorCode>, PickupStore> {
  const problem = storeProblem(store);
  return problem ? left(domainError('INVALID_STORE', problem)) : right(store);
}

function storeProblem(s: PickupStore): string | null {
  if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(s.id)) return 'The store id must be 1 to 60 lowercase letters, digits or hyphens.';
  if (s.name.trim() === '' || s.name.length > 100) return 'The store name must be 1 to 100 characters.';
  if (s.address.line1.trim() === '' || s.address.line1.length > 120) return 'The street address must be 1 to 120 characters.';
  if (s.address.city.trim() === '' || s.address.city.length > 60) return 'The city must be 1 to 60 characters.';
  if (!/^[A-Z]{2}$/.test(s.address.state)) return 'The state must be a two-letter code.';
  if (!/^\d{5}$/.test(s.address.zip)) return 'The ZIP code must be 5 digits.';
  if (!isLatLng(s.location.lat, s.location.lng)) return 'The coordinates must be a latitude within ±90 and a longitude within ±180.';
  if (!isTimeZone(s.timeZone)) return `Unknown time zone: ${s.timeZone}.`;
  const weekProblem = hoursProblem(s.week);
  if (weekProblem) return weekProblem;
  if (!Number.isInteger(s.leadMinutes) || s.leadMinutes < 0 || s.leadMinutes > MAX_LEAD_MINUTES)
    return `The lead time must be 0 to ${MAX_LEAD_MINUTES} minutes.`;
  if (s.cutoffMinutes !== null && (!Number.isInteger(s.cutoffMinutes) || s.cutoffMinutes < 0 || s.cutoffMinutes > 1440))
    return 'The cut-off must be a minute of the day (0 to 1440).';
  return null;
}

function hoursProblem(week: WeekHours): string | null {
  if (week.length !== 7) return 'Opening hours need all seven days, Sunday first.';
  for (const day of week) {
    if (day === null) continue;
    if (!Number.isInteger(day.opens) || !Number.isInteger(day.closes) || day.opens < 0 || day.closes > 1440 || day.opens >= day.closes) {
      return 'Each day opens before it closes, within the day (00:00 to 24:00).';
    }
  }
  return null;
}

/** A store as the finder lists it: how far, open now, and when an order placed now is ready. */
export interface StoreChoice {
  readonly store: PickupStore;
  readonly miles: Miles;
  readonly openNow: boolean;
  /** Null when the store cannot fill an order within the week (see `readyBy`). */
  readonly readyAt: number | null;
}

/**
 * How far from the place searched a store may be to be offered for pick-up (SPEC names no radius):
 * pick-up means driving to the store, so a store a day's drive away (00601 in Puerto Rico → Miami,
 * ~1,000 mi) is not "near"; past this the shopper is told so and shown the way on.
 */
export const PICKUP_RADIUS_MILES = 100;

/**
 * What the finder says when the tenant has stores but none within `radiusMiles` of the place searched
 * ("Adjuntas, PR 00601", "your location"), with the next step: another place, or shipping.
 */
export const noStoresWithin = (place: string, radiusMiles: number = PICKUP_RADIUS_MILES): string =>
  `No stores within ${radiusMiles} miles of ${place}. Try another ZIP code or city, or have your tiles shipped to you.`;

/** The nearest active stores to `origin`, closest first (ties by id, so the order is stable). */
export function nearestStores(stores: readonly PickupStore[], origin: LatLng, now: number, limit: number, maxMiles = Infinity): StoreChoice[] {
  return stores
    .filter((s) => s.active)
    .map((store) => ({ store, miles: greatCircleMiles(origin, store.location) }))
    .filter((c) => c.miles <= maxMiles)
    .sort((a, b) => a.miles - b.miles || (a.store.id < b.store.id ? -1 : a.store.id > b.store.id ? 1 : 0))
    .slice(0, limit)
    .map(({ store, miles }) => ({ store, miles, openNow: isOpenAt(store, now), readyAt: readyBy(store, now) }));
}

/** The finder's list for a place, and whether the tenant has stores that are all beyond the radius. */
export interface StoresNear {
  readonly choices: StoreChoice[];
  /** None within the radius, though the tenant has active stores farther away (not "no stores at all"). */
  readonly fartherOnly: boolean;
}

/**
 * The finder's rule: the nearest `limit` active stores within `radiusMiles` of the place searched;
 * null for no radius (a country's centre standing in for a shopper whose position is unknown).
 */
export function storesNear(stores: readonly PickupStore[], origin: LatLng, now: number, limit: number, radiusMiles: number | null): StoresNear {
  const choices = nearestStores(stores, origin, now, limit, radiusMiles ?? Infinity);
  return { choices, fartherOnly: choices.length === 0 && stores.some((s) => s.active) };
}

/** Whether a store takes a pick-up order placed at `now`: active, and ready within the week. */
export function takesPickupOrders(store: PickupStore, now: number): boolean {
  return store.active && readyBy(store, now) !== null;
}
