import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { storedProject } from './stored-project';

/**
 * "See on wall" (issue 35 item 1), desktop and phone: a 9-tile project on a seeded room (from the
 * design tool) and on an uploaded wall photo with a marked reference (from the cart); the group moved
 * by drag and by the arrow keys; the frame colour changed, read back from the live text and a pixel.
 */

interface SharedPhoto {
  full: string;
  width: number;
  height: number;
}

async function nineTileProject(page: Page, status: 'InProgress' | 'Cart') {
  const albums = (await (await page.request.get('/api/v1/albums/public?tenantId=tilepix')).json()) as { albums: Array<{ images: SharedPhoto[] }> };
  const photos = albums.albums.flatMap((a) => a.images).slice(0, 9);
  const p = storedProject(
    'wall',
    photos.map((s) => ({ path: s.full, width: s.width, height: s.height })),
    { columns: 3, metadata: { layout: 9 } },
  );
  const project = { ...p, status, hasUnsavedChanges: true };
  await page.addInitScript(
    ([key, raw]) => {
      if (!sessionStorage.getItem('tpx-e2e-seeded')) {
        localStorage.setItem(key as string, raw as string);
        sessionStorage.setItem('tpx-e2e-seeded', '1');
      }
    },
    ['tpx:tilepix:projects', JSON.stringify({ value: [project], savedAt: Date.now() })],
  );
}

/** The preview's canvas once every tile is drawn. */
async function drawn(dialog: Locator) {
  const stage = dialog.getByTestId('wall-canvas');
  await expect(stage).toHaveAttribute('data-complete', 'true', { timeout: 15_000 });
  return stage;
}

/** The canvas pixel at the stage's probe (a pixel of the first tile's moulding, in canvas pixels), as r,g,b. */
const probePixel = (stage: Locator) =>
  stage.evaluate((host) => {
    const [x, y] = (host.dataset.probe ?? '0,0').split(',').map(Number) as [number, number];
    const [r, g, b] = host.querySelector('canvas')!.getContext('2d')!.getImageData(x, y, 1, 1).data;
    return `${r},${g},${b}`;
  });

/** Where the group is: "… 59 in (150 cm) from the photo's left edge and 11 in …" → [59, 11]. */
const placed = async (dialog: Locator) => {
  const text = (await dialog.getByTestId('wall-placement').textContent()) ?? '';
  const m = /placed (\d+) in .* and (\d+) in/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

/** A drag on the canvas: a touch drag on the phone (CDP touch events), a mouse drag on desktop. */
async function drag(page: Page, stage: Locator, dx: number, dy: number) {
  // Grab the first tile (the probe is on its moulding, in canvas pixels).
  const [px, py, ratio] = await stage.evaluate((host) => {
    const canvas = host.querySelector('canvas')!;
    return [...(host.dataset.probe ?? '0,0').split(',').map(Number), canvas.width / canvas.clientWidth] as [number, number, number];
  });
  const box = (await stage.boundingBox())!;
  const x = box.x + px / ratio;
  const y = box.y + py / ratio + 6;
  if (test.info().project.name === 'mobile') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 5, y: y + (dy * i) / 5 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(x + (dx * i) / 5, y + (dy * i) / 5);
  await page.mouse.up();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

test('a seeded room from the design tool: true scale, moved by keys and drag, frame changed, saved as PNG, closed by Escape', async ({ store, page }, info) => {
  test.setTimeout(90_000);
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
  await nineTileProject(page, 'InProgress');
  await store.open('/printing');
  await page.getByRole('button', { name: 'See on wall' }).click();
  const dialog = page.getByRole('dialog', { name: 'See on wall' });
  const stage = await drawn(dialog);
  // The living room's 84-inch sofa spans 874 px: 10.4 px per inch; 3 x 3 tiles of 8 in, 1 in apart.
  await expect(dialog.getByRole('status')).toHaveText(
    'A living room wall above an 84-inch (213 cm) sofa. Scale set: 1 inch of wall is 10.4 photo pixels. The 9 tiles measure 26 × 26 in (66 × 66 cm).',
  );
  await expect(dialog.getByTestId('wall-placement')).toHaveText("Tiles placed 59 in (150 cm) from the photo's left edge and 11 in (28 cm) from its top.");
  expect(await probePixel(stage)).toBe('0,0,0');
  await expectNoSeriousViolations(page);

  // Keyboard: 1 inch per arrow, a foot with Shift.
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(dialog.getByTestId('wall-placement')).toHaveText("Tiles placed 60 in (152 cm) from the photo's left edge and 23 in (58 cm) from its top.");
  // Drag to the left, then far past the photo's left edge: it stops at the edge.
  await drag(page, stage, -40, 0);
  await expect.poll(() => placed(dialog)).toEqual([expect.any(Number), 23]);
  const [afterDrag] = (await placed(dialog))!;
  expect(afterDrag).toBeLessThan(60);
  await drag(page, stage, -2000, 0);
  await expect.poll(() => placed(dialog)).toEqual([0, 23]);

  // The frame colour: the radio, the canvas's own frame colour, and the pixel on the moulding.
  await dialog.getByRole('radio', { name: 'White' }).check();
  await expect(stage).toHaveAttribute('data-frame-hex', '#F5F5F5');
  await expect.poll(() => probePixel(stage)).toBe('245,245,245');
  await shoot(page, 'wall-room');

  // Other rooms have their own scale.
  await dialog.getByRole('radio', { name: 'Hallway' }).check();
  await expect(dialog.getByRole('status')).toContainText(
    'A hallway wall beside a door frame 80 cm (31.5 in) wide. Scale set: 1 inch of wall is 10 photo pixels.',
  );
  await drawn(dialog);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save picture (PNG)' }).click();
  expect((await download).suggestedFilename()).toBe('tilepix-on-my-wall.png');
  await expect(dialog.getByText('Picture saved as tilepix-on-my-wall.png.')).toBeVisible();

  // Idle: nothing is drawn while nothing changes.
  const frames = Number(await stage.getAttribute('data-frames'));
  await page.evaluate(() => new Promise((r) => setTimeout(r, 600)));
  expect(Number(await stage.getAttribute('data-frames'))).toBe(frames);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'See on wall' })).toBeFocused();
});

