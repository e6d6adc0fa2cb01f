import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminEmail, signInAsAdmin } from './admin-sign-in';
import { ONCE, expect, test, type Store } from './fixtures';

/**
 * The admin's tenants and assets (issue #17), on a laptop: a tenant's wording and accent colour
 * change and the storefront shows them at its next load; an uploaded image shows its dimensions, is
 * picked as an artist group's image, and the storefront's artists page shows it. Works on the
 * analytics demo tenant (`?tenant=demo`), and puts back what it changed for the other specs.
 * Screenshots of both pages at 1280 and 390 px are kept in the test output. The tests run in order in
 * one worker: each saves the demo tenant (two at once would be a 409).
 */
test.describe.configure({ mode: 'default' });
// Each test writes the shared tenants and catalogue: one project is enough (ONCE).
test.beforeEach(async ({ page }) => {
  // The demo tenant has a Tag Manager container: its script is answered here, never fetched.
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
});

const TENANT_NAME = 'TilePix (analytics demo)';

async function openAsAdmin(store: Store, page: Page, path: string, title: string) {
  await store.open(path);
  await expect(page).toHaveTitle(`${title} - Admin`);
  await signInAsAdmin(page, adminEmail(test.info(), 'tenants'));
  await expect(store.heading()).toHaveText(title);
}

