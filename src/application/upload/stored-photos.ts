import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { undecodableMessage } from '../../domain/imaging/upload-messages';
import type { PhotoSource } from '../../domain/project';
import { ImageSizeProbe, type ImageSizeProbe as Probe } from '../ports/image-size-probe';
import type { SharedImage } from '../ports/main-api';
import { ProjectTiles, type ProjectTiles as Tiles } from '../ports/project-tiles';
import { UploadStore } from './upload-store';

/** A photo already stored, by address, with its size when its source knows it. */
export type StoredPhoto = { url: string; width?: number | undefined; height?: number | undefined; variantId?: string };

/**
 * Stored photos by address (shared albums, query images, artists' designs) into the active project.
 * A missing size is read with HEAD from the x-amz-meta-width/height headers; a photo whose size cannot
 * be read is skipped with a notice; the tenant's tile limit stops the adding with its message.
 */
export async function addStoredPhotos(
  probe: Probe,
  tiles: Tiles,
  photos: readonly StoredPhoto[],
  source: PhotoSource,
): Promise<{ readonly added: number; readonly notices: readonly string[] }> {
  const sized = await Promise.all(
    photos.map(async (photo) => {
      if (photo.width && photo.height) return { ...photo, width: photo.width, height: photo.height };
      const size = await probe.size(photo.url);
      return isLeft(size) ? { ...photo, failure: size.left.message } : { ...photo, ...size.right };
    }),
  );
  let added = 0;
  const notices: string[] = [];
  runInAction(() => {
    for (const photo of sized) {
      if ('failure' in photo) {
        notices.push(undecodableMessage(photo.url));
        continue;
      }
      const result = tiles.addTile({
        imagePath: photo.url,
        width: photo.width,
        height: photo.height,
        source,
        sourceUrl: photo.url,
        ...(photo.variantId ? { variantId: photo.variantId } : {}),
      });
      if (isLeft(result)) {
        notices.push(result.left.message);
        break;
      }
      added++;
    }
  });
  return { added, notices };
}

/**
 * Photos that are stored already become tiles at once, with no upload and no progress bar (shared
 * albums, query images, artists' designs, a product's own design). Its notices join the upload's.
 * Split out of UploadStore, which sends the shopper's own files.
 */
@injectable()
export class StoredPhotoAdder {
  constructor(
    @inject(ImageSizeProbe) private readonly probe: Probe,
    @inject(ProjectTiles) private readonly tiles: Tiles,
    @inject(UploadStore) private readonly uploads: UploadStore,
  ) {}

  /** Shared-album photos (keys under shared/), as Confetti tiles; resolves with how many tiles were added. */
  addAlbumPhotos(images: readonly SharedImage[]): Promise<number> {
    return this.add(
      images.map((image) => ({ url: image.full, width: image.width, height: image.height })),
      'Confetti',
    );
  }

  /** Stored photos by address (see addStoredPhotos); resolves with how many tiles were added. */
  async add(photos: readonly StoredPhoto[], source: PhotoSource): Promise<number> {
    const { added, notices } = await addStoredPhotos(this.probe, this.tiles, photos, source);
    if (notices.length > 0) this.uploads.addNotices(notices);
    return added;
  }
}
