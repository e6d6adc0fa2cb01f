import { expect, test } from './fixtures';
import { canvas, expectPixel, framesDrawn, gestureLayer, IMAGE, openWith, pixel, project, singleFrame, SMALL } from './printing-kit';
import { storedProject } from './stored-project';

test.describe('printing tool', () => {
  // Software WebGL on a shared 2-core machine: reading pixels back is slow, not flaky.
  test.describe.configure({ timeout: 60_000 });
  test('draws the frame colour, mat, grayscale and crop in WebGL', async ({ store }) => {
    const page = store.page;
    await openWith(store, [project([{ path: IMAGE, width: 1600, height: 800 }])]);
    await expect.poll(() => framesDrawn(page)).toBeGreaterThan(0);
    const f = await singleFrame(page);
    const midY = f.y + f.size / 2;
    // Black frame; centred crop shows red on the left, green on the right.
    await expectPixel(page, f.x + f.border / 2, midY, [0, 0, 0]);
    await expectPixel(page, f.x + f.size * 0.3, midY, [220, 30, 30], 40);
    await expectPixel(page, f.x + f.size * 0.7, midY, [20, 200, 30], 40);

    await page.getByRole('radio', { name: 'White' }).first().check();
    await expectPixel(page, f.x + f.border / 2, midY, [0xf5, 0xf5, 0xf5], 4);
    await page.getByRole('radio', { name: 'Gray' }).first().check();
    await expectPixel(page, f.x + f.border / 2, midY, [0xb8, 0xb8, 0xb8], 4);

    // Gray mat: 1 in of the 8 in frame inside the moulding.
    await page.getByRole('group', { name: 'Mat' }).getByRole('radio', { name: 'Gray' }).check();
    const matWidth = (f.size - 2 * f.border) / 8;
    await expectPixel(page, f.x + f.border + matWidth / 2, midY, [0x93, 0x95, 0x98], 4);

    // Grayscale: the red half turns gray (r = g = b).
    await page.getByRole('radio', { name: 'Grayscale' }).check();
    await expect
      .poll(async () => {
        const [r, g, b] = await pixel(page, f.x + f.size * 0.3, midY);
        return Math.max(Math.abs(r - g), Math.abs(g - b)) <= 3 && r > 40 && r < 140;
      })
      .toBe(true);
    await page.getByRole('radio', { name: 'Color' }).check();

    // Drag the photo to the right: the crop reaches the image's left edge, all red.
    await canvas(page).scrollIntoViewIfNeeded();
    const box = (await canvas(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 400, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expectPixel(page, f.x + f.size * 0.7, midY, [220, 30, 30], 40);
  });

  test('draws everything again after the WebGL context is lost and restored', async ({ store }) => {
    const page = store.page;
    await openWith(store, [
      project([
        { path: IMAGE, width: 1600, height: 800 },
        { path: SMALL, width: 400, height: 300 },
      ]),
    ]);
    await expect(canvas(page)).toHaveAttribute('data-images-pending', '0');
    const box = await canvas(page).evaluate((el) => ({ w: el.clientWidth, h: el.clientHeight }));
    // Two frames side by side: the first shows red then green, the second (400 x 300, centred) red and green too.
    const size = Math.min((box.w - 32) / 2, box.h - 32);
    const left = box.w / 2 - size;
    const midY = box.h / 2;
    await expectPixel(page, left + size * 0.3, midY, [220, 30, 30], 40);
    await expectPixel(page, left + size * 0.7, midY, [20, 200, 30], 40);
    // What a GPU reset does: the context goes, and the browser gives it back a moment later.
    const lost = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid=print-canvas] canvas') as HTMLCanvasElement;
      const gl = (el.getContext('webgl2') ?? el.getContext('webgl')) as WebGLRenderingContext;
      const lose = gl.getExtension('WEBGL_lose_context') as WEBGL_lose_context;
      lose.loseContext();
      const wasLost = gl.isContextLost();
      await new Promise((r) => setTimeout(r, 50));
      lose.restoreContext();
      return wasLost;
    });
    expect(lost).toBe(true);
    // The atlas pages are drawn again from the bitmaps, the frames recreated and all repainted.
    await expectPixel(page, left + size * 0.3, midY, [220, 30, 30], 40);
    await expectPixel(page, left + size * 0.7, midY, [20, 200, 30], 40);
    await expectPixel(page, left + size + 16 + size * 0.3, midY, [220, 30, 30], 40);
  });

  test('what a drag and a wheel zoom repaint in place is what a full draw of the saved project shows', async ({ store }) => {
    const page = store.page;
    const photos = [0, 1, 2, 3, 4, 5].map((i) => ({
      path: `${i % 2 === 0 ? IMAGE : SMALL}?n=${i}`,
      width: i % 2 === 0 ? 1600 : 400,
      height: i % 2 === 0 ? 800 : 300,
    }));
    await openWith(store, [storedProject('e2e', photos, { columns: 3 })]);
    const settled = () => expect(canvas(page)).toHaveAttribute('data-images-pending', '0');
    await settled();
    // The first frame (selected on load, so a reload shows the same selection): drag, then zoom.
    await canvas(page).scrollIntoViewIfNeeded();
    const host = (await canvas(page).boundingBox())!;
    // Frame 1 of the 3 x 2 grid (square frames, a 16 px margin): a point well inside its photo.
    const size = Math.min((host.width - 32) / 3, (host.height - 32) / 2);
    const x = host.x + host.width / 2 - size;
    const y = host.y + host.height / 2 - size / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 25, y + 10, { steps: 5 });
    await page.mouse.up();
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -60);
    await page.mouse.move(x - 5, y);
    await page.mouse.down();
    await page.mouse.move(x - 15, y - 5, { steps: 3 });
    await page.mouse.up();
    // The gesture is over once the slider shows its zoom (it follows the project).
    const slider = page.getByRole('slider', { name: 'Zoom' });
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(0);
    await settled();
    const snapshot = () =>
      page.evaluate(() => {
        const gl = document.querySelector<HTMLCanvasElement>('[data-testid=print-canvas] canvas');
        // Not mounted yet (a reloaded page on a busy machine): nothing to compare, the poll asks again.
        if (!gl) return { width: 0, height: 0, pixels: [] as number[] };
        const c = document.createElement('canvas');
        c.width = gl.width;
        c.height = gl.height;
        const ctx = c.getContext('2d') as CanvasRenderingContext2D;
        ctx.drawImage(gl, 0, 0);
        const data = ctx.getImageData(0, 0, c.width, c.height).data;
        // Every 3rd pixel of every 3rd row: enough to catch a stale or missing patch.
        const out: number[] = [];
        for (let row = 0; row < c.height; row += 3)
          for (let col = 0; col < c.width; col += 3) out.push(...data.subarray((row * c.width + col) * 4, (row * c.width + col) * 4 + 4));
        return { width: c.width, height: c.height, pixels: out };
      });
    // The gesture layer goes only after the WebGL canvas has drawn the gesture's end; then the canvas
    // is read until two reads agree (its last repaint has landed).
    await expect(gestureLayer(page)).toBeHidden();
    let repainted = await snapshot();
    await expect
      .poll(async () => {
        const next = await snapshot();
        const same = next.pixels.length === repainted.pixels.length && next.pixels.every((v, i) => v === repainted.pixels[i]);
        repainted = next;
        return same;
      })
      .toBe(true);
    const zoom = await slider.inputValue();

    await page.reload();
    await expect(page.getByRole('slider', { name: 'Zoom' })).toHaveValue(zoom);
    await settled();
    // Compared until the reloaded page's full draw has landed (no fixed pause).
    const difference = async () => {
      const full = await snapshot();
      if (full.width !== repainted.width || full.height !== repainted.height) return { size: `${full.width} x ${full.height}` };
      let worst = 0;
      let differing = 0;
      full.pixels.forEach((v, i) => {
        const d = Math.abs(v - (repainted.pixels[i] as number));
        worst = Math.max(worst, d);
        if (d > 8) differing++;
      });
      return { differing, worst: worst <= 8 ? 'within 8' : worst };
    };
    await expect.poll(difference).toEqual({ differing: 0, worst: 'within 8' });
  });

  test("warns about a low-resolution photo with the spec's exact wording and a 'Got it!' button", async ({ store }) => {
    const page = store.page;
    await openWith(store, [project([{ path: SMALL, width: 400, height: 300 }])]);
    await page.getByRole('button', { name: 'Low resolution warning, tile 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Low Resolution' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("This photo is 300 x 300 pixels and doesn't meet the 500 x 500 pixel minimum resolution for the best quality print.");
    await expect(dialog.getByRole('button', { name: 'Got it!' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Got it!' }).click();
    await expect(dialog).toBeHidden();
  });

  test('zoom stops where the crop would fall below the minimum resolution (issue 28), so no warning comes', async ({ store }) => {
    const page = store.page;
    await openWith(store, [project([{ path: IMAGE, width: 1200, height: 800 }])]);
    const slider = page.getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveValue('0');
    await expect(page.getByRole('button', { name: /Low resolution warning/ })).toHaveCount(0);
    // An 800 px crop reaches 500 px at 1.6x: the slider (1x..4x) stops at 0.2 (four 5 % steps), and Zoom in with it.
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => Number(await slider.inputValue())).toBeCloseTo(0.2, 2);
    await expect(page.getByRole('button', { name: /Low resolution warning/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(slider).toHaveValue('0.15');
  });

  test('is keyboard operable: arrows pan, + and - zoom, and the live region says so', async ({ store }) => {
    const page = store.page;
    await openWith(store, [
      project([
        { path: IMAGE, width: 1600, height: 800 },
        { path: IMAGE, width: 1600, height: 800 },
      ]),
    ]);
    const preview = page.getByRole('application');
    await preview.focus();
    await expect(preview).toBeFocused();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(page.locator('#tpx-print-status')).toHaveText('Tile 1 of 2 selected, zoom 10%, centred 50% across and 50% down.');
    await page.keyboard.press('-');
    await expect(page.locator('#tpx-print-status')).toHaveText('Tile 1 of 2 selected, zoom 5%, centred 50% across and 50% down.');
    await page.keyboard.press('PageDown');
    await expect(page.locator('#tpx-print-status')).toHaveText('Tile 2 of 2 selected, zoom 0%, centred 50% across and 50% down.');
    await expect(page.getByRole('heading', { name: 'Photo 2 of 2' })).toBeVisible();
  });

  test('adds, splits, replaces and removes photos; layouts and quantity; survives a reload', async ({ store }) => {
    const page = store.page;
    await page.route('**/api/v1/albums/public*', (route) =>
      route.fulfill({
        json: {
          albums: [
            {
              name: 'Test',
              images: [0, 1, 2].map((i) => ({
                fileName: `p${i}.jpg`,
                fileNameThumb: `p${i}_tmb.jpg`,
                key: `shared/test/p${i}.jpg`,
                keyThumb: `shared/test/p${i}_tmb.jpg`,
                full: `${IMAGE}?p=${i}`,
                thumb: `${IMAGE}?t=${i}`,
                width: 1600,
                height: 800,
              })),
            },
          ],
        },
      }),
    );
    await openWith(store, []);
    await expect(page.getByText('Add a photo to start framing.')).toBeVisible();
    // The empty canvas says what to do first (on a phone the panels are below it).
    await expect(page.getByText('Your wall is empty')).toBeVisible();
    await page.getByRole('button', { name: 'Choose a photo' }).click();
    await page.getByRole('dialog', { name: 'Add a photo' }).getByRole('button', { name: 'Test: p0.jpg' }).click();
    await expect(page.getByText('Your wall is empty')).toBeHidden();
    await page.getByRole('button', { name: 'Add photo' }).click();
    await page.getByRole('dialog', { name: 'Add a photo' }).getByRole('button', { name: 'Test: p1.jpg' }).click();
    await expect(page.getByRole('heading', { name: 'Photo 2 of 2' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Layout' }).selectOption('9');
    await expect(page.getByRole('option', { name: 'Custom' })).toBeEnabled();
    await page.getByRole('button', { name: 'More copies' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');

    await page.getByRole('button', { name: 'Replace photo' }).click();
    await page.getByRole('dialog', { name: 'Replace the photo' }).getByRole('button', { name: 'Test: p2.jpg' }).click();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    // It asks first (issue #18): the confirm modal's danger button removes.
    await page.getByRole('alertdialog', { name: 'Remove this photo?' }).getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByRole('heading', { name: 'Photo 1 of 1' })).toBeVisible();

    // Reload: the project comes back from local storage (the seeding script runs once per tab).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Photo 1 of 1' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Layout' })).toHaveValue('9');
    // A copy of a one-tile design is one tile: its quantity is the number of tiles (SPEC §5), and it can be typed.
    const tiles = page.getByRole('spinbutton', { name: 'Number of tiles' });
    await expect(tiles).toHaveValue('2');
    await tiles.fill('3x');
    await expect(tiles).toHaveValue('3');
    await tiles.press('Enter');
    await expect(tiles).toHaveValue('3');
    await tiles.fill('2');
    await tiles.press('Tab');
    await expect(tiles).toHaveValue('2');

    await page.getByRole('button', { name: 'Split one photo' }).click();
    const split = page.getByRole('dialog', { name: 'Split one photo over several tiles' });
    await split.getByRole('spinbutton', { name: 'Rows' }).fill('2');
    await split.getByRole('spinbutton', { name: 'Columns' }).fill('3');
    // p0 is in the project now, so it is offered as 'Your photo 1' rather than from the album.
    await split.getByRole('button', { name: 'Your photo 1' }).click();
    // The grid is previewed on the chosen photo before the split is made (issue 31 item 2).
    await expect(split.getByTestId('split-preview')).toContainText('Your photo 1, split over 2 x 3 tiles');
    await split.getByRole('button', { name: 'Split into 2 x 3 tiles' }).click();
    await expect(page.getByText('One photo split over 2 x 3 tiles.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Photo 1 of 6' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Project \d/ })).toHaveCount(2);
  });

  test("shows 'Loading Images...' while the photos load, and draws nothing while idle", async ({ store }) => {
    const page = store.page;
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    await openWith(store, [project([{ path: IMAGE, width: 1600, height: 800 }])], hold);
    await expect(page.getByRole('status', { name: 'Loading Images...' })).toBeVisible();
    release();
    await expect(page.getByRole('status', { name: 'Loading Images...' })).toBeHidden();
    await expect(canvas(page)).toHaveAttribute('data-texture-bytes', /^[1-9]/);
    // Idle means nothing left to load, the selected tile's sharper picture included.
    await expect(canvas(page)).toHaveAttribute('data-images-pending', '0');
    expect(await framesDrawn(page)).toBeGreaterThan(0);
    // An idle canvas draws nothing at all: some 1.5 s window soon after the pictures land has no frame.
    // (On a loaded machine a last layout change, e.g. the price bar arriving, may still redraw once;
    // a canvas that keeps drawing, a render loop, never has such a window and fails.)
    await expect
      .poll(
        async () => {
          const before = await framesDrawn(page);
          await page.waitForTimeout(1500);
          return (await framesDrawn(page)) - before;
        },
        { timeout: 12_000, intervals: [0] },
      )
      .toBe(0);
  });

  test('asks before leaving with unsaved changes', async ({ store }) => {
    const page = store.page;
    // The server never answers the save: the zoom stays unsaved (a landed save asks nothing: projects.spec.ts).
    await page.route('**/api/v1/projects/save**', () => {});
    await openWith(store, [project([{ path: IMAGE, width: 1600, height: 800 }])]);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const dialog = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const d = await dialog;
    expect(d.type()).toBe('beforeunload');
    await d.accept();
  });
});

test.describe('rotate overlay', () => {
  test('asks phones held in landscape under 567 px high to rotate, and never desktops', async ({ store, isMobile }) => {
    const page = store.page;
    await openWith(store, [project([{ path: IMAGE, width: 1600, height: 800 }])]);
    await page.setViewportSize({ width: 844, height: 390 });
    const rotate = page.getByRole('alertdialog', { name: 'Please rotate your device to portrait to keep designing.' });
    if (isMobile) {
      await expect(rotate).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('alertdialog')).toBeHidden();
    } else {
      // A short desktop window (fine pointer) is not a phone to rotate.
      await expect(store.heading()).toHaveText('Design Your Tiles');
      await expect(rotate).toHaveCount(0);
    }
  });
});
