/**
 * `npm run bench`: measures what bench/README.md lists, side by side, and writes bench/report.md.
 * A report, not a test: it never fails for a slow machine.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundleReport } from './bundle-size';
import { uploadReport, uploadSection } from './upload/upload-bench';
import { printingBench } from './printing/printing-bench';
import { wallBench, wallSection } from './wall/wall-bench';
import { pageLoadReport, pageLoadSection } from './page-load/page-load-bench';
import { storageReport, storageSection } from './storage/storage-bench';
import { serverTimingsReport, serverTimingsSection } from './server/server-timings-bench';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// `--only page-load` (after a build): that section alone, written to bench/report.page-load.md so report.md keeps the full run.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only === 'page-load') {
  const section = pageLoadSection(await pageLoadReport(root));
  const header = [
    '# Benchmark report: page load only',
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} at the end.`,
    '',
  ];
  await writeFile(path.join(root, 'bench/report.page-load.md'), [...header, ...section].join('\n'));
  console.log(section.join('\n'));
  console.log('\nwritten to bench/report.page-load.md');
  process.exit(0);
} else if (only !== undefined) {
  throw new Error(`--only knows page-load, not ${only}`);
}

const bundle = await bundleReport(root);
const lines = [
  '# Benchmark report',
  '',
  `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.`,
  '',
  '## Client bundle (gzip level 9, from the esbuild metafile)',
  '',
  '| what | gzipped | goal |',
  '| --- | ---: | --- |',
  `| initial JS (entry + static imports) | ${kb(bundle.initial.gzip)} | |`,
  `| home route's initial JS (+ home page chunk) | ${kb(bundle.home.gzip)} | ≤ 150 KB |`,
  `| JS before idle where the server draws the first screen (the idle starter; the app follows after idle) | ${kb(bundle.beforeIdleOnDrawnRoutes.gzip)} | ≤ 120 KB |`,
  `| pixi.js bytes outside the printing chunk | ${bundle.pixiOutsidePrinting.length === 0 ? 'none' : bundle.pixiOutsidePrinting.join(', ')} | none |`,
  '',
  '### Every JS output',
  '',
  '| file | role | raw | gzipped |',
  '| --- | --- | ---: | ---: |',
  ...bundle.chunks.map((c) => `| ${c.file} | ${c.role} | ${kb(c.bytes)} | ${kb(c.gzip)} |`),
  '',
];
// The printing tool (bench/printing): 100 frames, 100 photos, headless Chromium, beside a react-easy-crop peer.
const ms = (n: number) => `${n.toFixed(2)} ms`;
try {
  const p = await printingBench(root);
  lines.push(
    '## Printing tool: 100-frame layout, 100 distinct photos (headless Chromium, software WebGL)',
    '',
    '| what | ours | react-easy-crop peer | goal |',
    '| --- | ---: | ---: | --- |',
    `| route entry → first complete frame | ${ms(p.firstCompleteFrameMs)} | | |`,
    `| script time per pan/zoom frame, p50 | ${ms(p.ours.p50)} (${p.ours.frames} frames) | ${ms(p.peer.p50)} (${p.peer.frames} frames) | |`,
    `| script time per pan/zoom frame, p95 | ${ms(p.ours.p95)} | ${ms(p.peer.p95)} | ≤ 2 ms |`,
    `| peer p95 / ours p95 | ${(p.peer.p95 / p.ours.p95).toFixed(2)}× | | ≥ 5× |`,
    `| main-thread busy per pan/zoom frame (script, style, layout, paint, commit), p50 / p95 | ${ms(p.ours.busyP50)} / ${ms(p.ours.busyP95)} | ${ms(p.peer.busyP50)} / ${ms(p.peer.busyP95)} | |`,
    `| our draw alone per frame (scene sync + WebGL calls), p50 / p95 | ${ms(p.oursDraw.p50)} / ${ms(p.oursDraw.p95)} (${p.oursDraw.frames} draws) | | |`,
    `| frames drawn during 5 s idle | ${p.idleFrames} | | 0 |`,
    `| texture memory (sum of texture bytes, ${p.textures} textures) | ${(p.textureBytes / 1024 / 1024).toFixed(1)} MiB | | ≤ 128 MiB |`,
    '',
    'Both pages measured alike from a main-thread trace: JavaScript time from each input event to the next (handlers, animation-frame callbacks, timers, microtasks, React render and commit); see bench/README.md.',
    '',
  );
} catch (error) {
  lines.push('## Printing tool', '', `Not measured: ${String(error)}`, '');
}
// The wall preview (issue 35): opening on the phone profile, drag frames, idle frames.
try {
  lines.push(...wallSection(await wallBench(root)));
} catch (error) {
  lines.push('## Wall preview', '', `Not measured: ${String(error)}`, '');
}
// Page load on a Lighthouse-like profile (issue 19): a report even when Chromium is missing.
try {
  lines.push(...pageLoadSection(await pageLoadReport(root)));
} catch (error) {
  lines.push('## Page load', '', `Not measured: ${error instanceof Error ? error.message : String(error)}`, '');
}
// Upload pipeline vs Uppy (issue 6): a report even when Chromium is missing, never a failure.
try {
  lines.push(...uploadSection(await uploadReport(root)));
} catch (error) {
  lines.push('## Upload', '', `Not measured: ${error instanceof Error ? error.message : String(error)}`, '');
}
// Storage (issue 21): 100 × 12 MP photos into the local disk store and into S3 (the emulator), same run.
try {
  lines.push(...storageSection(await storageReport(path.join(root, process.env.TPX_DIST ?? 'dist'))));
} catch (error) {
  lines.push('## Storage', '', `Not measured: ${error instanceof Error ? error.message : String(error)}`, '');
}
try {
  lines.push(...serverTimingsSection(await serverTimingsReport()));
} catch (error) {
  lines.push('## Server timings', '', `Not measured: ${String(error)}`, '');
}
await writeFile(path.join(root, 'bench/report.md'), lines.join('\n'));
console.log(lines.slice(6, 12).join('\n'));
console.log(lines.slice(lines.findIndex((l) => l.startsWith('## Printing'))).join('\n'));
console.log('\nwritten to bench/report.md');
