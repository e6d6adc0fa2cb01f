/**
 * The printing tool's benchmark (bench/README.md): a 100-frame layout with 100 distinct photos in
 * headless Chromium, side by side with a react-easy-crop peer (100 croppers, the same photos, the
 * same pan). A report, never a test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import jpeg from 'jpeg-js';
import { chromium, type Page } from 'playwright-core';
import { ARRANGEMENT_MARGIN } from '../../src/application/printing/frame-arrangement';
import { layoutPositions, type FixedLayoutSize } from '../../src/domain/layouts';
import { arrangeFrames } from '../../src/domain/project/frame-layout';
import { storedProject } from '../../tests/e2e/stored-project';

/** Per interaction frame: main-thread script time, and all main-thread work (script + style, layout, paint). */
export interface InteractionTimes {
  p50: number;
  p95: number;
  frames: number;
  busyP50: number;
  busyP95: number;
}

export interface PrintingBench {
  firstCompleteFrameMs: number;
  ours: InteractionTimes;
  peer: InteractionTimes;
  /**
   * Our own draw pass alone, for diagnosis: the WebGL draws (`tpx:frame`: scene sync + render) and the
   * gesture layer's steps (`tpx:gesture-frame`: scene sync + the 2D paint of the photo window).
   */
  oursDraw: { p50: number; p95: number; frames: number; webgl: number; gesture: number };
  idleFrames: number;
  textureBytes: number;
  textures: number;
}

const PHOTOS = 100;
/** Every draw the canvas measures: WebGL draws, and the gesture layer's steps (src/ui/printing/canvas/README.md). */
const DRAWS = ['tpx:frame', 'tpx:gesture-frame'];
const PAN_STEPS = 60;

