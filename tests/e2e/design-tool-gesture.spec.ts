import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { canvas, framesDrawn, gestureFramesDrawn, gestureLayer, IMAGE, layerPixel, near, openWith, pixel, project, singleFrame } from './printing-kit';

/**
 * The canvas's gesture layer (src/ui/printing/canvas/README.md, issue 31's canvas budget): while a
 * photo is dragged, a small 2D canvas over its window shows it moving and the WebGL canvas is not
 * redrawn; when the pointer comes up the WebGL canvas draws the final crop, the same pixels, and the
 * layer goes. A mouse on the desktop; on a phone a finger, after a tap has started editing the photo.
 */

const RED = [220, 30, 30];
const GREEN = [20, 200, 30];

/**
 * Nothing left to draw: no picture loading (a sharper one for the edited photo draws when it comes)
 * and no draw, WebGL or gesture layer, across two animation frames (what the page had to draw, a
 * layout change, a gesture's end, lands in the next frame).
 */
async function drawsRest(page: Page) {
  await expect(canvas(page)).toHaveAttribute('data-images-pending', '0');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const draws = () => performance.getEntriesByName('tpx:frame').length + performance.getEntriesByName('tpx:gesture-frame').length;
          const before = draws();
          for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
          return draws() - before;
        }),
      { timeout: 15_000, intervals: [0] },
    )
    .toBe(0);
}

/** Pointer down, moves and up: the mouse, or one finger through CDP touch events on a phone. */
async function pointer(page: Page, touch: boolean) {
  if (!touch) {
    return {
      down: async (x: number, y: number) => {
        await page.mouse.move(x, y);
        await page.mouse.down();
      },
      move: (x: number, y: number) => page.mouse.move(x, y),
      up: () => page.mouse.up(),
    };
  }
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: 0 })) });
  return {
    down: (x: number, y: number) => send('touchStart', [{ x, y }]),
    move: (x: number, y: number) => send('touchMove', [{ x, y }]),
    up: () => send('touchEnd', []),
  };
}

type Hand = Awaited<ReturnType<typeof pointer>>;

/**
 * Drags the photo of the single frame by (dx, dy) from its middle, where its red part meets its
 * green part (the red side first), and checks the gesture layer against the WebGL canvas: during
 * the drag the layer shows the photo moved (red at the probe half-way along) while the canvas is
 * not redrawn (green still there); after the pointer is up the canvas shows what the layer showed.
 */
