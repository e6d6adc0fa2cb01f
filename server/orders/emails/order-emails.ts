import type { Db } from '../../db/db';
import { imageDimensions } from '../../files/image-dimensions';
import type { Mailer } from '../../mail/mailer';
import { orderTiles } from '../../admin/print-files';
import { isRefusal } from '../../http/refusal';
import { LocalSourceImages, StoredSourceImages } from '../../admin/source-images';
import type { FileStore } from '../../files/file-store-port';
import type { TenantRepository } from '../../tenants/tenant-repository';
import { TilePictures } from '../tile-picture';
import { OrderEmailJob } from './order-email-job';

export interface OrderEmailSettings {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly tenants: TenantRepository;
  /** DATA_DIR/files: the tiles' photos (their pictures are drawn from them). */
  readonly filesDir: string;
  /**
   * Where the photos are when not in `filesDir` (S3_BUCKET): the bucket, and the addresses a photo
   * posted straight to it is named by (its own URL and its public one).
   */
  readonly bucket?: { readonly store: FileStore; readonly urls: readonly string[] };
  /** PUBLIC_URL: the store's links, and the origin tile photo addresses may name. */
  readonly publicUrl: string;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  readonly holder?: string;
  /** Emails claimed per run (20 by default). */
  readonly batch?: number;
}

/**
 * The order email job with its real sources: each tile's picture from the print geometry
 * (server/orders/tile-picture.ts, issue 28), the tiles the order prints, the tenant.
 */
export function orderEmailJob(settings: OrderEmailSettings): OrderEmailJob {
  const images = settings.bucket
    ? new StoredSourceImages(settings.bucket.store, settings.publicUrl, settings.bucket.urls)
    : new LocalSourceImages(settings.filesDir, settings.publicUrl);
  const pictures = new TilePictures(settings.db, images);
  return new OrderEmailJob({
    db: settings.db,
    mailer: settings.mailer,
    tenant: (id) => settings.tenants.find(id),
    // The job reads orders it has just claimed: one that does not exist has no tiles to show.
    tiles: async (orderId) => (await orderTiles(settings.db, orderId)) ?? [],
    picture: async (orderId, line, index, sizePx) => {
      const file = await pictures.picture(orderId, line, index, sizePx);
      if (isRefusal(file)) return null;
      const { bytes } = file;
      const size = imageDimensions(bytes);
      return size ? { bytes, ...size } : null;
    },
    publicUrl: settings.publicUrl,
    ...(settings.now ? { now: settings.now } : {}),
    ...(settings.log ? { log: settings.log } : {}),
    ...(settings.holder ? { holder: settings.holder } : {}),
    ...(settings.batch ? { batch: settings.batch } : {}),
  });
}
