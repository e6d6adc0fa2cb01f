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

/** The order's store snapshot (migration 024's `pickup_store`, a PickupStore as JSON), or null when the order ships. */
export const pickupStoreOf = (raw: unknown): PickupStore | null => (raw ? ((typeof raw === 'string' ? JSON.parse(raw) : raw) as PickupStore) : null);

/** Where the store is and when it is open, in words: the emails', the order page's and the admin's lines. */
export const pickupStoreLines = (store: PickupStore) => ({
  storeName: store.name,
  address: [store.address.line1, `${store.address.city}, ${store.address.state} ${store.address.zip}`],
  hours: store.week.map((d, i) => `${DAY_NAMES[i]}: ${formatDayHours(d)}`),
});

/** The store snapshot and ready-by time stored with the order (migration 024), in words; null when the order ships. */
export function pickupEmailDetails(rawStore: unknown, readyBy: Date | string | null, placedAt: number): PickupEmailDetails | null {
  const store = pickupStoreOf(rawStore);
  if (!store || readyBy === null) return null;
  const readyAt = new Date(readyBy).getTime();
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: store.timeZone, timeZoneName: 'short' })
    .formatToParts(readyAt)
    .find((p) => p.type === 'timeZoneName')?.value;
  const day = new Date(readyAt).toLocaleDateString('en-US', { timeZone: store.timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  return {
    ...pickupStoreLines(store),
    readyBy: describeReadyBy(readyAt, placedAt, store.timeZone),
    readyOn: `${day} at ${formatClock(localTime(readyAt, store.timeZone).minutes)}${zone ? ` ${zone}` : ''}`,
  };
}