async function dragAndCompare(page: Page, hand: Hand, dx: number, dy: number) {
  await drawsRest(page);
  const host = (await canvas(page).boundingBox())!;
  const f = await singleFrame(page);
  const midX = f.x + f.size / 2;
  const midY = f.y + f.size / 2;
  const probe = { x: midX + dx / 2, y: midY + dy / 2 };
  await expect.poll(async () => near(await pixel(page, probe.x, probe.y), GREEN, 40)).toBe(true);

  await hand.down(host.x + midX, host.y + midY);
  await drawsRest(page);
  // Pressed: the layer is set up over the photo already, showing it as the WebGL canvas does (green at the probe).
  await expect(gestureLayer(page)).toBeVisible();
  expect(near((await layerPixel(page, probe.x, probe.y)) ?? [-1, -1, -1], GREEN, 40)).toBe(true);
  const webglBefore = await framesDrawn(page);
  const layerBefore = await gestureFramesDrawn(page);
  for (let i = 1; i <= 5; i++) await hand.move(host.x + midX + (i * dx) / 5, host.y + midY + (i * dy) / 5);

  // The pointer is still down: the layer shows the photo moved (red at the probe) ...
  await expect(gestureLayer(page)).toBeVisible();
  await expect(gestureLayer(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(gestureLayer(page)).toHaveCSS('pointer-events', 'none');
  await expect.poll(async () => near((await layerPixel(page, probe.x, probe.y)) ?? [-1, -1, -1], RED, 40)).toBe(true);
  await drawsRest(page);
  expect(await gestureFramesDrawn(page)).toBeGreaterThan(layerBefore);
  // ... and the WebGL canvas under it was not redrawn: no draw, the old crop (green) still at the probe.
  expect(await framesDrawn(page)).toBe(webglBefore);
  expect(near(await pixel(page, probe.x, probe.y), GREEN, 40)).toBe(true);
  // What the layer shows at the end of the drag, away from the red/green edge (filtering may differ there).
  const inset = f.border + 6;
  const across = [f.x + inset, midX - 40, midX + dx / 2, midX + dx + 20, f.x + f.size - inset];
  const down = [f.y + inset, midY - 40, midY + dy / 2, midY + dy + 20, f.y + f.size - inset];
  const points = (dx !== 0 ? across : [f.x + inset, midX, f.x + f.size - inset]).flatMap((x) =>
    (dy !== 0 ? down : [f.y + inset, midY, f.y + f.size - inset]).map((y) => ({ x, y })),
  );
  const shown: number[][] = [];
  for (const p of points) shown.push((await layerPixel(page, p.x, p.y)) ?? [-1, -1, -1]);
  // The red side reaches the window's first corner, the green side its last.
  expect(near(shown[0] as number[], RED, 40)).toBe(true);
  expect(near(shown[shown.length - 1] as number[], GREEN, 40)).toBe(true);

  await hand.up();
  // Pointer up: one WebGL draw of the final crop, then the layer goes.
  await expect(gestureLayer(page)).toBeHidden();
  await expect.poll(() => framesDrawn(page)).toBeGreaterThan(webglBefore);
  for (const [i, p] of points.entries()) {
    const drawn = await pixel(page, p.x, p.y);
    expect(near(drawn, shown[i] as number[], 6), `WebGL ${drawn} at ${p.x},${p.y} is the layer's ${shown[i]}`).toBe(true);
  }
  return { host, midX, midY };
}

test('a drag shows the moving photo on the gesture layer without redrawing the WebGL canvas, which draws the same pixels once the pointer is up', async ({
  store,
  isMobile,
}) => {
  // Software WebGL on a shared 2-core machine: reading pixels back is slow, not flaky.
  test.setTimeout(90_000);
  const page = store.page;
  await openWith(store, [project([{ path: IMAGE, width: 1600, height: 800 }])]);
  await expect(canvas(page)).toHaveAttribute('data-images-pending', '0');
  await canvas(page).scrollIntoViewIfNeeded();
  const hand = await pointer(page, isMobile);
  if (isMobile) {
    // On a phone one finger scrolls the page until a tap starts editing the photo (the editor fills the screen).
    const box = (await canvas(page).boundingBox())!;
    await hand.down(box.x + box.width / 2, box.y + box.height / 2);
    await hand.up();
    await expect(page.getByRole('button', { name: 'Done' })).toBeFocused();
    await expect(canvas(page)).toHaveAttribute('data-images-pending', '0');
  }
  // The centred square crop of the 2:1 photo: red left of the middle, green right of it. Dragged right.
  const { host, midX, midY } = await dragAndCompare(page, hand, 60, 0);

  // The rest uses the wheel and the tile editor's buttons (under the phone's full-screen editor): the desktop's.
  if (isMobile) return;
  // A click on the photo (pressed, not moved) takes the prepared layer away at once, with no WebGL draw.
  await drawsRest(page);
  const webglBeforeClick = await framesDrawn(page);
  await hand.down(host.x + midX, host.y + midY);
  await expect(gestureLayer(page)).toBeVisible();
  await hand.up();
  await expect(gestureLayer(page)).toBeHidden();
  await drawsRest(page);
  expect(await framesDrawn(page)).toBe(webglBeforeClick);

  // A wheel zoom step is a gesture step too: it ends once the wheel rests, with one WebGL draw.
  await drawsRest(page);
  const webgl = await framesDrawn(page);
  const layer = await gestureFramesDrawn(page);
  await page.mouse.move(host.x + midX, host.y + midY);
  await page.mouse.wheel(0, -60);
  await expect.poll(() => gestureFramesDrawn(page)).toBeGreaterThan(layer);
  await expect(gestureLayer(page)).toBeHidden();
  await expect.poll(() => framesDrawn(page)).toBeGreaterThan(webgl);

  // The window resized during a drag: the canvas is drawn whole and the layer goes at once; the next
  // move shows it again over the photo's new window, not where the photo was.
  await drawsRest(page);
  const before = await singleFrame(page);
  await hand.down(host.x + midX, host.y + midY);
  for (let i = 1; i <= 3; i++) await hand.move(host.x + midX - i * 10, host.y + midY);
  await expect(gestureLayer(page)).toBeVisible();
  const webglBeforeResize = await framesDrawn(page);
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width - 240, height: viewport.height });
  await expect(gestureLayer(page)).toBeHidden();
  await expect.poll(() => framesDrawn(page)).toBeGreaterThan(webglBeforeResize);
  const after = await singleFrame(page);
  // The photo moved on the canvas (the frame stays centred in a narrower host).
  expect(Math.abs(after.x - before.x)).toBeGreaterThan(20);
  const moved = (await canvas(page).boundingBox())!;
  await hand.move(moved.x + after.x + after.size / 2 - 40, moved.y + after.y + after.size / 2);
  await hand.move(moved.x + after.x + after.size / 2 - 50, moved.y + after.y + after.size / 2);
  await expect(gestureLayer(page)).toBeVisible();
  const layerBox = (await gestureLayer(page).boundingBox())!;
  // Over the photo window (the frame less its moulding), to the device pixel.
  const windowBox = { x: moved.x + after.x + after.border, y: moved.y + after.y + after.border, size: after.size - 2 * after.border };
  for (const [got, want] of [
    [layerBox.x, windowBox.x],
    [layerBox.y, windowBox.y],
    [layerBox.x + layerBox.width, windowBox.x + windowBox.size],
    [layerBox.y + layerBox.height, windowBox.y + windowBox.size],
  ] as const)
    expect(Math.abs(got - want)).toBeLessThanOrEqual(1.5);
  await hand.up();
  await expect(gestureLayer(page)).toBeHidden();
  await page.setViewportSize(viewport);

  // A turned photo is turned on the layer as on the canvas: a quarter turn clockwise puts the red
  // half on top (Fill frames the turned photo afresh). Dragged down.
  await page.getByRole('button', { name: 'Rotate 90°' }).click();
  await page.getByRole('button', { name: /^Fill/ }).click();
  await dragAndCompare(page, hand, 0, 60);
});
