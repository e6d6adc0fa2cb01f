/**
 * First tile on the phone profile (issue 31 item 7 goal: ≤ 1 s): 390 × 844, DPR 2, touch, CPU slowed
 * 4×, network 150 ms round trip / 16 Mbit/s down / 8 up (the page-load bench's profile). /photo-picker
 * is opened and left to settle, then three 12-MP JPEGs (4000 × 3000, q92) are chosen; the time is from
 * the input's change event to two frames after the first picture is drawn in its frame (the picture is
 * on screen): by the tool's 2D first draw or by the WebGL canvas, or the paint of the chosen file laid
 * over its frame until then (tile-previews.tsx; its Element Timing render time, the frame it was
 * painted in), whichever comes first; the WebGL canvas's own time is given too. With BENCH_VERBOSE, each run's waterfall from the change event: the
 * requests, the route change, the canvas element and the long tasks (the critical path's steps); with
 * BENCH_TRACE=<file>, a Chromium trace of the last run. A report, never a test. Runnable alone, after a build:
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

/**
 * What happened between the choice and the first tile, in time order from the change event: each
 * request (start → end, from Resource Timing), the route change and the canvas element, and the main
 * thread's long tasks (≥ 50 ms). Runs in the page.
 */
function waterfall(base: string): string[] {
  const w = window as unknown as { chosenAt: number; firstTileAt: number; webglAt: number; marks: Array<[string, number]>; longTasks: Array<[number, number]> };
  const end = Math.max(w.firstTileAt, w.webglAt);
  const at = (t: number) => Math.round(t - w.chosenAt);
  const rows: Array<[number, string]> = [];
  for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (e.responseEnd < w.chosenAt - 1 || e.startTime > end) continue;
    rows.push([e.startTime, `${at(e.startTime)} → ${at(e.responseEnd)} ms  ${e.name.replace(base, '').slice(0, 80)}`]);
  }
  for (const [what, t] of w.marks) if (t >= w.chosenAt && t <= end) rows.push([t, `${at(t)} ms  · ${what}`]);
  for (const [start, duration] of w.longTasks)
    if (start + duration >= w.chosenAt && start <= end) rows.push([start, `${at(start)} → ${at(start + duration)} ms  long task`]);
  rows.push([w.firstTileAt, `${at(w.firstTileAt)} ms  · first tile on screen`]);
  if (w.webglAt !== w.firstTileAt) rows.push([w.webglAt, `${at(w.webglAt)} ms  · first tile drawn by the WebGL canvas`]);
  return rows.sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

export async function firstTileBench(
  root: string,
  runs = 3,
): Promise<{ runsMs: number[]; medianMs: number; webglRunsMs: number[]; webglMedianMs: number; requests: string[][] }> {
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
  const webglRunsMs: number[] = [];
  const requests: string[][] = [];
  try {
    await waitForServer(`${base}/healthz`);
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      // tsx names the functions it compiles (`__name(fn, "…")`), also those handed to the page: give the page a no-op one.
      await context.addInitScript('window.__name = (fn) => fn');
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
        const w = window as unknown as {
          chosenAt?: number;
          firstTileAt?: number;
          webglAt?: number;
          previewAt?: number;
          pending?: string;
          marks: Array<[string, number]>;
          longTasks: Array<[number, number]>;
        };
        w.marks = [];
        w.longTasks = [];
        new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push([e.startTime, e.duration]))).observe({ type: 'longtask' });
        const mark = (what: string) => w.marks.push([what, performance.now()]);
        let path = location.pathname;
        let canvas = false;
        new MutationObserver(() => {
          if (location.pathname !== path) mark(`route ${(path = location.pathname)}`);
          if (!canvas && document.querySelector('[data-testid=print-canvas] canvas')) {
            mark('canvas element');
            canvas = true;
          }
        }).observe(document.body, { subtree: true, childList: true });
        document.addEventListener('change', () => (w.chosenAt ??= performance.now()), { capture: true });
        // The chosen file over its frame: when it was painted (Element Timing's render time, else its load time).
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { identifier: string; renderTime: number; loadTime: number }>) {
            if (e.identifier !== 'tile-preview' || w.previewAt !== undefined) continue;
            w.previewAt = e.renderTime || e.loadTime;
            w.marks.push(['preview painted', w.previewAt]);
          }
        }).observe({ type: 'element', buffered: true });
        // A picture drawn by the WebGL canvas, or before it is up by the tool's 2D first draw (first-draw.tsx); two frames on, it is on screen.
        const on = (done: (t: number) => void) => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));
        new MutationObserver(() => {
          const bytes = Number(document.querySelector('[data-testid=print-canvas]')?.getAttribute('data-texture-bytes') ?? 0);
          const pictures = Number(document.querySelector('[data-testid=first-draw]')?.getAttribute('data-pictures') ?? 0);
          const pending = document.querySelector('[data-testid=print-canvas]')?.getAttribute('data-images-pending') ?? null;
          if (pending !== null && pending !== w.pending) mark(`pictures pending: ${(w.pending = pending)}`);
          if (bytes > 0 && w.webglAt === undefined) {
            w.webglAt = -1;
            on((t) => {
              w.webglAt = t;
              w.firstTileAt ??= t;
            });
          }
          if (pictures > 0 && w.firstTileAt === undefined) on((t) => (w.firstTileAt ??= t));
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-texture-bytes', 'data-pictures', 'data-images-pending'] });
      });
      const tracing = process.env.BENCH_TRACE && run === runs - 1;
      if (tracing)
        await browser.startTracing(page, {
          path: process.env.BENCH_TRACE,
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'v8.execute',
            'gpu',
            'disabled-by-default-v8.cpu_profiler',
          ],
        });
      await page.getByLabel('Choose photos').setInputFiles(photos.map((buffer, i) => ({ name: `camera-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
      await page.waitForFunction(() => ((window as unknown as { webglAt?: number }).webglAt ?? -1) > 0, null, { timeout: 60_000 });
      const [ms, webglMs] = await page.evaluate(() => {
        const w = window as unknown as { chosenAt: number; firstTileAt: number; webglAt: number; previewAt?: number };
        w.firstTileAt = Math.min(w.firstTileAt, w.previewAt ?? Number.POSITIVE_INFINITY);
        return [Math.round(w.firstTileAt - w.chosenAt), Math.round(w.webglAt - w.chosenAt)];
      });
      webglRunsMs.push(webglMs!);
      if (tracing) await browser.stopTracing();
      runsMs.push(ms!);
      requests.push(await page.evaluate(waterfall, base));
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return { runsMs, medianMs: median(runsMs), webglRunsMs, webglMedianMs: median(webglRunsMs), requests };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const result = await firstTileBench(root, Number(process.argv[2] ?? 3));
  console.log(`first tile (phone profile), runs: ${result.runsMs.join(', ')} ms; median ${result.medianMs} ms`);
  console.log(`  of which drawn by the WebGL canvas, runs: ${result.webglRunsMs.join(', ')} ms; median ${result.webglMedianMs} ms`);
  if (process.env.BENCH_VERBOSE) for (const [i, list] of result.requests.entries()) console.log(`run ${i + 1}:\n  ${list.join('\n  ')}`);
}
