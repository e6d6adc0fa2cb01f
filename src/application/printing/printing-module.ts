import { ContainerModule } from 'inversify';
import { TileImageStore } from './tile-image-store';

/**
 * The printing feature's entry part: the tile pictures. The session stores themselves (projects,
 * uploads, the product page's `ProductStart`) are in `printing-session-module`, loaded with the
 * pages that use them.
 */
export const printingModule = new ContainerModule(({ bind }) => {
  bind(TileImageStore).toSelf().inSingletonScope();
});
