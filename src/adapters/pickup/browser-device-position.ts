import type { DevicePosition, NoPosition } from '../../application/ports/device-position';
import type { LatLng } from '../../domain/pickup';

/** How long the finder waits for a fix before it falls back (a phone indoors may never get one). */
const TIMEOUT_MS = 10_000;

/**
 * The browser's Geolocation API. Read when asked, never at construction: the server renders the
 * same pages without a `navigator`.
 */
export class BrowserDevicePosition implements DevicePosition {
  constructor(private readonly geolocation: () => Geolocation | undefined) {}

  current(): Promise<{ kind: 'position'; at: LatLng } | { kind: NoPosition }> {
    const api = this.geolocation();
    if (!api) return Promise.resolve({ kind: 'unavailable' });
    return new Promise((resolve) => {
      api.getCurrentPosition(
        (p) => resolve({ kind: 'position', at: { lat: p.coords.latitude, lng: p.coords.longitude } }),
        (error) => resolve({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
        // A coarse, recent fix is enough to rank stores, and comes faster.
        { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: TIMEOUT_MS },
      );
    });
  }
}
