/**
 * First tile on the phone profile (issue 31 item 7 goal: ≤ 1 s): 390 × 844, DPR 2, touch, CPU slowed
 * 4×, network 150 ms round trip / 16 Mbit/s down / 8 up (the page-load bench's profile). /photo-picker
 * is opened and left to settle, then three 12-MP JPEGs (4000 × 3000, q92) are chosen; the time is from
 * the input's change event to two frames after the canvas's first texture (the picture is on screen).
 * Also lists the scripts fetched and the API calls made in that window (the route change's chunks and
 * waits). A report, never a test. Runnable alone, after a build:
 * `TPX_DIST=dist-x npx tsx bench/upload/first-tile-bench.ts [runs]` (median of `runs`, default 3).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { waitForServer } from '../printing/printing-bench';

const CPU_SLOWDOWN = 4;

/** A camera-like 12-MP JPEG: blurred noise compresses like a photo (≈ 3-5 MB at q92). */
async function cameraJpeg(seed: number): Promise<Buffer> {
  const w = 4000;
  const h = 3000;
  const noise = Buffer.alloc((w / 8) * (h / 8) * 3);
  let x = seed * 7919 + 1;
  for (let i = 0; i < noise.length; i++) noise[i] = (x = (x * 1103515245 + 12345) & 0x7fffffff) % 256;
  return sharp(noise, { raw: { width: w / 8, height: h / 8, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function firstTileBench(root: string, runs = 3): Promise<{ runsMs: number[]; medianMs: number; requests: string[][] }> {
  const dist = path.resolve(root, process.env.TPX_DIST ?? 'dist');
  const port = Number(process.env.BENCH_PORT ?? 4197);
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tpx-bench-first-tile-')), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const photos = await Promise.all([0, 1, 2].map(cameraJpeg));
  const runsMs: number[] = [];
  const requests: string[][] = [];
  try {
    await waitForServer(`${base}/healthz`);
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      await context.addInitScript(() => localStorage.setItem('tpx:tilepix:welcomePromoShown', JSON.stringify({ value: true, savedAt: Date.now() })));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (16 * 1024 * 1024) / 8,
        uploadThroughput: (8 * 1024 * 1024) / 8,
      });
      await page.goto(`${base}/photo-picker`);
      await page.getByLabel('Choose photos').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.evaluate(() => {
        const w = window as unknown as { chosenAt?: number; firstTileAt?: number };
        document.addEventListener('change', () => (w.chosenAt ??= performance.now()), { capture: true });
        new MutationObserver(() => {
          const bytes = Number(document.querySelector('[data-testid=print-canvas]')?.getAttribute('data-texture-bytes') ?? 0);
          if (bytes > 0 && w.firstTileAt === undefined) requestAnimationFrame(() => requestAnimationFrame(() => (w.firstTileAt ??= performance.now())));
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-texture-bytes'] });
      });
      const seen: Array<{ at: number; url: string }> = [];
      const started = Date.now();
      page.on('request', (r) => void seen.push({ at: Date.now() - started, url: r.url().replace(base, '') }));
      await page.getByLabel('Choose photos').setInputFiles(photos.map((buffer, i) => ({ name: `camera-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
      await page.waitForFunction(() => (window as unknown as { firstTileAt?: number }).firstTileAt !== undefined, null, { timeout: 60_000 });
      const ms = await page.evaluate(() => {
        const w = window as unknown as { chosenAt: number; firstTileAt: number };
        return Math.round(w.firstTileAt - w.chosenAt);
      });
      runsMs.push(ms);
      requests.push(seen.map((s) => `${s.at} ms ${s.url.slice(0, 90)}`));
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)]!, requests };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const result = await firstTileBench(root, Number(process.argv[2] ?? 3));
  console.log(`first tile (phone profile), runs: ${result.runsMs.join(', ')} ms; median ${result.medianMs} ms`);
  if (process.env.BENCH_VERBOSE) for (const [i, list] of result.requests.entries()) console.log(`run ${i + 1}:\n  ${list.join('\n  ')}`);
}
