/**
 * The printing tool's benchmark (bench/README.md): a 100-frame layout with 100 distinct photos in
 * headless Chromium, side by side with a react-easy-crop peer (100 croppers, the same photos, the
 * same pan). A report, never a test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import jpeg from 'jpeg-js';
import { chromium, type Page } from 'playwright-core';

export interface PrintingBench {
  firstCompleteFrameMs: number;
  ours: { p50: number; p95: number; frames: number };
  peer: { p50: number; p95: number; frames: number };
  idleFrames: number;
  textureBytes: number;
  textures: number;
}

const PHOTOS = 100;
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

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

function storedProject() {
  const now = Date.now();
  return {
    id: 'bench',
    status: 'InProgress',
    isActive: true,
    isSplit: false,
    isBatched: false,
    frameColor: 'Black',
    matColor: '#FFFFFF00',
    orientation: 'Portrait',
    filter: 'color',
    quantity: 1,
    tileSpacing: 1,
    productId: 'tilepix',
    cartToken: 'bench',
    createdAt: now,
    updatedAt: now,
    savedToServer: false,
    hasUnsavedChanges: false,
    metadata: { layout: 100 },
    tiles: Array.from({ length: PHOTOS }, (_, i) => ({
      id: `t${i}`,
      positionX: i % 10,
      positionY: Math.floor(i / 10),
      cropTopLeftX: 150,
      cropTopLeftY: 0,
      imagePath: `/bench-images/p${i}.jpg`,
      scale: 1,
      width: 1200,
      height: 900,
      frameColor: 'Black',
      matColor: '#FFFFFF00',
      filter: 'color',
      orientation: 'Portrait',
      isBatched: false,
      metadata: {},
    })),
  };
}

async function waitForServer(url: string) {
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

/** The same pan on both pages: pointer/mouse down on the tile at (x, y), 60 moves of 3 px, up. */
async function pan(page: Page, x: number, y: number, kind: 'pointer' | 'mouse') {
  await page.evaluate(
    async ({ x, y, steps, kind }) => {
      const target = document.elementFromPoint(x, y) as Element;
      const fire = (el: EventTarget, type: string, cx: number, cy: number) => {
        const init = { bubbles: true, cancelable: true, clientX: cx, clientY: cy, pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 };
        el.dispatchEvent(kind === 'pointer' ? new PointerEvent(type, init) : new MouseEvent(type, init));
      };
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const handlerMs: number[] = [];
      fire(target, kind === 'pointer' ? 'pointerdown' : 'mousedown', x, y);
      await frame();
      for (let i = 1; i <= steps; i++) {
        const t0 = performance.now();
        fire(kind === 'pointer' ? target : document, kind === 'pointer' ? 'pointermove' : 'mousemove', x + i * 3, y + i * 1.5);
        handlerMs.push(performance.now() - t0);
        await frame();
      }
      fire(kind === 'pointer' ? target : document, kind === 'pointer' ? 'pointerup' : 'mouseup', x + steps * 3, y);
      (window as unknown as { __handlerMs: number[] }).__handlerMs = handlerMs;
    },
    { x, y, steps: PAN_STEPS, kind },
  );
}