test('my own wall photo from the cart: a bad length is refused, two taps on a door frame set the scale, the group moves and the frame changes', async ({
  store,
  page,
}, info) => {
  test.setTimeout(90_000);
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
  await nineTileProject(page, 'Cart');
  await store.open('/cart');
  await page.getByRole('button', { name: 'See on wall: project 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'See on wall' });
  await drawn(dialog);
  await dialog.getByRole('radio', { name: 'My wall photo' }).check();
  await expect(dialog.getByRole('status')).toHaveText('Choose a photo of your wall to see your tiles on it.');
  const wall = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 214, g: 200, b: 170 } } })
    .jpeg()
    .toBuffer();
  await dialog.getByLabel('Choose a photo of your wall').setInputFiles({ name: 'my-wall.jpg', mimeType: 'image/jpeg', buffer: wall });
  await expect(dialog.getByRole('status')).toHaveText('Mark a reference on your photo to see your tiles to scale.');
  const stage = dialog.getByTestId('wall-canvas');
  await expect(stage).toHaveAttribute('data-mode', 'mark');

  // The typed width first: words and zero are refused in words that fit both, on the field itself, and change nothing.
  await dialog.getByLabel('Measure with').selectOption('width');
  const width = dialog.getByLabel('Width of the wall in the photo (cm)');
  await expect(width).not.toHaveAttribute('aria-invalid');
  for (const typed of ['abc', '0']) {
    await width.fill(typed);
    await dialog.getByRole('button', { name: 'Use this width' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter the width as a number of cm greater than 0.');
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(width).toHaveAccessibleDescription('Enter the width as a number of cm greater than 0.');
    // Said under the field (on a phone the dialog's top is out of sight by then).
    await expect(dialog.getByRole('alert')).toBeInViewport();
    await expect(dialog.getByRole('status')).toHaveText('Type the width of the wall the photo shows to see your tiles to scale.');
  }
  await page.screenshot({ path: info.outputPath(`wall-width-refused-${info.project.name}.png`) });
  await width.fill('300');
  await dialog.getByRole('button', { name: 'Use this width' }).click();
  // 1200 px over 300 cm (118.1 in): 10.16 px per inch.
  await expect(dialog.getByRole('status')).toHaveText('Scale set: 1 inch of wall is 10.2 photo pixels. The 9 tiles measure 26 × 26 in (66 × 66 cm).');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(width).not.toHaveAttribute('aria-invalid');
  await expect(width).not.toHaveAttribute('aria-describedby');

  // Then a door frame: two taps 600 photo px apart (half the photo's width) for 80 cm.
  await dialog.getByLabel('Measure with').selectOption('door');
  await expect(stage).toHaveAttribute('data-mode', 'mark');
  await stage.scrollIntoViewIfNeeded();
  const box = (await stage.boundingBox())!;
  const tap = (fx: number) =>
    info.project.name === 'mobile'
      ? page.touchscreen.tap(box.x + box.width * fx, box.y + box.height / 2)
      : page.mouse.click(box.x + box.width * fx, box.y + box.height / 2);
  await tap(0.25);
  await expect(dialog.getByText(/\(1 of 2 marked\)/)).toBeVisible();
  await tap(0.75);
  await expect(dialog.getByRole('status')).toHaveText(
    /^Scale set: 1 inch of wall is 19(\.\d)? photo pixels\. The 9 tiles measure 26 × 26 in \(66 × 66 cm\)\.$/,
  );
  await expect(stage).toHaveAttribute('data-mode', 'place');
  await drawn(dialog);
  // Centred on the photo: (1200 - 26 × 19.05) / 2 px from the left ≈ 18 in.
  await expect.poll(() => placed(dialog)).toEqual([18, 8]);

  await drag(page, stage, 30, 20);
  await expect.poll(async () => (await placed(dialog))![0]).toBeGreaterThan(18);
  await dialog.getByRole('radio', { name: 'Gray' }).check();
  await expect(stage).toHaveAttribute('data-frame-hex', '#B8B8B8');
  await expect.poll(() => probePixel(stage)).toBe('184,184,184');
  await shoot(page, 'wall-own-photo');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The heading's Close button closes it too.
  await page.getByRole('button', { name: 'See on wall: project 1' }).click();
  await drawn(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
