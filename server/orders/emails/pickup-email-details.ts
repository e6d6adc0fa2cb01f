import { DAY_NAMES, describeReadyBy, formatClock, formatDayHours, localTime, type PickupStore } from '../../../src/domain/pickup';

/** A pick-up order's store as its emails show it (issue 30): all words, on the store's own clock. */
export interface PickupEmailDetails {
  readonly storeName: string;
  readonly address: readonly string[];
  /** "Ready today by 1:00 PM", relative to when the order was placed. */
  readonly readyBy: string;
  /** "Wednesday, November 25 at 1:00 PM CST". */
  readonly readyOn: string;
  /** "Monday: 8:00 AM – 10:00 PM", Sunday first. */
  readonly hours: readonly string[];
}

/** The store snapshot and ready-by time stored with the order (migration 024), in words; null when the order ships. */
export function pickupEmailDetails(rawStore: unknown, readyBy: Date | string | null, placedAt: number): PickupEmailDetails | null {
  if (!rawStore || readyBy === null) return null;
  const store = (typeof rawStore === 'string' ? JSON.parse(rawStore) : rawStore) as PickupStore;
  const readyAt = new Date(readyBy).getTime();
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: store.timeZone, timeZoneName: 'short' }).formatToParts(readyAt).find((p) => p.type === 'timeZoneName')?.value;
  const day = new Date(readyAt).toLocaleDateString('en-US', { timeZone: store.timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  return {
    storeName: store.name,
    address: [store.address.line1, `${store.address.city}, ${store.address.state} ${store.address.zip}`],
    readyBy: describeReadyBy(readyAt, placedAt, store.timeZone),
    readyOn: `${day} at ${formatClock(localTime(readyAt, store.timeZone).minutes)}${zone ? ` ${zone}` : ''}`,
    hours: store.week.map((d, i) => `${DAY_NAMES[i]}: ${formatDayHours(d)}`),
  };
}
