/**
 * Print render (issue 28 item 4): how long one 2400 px print file takes from a 12-MP original, and
 * where the time goes. A 4000 x 3000 JPEG (quality 92, photo-like noise so the encoder has work) is
 * generated once (not timed), then rendered by the server's own `renderPrintFile` through the plans
 * of a single 8-inch tile (cropped to a square) and of the 9 pieces of a 3 x 3 split (one decode for
 * the nine, as the server does). Each phase is also timed alone with sharp: decode (full and
 * shrink-on-load), resize, encode with and without the optimised Huffman pass.
 * Runnable alone: `npx tsx bench/print-render/print-render-bench.ts [runs]`.
 */
import os from 'node:os';
import sharp from 'sharp';
import { printFilePlan, type OrderedTile } from '../../src/domain/admin';
import { decodeUpright, renderPrintFile } from '../../server/admin/print-renderer';

export interface PrintRenderReport {
  readonly runs: number;
  readonly singleMedianMs: number;
  readonly singleP90Ms: number;
  readonly splitPieceMedianMs: number;
  readonly phases: Readonly<Record<string, number>>;
  readonly load: string;
  /** libvips threads per pipeline (sharp.concurrency) during the run. */
  readonly threads: number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;

async function time(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  await work(); // warm: sharp's first call loads libvips' operations
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    out.push(performance.now() - started);
  }
  return out;
}

/** A 4000 x 3000 JPEG with a gradient and noise: a camera photo's entropy, not a flat colour. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const tile = (crop: OrderedTile['crop']): OrderedTile => ({
  imagePath: 'bench.jpg',
  crop,
  frameColor: 'Black',
  matColor: '#FFFFFF00',
  filter: 'color',
  orientation: 'Portrait',
});

export async function printRenderBench(runs = 9): Promise<PrintRenderReport> {
  const source = await twelveMegapixelJpeg();
  const product = { widthInches: 8, heightInches: 8 };
  const image = { width: 4000, height: 3000 };
  const single = printFilePlan(product, tile([500, 0, 3000, 3000]), image);
  const singleMs = await time(runs, () => renderPrintFile(source, single));
  // A 3 x 3 split of the whole 3000 px square: each piece is 1000 px of the original, printed at 2400.
  const pieces = Array.from({ length: 9 }, (_, i) => printFilePlan(product, tile([500 + (i % 3) * 1000, Math.floor(i / 3) * 1000, 1000, 1000]), image));
  // As PrintFiles renders a split: the photo decoded once (DecodedOriginals), the nine pieces cut from it.
  const splitMs = await time(Math.max(1, Math.floor(runs / 3)), async () => {
    const decoded = await decodeUpright(source);
    for (const plan of pieces) await renderPrintFile(decoded, plan);
  });
  const decoded = await sharp(source).raw().toBuffer({ resolveWithObject: true });
  const upright = await decodeUpright(source);
  const piece = { left: 1500, top: 1000, width: 1000, height: 1000 };
  const upscaled = await sharp(upright.data, { raw: upright.info }).extract(piece).resize(2400, 2400).raw().toBuffer({ resolveWithObject: true });
  const encodePiece = (profile: boolean) => {
    const image = sharp(upscaled.data, { raw: upscaled.info });
    return (profile ? image.withIccProfile('srgb') : image).jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false }).toBuffer();
  };
  const phases = {
    'decode 12 MP (full)': median(await time(runs, () => sharp(source).raw().toBuffer())),
    'decode 12 MP (shrink-on-load 1/2)': median(await time(runs, () => sharp(source).resize(2000, 1500, { fastShrinkOnLoad: true }).raw().toBuffer())),
    'resize 3000² → 2400² (decoded)': median(
      await time(runs, () =>
        sharp(decoded.data, { raw: decoded.info }).extract({ left: 500, top: 0, width: 3000, height: 3000 }).resize(2400, 2400).raw().toBuffer(),
      ),
    ),
    'encode 2400² JPEG q92 4:4:4, optimised Huffman (before)': median(
      await time(runs, () =>
        sharp(decoded.data.subarray(0, 2400 * 2400 * 3), { raw: { width: 2400, height: 2400, channels: 3 } })
          .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
          .toBuffer(),
      ),
    ),
    'split piece: extract 1000² from the decoded photo + upscale to 2400² (lanczos3)': median(
      await time(runs, () => sharp(upright.data, { raw: upright.info }).extract(piece).resize(2400, 2400).raw().toBuffer()),
    ),
    'split piece: encode 2400², profile embedded as bytes (after)': median(await time(runs, () => encodePiece(false))),
    "split piece: encode 2400² through sharp's sRGB → sRGB profile transform (before)": median(await time(runs, () => encodePiece(true))),
    'encode 2400² JPEG q92 4:4:4, standard tables (after)': median(
      await time(runs, () =>
        sharp(decoded.data.subarray(0, 2400 * 2400 * 3), { raw: { width: 2400, height: 2400, channels: 3 } })
          .jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false })
          .toBuffer(),
      ),
    ),
  };
  return {
    runs,
    singleMedianMs: median(singleMs),
    singleP90Ms: p90(singleMs),
    splitPieceMedianMs: median(splitMs) / 9,
    phases,
    load: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / '),
    threads: sharp.concurrency(),
  };
}

export const printRenderRows = (r: PrintRenderReport): string[] => [
  `| print render: one 2400 px tile from a 12-MP JPEG (median of ${r.runs}, p90) | ${r.singleMedianMs.toFixed(0)} ms (p90 ${r.singleP90Ms.toFixed(0)} ms) | ≤ 200 ms |`,
  `| print render: each piece of a 3 × 3 split (9 files in a row, per file) | ${r.splitPieceMedianMs.toFixed(0)} ms | ≤ 200 ms |`,
  ...Object.entries(r.phases).map(([phase, ms]) => `| print render phase: ${phase} | ${ms.toFixed(0)} ms | — |`),
  `| load average during the run (libvips threads per pipeline: ${r.threads}) | ${r.load} | — |`,
];

if (process.argv[1]?.endsWith('print-render-bench.ts')) {
  const runs = Number(process.argv[2] ?? 9);
  printRenderBench(runs).then((r) => console.log(printRenderRows(r).join('\n')));
}
