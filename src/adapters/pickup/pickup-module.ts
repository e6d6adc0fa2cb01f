import { ContainerModule } from 'inversify';
import { DevicePosition } from '../../application/ports/device-position';
import { PickupStores } from '../../application/ports/pickup-stores';
import { PickupCalls } from '../main-api/pickup-calls';
import { transportFromContext } from '../main-api/transport-from-context';
import { BrowserDevicePosition } from './browser-device-position';
import { StoreMaps } from '../../application/ports/store-map';
import { MapkitStoreMaps } from './mapkit-store-maps';

/** Store pick-up's adapters (issue 30), loaded with the pages that find stores (/stores, /cart). */
export const pickupAdaptersModule = new ContainerModule(({ bind }) => {
  bind(PickupStores)
    .toDynamicValue((ctx) => new PickupCalls(transportFromContext(ctx)))
    .inSingletonScope();
  // MapKit JS only when the server gives this page a map token (issue 30).
  bind(StoreMaps)
    .toDynamicValue((ctx) => (typeof window === 'undefined' ? { open: async () => null } : new MapkitStoreMaps(window as never, ctx.get(PickupStores))))
    .inSingletonScope();
  bind(DevicePosition).toConstantValue(new BrowserDevicePosition(() => (typeof navigator === 'undefined' ? undefined : navigator.geolocation)));
});
