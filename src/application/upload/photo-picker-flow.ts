import { inject, injectable } from 'inversify';
import type { SharedImage } from '../ports/main-api';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { AlbumPickerStore, queryImageUrls } from './album-picker-store';
import { ArtistDesignsStore, type ChosenDesign } from './artist-designs';
import { QueryImageImporter } from './query-images';
import { StoredPhotoAdder } from './stored-photos';
import type { ChosenSocialPhoto, SocialPhotosStore } from './social-photos-store';
import { UploadStore, type PickedFile, type UploadOutcome } from './upload-store';

/**
 * What the photo picker does with what the shopper chose, and where the shopper goes next: the
 * printing tool once photos have landed; after a failure they stay on the picker (the error dialog
 * is open). Stored photos lead on at once unless device photos are still uploading (their end leads on).
 */
@injectable()
export class PhotoPickerFlow {
  constructor(
    @inject(UploadStore) private readonly uploads: UploadStore,
    @inject(StoredPhotoAdder) private readonly stored: StoredPhotoAdder,
    @inject(AlbumPickerStore) private readonly albums: AlbumPickerStore,
    @inject(ArtistDesignsStore) private readonly designs: ArtistDesignsStore,
    @inject(QueryImageImporter) private readonly queryImages: QueryImageImporter,
    @inject(Navigator) private readonly navigator: NavigatorPort,
  ) {}

  /** The launch query's images (`?image=`), once per page load. */
  async addFromLaunch(search: string): Promise<void> {
    const outcome = await this.queryImages.addFromLaunch(queryImageUrls(search));
    if (outcome) this.leadOn(outcome);
  }

  /**
   * Device photos: the shopper goes to the printing tool as soon as the first chosen photo has its
   * tile (drawn from the file while it uploads, issue 31 item 7), and back to the picker if none landed.
   */
  async addFiles(files: readonly PickedFile[]): Promise<void> {
    let shown = false;
    const onShown = () => {
      if (shown) return;
      shown = true;
      this.navigator.navigate('/printing');
    };
    const outcome = await this.uploads.addDeviceFiles(files, undefined, { onShown });
    if (outcome === 'photo-picker' && shown) this.navigator.navigate('/photo-picker');
    // Back on the picker meanwhile (to add album photos, say): the end leads on, as it did before the previews.
    else if (!shown || this.navigator.current() === '/photo-picker') this.leadOn(outcome);
  }

  async addAlbums(images: readonly SharedImage[]): Promise<void> {
    const added = await this.stored.addAlbumPhotos(images);
    this.albums.clear();
    this.leadOnStored(added);
  }

  async addDesigns(chosen: readonly ChosenDesign[]): Promise<void> {
    const added = await this.stored.add(chosen, 'Artists');
    this.designs.clear();
    this.leadOnStored(added);
  }

  /** Social photos are fetched through the image proxy and uploaded like device photos. */
  async addSocial(store: SocialPhotosStore, photos: readonly ChosenSocialPhoto[]): Promise<void> {
    store.clear();
    this.leadOn(await this.queryImages.addRemote(photos, store.network));
  }

  private leadOn(outcome: UploadOutcome): void {
    if (outcome === 'printing') this.navigator.navigate('/printing');
  }

  private leadOnStored(added: number): void {
    if (added > 0 && !this.uploads.inProgress) this.navigator.navigate('/printing');
  }
}