/** A distinct 1200 x 900 photo: a colour gradient and a diagonal band per index. */
function photo(i: number): Buffer {
  const width = 1200;
  const height = 900;
  const data = Buffer.alloc(width * height * 4);
  const hue = (i * 37) % 255;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const band = ((x + y + i * 13) >> 6) % 2 === 0;
      data[o] = (hue + (x >> 3)) & 255;
      data[o + 1] = band ? 200 : (y >> 2) & 255;
      data[o + 2] = (255 - hue + (i << 1)) & 255;
      data[o + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

/** The stored 100-frame project of the 100 bench photos (1200 x 900 each). */
const benchProject = () =>
  storedProject(
    'bench',
    Array.from({ length: PHOTOS }, (_, i) => ({ path: `/bench-images/p${i}.jpg`, width: 1200, height: 900 })),
    { columns: 10, metadata: { layout: 100 } },
  );

export async function waitForServer(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

const WHEEL_STEPS = 20;
/** Time given to each step: far more than one frame's work, so each step's work ends inside its window. */
export const STEP_MS = 50;

/**
 * The same gesture on both pages, as real input through the browser (CDP Input events, so no
 * benchmark script runs in the page during it): press on the frame at (x, y), 60 moves of
 * (3, 1.5) px, release, back to (x, y), then 20 wheel steps (10 in, 10 out) — one step per window.
 */
async function gesture(page: Page, x: number, y: number) {
  await page.mouse.move(x, y);
  await page.waitForTimeout(STEP_MS);
  await page.mouse.down();
  await page.waitForTimeout(STEP_MS);
  for (let i = 1; i <= PAN_STEPS; i++) {
    await page.mouse.move(x + i * 3, y + i * 1.5);
    await page.waitForTimeout(STEP_MS);
  }
  await page.mouse.up();
  await page.mouse.move(x, y);
  await page.waitForTimeout(STEP_MS);
  for (let i = 0; i < WHEEL_STEPS; i++) {
    await page.mouse.wheel(0, i < 10 ? -40 : 40);
    await page.waitForTimeout(STEP_MS);
  }
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Trace events that are script: event listeners, rAF callbacks, timers, microtasks, other callbacks. */
const SCRIPT = new Set([
  'FunctionCall',
  'EventDispatch',
  'FireAnimationFrame',
  'TimerFire',
  'RunMicrotasks',
  'FireIdleCallback',
  'EvaluateScript',
  'v8.evaluateModule',
]);
/** A top-level main-thread task (script, style, layout, paint, everything). */
const TASK = 'RunTask';

/** Total length of the union of [start, end) intervals clipped to [from, to). */
function covered(intervals: ReadonlyArray<readonly [number, number]>, from: number, to: number): number {
  let total = 0;
  let reach = from;
  for (const [a, b] of intervals) {
    if (b <= reach || a >= to) continue;
    const start = Math.max(a, reach);
    const end = Math.min(b, to);
    if (end > start) total += end - start;
    reach = Math.max(reach, end);
  }
  return total;
}

/**
 * Script time per interaction frame, the same definition on both pages (bench/README.md): each
 * pan move and wheel step opens a window at its input event's dispatch on the renderer's main
 * thread and closes it at the next step's; the window's script time is the main-thread time spent
 * running JavaScript in it (the union of listener, rAF, timer, microtask and message callbacks:
 * input handling, model, React render and commit, canvas draw, whatever that input caused).
 * Busy time adds everything else the main thread did (style, layout, paint, compositing commit).
 */
export function interactionTimes(events: readonly TraceEvent[]): InteractionTimes {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const dispatches = events.filter((e) => e.name === 'EventDispatch' && mains.has(`${e.pid}:${e.tid}`));
  const down = dispatches.find((e) => e.args?.data?.type === 'pointerdown' || e.args?.data?.type === 'mousedown');
  if (!down) throw new Error('no pointerdown in the trace');
  const thread = `${down.pid}:${down.tid}`;
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur !== undefined);
  const up = dispatches.find((e) => e.ts > down.ts && (e.args?.data?.type === 'pointerup' || e.args?.data?.type === 'mouseup'));
  if (!up) throw new Error('no pointerup in the trace');
  const starts: number[] = [];
  for (const e of dispatches) {
    if (`${e.pid}:${e.tid}` !== thread) continue;
    const type = e.args?.data?.type;
    const pan = (type === 'pointermove' || type === 'mousemove') && e.ts > down.ts && e.ts < up.ts;
    const wheel = type === 'wheel' && e.ts > up.ts;
    // One window per input: the pointermove and the mousemove of one move share it.
    if ((pan || wheel) && (starts.length === 0 || e.ts - (starts[starts.length - 1] as number) > 5_000)) starts.push(e.ts);
  }
  const intervals = (pick: (e: TraceEvent) => boolean) =>
    mine
      .filter(pick)
      .map((e) => [e.ts, e.ts + (e.dur as number)] as const)
      .sort((a, b) => a[0] - b[0]);
  const script = intervals((e) => SCRIPT.has(e.name));
  const busy = intervals((e) => e.name === TASK);
  const scriptMs: number[] = [];
  const busyMs: number[] = [];
  starts.forEach((start, i) => {
    const end = Math.min(starts[i + 1] ?? Number.POSITIVE_INFINITY, start + STEP_MS * 1000 * 2);
    scriptMs.push(covered(script, start, end) / 1000);
    busyMs.push(covered(busy, start, end) / 1000);
  });
  if (process.env.BENCH_VERBOSE)
    console.error(`script ms per window: ${scriptMs.map((v) => v.toFixed(2)).join(' ')}\nbusy ms per window: ${busyMs.map((v) => v.toFixed(1)).join(' ')}`);
  return {
    p50: percentile(scriptMs, 50),
    p95: percentile(scriptMs, 95),
    frames: scriptMs.length,
    busyP50: percentile(busyMs, 50),
    busyP95: percentile(busyMs, 95),
  };
}

/**
 * Frame `index` of the bench's 100-frame layout on the canvas (CSS px from its top-left), as the app
 * arranges it (src/domain/project/frame-layout.ts: 1-inch gaps between 8-inch frames, the canvas's
 * margin, and the corner the arrange toggle takes, measured on the page).
 */
async function frameRect(page: Page, host: { x: number; y: number; width: number; height: number }, index: number) {
  const toggle = await page.getByRole('button', { name: 'Arrange photos' }).boundingBox();
  const inset = toggle ? host.x + host.width - (toggle.x + toggle.width) : 0;
  const keepClear = toggle ? { width: toggle.width + 2 * inset, height: toggle.height + 2 * inset } : undefined;
  const geometry = arrangeFrames(layoutPositions(undefined, PHOTOS as FixedLayoutSize), host, 1, 8, ARRANGEMENT_MARGIN, keepClear);
  return geometry.rects[index]!;
}

/** Runs the gesture on a page under a Chromium trace and measures it. */
async function measuredGesture(page: Page, x: number, y: number): Promise<InteractionTimes> {
  const browser = page.context().browser()!;
  // BENCH_PROFILE=dir also records a sampled CPU profile of the gesture (diagnosis only: it slows the page).
  const profiler = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.setSamplingInterval', { interval: 50 });
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await gesture(page, x, y);
  const raw = (await browser.stopTracing()).toString();
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(
      path.join(process.env.BENCH_PROFILE as string, `${new URL(page.url()).pathname.replace(/\W/g, '') || 'page'}.cpuprofile`),
      JSON.stringify(profile),
    );
  }
  // BENCH_TRACE=dir keeps each page's trace (open it in chrome://tracing or DevTools) for diagnosis.
  if (process.env.BENCH_TRACE) writeFileSync(path.join(process.env.BENCH_TRACE, `${new URL(page.url()).pathname.replace(/\W/g, '') || 'page'}.json`), raw);
  const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  return interactionTimes(trace.traceEvents);
}

export async function printingBench(root: string): Promise<PrintingBench> {
  const dist = path.resolve(root, process.env.TPX_DIST ?? 'dist');
  const port = Number(process.env.BENCH_PORT ?? 4199);
  const base = `http://localhost:${port}`;
  const photos = Array.from({ length: PHOTOS }, (_, i) => photo(i));

  // The peer page, built here with esbuild's API (React in production, as a shop would ship it).
  const peer = await esbuild.build({
    entryPoints: [path.join(root, 'bench/printing/peer.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const peerJs = peer.outputFiles[0]!.text;

  const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tpx-bench-')),
      NODE_ENV: 'production',
    },
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
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx names functions with a `__name` helper; the page callbacks below need it too.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.route('**/bench-images/**', (route) => {
      const i = Number(/p(\d+)\.jpg/.exec(route.request().url())?.[1] ?? 0);
      return route.fulfill({ status: 200, contentType: 'image/jpeg', body: photos[i] as Buffer, headers: { 'cache-control': 'max-age=3600' } });
    });
    await context.addInitScript(
      (value) => {
        localStorage.setItem('tpx:tilepix:projects', value);
        // The welcome offer pops up on a first visit (SPEC §4): over the canvas, it would take the gesture.
        localStorage.setItem('tpx:tilepix:welcomePromoShown', JSON.stringify({ value: true, savedAt: Date.now() }));
      },
      JSON.stringify({ value: [benchProject()], savedAt: Date.now() }),
    );

    // 1. Route entry → first complete frame (all 100 photos drawn).
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const entry = await page.evaluate(() => performance.now());
    await page.evaluate(() => {
      history.pushState(null, '', '/printing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(
      (n) => performance.getEntriesByName('tpx:frame').some((e) => ((e as PerformanceMeasure).detail as { drawn: number }).drawn >= n),
      PHOTOS,
      { timeout: 120_000 },
    );
    const complete = await page.evaluate((n) => {
      const e = performance.getEntriesByName('tpx:frame').find((m) => ((m as PerformanceMeasure).detail as { drawn: number }).drawn >= n)!;
      return e.startTime + e.duration;
    }, PHOTOS);

    // 2. Idle: no frames (of either kind) during 5 s.
    const drawCount = () => page.evaluate((names) => names.reduce((n, name) => n + performance.getEntriesByName(name).length, 0), DRAWS);
    const framesBefore = await drawCount();
    await page.waitForTimeout(5000);
    const idleFrames = (await drawCount()) - framesBefore;

    // 3. Pan then wheel-zoom one tile; script time per interaction frame from the frame measures.
    const host = (await page.getByTestId('print-canvas').boundingBox())!;
    // The middle of the 10 x 10 grid is a gap: aim at the centre of frame 45 (row 5, column 5), where
    // the app lays it out (the same arrangement, with the arrange toggle's corner kept clear).
    const frame = await frameRect(page, host, 44);
    const tx = host.x + frame.x + frame.width / 2;
    const ty = host.y + frame.y + frame.height / 2;
    // Select the frame first (a click) and let its sharper picture arrive, as the peer's photos are
    // all loaded before its gesture: the gesture measures interaction, not loading.
    await page.mouse.click(tx, ty);
    await page.waitForFunction(() => document.querySelector('[data-testid=print-canvas]')?.getAttribute('data-images-pending') === '0', null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1000);
    const mark = await page.evaluate(() => performance.now());
    const ours = await measuredGesture(page, tx, ty);
    const drawsOf = (name: string) =>
      page.evaluate(
        ([since, measure]) =>
          performance
            .getEntriesByName(measure as string)
            .filter((e) => e.startTime >= (since as number))
            .map((e) => ((e as PerformanceMeasure).detail as { drawMs: number }).drawMs),
        [mark, name] as const,
      );
    const webglDraws = await drawsOf('tpx:frame');
    const gestureDraws = await drawsOf('tpx:gesture-frame');
    const draws = [...webglDraws, ...gestureDraws];
    // A gesture that drew nothing measured something else (a popup over the canvas took the input).
    if (draws.length < WHEEL_STEPS) throw new Error(`the gesture drew ${draws.length} frames: it did not reach the canvas`);
    if (process.env.BENCH_VERBOSE) {
      const frames = await page.evaluate(
        ([since, names]) =>
          (names as string[])
            .flatMap((name) => performance.getEntriesByName(name).map((e) => ({ e, gesture: name !== 'tpx:frame' })))
            .filter(({ e }) => e.startTime >= (since as number))
            .sort((a, b) => a.e.startTime - b.e.startTime)
            .map(({ e, gesture }) => ({ ...((e as PerformanceMeasure).detail as { drawMs: number; inputMs: number }), gesture })),
        [mark, DRAWS] as const,
      );
      console.error(
        `our frames (input + draw ms, g = gesture layer): ${frames.map((f) => `${f.gesture ? 'g' : ''}${f.inputMs.toFixed(2)}+${f.drawMs.toFixed(2)}`).join(' ')}`,
      );
    }
    const texture = await page.getByTestId('print-canvas').evaluate((el) => ({ bytes: Number(el.dataset.textureBytes), count: 0 }));
    const textures = await page.evaluate(() => {
      const all = performance.getEntriesByName('tpx:frame');
      return ((all[all.length - 1] as PerformanceMeasure).detail as { textures: number }).textures;
    });
    await page.close();

    // 4. The peer: 100 react-easy-crop croppers, the same photos, the same pan.
    const peerPage = await context.newPage();
    await peerPage.route(`${base}/bench-peer`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="/bench-peer.js"></script>',
      }),
    );
    await peerPage.route(`${base}/bench-peer.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: peerJs }));
    await peerPage.goto(`${base}/bench-peer`);
    await peerPage.waitForFunction(() => document.querySelectorAll('img').length === 100 && [...document.querySelectorAll('img')].every((i) => i.complete));
    await peerPage.waitForTimeout(500);
    // The 45th cropper sits where our 45th frame is: a middle one.
    const cell = await peerPage.evaluate(() => {
      const r = document.querySelectorAll('img')[44]!.parentElement!.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    const peerTimes = await measuredGesture(peerPage, cell.x, cell.y);
    await peerPage.close();
    await context.close();

    return {
      firstCompleteFrameMs: complete - entry,
      ours,
      peer: peerTimes,
      oursDraw: { p50: percentile(draws, 50), p95: percentile(draws, 95), frames: draws.length, webgl: webglDraws.length, gesture: gestureDraws.length },
      idleFrames,
      textureBytes: texture.bytes,
      textures,
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

// `npx tsx bench/printing/printing-bench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  console.log(JSON.stringify(await printingBench(root), null, 2));
}
