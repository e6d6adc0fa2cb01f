import { ContainerModule } from 'inversify';
import { StoreFinderStore } from './store-finder-store';

/** Store pick-up's stores (issue 30), loaded with the pages that find stores. */
export const pickupModule = new ContainerModule(({ bind }) => {
  bind(StoreFinderStore).toSelf().inSingletonScope();
});
