import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { LaunchContext } from '../../application/ports/launch-context';
import { ParentFrame } from '../../application/ports/parent-frame';
import type { SharedImage } from '../../application/ports/main-api';
import { UploadStore } from '../../application/upload/upload-store';
import { AlbumPickerStore, queryImageUrls } from '../../application/upload/album-picker-store';
import { ArtistDesignsStore, type ChosenDesign } from '../../application/upload/artist-designs';
import { QueryImageImporter } from '../../application/upload/query-images';
import type { ChosenSocialPhoto, SocialPhotosStore } from '../../application/upload/social-photos-store';
import { useService } from '../hooks/use-service';
import { AlbumBrowser } from './album-browser';
import { ArtistDesigns } from './artist-designs';
import { DeviceSource } from './device-source';
import { SocialSources } from './social-source';
import styles from './photo-picker.module.css';
import { UploadLeaveGuard } from './upload-leave-guard';
import { UploadNotices } from './upload-notices';
import { UploadProgress } from './upload-progress';

/** The photo picker: device photos, social and shared albums, artists' designs and query images, into the active project. */
export const PhotoPicker = observer(function PhotoPicker() {
  const uploads = useService(UploadStore);
  const albums = useService(AlbumPickerStore);
  const launch = useService<LaunchContext>(LaunchContext);
  const queryImages = useService(QueryImageImporter);
  const designs = useService(ArtistDesignsStore);
  // In an iframe the shell shows the progress bar (SPEC §2 'Shell'), so the picker does not repeat it.
  const embedded = useService<ParentFrame>(ParentFrame).embedded;
  const [, navigate] = useLocation();

  // Image addresses supplied in the query (source QueryParam) go straight into the project.
  useEffect(() => {
    void queryImages.addFromLaunch(queryImageUrls(launch.search))?.then((outcome) => {
      if (outcome === 'printing') navigate('/printing');
    });
  }, [launch, queryImages, navigate]);

  const addFiles = async (files: File[]) => {
    const outcome = await uploads.addDeviceFiles(files);
    if (outcome === 'printing') navigate('/printing');
  };

  const addAlbums = async (images: readonly SharedImage[]) => {
    const added = await uploads.addAlbumPhotos(images);
    albums.clear();
    // While device photos upload, their end leads to the printing tool.
    if (added > 0 && !uploads.inProgress) navigate('/printing');
  };

  const addDesigns = async (chosen: readonly ChosenDesign[]) => {
    const added = await uploads.addStored(chosen, 'Artists');
    designs.clear();
    if (added > 0 && !uploads.inProgress) navigate('/printing');
  };

  // Social photos are fetched through the image proxy and uploaded like device photos.
  const addSocial = async (store: SocialPhotosStore, photos: readonly ChosenSocialPhoto[]) => {
    store.clear();
    const outcome = await queryImages.addRemote(photos, store.network);
    if (outcome === 'printing') navigate('/printing');
  };

  return (
    <div className={styles.picker}>
      <UploadLeaveGuard />
      {!embedded && <UploadProgress />}
      <UploadNotices />
      <DeviceSource busy={uploads.inProgress} onFiles={(files) => void addFiles(files)} />
      <SocialSources onAdd={(store, photos) => void addSocial(store, photos)} />
      <AlbumBrowser onAdd={(images) => void addAlbums(images)} />
      <ArtistDesigns onAdd={(chosen) => void addDesigns(chosen)} />
    </div>
  );
});
