import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { LaunchContext } from '../../application/ports/launch-context';
import { ParentFrame } from '../../application/ports/parent-frame';
import { PhotoPickerFlow } from '../../application/upload/photo-picker-flow';
import { UploadStore } from '../../application/upload/upload-store';
import { useService } from '../hooks/use-service';
import { AlbumBrowser } from './album-browser';
import { ArtistDesigns } from './artist-designs';
import { DeviceSource } from './device-source';
import { MoreSources, SocialSources } from './social-source';
import styles from './photo-picker.module.css';
import { UploadLeaveGuard } from './upload-leave-guard';
import { UploadNotices } from './upload-notices';
import { UploadProgress } from './upload-progress';

/** The photo picker: device photos, social and shared albums, artists' designs and query images, into the active project. */
export const PhotoPicker = observer(function PhotoPicker() {
  const uploads = useService(UploadStore);
  const launch = useService<LaunchContext>(LaunchContext);
  const flow = useService(PhotoPickerFlow);
  // In an iframe the shell shows the progress bar (SPEC §2 'Shell'), so the picker does not repeat it.
  const embedded = useService<ParentFrame>(ParentFrame).embedded;

  // Image addresses supplied in the query (source QueryParam) go straight into the project.
  useEffect(() => {
    void flow.addFromLaunch(launch.search);
  }, [launch, flow]);

  return (
    <div className={styles.picker}>
      <UploadLeaveGuard />
      {!embedded && <UploadProgress />}
      <UploadNotices />
      {/* Issue 32: the sources that work first; those this store does not offer last, folded. */}
      <DeviceSource busy={uploads.inProgress} onFiles={(files) => void flow.addFiles(files)} />
      <AlbumBrowser onAdd={(images) => void flow.addAlbums(images)} />
      <ArtistDesigns onAdd={(chosen) => void flow.addDesigns(chosen)} />
      <SocialSources onAdd={(store, photos) => void flow.addSocial(store, photos)} />
      <MoreSources />
    </div>
  );
});
