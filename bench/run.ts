/**
 * `npm run bench`: measures what bench/README.md lists, side by side, and writes bench/report.md.
 * A report, not a test: it never fails for a slow machine.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundleReport } from './bundle-size';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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
  `| pixi.js bytes outside the printing chunk | ${bundle.pixiOutsidePrinting.length === 0 ? 'none' : bundle.pixiOutsidePrinting.join(', ')} | none |`,
  '',
  '### Every JS output',
  '',
  '| file | role | raw | gzipped |',
  '| --- | --- | ---: | ---: |',
  ...bundle.chunks.map((c) => `| ${c.file} | ${c.role} | ${kb(c.bytes)} | ${kb(c.gzip)} |`),
  '',
];
await writeFile(path.join(root, 'bench/report.md'), lines.join('\n'));
console.log(lines.slice(6, 12).join('\n'));
console.log('\nwritten to bench/report.md');
