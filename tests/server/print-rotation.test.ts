import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OrderedTile, PrintFileProduct } from '../../src/domain/admin';
import { printFilePlan } from '../../src/domain/printing/tile-picture';
import { renderPrintFile } from '../../server/admin/print-renderer';

/**
 * Issue 31 item 6: a turned photo prints turned, where the one render geometry puts it. The photo is
 * 400 x 200 with its top-left 100 x 100 red (the rest blue); each tile's crop holds the red corner, so
 * the corner's place in the print file says which way the print turned it.
 */
const PRODUCT: PrintFileProduct = { widthInches: 8, heightInches: 8, outputImageWidth: 200, outputImageHeight: 200 };

const markedPhoto = async (): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#0000ff"/><rect width="100" height="100" fill="#ff0000"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

const tile = (over: Partial<OrderedTile>): OrderedTile => ({
  imagePath: 'p',
  crop: null,
  frameColor: 'Black',
  matColor: '#FFFFFF00',
  filter: 'color',
  orientation: 'Portrait',
  ...over,
});

/** Which quarter of the print file is red: 'tl', 'tr', 'bl' or 'br' (sampled at each quarter's centre). */
const redQuarters = async (file: Buffer): Promise<string[]> => {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data[(Math.round(y) * info.width + Math.round(x)) * info.channels]! > 200;
  const q = { tl: [0.25, 0.25], tr: [0.75, 0.25], bl: [0.25, 0.75], br: [0.75, 0.75] } as const;
  return Object.entries(q).flatMap(([k, [fx, fy]]) => (at(fx * info.width, fy * info.height) ? [k] : []));
};

describe('a turned photo prints turned (issue 31 item 6)', () => {
  it('the red corner lands where the geometry turns it, for every quarter turn', async () => {
    const photo = await markedPhoto();
    // The crop holds the red corner: a 200 px square at the turned photo's corner where the red now is.
    // Turned 90° the photo is 200 x 400 and the red sits top-right (x 100..200, y 0..100).
    const cases = [
      { rotation: 0, crop: [0, 0, 200, 200], red: ['tl'] },
      { rotation: 90, crop: [0, 0, 200, 200], red: ['tr'] },
      { rotation: 180, crop: [200, 0, 200, 200], red: ['br'] },
      { rotation: 270, crop: [0, 200, 200, 200], red: ['bl'] },
    ] as const;
    for (const c of cases) {
      const plan = printFilePlan(PRODUCT, tile({ crop: [...c.crop], rotation: c.rotation }), { width: 400, height: 200 });
      expect(plan.rotation).toBe(c.rotation);
      expect(await redQuarters(await renderPrintFile(photo, plan)), `turned ${c.rotation}°`).toEqual([...c.red]);
    }
  });

  it('the plan is measured in the turned pixels: a crop past the turned photo keeps only its part inside', () => {
    // Turned 90°, the 400 x 200 photo is 200 x 400: rows 300..400 exist (unturned they would not), the
    // part inside is 200 x 100, trimmed about its centre to the square frame: 100 x 100 at x 50.
    const plan = printFilePlan(PRODUCT, tile({ crop: [0, 300, 200, 200], rotation: 90 }), { width: 400, height: 200 });
    expect(plan.crop).toEqual({ left: 50, top: 300, width: 100, height: 100 });
  });
});
