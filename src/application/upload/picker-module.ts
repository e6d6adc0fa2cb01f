import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { FacebookAlbums, InstagramAlbums, type SocialAlbums } from '../ports/social-albums';
import { SocialLogin, type SocialLogin as SocialLoginPort } from '../ports/social-login';
import { AlbumPickerStore } from './album-picker-store';
import { ArtistDesignsStore } from './artist-designs';
import { PhotoPickerFlow } from './photo-picker-flow';
import { QueryImageImporter } from './query-images';
import { FacebookPhotos, InstagramPhotos, SocialPhotosStore } from './social-photos-store';
import { LocalRecords, type LocalRecords as Records } from '../ports/local-records';
import { FbLoggedInRecord } from '../shell/shell-records';

/**
 * The photo picker's own stores: loaded with the picker page, not with the home page. A public entry
 * of the upload feature (issue 36) beside its index: the picker's views import these stores from here,
 * so the printing, which imports the index, does not carry them.
 */
export { AlbumPickerStore, ArtistDesignsStore, PhotoPickerFlow, FacebookPhotos, InstagramPhotos };
export type { ArtistDesign, ChosenDesign } from './artist-designs';
export type { ChosenSocialPhoto, SocialPhotosStore } from './social-photos-store';

export const pickerModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [AlbumPickerStore, QueryImageImporter, ArtistDesignsStore, PhotoPickerFlow]);
  bind<SocialPhotosStore>(FacebookPhotos)
    .toDynamicValue((ctx) => {
      const records = ctx.get<Records>(LocalRecords);
      const remembered = { read: () => records.read(FbLoggedInRecord) ?? false, write: (loggedIn: boolean) => void records.write(FbLoggedInRecord, loggedIn) };
      return new SocialPhotosStore('Facebook', ctx.get<SocialAlbums>(FacebookAlbums), ctx.get<SocialLoginPort>(SocialLogin), remembered);
    })
    .inSingletonScope()
    .onDeactivation((store) => store.dispose());
  bind<SocialPhotosStore>(InstagramPhotos)
    .toDynamicValue((ctx) => new SocialPhotosStore('Instagram', ctx.get<SocialAlbums>(InstagramAlbums), ctx.get<SocialLoginPort>(SocialLogin)))
    .inSingletonScope()
    .onDeactivation((store) => store.dispose());
});
