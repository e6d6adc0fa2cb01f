import { useContext, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { LaunchContext } from '../../application/ports/launch-context';
import { UploadStore } from '../../application/upload';
import { AlbumPickerStore, ArtistDesignsStore, PhotoPickerFlow } from '../../application/upload/picker-module';
import { PhotoChoiceLimit, type LimitedChoice } from '../../application/printing';
import type { SharedImage } from '../../application/ports/main-api';
import { ChoiceLimit, type ChoiceItem } from './choice-limit';
import { ContainerContext, useService } from '../hooks/use-service';
import { warmPort } from '../../application/loading/warm-port';
import { PhotoProcessor } from '../../application/ports/photo-processor';
import { PhotoUploader } from '../../application/ports/photo-uploader';
import { TileImageLoader } from '../../application/ports/tile-image-loader';
import { warmPage } from '../routing/warm-page';
import { AlbumBrowser } from './album-browser';
import { ArtistDesigns } from './artist-designs';
import { DeviceSource } from './device-source';
import { MoreSources, SocialSources } from './social-source';
import styles from './photo-picker.module.css';
import { UnframedUploads, UploadLeaveGuard, UploadNotices, UploadProgress } from '../upload';

/** The photo picker: device photos, social and shared albums, artists' designs and query images, into the active project. */
export const PhotoPicker = observer(function PhotoPicker() {
  const uploads = useService(UploadStore);
  const launch = useService<LaunchContext>(LaunchContext);
  const flow = useService(PhotoPickerFlow);

  // The tool loads while the shopper chooses: its code and stores, and the upload's and pictures' code,
  // so chosen photos show there at once, under no full-page Loading (issue 31 item 7). Then, once the
  // page is idle, the canvas and Pixi's browser set-up, which the tool otherwise fetches one after the
  // other after the route change (two round trips before the first tile on a phone).
  const container = useContext(ContainerContext);
  const uploader = useService<PhotoUploader>(PhotoUploader);
  const processor = useService<PhotoProcessor>(PhotoProcessor);
  const pictures = useService<TileImageLoader>(TileImageLoader);
  useEffect(() => {
    let cancelIdle = () => {};
    let left = false;
    void Promise.all([container && warmPage(container, 'printing'), warmPort(uploader), warmPort(processor), warmPort(pictures)]).then(() => {
      if (left) return;
      const warm = () => void import('../printing/canvas/warm-canvas').then(({ warmCanvas }) => warmCanvas()).catch(() => undefined);
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(warm, { timeout: 3000 });
        cancelIdle = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(warm, 1000);
        cancelIdle = () => clearTimeout(id);
      }
    });
    return () => {
      left = true;
      cancelIdle();
    };
  }, [container, uploader, processor, pictures]);

  // Image addresses supplied in the query (source QueryParam) go straight into the project.
  useEffect(() => {
    void flow.addFromLaunch(launch.search);
  }, [launch, flow]);

  const albumsState = useService(AlbumPickerStore).state.status;
  const designsSettled = useService(ArtistDesignsStore).settled;
  const sourcesSettled = (albumsState === 'ready' || albumsState === 'failed') && designsSettled;
  const limits = useService(PhotoChoiceLimit);
  // A choice the tenant's tile limit cannot take whole waits here for the shopper's pick (issue 31 item 8).
  const [over, setOver] = useState<OverChoice | null>(null);
  const choose = (count: number, items: () => ChoiceItem[], add: (keys: readonly string[] | null) => void) => {
    const limit = limits.check(count);
    if (limit === null) add(null);
    else setOver({ limit, items, add });
  };
  const addFiles = (files: readonly File[]) =>
    choose(
      files.length,
      () =>
        files.map((f, i) => ({
          key: String(i),
          label: f.name,
          ...(f.type.startsWith('image/') && !/hei[cf]/i.test(f.type) ? { thumb: URL.createObjectURL(f) } : {}),
        })),
      (keys) => void flow.addFiles(keys === null ? files : files.filter((_, i) => keys.includes(String(i)))),
    );
  const addAlbums = (images: readonly SharedImage[]) =>
    choose(
      images.length,
      () => images.map((i) => ({ key: i.key, label: i.fileName, thumb: i.thumb })),
      (keys) => void flow.addAlbums(keys === null ? images : images.filter((i) => keys.includes(i.key))),
    );

  return (
    <div className={styles.picker}>
      <UploadLeaveGuard />
      <UploadProgress />
      <UnframedUploads />
      <UploadNotices />
      {over && (
        <OverLimit
          over={over}
          onDone={(keys) => {
            setOver(null);
            if (keys !== null) over.add(keys);
          }}
        />
      )}
      {/* Issue 32: the sources that work first; those this store does not offer last, folded. */}
      <DeviceSource busy={uploads.inProgress} onFiles={addFiles} />
      <AlbumBrowser onAdd={addAlbums} />
      <ArtistDesigns onAdd={(chosen) => void flow.addDesigns(chosen)} />
      <SocialSources onAdd={(store, photos) => void flow.addSocial(store, photos)} />
      {/* Last, once the sources above have drawn what they load: drawn earlier, it was pushed down as they grew (issue 27: CLS). */}
      {sourcesSettled && <MoreSources />}
    </div>
  );
});

/** A choice waiting for the shopper's pick: how many fit, the chosen photos, and how to add the pick (null: all). */
type OverChoice = { readonly limit: LimitedChoice; readonly items: () => ChoiceItem[]; readonly add: (keys: readonly string[] | null) => void };

/** The pick over a choice; device photos show from local addresses, released when it closes. */
function OverLimit({ over, onDone }: { over: OverChoice; onDone: (keys: readonly string[] | null) => void }) {
  const items = useMemo(() => over.items(), [over]);
  useEffect(() => () => items.forEach((i) => i.thumb?.startsWith('blob:') && URL.revokeObjectURL(i.thumb)), [items]);
  return <ChoiceLimit items={items} limit={over.limit} onConfirm={(keys) => onDone(keys)} onCancel={() => onDone(null)} />;
}
