import { ContainerModule } from 'inversify';
import { AlbumPickerStore } from './album-picker-store';
import { ArtistDesignsStore } from './artist-designs';
import { QueryImageImporter } from './query-images';

/** The photo picker's own stores: loaded with the picker page, not with the home page. */
export const pickerStoresModule = new ContainerModule(({ bind }) => {
  bind(AlbumPickerStore).toSelf().inSingletonScope();
  bind(QueryImageImporter).toSelf().inSingletonScope();
  bind(ArtistDesignsStore).toSelf().inSingletonScope();
});
