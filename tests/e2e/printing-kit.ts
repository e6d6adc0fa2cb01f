/** What the printing tool's e2e specs share: test photos, a stored project opened in /printing, WebGL pixels read back. */
import jpeg from 'jpeg-js';
import type { Page, Route } from '@playwright/test';
import { expect, type Store } from './fixtures';
import { storedProject, type StoredPhoto } from './stored-project';

/** A JPEG whose left half is red and right half green (crop tests read which half shows). */
export function halvesJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const left = x < width / 2;
      data[i] = left ? 220 : 20;
      data[i + 1] = left ? 30 : 200;
      data[i + 2] = 30;
      data[i + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 95).data);
}

export const IMAGE = '/e2e-images/halves.jpg';
export const SMALL = '/e2e-images/small.jpg';

/** Serves the test photos (the printing tool fetches tiles by their path). */
export async function servePhotos(page: Page, hold?: Promise<void>) {
  await page.route('**/e2e-images/**', async (route: Route) => {
    if (hold) await hold;
    const small = route.request().url().includes('small');
    await route.fulfill({ status: 200, contentType: 'image/jpeg', body: small ? halvesJpeg(400, 300) : halvesJpeg(1600, 800) });
  });
}

export type StoredProject = Record<string, unknown>;
export const project = (photos: readonly StoredPhoto[]): StoredProject => storedProject('e2e', photos);

/** Opens /printing with projects already in local storage (as after a reload). */
export async function openWith(store: Store, projects: StoredProject[], hold?: Promise<void>) {
  await servePhotos(store.page, hold);
  const value = JSON.stringify({ value: projects, savedAt: Date.now() });
  await store.page.addInitScript(
    ([key, raw]) => {
      if (!sessionStorage.getItem('tpx-e2e-seeded')) {
        localStorage.setItem(key as string, raw as string);
        sessionStorage.setItem('tpx-e2e-seeded', '1');
      }
    },
    ['tpx:tilepix:projects', value],
  );
  await store.open('/printing');
  await expect(store.heading()).toHaveText('Design Your Tiles');
}

export const canvas = (page: Page) => page.getByTestId('print-canvas');

/** Draws so far: the canvas marks each one with a `tpx:frame` performance measure. */
export const framesDrawn = (page: Page) => page.evaluate(() => performance.getEntriesByName('tpx:frame').length);

/** Reads a canvas pixel (CSS px from the canvas's top-left) back from the WebGL drawing buffer. */
export async function pixel(page: Page, x: number, y: number): Promise<[number, number, number, number]> {
  return page.evaluate(
    ([px, py]) => {
      const gl = document.querySelector('[data-testid=print-canvas] canvas') as HTMLCanvasElement | null;
      // Not mounted yet (the renderer starts after the images are counted): no pixel, so the poll asks again.
      if (!gl || gl.clientWidth === 0) return [-1, -1, -1, -1] as [number, number, number, number];
      const ratio = gl.width / gl.clientWidth;
      const c = document.createElement('canvas');
      c.width = 1;
      c.height = 1;
      const ctx = c.getContext('2d') as CanvasRenderingContext2D;
      ctx.drawImage(gl, Math.floor((px as number) * ratio), Math.floor((py as number) * ratio), 1, 1, 0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data) as [number, number, number, number];
    },
    [x, y],
  );
}

/** Pan or zoom steps the canvas's gesture layer painted (each a `tpx:gesture-frame` measure; no WebGL draw). */
export const gestureFramesDrawn = (page: Page) => page.evaluate(() => performance.getEntriesByName('tpx:gesture-frame').length);

/** The canvas's gesture layer (a 2D canvas over the photo being panned or zoomed). */
export const gestureLayer = (page: Page) => page.getByTestId('gesture-layer');

/**
 * Reads a pixel of the gesture layer (CSS px from the WebGL canvas's top-left, as `pixel`), or null
 * when the layer is not shown or does not cover that point.
 */
export async function layerPixel(page: Page, x: number, y: number): Promise<[number, number, number, number] | null> {
  return page.evaluate(
    ([px, py]) => {
      const gl = document.querySelector('[data-testid=print-canvas] canvas') as HTMLCanvasElement | null;
      const layer = document.querySelector('[data-testid=gesture-layer]') as HTMLCanvasElement | null;
      if (!gl || !layer || layer.style.visibility === 'hidden' || layer.clientWidth === 0) return null;
      const at = gl.getBoundingClientRect();
      const own = layer.getBoundingClientRect();
      // The layer's backing store lies on whole device pixels of the canvas's.
      const ratio = gl.width / gl.clientWidth;
      const lx = Math.floor((px as number) * ratio) - Math.round((own.left - at.left) * ratio);
      const ly = Math.floor((py as number) * ratio) - Math.round((own.top - at.top) * ratio);
      if (lx < 0 || ly < 0 || lx >= layer.width || ly >= layer.height) return null;
      const ctx = layer.getContext('2d') as CanvasRenderingContext2D;
      return Array.from(ctx.getImageData(lx, ly, 1, 1).data) as [number, number, number, number];
    },
    [x, y],
  );
}

/** The single frame of a one-photo Custom project: centred square, 16 px margin, 5.5 % border. */
export async function singleFrame(page: Page) {
  const box = await canvas(page).evaluate((el) => ({ w: el.clientWidth, h: el.clientHeight }));
  const size = Math.min(box.w, box.h) - 32;
  const x = (box.w - size) / 2;
  const y = (box.h - size) / 2;
  const border = Math.max(1, Math.round(size * 0.055));
  return { x, y, size, border };
}

export const near = (a: readonly number[], b: readonly number[], tolerance = 24) => a.slice(0, 3).every((v, i) => Math.abs(v - (b[i] as number)) <= tolerance);

export async function expectPixel(page: Page, x: number, y: number, rgb: readonly number[], tolerance?: number) {
  await expect.poll(async () => near(await pixel(page, x, y), rgb, tolerance), { message: `pixel at ${x},${y} ≈ ${rgb}` }).toBe(true);
}

/** A plain JPEG of this size with a gradient of its own (seed), so it compresses like a photo: for upload journeys. */
export function photoJpeg(width: number, height: number, seed = 0): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x + seed * 40) % 256;
      data[i + 1] = (y + seed * 20) % 256;
      data[i + 2] = 128;
      data[i + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

/** The active project's tiles as kept in local storage for a tenant. */
export async function activeTiles(page: Page, tenant = 'tilepix'): Promise<Array<{ imagePath: string; width: number; height: number }>> {
  return page.evaluate((t) => {
    const raw = localStorage.getItem(`tpx:${t}:projects`);
    if (!raw) return [];
    const projects = (JSON.parse(raw) as { value: Array<{ isActive: boolean; tiles: Array<{ imagePath: string; width: number; height: number }> }> }).value;
    return projects.find((p) => p.isActive)?.tiles ?? [];
  }, tenant);
}
