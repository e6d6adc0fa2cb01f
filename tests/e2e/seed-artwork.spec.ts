import { expect, test } from './fixtures';

/**
 * Issue 32 item 7: the seed's pictures look finished. Each tenant wears its own mark beside its
 * wordmark; the home hero's wall shows nine drawn scenes; the artists are illustrated portraits
 * (new seed files); nothing shifts while pictures load (every box is reserved). Screenshots of each
 * tenant's home, the artists and the mounting guide are kept in the test's output.
 */
const tenants = [
  { query: '', brand: 'TilePix' },
  { query: '?tenant=wg', brand: 'TilePix' },
  { query: '?tenant=cvs', brand: 'CVS Photo' },
];

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1366, height: 900 });
});

test('each tenant has its own mark, and the home hero wall is nine drawn scenes', async ({ store, page }, info) => {
  const marks: string[] = [];
  for (const t of tenants) {
    await store.open(`/${t.query}`);
    const home = page.getByRole('link', { name: `${t.brand} home` });
    await expect(home).toContainText(t.brand);
    marks.push(await home.locator('svg').evaluate((svg) => svg.innerHTML));
    const scenes = page.locator('section[aria-labelledby="home-heading"] [aria-hidden="true"] > div > svg');
    await expect(scenes).toHaveCount(9);
    for (const scene of await scenes.all()) expect((await scene.boundingBox())!.width).toBeGreaterThan(40);
    await page.screenshot({ path: info.outputPath(`home${t.query.replace(/\W+/g, '-')}-${info.project.name}.png`) });
  }
  expect(new Set(marks).size, 'three different marks').toBe(3);
});

test('the artists are illustrated portraits whose boxes are reserved', async ({ store, page }, info) => {
  await store.open('/artists');
  const portraits = page.getByRole('main').locator('img[src*="-portrait.png"]');
  await expect(portraits).toHaveCount(4);
  for (const img of await portraits.all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    // The store's derivative of the card's size: the 400 px portrait, or a smaller copy that still covers the card.
    // The file's own width: a srcset picture's naturalWidth is scaled by the density its `w` descriptor implies.
    const { width, shown } = await img.evaluate(async (i: HTMLImageElement) => {
      const file = new Image();
      file.src = i.currentSrc;
      await file.decode();
      return { width: file.naturalWidth, shown: Math.ceil(i.clientWidth * devicePixelRatio) };
    });
    expect(width).toBeLessThanOrEqual(400);
    expect(width).toBeGreaterThanOrEqual(Math.min(shown, 400));
  }
  await page.screenshot({ path: info.outputPath(`artists-${info.project.name}.png`), fullPage: true });
  await store.open('/product-instructions');
  await page.screenshot({ path: info.outputPath(`mounting-${info.project.name}.png`), fullPage: true });
});
