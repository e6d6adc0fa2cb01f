import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import type { PhotoSource } from '../../domain/project';
import { undecodableMessage } from '../../domain/imaging/upload-messages';
import { ImageBlobFetcher } from '../ports/image-blob-fetcher';
import { ImageSizeProbe, type ImageSizeProbe as Probe } from '../ports/image-size-probe';
import { UploadStore, type PickedFile, type UploadOutcome } from './upload-store';
import { StoredPhotoAdder } from './stored-photos';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/apng': 'apng',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/**
 * The file name a query image is uploaded under: the last path segment of its address, with the
 * extension of its media type when the name has none the pipeline knows (addresses often have none).
 */
export const queryImageFileName = (url: string, mimeType: string): string => {
  const path = url.split(/[?#]/)[0] ?? '';
  let segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  const name = segment.replace(/[^\w.-]+/g, '-') || 'image';
  const extension = EXTENSIONS[mimeType.split(';')[0]!.trim().toLowerCase()];
  if (/\.(jpe?g|png|apng|gif|webp|svg|bmp|ico|heic|heif)$/i.test(name) || !extension) return name;
  return `${name}.${extension}`;
};

/**
 * Image addresses supplied in the query (source QueryParam, SPEC §1/§7). An address already in
 * the store's storage answers HEAD with x-amz-meta-width/height: it becomes a tile at once. Any
 * other address is fetched as a blob with a timestamp query added and goes through the device
 * pipeline (processed, uploaded, the progress bar showing), so the tile's pixels are the store's
 * own; its metadata keeps the address as sourceUrl.
 */
@injectable()
export class QueryImageImporter {
  constructor(
    @inject(UploadStore) private readonly uploads: UploadStore,
    @inject(StoredPhotoAdder) private readonly stored: StoredPhotoAdder,
    @inject(ImageSizeProbe) private readonly probe: Probe,
    @inject(ImageBlobFetcher) private readonly blobs: ImageBlobFetcher,
  ) {}

  private launchHandled = false;

  /**
   * The launch query's images, once per page load (the picker may mount again later, and React
   * may run its effects twice): null when they were already handled.
   */
  addFromLaunch(urls: readonly string[]): Promise<UploadOutcome> | null {
    if (this.launchHandled || urls.length === 0) return null;
    this.launchHandled = true;
    return this.add(urls);
  }

  async add(urls: readonly string[]): Promise<UploadOutcome> {
    const looked = await Promise.all(
      urls.map(async (url) => {
        const size = await this.probe.size(url);
        if (!isLeft(size)) return { kind: 'stored' as const, url, ...size.right };
        const blob = await this.blobs.fetchBlob(url);
        if (isLeft(blob)) return { kind: 'failed' as const, url };
        const file: PickedFile = new File([blob.right], queryImageFileName(url, blob.right.type), { type: blob.right.type });
        return { kind: 'fetched' as const, file, url };
      }),
    );
    const failed = looked.flatMap((l) => (l.kind === 'failed' ? [undecodableMessage(l.url)] : []));
    if (failed.length > 0) this.uploads.addNotices(failed);
    const stored = looked.flatMap((l) => (l.kind === 'stored' ? [{ url: l.url, width: l.width, height: l.height }] : []));
    const fetched = new Map(looked.flatMap((l) => (l.kind === 'fetched' ? [[l.file, l.url] as const] : [])));
    const added = stored.length > 0 ? await this.stored.add(stored, 'QueryParam') : 0;
    // The uploads' outcome decides when there are any: after a failure the shopper stays on the picker.
    if (fetched.size > 0) return this.uploads.addDeviceFiles([...fetched.keys()], { source: 'QueryParam', sourceUrl: (file) => fetched.get(file) });
    return added > 0 ? 'printing' : 'photo-picker';
  }

  /**
   * Photos on another site that the shopper chose (Facebook, Instagram): fetched as blobs (through
   * the image proxy) and uploaded like device photos, so the tile's pixels are the store's own and
   * outlive the network's expiring CDN addresses; `sourceUrl` (the photo's page) goes in the metadata.
   */
  async addRemote(photos: ReadonlyArray<{ readonly url: string; readonly sourceUrl: string }>, source: PhotoSource): Promise<UploadOutcome> {
    const looked = await Promise.all(
      photos.map(async (photo) => {
        // The networks' CDN addresses are signed: fetched exactly as given, no timestamp added.
        const blob = await this.blobs.fetchBlob(photo.url, { asGiven: true });
        if (isLeft(blob)) return { photo, file: null };
        return { photo, file: new File([blob.right], queryImageFileName(photo.url, blob.right.type), { type: blob.right.type }) as PickedFile };
      }),
    );
    // Named by the file in the address: the whole signed CDN address would say nothing to the shopper.
    const failed = looked.flatMap((l) => (l.file === null ? [undecodableMessage(queryImageFileName(l.photo.url, ''))] : []));
    if (failed.length > 0) this.uploads.addNotices(failed);
    const fetched = new Map(looked.flatMap((l) => (l.file === null ? [] : [[l.file, l.photo.sourceUrl] as const])));
    if (fetched.size === 0) return 'photo-picker';
    return this.uploads.addDeviceFiles([...fetched.keys()], { source, sourceUrl: (file) => fetched.get(file) });
  }
}
