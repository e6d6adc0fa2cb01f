import sharp from 'sharp';
import { DEFAULT_ACCENT } from '../../src/domain/tenant/brand-colour';

/**
 * The store's icons (issue 27), drawn without the network: one SVG (a framed square tile on the
 * tenant's accent colour) rendered by sharp to PNG on first request and kept in memory, and
 * favicon.ico packed from three of those PNGs (the ICO format takes PNG entries since Windows Vista).
 */

/** The accent colour when the one given is not a plain hex colour (the SVG takes nothing else). */
export const FALLBACK_ACCENT = DEFAULT_ACCENT;

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const safeAccent = (accent: string | undefined): string => (accent && HEX_COLOUR.test(accent) ? accent : FALLBACK_ACCENT);

/**
 * The icon at `size` px. `maskable`: full bleed (the platform cuts its own shape), the tile inside the
 * maskable safe zone (a centred circle of 40 % radius: the tile's corners are 28 % from the centre);
 * otherwise rounded corners.
 */
export function iconSvg(accent: string, size: number, maskable: boolean): string {
  const corner = maskable ? 0 : 96;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">`,
    `<rect width="512" height="512" rx="${corner}" fill="${safeAccent(accent)}"/>`,
    '<rect x="156" y="156" width="200" height="200" rx="14" fill="none" stroke="#ffffff" stroke-width="28"/>',
    '<rect x="200" y="200" width="112" height="112" rx="6" fill="#ffffff"/>',
    '</svg>',
  ].join('');
}

/** The PNG icons the manifest and the pages name, by file name. */
export const PNG_ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-192.png': { size: 192, maskable: true },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const;
export type PngIconName = keyof typeof PNG_ICONS;

/** favicon.ico's sizes. */
export const ICO_SIZES = [16, 32, 48] as const;

export const renderPng = (accent: string, size: number, maskable: boolean): Promise<Buffer> =>
  sharp(Buffer.from(iconSvg(accent, size, maskable)))
    .png()
    .toBuffer();

/** An ICO file of PNG entries: the 6-byte header, one 16-byte directory entry per image, then the images. */
export function packIco(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/**
 * Rendered icons by accent colour, made once each (the promise is kept, so concurrent first
 * requests render once). Accents come from the tenants' settings: a handful, so no eviction.
 */
export class IconCache {
  private readonly made = new Map<string, Promise<Buffer>>();

  png(accent: string, name: PngIconName): Promise<Buffer> {
    const { size, maskable } = PNG_ICONS[name];
    return this.once(`${safeAccent(accent)}:${name}`, () => renderPng(safeAccent(accent), size, maskable));
  }

  ico(accent: string): Promise<Buffer> {
    return this.once(`${safeAccent(accent)}:favicon.ico`, async () =>
      packIco(await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await renderPng(safeAccent(accent), size, false) })))),
    );
  }

  private once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    let made = this.made.get(key);
    if (!made) {
      made = make();
      // A failed render is not kept: the next request tries again.
      made.catch(() => this.made.delete(key));
      this.made.set(key, made);
    }
    return made;
  }
}
