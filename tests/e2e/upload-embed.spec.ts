import jpeg from 'jpeg-js';
import { expect, test } from './fixtures';
import { startParentSite } from './parent-site';

/**
 * SPEC §2 'Shell': in iframe mode the header is hidden and the shell shows the upload progress bar
 * 'Photos being uploaded…'. A real parent page served from 127.0.0.1 on its own port (another
 * origin, which the seeded tenant allows) embeds the picker from localhost, as in embed.spec.ts.
 */
let parent: Awaited<ReturnType<typeof startParentSite>>;
let parentOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  parent = await startParentSite(`${baseURL}/photo-picker`);
  parentOrigin = parent.origin;
});
test.afterAll(() => parent.close());

function photoJpeg(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i + seed * 40) % 256, (i >> 8) % 256, 128, 255], i * 4);
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

test('inside an iframe the shell, not the picker, shows the upload progress bar while device photos upload', async ({ store, page }) => {
  // Face detection answers 501 here (no detector): logged, never shown.
  store.expectConsoleError(/status of 501|\[upload\/face-detection\]/);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route('**/files', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    posts++;
    return route.continue();
  });
  await page.goto(`${parentOrigin}/`);

  const frame = page.frameLocator('iframe[title="TilePix store"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Get Started');
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('progressbar')).toHaveCount(0);

  const files = [1, 2, 3, 4].map((i) => ({ name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer: photoJpeg(800, 600, i) }));
  await frame.getByLabel('Choose photos').setInputFiles(files);

  const bar = frame.getByRole('progressbar', { name: 'Photos being uploaded…' });
  await expect(bar).toBeVisible();
  // Half of one photo's share at once: 0.5 / 4 = 13 %.
  await expect(bar).toHaveAttribute('aria-valuenow', '13');
  // One overall bar, the shell's: above the page, not inside it (the tool, open at once, shows each photo's own bar); still no header.
  await expect(frame.getByRole('progressbar', { name: 'Photos being uploaded…' })).toHaveCount(1);
  await expect(frame.getByRole('main').getByRole('progressbar', { name: 'Photos being uploaded…' })).toHaveCount(0);
  await expect(frame.getByRole('banner')).toHaveCount(0);
  expect(posts).toBe(0);

  release();
  // The photos land in the printing tool; the bars go when the uploads finish (the overall one a second later).
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Design Your Tiles');
  await expect(frame.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  expect(posts).toBe(4);
});
