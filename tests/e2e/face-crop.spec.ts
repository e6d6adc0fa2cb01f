import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { ONCE, expect, test } from './fixtures';

/**
 * Issue #18: a photo with a face gets its default crop around the face. The server finds the face
 * (POST v1/photos/face_detection, SSD MobileNet v1) on the uploaded photo; the client centres the
 * square crop on it and marks the tile faceCropped.
 */

const nodeRequire = createRequire(import.meta.url);
const sample = path.join(path.dirname(nodeRequire.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg');

/** A wide photo (2400 × 1000) with one face near its left edge (cut from the face-api package's sample photo). */
async function faceOnTheLeft(): Promise<Buffer> {
  const face = await sharp(readFileSync(sample)).extract({ left: 330, top: 250, width: 360, height: 460 }).resize(720, 920).toBuffer();
  return sharp({ create: { width: 2400, height: 1000, channels: 3, background: '#8c9aa8' } })
    .composite([{ input: face, left: 40, top: 40 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

type Tile = { imagePath: string; width: number; height: number; cropTopLeftX: number; cropTopLeftY: number; faceCropped?: boolean };
const activeTiles = (page: import('@playwright/test').Page): Promise<Tile[]> =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tpx:tilepix:projects');
    const projects = raw ? (JSON.parse(raw) as { value: Array<{ isActive: boolean; tiles: Tile[] }> }).value : [];
    return projects.find((p) => p.isActive)?.tiles ?? [];
  });

test('a photo with a face gets its crop around the face, not the centre', ONCE, async ({ store, page }) => {
  const detected = page.waitForResponse((r) => r.url().includes('/api/v1/photos/face_detection'), { timeout: 60_000 });
  await store.open('/photo-picker');
  await page.getByLabel('Choose photos').setInputFiles([{ name: 'face.jpg', mimeType: 'image/jpeg', buffer: await faceOnTheLeft() }]);
  await expect(page).toHaveURL(/\/printing$/, { timeout: 30_000 });
  const answer = await detected;
  expect(answer.status()).toBe(200);
  const { boxes } = (await answer.json()) as { boxes: Array<{ Left: number; Width: number }> };
  expect(boxes).toHaveLength(1);
  // The face sits in the left sixth of the photo.
  expect(boxes[0]!.Left + boxes[0]!.Width / 2).toBeLessThan(0.25);

  await expect.poll(async () => (await activeTiles(page))[0]?.faceCropped, { timeout: 20_000 }).toBe(true);
  const [tile] = await activeTiles(page);
  // Stored as it was taken (issue 28: the original's pixels): 2400 × 1000. A centred square crop would
  // start at x = 700; around the face (centre ≈ 390 px) it starts at the left edge.
  expect([tile!.width, tile!.height]).toEqual([2400, 1000]);
  expect(tile!.cropTopLeftX).toBe(0);
  expect(tile!.cropTopLeftY).toBe(0);
});