export async function printingBench(root: string): Promise<PrintingBench> {
  const dist = path.resolve(root, process.env.TPX_DIST ?? 'dist');
  const port = Number(process.env.BENCH_PORT ?? 4199);
  const base = `http://localhost:${port}`;
  const photos = Array.from({ length: PHOTOS }, (_, i) => photo(i));

  // The peer page, built here with esbuild's API (React in production with the profiler on).
  const peer = await esbuild.build({
    entryPoints: [path.join(root, 'bench/printing/peer.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    alias: { 'react-dom/client': 'react-dom/profiling' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const peerJs = peer.outputFiles[0]!.text;

  const server = spawn(process.execPath, [path.join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tpx-bench-')), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
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
    await context.addInitScript((value) => {
      localStorage.setItem('tpx:tilepix:projects', value);
    }, JSON.stringify({ value: [storedProject()], savedAt: Date.now() }));

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
      (n) =>
        performance.getEntriesByName('tpx:frame').some((e) => ((e as PerformanceMeasure).detail as { drawn: number }).drawn >= n),
      PHOTOS,
      { timeout: 120_000 },
    );
    const complete = await page.evaluate(
      (n) => {
        const e = performance.getEntriesByName('tpx:frame').find((m) => ((m as PerformanceMeasure).detail as { drawn: number }).drawn >= n)!;
        return e.startTime + e.duration;
      },
      PHOTOS,
    );

    // 2. Idle: no frames during 5 s.
    const framesBefore = await page.evaluate(() => performance.getEntriesByName('tpx:frame').length);
    await page.waitForTimeout(5000);
    const idleFrames = (await page.evaluate(() => performance.getEntriesByName('tpx:frame').length)) - framesBefore;

    // 3. Pan then wheel-zoom one tile; script time per interaction frame from the frame measures.
    const host = (await page.getByTestId('print-canvas').boundingBox())!;
    // The middle of the 10 x 10 grid is a gap: aim at the centre of frame 45 (row 5, column 5).
    const half = (Math.min(host.width, host.height) - 32) / 20;
    const tx = host.x + host.width / 2 - half;
    const ty = host.y + host.height / 2 - half;
    const mark = await page.evaluate(() => performance.now());
    await pan(page, tx, ty, 'pointer');
    await page.evaluate(
      async ({ x, y }) => {
        const el = document.querySelector('[data-testid=print-canvas]') as HTMLElement;
        for (let i = 0; i < 20; i++) {
          el.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: x, clientY: y, deltaY: i < 10 ? -40 : 40 }));
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        }
      },
      { x: tx, y: ty },
    );
    const ours = await page.evaluate(
      (since) =>
        performance
          .getEntriesByName('tpx:frame')
          .filter((e) => e.startTime >= since)
          .map((e) => ((e as PerformanceMeasure).detail as { scriptMs: number }).scriptMs),
      mark,
    );
    const texture = await page.getByTestId('print-canvas').evaluate((el) => ({ bytes: Number(el.dataset.textureBytes), count: 0 }));
    const textures = await page.evaluate(() => {
      const all = performance.getEntriesByName('tpx:frame');
      return ((all[all.length - 1] as PerformanceMeasure).detail as { textures: number }).textures;
    });
    await page.close();

    // 4. The peer: 100 react-easy-crop croppers, the same photos, the same pan.
    const peerPage = await context.newPage();
    await peerPage.route(`${base}/bench-peer`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module" src="/bench-peer.js"></script>' }),
    );
    await peerPage.route(`${base}/bench-peer.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: peerJs }));
    await peerPage.goto(`${base}/bench-peer`);
    await peerPage.waitForFunction(() => document.querySelectorAll('img').length === 100 && [...document.querySelectorAll('img')].every((i) => i.complete));
    await peerPage.waitForTimeout(500);
    await peerPage.evaluate(() => (window.__peerRenders = []));
    // The 45th cropper sits where our 45th frame is: a middle one.
    const cell = await peerPage.evaluate(() => {
      const r = document.querySelectorAll('img')[44]!.parentElement!.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await pan(peerPage, cell.x, cell.y, 'mouse');
    const peerTimes = await peerPage.evaluate(() => {
      const handler = (window as unknown as { __handlerMs: number[] }).__handlerMs;
      const renders = window.__peerRenders;
      return handler.map((h, i) => h + (renders[i] ?? 0));
    });
    await peerPage.close();
    await context.close();

    return {
      firstCompleteFrameMs: complete - entry,
      ours: { p50: percentile(ours, 50), p95: percentile(ours, 95), frames: ours.length },
      peer: { p50: percentile(peerTimes, 50), p95: percentile(peerTimes, 95), frames: peerTimes.length },
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
