/**
 * The wall preview's benchmark (issue 35 goal): on the phone profile (390 × 844, DPR 2, touch, CPU
 * slowed 4×), a 9-tile project's "See on wall" from the tap to the first complete frame (the room and
 * every tile drawn), then a 60-step touch drag of the group measured like the printing bench (script
 * and main-thread time per interaction frame from a Chromium trace), our draw alone, and idle frames.
 * A report, never a test. Runnable alone: `TPX_DIST=dist-x npx tsx bench/wall/wall-bench.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { storedProject } from '../../tests/e2e/stored-project';
import { interactionTimes, percentile, STEP_MS, waitForServer, type InteractionTimes, type TraceEvent } from '../printing/printing-bench';

export interface WallBench {
  /** Tap on "See on wall" → the first frame with the room and all 9 tiles drawn. */
  openMs: number;
  drag: InteractionTimes;
  /** Our draw alone per drag frame (the `tpx:wall-frame` measures). */
  draw: { p50: number; p95: number; frames: number };
  idleFrames: number;
  cpuSlowdown: number;
}

const DRAG_STEPS = 60;
const CPU_SLOWDOWN = 4;

async function touchDrag(cdp: CDPSession, page: Page, x: number, y: number) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.waitForTimeout(STEP_MS);
  for (let i = 1; i <= DRAG_STEPS; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + i * 1.5, y: y + i * 0.75 }] });
    await page.waitForTimeout(STEP_MS);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(STEP_MS);
}

export async function wallBench(root: string): Promise<WallBench> {
  const dist = path.resolve(root, process.env.TPX_DIST ?? 'dist');
  const port = Number(process.env.BENCH_PORT ?? 4198);
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tpx-bench-wall-')), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...(process.env.BENCH_GPU_FLAGS ?? '--disable-gpu').split(' ').filter(Boolean),
    ],
  });
  try {
    await waitForServer(`${base}/healthz`);
    const albums = (await (await fetch(`${base}/api/v1/albums/public?tenantId=tilepix`)).json()) as {
      albums: Array<{ images: Array<{ full: string; width: number; height: number }> }>;
    };
    const photos = albums.albums.flatMap((a) => a.images).slice(0, 9);
    const project = storedProject(
      'bench-wall',
      photos.map((p) => ({ path: p.full, width: p.width, height: p.height })),
      { columns: 3, metadata: { layout: 9 } },
    );
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    // The project, and the welcome offer marked as shown (it would cover the page on a first visit).
    await context.addInitScript(
      (value) => {
        localStorage.setItem('tpx:tilepix:projects', value);
        localStorage.setItem('tpx:tilepix:welcomePromoShown', JSON.stringify({ value: true, savedAt: Date.now() }));
      },
      JSON.stringify({ value: [project], savedAt: Date.now() }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (process.env.BENCH_VERBOSE) page.on('console', (m) => console.error(m.type(), m.text()));
    await page.goto(`${base}/printing`);
    const open = page.getByRole('button', { name: 'See on wall' });
    await open.waitFor({ timeout: 40_000 }).catch(async (e) => {
      await page.screenshot({ path: path.join(tmpdir(), 'wall-bench-failed.png') });
      throw e;
    });
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // 1. Tap → first complete frame.
    await open.scrollIntoViewIfNeeded();
    const box = (await open.boundingBox())!;
    const tapAt = await page.evaluate(() => performance.now());
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .waitForFunction(
        () => performance.getEntriesByName('tpx:wall-frame').some((e) => ((e as PerformanceMeasure).detail as { complete: boolean }).complete),
        null,
        { timeout: 60_000 },
      )
      .catch(async (e) => {
        await page.screenshot({ path: path.join(tmpdir(), 'wall-bench-failed.png') });
        console.error(await page.evaluate(() => JSON.stringify(performance.getEntriesByName('tpx:wall-frame').map((m) => (m as PerformanceMeasure).detail))));
        throw e;
      });
    const openMs =
      (await page.evaluate(() => {
        const e = performance.getEntriesByName('tpx:wall-frame').find((m) => ((m as PerformanceMeasure).detail as { complete: boolean }).complete)!;
        return e.startTime + e.duration;
      })) - tapAt;

    // 2. Idle: no frames during 5 s.
    const before = await page.evaluate(() => performance.getEntriesByName('tpx:wall-frame').length);
    await page.waitForTimeout(5000);
    const idleFrames = (await page.evaluate(() => performance.getEntriesByName('tpx:wall-frame').length)) - before;

    // 3. A touch drag of the group, under a trace.
    const stage = page.getByTestId('wall-canvas');
    const [px, py, ratio] = await stage.evaluate((host) => {
      const c = host.querySelector('canvas')!;
      return [...(host.dataset.probe ?? '0,0').split(',').map(Number), c.width / c.clientWidth] as [number, number, number];
    });
    const sb = (await stage.boundingBox())!;
    const mark = await page.evaluate(() => performance.now());
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
    await touchDrag(cdp, page, sb.x + px / ratio, sb.y + py / ratio + 4);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const drag = interactionTimes(trace.traceEvents);
    const draws = await page.evaluate(
      (since) =>
        performance
          .getEntriesByName('tpx:wall-frame')
          .filter((e) => e.startTime >= since)
          .map((e) => ((e as PerformanceMeasure).detail as { drawMs: number }).drawMs),
      mark,
    );
    await context.close();
    return { openMs, drag, draw: { p50: percentile(draws, 50), p95: percentile(draws, 95), frames: draws.length }, idleFrames, cpuSlowdown: CPU_SLOWDOWN };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

/** The report's rows. */
export const wallSection = (w: WallBench): string[] => {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  return [
    `## Wall preview: 9-tile project, phone profile (390 × 844, DPR 2, touch, CPU ${w.cpuSlowdown}× slower; headless Chromium, 2D canvas)`,
    '',
    '| what | ours | goal |',
    '| --- | ---: | --- |',
    `| tap "See on wall" → first complete frame (room + 9 tiles) | ${ms(w.openMs)} | ≤ 1 s |`,
    `| script time per drag frame, p50 / p95 | ${ms(w.drag.p50)} / ${ms(w.drag.p95)} (${w.drag.frames} frames) | as the printing bench's (p95 ≤ 2 ms) |`,
    `| main-thread busy per drag frame, p50 / p95 | ${ms(w.drag.busyP50)} / ${ms(w.drag.busyP95)} | |`,
    `| our draw alone per frame, p50 / p95 | ${ms(w.draw.p50)} / ${ms(w.draw.p95)} (${w.draw.frames} draws) | |`,
    `| frames drawn during 5 s idle | ${w.idleFrames} | 0 |`,
    '',
  ];
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const result = await wallBench(root);
  console.log(JSON.stringify(result, null, 2));
  console.log(wallSection(result).join('\n'));
}
