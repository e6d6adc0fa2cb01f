import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { AdminAssetWire } from '../../src/contract/admin-assets';
import { assetTooLargeMessage, MAX_ASSET_BYTES, NOT_AN_ASSET_IMAGE } from '../../src/domain/admin/asset-rules';
import type { Db } from '../db/db';
import type { FileStore } from '../files/file-store-port';
import { isRefusal, refusal, type Refusal } from '../http/refusal';
import { AuditLog, type AdminActor } from './audit-log';

/** The most pixels a decoded upload may have (a small file can still decode to a huge image). */
export const MAX_ASSET_PIXELS = 100_000_000;
export const ASSET_PAGE_SIZE = 24;
/** The thumbnail's longest edge (the library's grid and the picker). */
export const THUMB_EDGE = 320;

/** The formats an asset may be, by what sharp reads in the bytes (never the name or the Content-Type). */
const FORMATS: Readonly<Record<string, { type: string; ext: string }>> = {
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
  png: { type: 'image/png', ext: 'png' },
  webp: { type: 'image/webp', ext: 'webp' },
};

export { MAX_ASSET_BYTES, assetTooLargeMessage as tooLargeMessage };
const NOT_AN_IMAGE = NOT_AN_ASSET_IMAGE;

interface AssetRow {
  id: string;
  file_key: string;
  thumb_key: string;
  file_name: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  uploaded_by: string;
  created_at: Date | string;
}

const toWire = (r: AssetRow): AdminAssetWire => ({
  id: r.id,
  url: `/files/${r.file_key}`,
  thumbUrl: `/files/${r.thumb_key}`,
  fileName: r.file_name,
  contentType: r.content_type,
  bytes: Number(r.bytes),
  width: r.width,
  height: r.height,
  uploadedBy: r.uploaded_by,
  createdAt: new Date(r.created_at).toISOString(),
});

/** What the bytes are: format and size as decoded, or the reason they are refused (422). */
async function inspect(bytes: Uint8Array): Promise<{ type: string; ext: string; width: number; height: number } | Refusal> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_ASSET_PIXELS }).metadata();
  } catch {
    return refusal(422, NOT_AN_IMAGE);
  }
  const format = meta.format ? FORMATS[meta.format] : undefined;
  if (!format) {
    const what = meta.format === 'svg' ? 'an SVG drawing' : meta.format ? `a ${meta.format.toUpperCase()} file` : 'not an image';
    return refusal(422, `This file is ${what}: upload a JPEG, PNG or WebP image.`);
  }
  if (!meta.width || !meta.height) return refusal(422, NOT_AN_IMAGE);
  if (meta.width * meta.height > MAX_ASSET_PIXELS) return refusal(422, `This image is ${meta.width} x ${meta.height} pixels: at most 100 megapixels.`);
  // EXIF orientation 5..8 turns the picture: the shown size is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  return { ...format, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

/**
 * The thumbnail, which decodes the whole image: a file whose header reads but whose pixels do not
 * (truncated, damaged) is refused here, not on the storefront.
 */
async function thumbnail(bytes: Uint8Array): Promise<Uint8Array | Refusal> {
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_ASSET_PIXELS })
      .rotate()
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return refusal(422, 'This image is damaged (it could not be read to its end): export it again and upload the new file.');
  }
}

/**
 * The admin's image library (issue #17). An upload is checked by its decoded bytes (JPEG, PNG or WebP;
 * at most 20 MB and 100 MP; SVG is refused: templates are not uploaded here), stored through the
 * FileStore (disk or S3) under `assets/` with a WebP thumbnail, and recorded with its dimensions and
 * its audit entry in one transaction. A refused file stores nothing; a failed record removes the files.
 */
export class Assets {
  private readonly audit: AuditLog;

  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
  ) {
    this.audit = new AuditLog(db);
  }

  async page(page: number): Promise<{ assets: AdminAssetWire[]; page: number; pageSize: number; total: number }> {
    const [count] = await this.db.query<{ n: string | number }>('SELECT count(*) AS n FROM assets');
    const rows = await this.db.query<AssetRow>('SELECT * FROM assets ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2', [
      ASSET_PAGE_SIZE,
      (page - 1) * ASSET_PAGE_SIZE,
    ]);
    return { assets: rows.map(toWire), page, pageSize: ASSET_PAGE_SIZE, total: Number(count?.n ?? 0) };
  }

  async upload(bytes: Uint8Array, fileName: string, actor: AdminActor): Promise<AdminAssetWire | Refusal> {
    if (bytes.byteLength === 0) return refusal(422, 'This file is empty: choose an image.');
    if (bytes.byteLength > MAX_ASSET_BYTES) return refusal(413, assetTooLargeMessage(bytes.byteLength));
    const image = await inspect(bytes);
    if (isRefusal(image)) return image;
    const id = randomUUID();
    const fileKey = `assets/${id}.${image.ext}`;
    const thumbKey = `assets/${id}_tmb.webp`;
    const thumb = await thumbnail(bytes);
    if (isRefusal(thumb)) return thumb;
    await this.files.put(fileKey, bytes, image.type);
    try {
      await this.files.put(thumbKey, thumb, 'image/webp');
      const row = await this.db.transaction(async (tx) => {
        const [inserted] = await tx.query<AssetRow>(
          `INSERT INTO assets (id, file_key, thumb_key, file_name, content_type, bytes, width, height, uploaded_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
          [id, fileKey, thumbKey, fileName.slice(0, 200), image.type, bytes.byteLength, image.width, image.height, actor.email],
        );
        const asset = toWire(inserted!);
        const { uploadedBy: _by, createdAt: _at, ...facts } = asset;
        await this.audit.record(tx, actor, { action: 'asset.upload', recordType: 'asset', recordId: id, before: null, after: facts });
        return asset;
      });
      return row;
    } catch (error) {
      await Promise.all([this.files.delete(fileKey), this.files.delete(thumbKey)]).catch(() => {});
      throw error;
    }
  }
}
