import { ContainerModule } from 'inversify';
import { ArtistStore } from './artist-store';
import { CatalogStore } from './catalog-store';
import { FaqStore } from './faq-store';

/** The catalogue's stores (products, artists, FAQ): in the entry, one instance each. */
export const catalogModule = new ContainerModule(({ bind }) => {
  bind(CatalogStore).toSelf().inSingletonScope();
  bind(ArtistStore).toSelf().inSingletonScope();
  bind(FaqStore).toSelf().inSingletonScope();
});
