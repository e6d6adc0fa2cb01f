import { ContainerModule } from 'inversify';
import { FacebookAlbums, InstagramAlbums, type SocialAlbums } from '../ports/social-albums';
import { SocialLogin, type SocialLogin as SocialLoginPort } from '../ports/social-login';
import { AlbumPickerStore } from './album-picker-store';
import { ArtistDesignsStore } from './artist-designs';
import { PhotoPickerFlow } from './photo-picker-flow';
import { QueryImageImporter } from './query-images';
import { FacebookPhotos, InstagramPhotos, SocialPhotosStore } from './social-photos-store';

/** The photo picker's own stores: loaded with the picker page, not with the home page. */
export const pickerModule = new ContainerModule(({ bind }) => {
  bind(AlbumPickerStore).toSelf().inSingletonScope();
  bind(QueryImageImporter).toSelf().inSingletonScope();
  bind(ArtistDesignsStore).toSelf().inSingletonScope();
  bind(PhotoPickerFlow).toSelf().inSingletonScope();
  bind<SocialPhotosStore>(FacebookPhotos)
    .toDynamicValue((ctx) => new SocialPhotosStore('Facebook', ctx.get<SocialAlbums>(FacebookAlbums), ctx.get<SocialLoginPort>(SocialLogin)))
    .inSingletonScope()
    .onDeactivation((store) => store.dispose());
  bind<SocialPhotosStore>(InstagramPhotos)
    .toDynamicValue((ctx) => new SocialPhotosStore('Instagram', ctx.get<SocialAlbums>(InstagramAlbums), ctx.get<SocialLoginPort>(SocialLogin)))
    .inSingletonScope()
    .onDeactivation((store) => store.dispose());
});
