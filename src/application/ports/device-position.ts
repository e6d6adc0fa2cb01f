import type { LatLng } from '../../domain/pickup';

/** Why the device gave no position: the shopper said no, or it could not tell (no GPS, timeout, no API). */
export type NoPosition = 'denied' | 'unavailable';

/** The device's position, asked with the shopper's permission (the browser prompts). */
export interface DevicePosition {
  current(): Promise<{ readonly kind: 'position'; readonly at: LatLng } | { readonly kind: NoPosition }>;
}
export const DevicePosition = Symbol('DevicePosition');
