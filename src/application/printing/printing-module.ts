import { ContainerModule } from 'inversify';
import { LoadingImages } from './loading-images';

/**
 * The printing feature's entry part: the count of pictures the shopper waits for, which the shell's
 * overlay shows on every page. The tile pictures (`TileImageStore`) and the session stores (projects,
 * uploads, the product page's `ProductStart`) are in `printing-session-module`, loaded with the pages
 * that use them.
 */
export const printingModule = new ContainerModule(({ bind }) => {
  bind(LoadingImages).toSelf().inSingletonScope();
});
