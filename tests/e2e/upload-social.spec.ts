import { expect, test, storedTiles } from './fixtures';

/**
 * The picker's Facebook source end to end: Connect opens Facebook Login's dialog in a popup (routed
 * here: it sends the shopper back to /oauth/callback with a token, as Facebook does), the albums and
 * photos come from the Graph API (routed), the photos themselves from another origin (127.0.0.1, the
 * page is on localhost) through the image proxy, and the chosen ones upload into the project.
 */

test('Facebook: connect, pick photos from an album, and they upload as Facebook tiles with their page as sourceUrl', async ({
  store,
  page,
  context,
  baseURL,
}) => {
  // Face detection answers 501 here (no detector): logged, never shown.
  store.expectConsoleError(/status of 501|\[upload\/face-detection\]/);
  const albums = (await (await page.request.get('/api/v1/albums/public')).json()) as { albums: Array<{ images: Array<{ full: string }> }> };
  // The same store files, addressed on another origin: a "CDN" the page may only reach through the proxy.
  const cdn = albums.albums[0]!.images.slice(0, 3).map((i) => new URL(new URL(i.full, baseURL).pathname, baseURL!.replace('localhost', '127.0.0.1')).href);
  const dialogs: URL[] = [];
  await context.route('https://www.facebook.com/**', (route) => {
    const dialog = new URL(route.request().url());
    dialogs.push(dialog);
    const back = `${dialog.searchParams.get('redirect_uri')}#access_token=e2e-token&expires_in=5183944&state=${dialog.searchParams.get('state')}`;
    return route.fulfill({ contentType: 'text/html', body: `<script>location.replace(${JSON.stringify(back)})</script>` });
  });
  const graph: string[] = [];
  await context.route('https://graph.facebook.com/**', (route) => {
    const url = new URL(route.request().url());
    graph.push(url.pathname);
    if (url.searchParams.get('access_token') !== 'e2e-token') return route.fulfill({ status: 400, json: { error: { message: 'bad token', code: 190 } } });
    if (url.pathname.endsWith('/me/albums'))
      return route.fulfill({
        json: {
          data: [
            { id: 'a1', name: 'Summer 2025', count: 3 },
            { id: 'a2', name: 'Empty', count: 0 },
          ],
        },
      });
    if (url.pathname.endsWith('/a1/photos')) {
      return route.fulfill({
        json: {
          data: cdn.map((src, i) => ({
            id: `p${i}`,
            images: [{ width: 1200, height: 1200, source: src }],
            picture: src,
            link: `https://www.facebook.com/photo.php?fbid=p${i}`,
          })),
        },
      });
    }
    return route.fulfill({ json: { data: [] } });
  });

  await store.open('/photo-picker');
  const facebook = page.getByRole('region', { name: 'Facebook' });
  // From the keyboard: the one connection button keeps the focus while its action changes.
  // The button is enabled once the store's social settings have arrived.
  await expect(facebook.getByRole('button', { name: 'Connect Facebook' })).toBeEnabled();
  await facebook.getByRole('button', { name: 'Connect Facebook' }).focus();
  await page.keyboard.press('Enter');
  await expect(facebook.getByRole('tab', { name: 'Summer 2025 (3)' })).toHaveAttribute('aria-selected', 'true');
  await expect(facebook.getByRole('button', { name: 'Disconnect Facebook' })).toBeFocused();
  expect(Object.fromEntries(dialogs[0]!.searchParams)).toMatchObject({
    client_id: 'e2e-facebook-app',
    response_type: 'token',
    scope: 'user_photos',
    redirect_uri: `${baseURL}/oauth/callback`,
  });

  const photos = facebook.getByRole('button', { name: /^Facebook photo \d$/ });
  await expect(photos).toHaveCount(3);
  // Thumbnails on the other origin load through the proxy (the CSP's img-src is 'self').
  await expect
    .poll(() =>
      facebook
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  expect(await facebook.locator('img').first().getAttribute('src')).toBe(`${baseURL}/api/v1/images/proxy?url=${encodeURIComponent(cdn[0]!)}`);
  await page.screenshot({ path: test.info().outputPath('facebook-connected.png'), fullPage: true });

  await photos.nth(2).click();
  await photos.nth(0).click();
  await expect(photos.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await facebook.getByRole('button', { name: 'Add 2 selected photos' }).click();
  await expect(page).toHaveURL(/\/printing$/, { timeout: 30_000 });
  await expect.poll(async () => (await storedTiles(page)).filter((t) => t.imagePath !== '').length).toBe(2);
  const tiles = await storedTiles(page);
  expect(tiles.map((t) => [t.metadata.source, t.metadata.sourceUrl])).toEqual(
    expect.arrayContaining([
      ['Facebook', 'https://www.facebook.com/photo.php?fbid=p2'],
      ['Facebook', 'https://www.facebook.com/photo.php?fbid=p0'],
    ]),
  );
  expect(tiles.every((t) => /\/files\/uploads\/tilepix\/[0-9a-f-]+\.jpg$/.test(t.imagePath))).toBe(true);
  expect(graph.every((p) => p.startsWith('/v19.0/'))).toBe(true);
  expect(store.unexpectedConsoleErrors()).toEqual([]);
});

test('Instagram without an app on this store: last, folded under More sources; the button is disabled and says why', async ({ store, page }) => {
  await store.open('/photo-picker');
  const more = page.getByRole('group').filter({ has: page.getByText('More sources', { exact: true }) });
  const instagram = page.getByRole('region', { name: 'Instagram' });
  await expect(more).toBeVisible();
  await expect(instagram).toBeHidden();
  await page.getByText('More sources', { exact: true }).click();
  const connect = instagram.getByRole('button', { name: 'Connect Instagram' });
  await expect(connect).toBeDisabled();
  await expect(connect).toHaveAccessibleDescription('Instagram photos are not available on this store.');
});
