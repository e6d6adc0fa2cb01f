import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { LaunchContext } from '../../application/ports/launch-context';
import type { SharedImage } from '../../application/ports/main-api';
import { UploadStore } from '../../application/stores/upload-store';
import { AlbumPickerStore, queryImageUrls } from '../../application/upload/album-picker-store';
import { useService } from '../hooks/use-service';
import { AlbumBrowser } from './album-browser';
import { DeviceSource } from './device-source';
import styles from './photo-picker.module.css';
import { UploadLeaveGuard } from './upload-leave-guard';
import { UploadNotices } from './upload-notices';
import { UploadProgress } from './upload-progress';

/** The photo picker: device photos, shared albums and query images, into the active project. */
export const PhotoPicker = observer(function PhotoPicker() {
  const uploads = useService(UploadStore);
  const albums = useService(AlbumPickerStore);
  const launch = useService<LaunchContext>(LaunchContext);
  const [, navigate] = useLocation();

  // Image addresses supplied in the query (source QueryParam) go straight into the project.
  useEffect(() => {
    const urls = queryImageUrls(launch.search);
    if (urls.length === 0) return;
    void uploads.addStored(urls.map((url) => ({ url })), 'QueryParam').then((added) => {
      if (added > 0) navigate('/printing');
    });
  }, [launch, uploads, navigate]);

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

  return (
    <div className={styles.picker}>
      <UploadLeaveGuard />
      <UploadProgress />
      <UploadNotices />
      <DeviceSource busy={uploads.inProgress} onFiles={(files) => void addFiles(files)} />
      <AlbumBrowser onAdd={(images) => void addAlbums(images)} />
    </div>
  );
});