/** The page at 1280 and at 390 px (nothing wider than the phone), kept in the test output. */
async function shots(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

async function saveTenant(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Save tenant' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName(`Save ${TENANT_NAME}?`);
  await confirm.getByRole('button', { name: 'Save tenant' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${TENANT_NAME} saved. The storefront shows it at its next page load.` })).toBeVisible();
}

test("the admin changes a tenant's wording and colour, and the storefront shows them at its next load", ONCE, async ({ store, page }) => {
  test.setTimeout(90_000);
  await openAsAdmin(store, page, '/admin/tenants?tenant=demo', 'Tenants');
  const form = page.getByRole('form', { name: `Settings of ${TENANT_NAME}` });
  const footerText = form.getByLabel('Footer text');
  const accent = form.getByLabel('Accent colour');
  const origins = form.getByLabel('Allowed parent origins');
  const [oldText, oldAccent, oldOrigins] = [await footerText.inputValue(), await accent.inputValue(), await origins.inputValue()];
  expect(oldAccent).toBe('#2E86AB');
  try {
    await footerText.fill('Framed by hand in Harbor Town.');
    // The domain's rules, before anything is sent.
    await accent.fill('green');
    await expect(form.getByText('Accent colour must be a hex colour such as #E4572E')).toBeVisible();
    // The field is named by its label alone and described by its problem (it was named by both).
    await expect(accent).toHaveAccessibleName('Accent colour');
    await expect(accent).toHaveAttribute('aria-invalid', 'true');
    await expect(accent).toHaveAccessibleDescription(/Accent colour must be a hex colour such as #E4572E/);
    await accent.fill('#FFD84D');
    await expect(form.getByText(/^The storefront paints #[0-9a-f]{6}: this colour is darkened so white text on it stays readable/)).toBeVisible();
    await accent.fill('#1A7F37');
    await expect(form.getByText('The storefront paints #1a7f37 as it is: white text on it is readable.')).toBeVisible();
    await origins.fill('https://partner.example/shop');
    await expect(
      form.getByText('https://partner.example/shop has a path: an origin is only https:// and the host, e.g. https://www.example.com'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save tenant' })).toBeEnabled();
    await origins.fill(oldOrigins);
    await shots(page, 'admin-tenants');
    await saveTenant(page, form);

    await store.open('/?tenant=demo');
    await expect(page.getByRole('contentinfo')).toContainText('Framed by hand in Harbor Town.');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--tpx-accent'))).toBe('#1a7f37');
  } finally {
    await store.open('/admin/tenants?tenant=demo');
    await expect(footerText).toBeVisible();
    if ((await footerText.inputValue()) !== oldText || (await accent.inputValue()) !== oldAccent || (await origins.inputValue()) !== oldOrigins) {
      await footerText.fill(oldText);
      await accent.fill(oldAccent);
      await origins.fill(oldOrigins);
      await saveTenant(page, form);
    }
  }
});

test("the admin uploads an image, sees its size, picks it as a group's image, and the storefront shows it", ONCE, async ({ store, page, guard }) => {
  test.setTimeout(90_000);
  const fileName = `harbor-${Date.now()}.png`;
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .png()
    .toBuffer();
  // Old links (?tenant=demo) redirect to the admin's own addresses; the session stays the host's (issue 32).
  await openAsAdmin(store, page, '/admin/assets?tenant=demo', 'Assets');
  guard.expect(/status of 422 \(Unprocessable Entity\)/);
  const chooser = page.getByLabel('Upload images (JPEG, PNG or WebP, at most 20 MB each)');
  // Not an image, whatever its name: refused in words by the server (it reads the bytes).
  await chooser.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not pixels') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.png: This file is not an image we can use: upload a JPEG, PNG or WebP image.' })).toBeVisible();
  await chooser.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('list', { name: 'Uploads' })).toContainText(`${fileName} · uploaded, 1200 x 800 pixels`);
  const library = page.getByRole('list', { name: 'Images' });
  const item = library.getByRole('listitem').filter({ hasText: fileName });
  await expect(item).toContainText('1200 x 800 px');
  const url = await item.getByRole('link').getAttribute('href');
  expect(url).toMatch(/^\/files\/assets\/[0-9a-f-]{36}\.png$/);
  await shots(page, 'admin-assets');

  await store.open('/admin/groups?tenant=demo');
  const card = page
    .getByRole('list', { name: 'Artist groups' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Mara Quinn' }) });
  const imageField = card.getByLabel('Image URL');
  const oldImage = await imageField.inputValue();
  const saveGroup = async () => {
    await card.getByRole('button', { name: 'Save Mara Quinn' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Save group' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mara Quinn saved.' })).toBeVisible();
  };
  try {
    // The picker: a dialog, reached and answered with the keyboard.
    await card.getByRole('button', { name: 'Choose image' }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Choose the image of Mara Quinn' });
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(card.getByRole('button', { name: 'Choose image' })).toBeFocused();
    await card.getByRole('button', { name: 'Choose image' }).click();
    const pick = picker.getByRole('button', { name: `Use ${fileName}, 1200 x 800 pixels` });
    await expect(pick).toBeVisible();
    await shots(page, 'asset-picker');
    await pick.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(imageField).toHaveValue(url!);
    await saveGroup();

    await store.open('/artists?tenant=demo');
    const mara = page.getByRole('list', { name: 'Artists' }).getByRole('link', { name: /^Mara Quinn/ });
    // The card draws the store's derivatives of the uploaded image (issue 27), not the 1200 px file itself.
    const derivative = `/api/v1/images/sized?src=${encodeURIComponent(url!)}&edge=`;
    await expect(mara.locator('img')).toHaveAttribute('src', `${derivative}512`);
    await expect
      .poll(() =>
        mara
          .locator('img')
          .evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname + new URL(img.currentSrc).search : '')),
      )
      .toMatch(new RegExp(`^${derivative.replace(/[?.*+()[\]\\^$|{}]/g, '\\$&')}(256|512|800)$`));
  } finally {
    await store.open('/admin/groups?tenant=demo');
    await expect(imageField).toBeVisible();
    if ((await imageField.inputValue()) !== oldImage) {
      await imageField.fill(oldImage);
      await saveGroup();
    }
  }
});

/** The header's bar and its logo image, relative to #root (a noscript note sits above it), in whole pixels. */
const headerBoxes = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')!.getBoundingClientRect();
    const box = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return r ? [Math.round(r.x - root.x), Math.round(r.y - root.y), Math.round(r.width), Math.round(r.height)] : null;
    };
    const header = document.querySelector('header');
    return { header: box(header), logo: box(header?.querySelector('img')) };
  });

/** After the page settled (network idle, one more frame drawn): the layout shifts of the load, of the header and of its logo. */
async function settledHeaderShift(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __tpxShifts: Array<{ value: number; sources: string[] }> }).__tpxShifts);
  const sum = (keep: (sources: string[]) => boolean) => shifts.filter((x) => keep(x.sources)).reduce((total, x) => total + x.value, 0);
  return { total: sum(() => true), header: sum((src) => src.some((w) => w === 'logo' || w.startsWith('header'))), logo: sum((src) => src.includes('logo')) };
}

test(
  "the admin picks an uploaded image as the tenant's logo: the storefront header shows it at its next load, nothing moves",
  ONCE,
  async ({ store, page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const fileName = `harbor-logo-${Date.now()}.png`;
    const wordmark = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><rect width="600" height="150" rx="24" fill="#1e6ea0"/>' +
        '<rect x="24" y="27" width="96" height="96" rx="12" fill="#ffd84d"/><text x="150" y="100" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">HARBOR</text></svg>',
    );
    const png = await sharp(wordmark).png().toBuffer();
    // Every layout shift without input, with the elements that moved, from the first paint on.
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; sources: string[] }> = [];
      (window as unknown as { __tpxShifts: typeof shifts }).__tpxShifts = shifts;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
          if (e.hadRecentInput) continue;
          const where = (n: Node | null | undefined) =>
            !(n instanceof Element)
              ? '#text'
              : n.closest('header a[href="/"]')
                ? 'logo'
                : `${n.closest('header') ? 'header ' : ''}${n.tagName} ${n.textContent?.slice(0, 20) ?? ''}`;
          shifts.push({ value: e.value, sources: (e.sources ?? []).map((x) => where(x.node)) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Without a logo: the header's boxes at 1280 and 390 px and its layout shifts, which the logo must keep.
    await store.open('/?tenant=demo');
    await expect(store.header().getByRole('link', { name: 'TilePix home' })).toContainText('TilePix');
    const plainShift = await settledHeaderShift(page);
    const plain = await headerBoxes(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const plainPhone = await headerBoxes(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await openAsAdmin(store, page, '/admin/assets?tenant=demo', 'Assets');
    await page.getByLabel('Upload images (JPEG, PNG or WebP, at most 20 MB each)').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('list', { name: 'Uploads' })).toContainText(`${fileName} · uploaded, 600 x 150 pixels`);
    const url = await page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: fileName }).getByRole('link').getAttribute('href');
    expect(url).toMatch(/^\/files\/assets\/[0-9a-f-]{36}\.png$/);

    await store.open('/admin/tenants?tenant=demo');
    const form = page.getByRole('form', { name: `Settings of ${TENANT_NAME}` });
    const logoGroup = form.getByRole('group', { name: 'Logo' });
    await expect(logoGroup).toContainText("None: the header shows the brand's wordmark.");
    await expect(logoGroup.getByRole('button', { name: 'Remove logo' })).toBeDisabled();
    try {
      // The picker, reached and answered with the keyboard.
      await logoGroup.getByRole('button', { name: 'Choose logo' }).focus();
      await page.keyboard.press('Enter');
      const picker = page.getByRole('dialog', { name: `Choose the logo of ${TENANT_NAME}` });
      const pick = picker.getByRole('button', { name: `Use ${fileName}, 600 x 150 pixels` });
      await expect(pick).toBeVisible();
      await pick.focus();
      await page.keyboard.press('Enter');
      await expect(picker).toBeHidden();
      await expect(logoGroup).toContainText('From the asset library, 600 x 150 pixels.');
      await expect(logoGroup.getByRole('img', { name: 'Logo chosen' })).toHaveAttribute('src', url!);
      await shots(page, 'admin-tenant-logo');
      await saveTenant(page, form);

      // The storefront's next load: the logo in the header, drawn by the server's first screen first.
      const noScript = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL, javaScriptEnabled: false });
      const html = await noScript.newPage();
      await html.goto('/?tenant=demo');
      await expect(html.getByRole('link', { name: 'TilePix home' }).locator('img')).toHaveAttribute('alt', TENANT_NAME);
      await expect
        .poll(() =>
          html
            .getByRole('link', { name: 'TilePix home' })
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(600);
      const firstScreen = await headerBoxes(html);
      await noScript.close();

      await store.open('/?tenant=demo');
      const logo = store.header().getByRole('link', { name: 'TilePix home' }).locator('img');
      await expect(logo).toHaveAttribute('src', url!);
      await expect(logo).toHaveAttribute('alt', TENANT_NAME);
      await expect(logo).toHaveAttribute('width', '128');
      await expect(logo).toHaveAttribute('height', '32');
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
      await expect(store.header().getByText('TilePix', { exact: true })).toHaveCount(0);
      const logoShift = await settledHeaderShift(page);
      const app = await headerBoxes(page);
      // Where the server drew it, the app draws it; the bar is as tall as with the wordmark; nothing shifted.
      expect(app).toEqual(firstScreen);
      expect(app.logo?.slice(2)).toEqual([128, 32]);
      expect(app.header?.[3]).toBe(plain.header?.[3]);
      // The logo moves nothing: the header shifts no more than with the wordmark (today the nav links after
      // Artists move by its chevron when the artists menu's chunk arrives, logo or not: 0.00015), and never the logo.
      expect(logoShift.logo, 'shifts of the logo').toBe(0);
      expect(logoShift.header).toBeLessThanOrEqual(plainShift.header + 1e-9);
      expect(logoShift.total).toBeLessThan(0.02);
      await store.header().screenshot({ path: test.info().outputPath('header-logo-1280.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      const phone = await headerBoxes(page);
      expect(phone.header?.[3]).toBe(plainPhone.header?.[3]);
      expect(phone.logo?.[2]).toBeLessThanOrEqual(120);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await store.header().screenshot({ path: test.info().outputPath('header-logo-390.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
    } finally {
      // Back to the wordmark for the other specs.
      await store.open('/admin/tenants?tenant=demo');
      await expect(logoGroup).toBeVisible();
      if (await logoGroup.getByRole('button', { name: 'Remove logo' }).isEnabled()) {
        await logoGroup.getByRole('button', { name: 'Remove logo' }).click();
        await expect(logoGroup).toContainText("None: the header shows the brand's wordmark.");
        await saveTenant(page, form);
      }
    }
    await store.open('/?tenant=demo');
    await expect(store.header().getByRole('link', { name: 'TilePix home' })).toContainText('TilePix');
    await expect(store.header().getByRole('link', { name: 'TilePix home' }).locator('img')).toHaveCount(0);
  },
);
