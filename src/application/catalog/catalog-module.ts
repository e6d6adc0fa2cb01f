import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { ArtistStore } from './artist-store';
import { CatalogStore } from './catalog-store';

/** The catalogue's stores (products, artists): in the entry, one instance each. The FAQ's loads with /faqs (`faq-module`). */
export const catalogModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [CatalogStore, ArtistStore]);
});
